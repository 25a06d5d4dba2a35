"""What the parlour costs while nothing moves: the share of one core its process (natively) or its page's main
thread (in Chromium) uses on the idle title, at a table waiting for the player and, natively, at each game's
lesson waiting on its first step (figures, never tests)."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WARM_UP_S = 2.0
IDLE_SCREENS = (("title", (1228, 690)), ("title", (640, 360)), ("table", (1228, 690)))
LESSON_SCREENS = tuple((f"lesson {game}", (1228, 690)) for game in ("thirteen", "quinto", "quinto_tricks", "quartino"))
LESSON_SETTLE_S = 5.0  # past the lesson pointer's first breaths, which draw the eye before it holds still
NATIVE_IDLE = """
import asyncio, json, sys, time
import pygame
from parlour.match import Match
from parlour.storage import MemoryStorage
from scenes.app import App
from scenes.loop import run_parlour
from scenes.tables import table_for
screen, width, height, warm_up, seconds = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]), \
    float(sys.argv[5])
app = App(language="en", storage=MemoryStorage(), window_size=(width, height))
flips = 0
shown = pygame.display.flip


def counted_flip():
    global flips
    flips += 1
    shown()


pygame.display.flip = counted_flip
if screen == "table":
    from scenes.screens.title import TitleScene
    app.push(TitleScene(app))
    app.push(table_for(app, Match("thirteen", ["human", "easy", "easy"], seed=3)))
elif screen.startswith("lesson "):
    from scenes.screens.lesson import start_lesson
    from scenes.screens.title import TitleScene
    app.push(TitleScene(app))
    start_lesson(app, screen.split()[1])

async def watch():
    await asyncio.sleep(warm_up)
    cpu, wall, drawn = time.process_time(), time.perf_counter(), flips
    await asyncio.sleep(seconds)
    cpu, wall, drawn = time.process_time() - cpu, time.perf_counter() - wall, flips - drawn
    print(json.dumps({"core_share": cpu / wall, "frames_per_s": drawn / wall}))
    app.running = False

async def main():
    await asyncio.gather(run_parlour(app), watch())

asyncio.run(main())
"""


def native_display() -> tuple:
    """(command prefix, SDL video driver, its name): a virtual X screen when Xvfb is here (the window's pixels
    really go to a display), else SDL's dummy driver (nothing is shown, so a flip costs less)."""
    if shutil.which("xvfb-run"):
        return ["xvfb-run", "-a", "-s", "-screen 0 1920x1080x24"], "x11", "an X display (Xvfb)"
    return [], "dummy", "SDL's dummy display (no Xvfb here)"


def native_idle(screen, size, seconds, warm_up=WARM_UP_S) -> dict:
    """The share of one core and the frames shown per second of the real frame loop idling on screen after
    warm_up seconds."""
    prefix, driver, _ = native_display()
    env = dict(os.environ, SDL_VIDEODRIVER=driver, SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    done = subprocess.run([*prefix, sys.executable, "-c", NATIVE_IDLE, screen, str(size[0]), str(size[1]),
                           str(warm_up), str(seconds)], capture_output=True, text=True, cwd=ROOT, env=env,
                          timeout=120 + seconds, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def idle_lines(seconds, browser=None) -> list:
    """Markdown lines: idle cost natively beside the browser's figures (browser: {"title 1228x690": {...}})."""
    lines = ["## At rest", "",
             f"Nothing moving for {seconds:g} s after {WARM_UP_S:g} s to settle: the share of one core used (natively "
             f"the whole process, on {native_display()[2]}; in Chromium the page's main-thread tasks) and the frames "
             "put on screen per second. A table waits for the player's move (13, two easy AI players); a lesson waits "
             f"on its first step, measured natively after {LESSON_SETTLE_S:g} s (its pointer breathes a few seconds "
             "first).", "",
             "| screen | window | native core share | native frames/s | browser core share | browser frames/s |",
             "|---|---|---|---|---|---|"]
    for screen, size in IDLE_SCREENS + LESSON_SCREENS:
        here = native_idle(screen, size, seconds, LESSON_SETTLE_S if screen.startswith("lesson") else WARM_UP_S)
        page = (browser or {}).get(f"{screen} {size[0]}x{size[1]}")
        lines.append(f"| {screen} | {size[0]}×{size[1]} | {here['core_share']:.0%} | {here['frames_per_s']:.0f} | "
                     + (f"{page['core_share']:.0%} | {page['frames_per_s']:.0f} |" if page else "n/a | n/a |"))
    return lines + [""]


if __name__ == "__main__":
    print("\n".join(idle_lines(5.0)))
