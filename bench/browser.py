"""The parlour in a real browser beside the same figures natively, from one run (figures, never tests).

In Chromium on pygbag's own pygame-ce wasm build (bench/browser_bench.mjs over tests/web/harness.mjs): main.py's
start to the first frame and to the first table, all-AI hard and expert tables' frame work on the page's loop, and
hard's and expert's time per decision in WebAssembly. Natively: the same opening, the same tables headless, the same
decisions.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from game import GAMES

from .engines import engines_lines
from .frames import table_frames
from .idle import IDLE_SCREENS, idle_lines
from .pyodide import percentile, sample_positions, table_size, think_seconds

ROOT = Path(__file__).resolve().parent.parent
NATIVE_OPENING = """
import asyncio, time
started = time.perf_counter()
from scenes import opening
asyncio.run(opening.open_doors())
from scenes.app import App
from scenes.screens.title import TitleScene
from parlour.match import Match
from parlour.storage import MemoryStorage
from scenes.tables import table_for
app = App(language="en", storage=MemoryStorage())
app.push(TitleScene(app))
app.frame(0.016)
first_frame = time.perf_counter()
app.push(table_for(app, Match("thirteen", ["human", "hard", "hard"], seed=5)))
app.frame(0.016)
print((first_frame - started) * 1000, (time.perf_counter() - first_frame) * 1000)
"""


def native_opening(runs=3) -> list:
    """[(ms from the start to the first frame, ms from Start to the table drawn)] in fresh processes."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    found = []
    for _ in range(runs):
        done = subprocess.run([sys.executable, "-c", NATIVE_OPENING], capture_output=True, text=True, cwd=ROOT,
                              env=env, timeout=120, check=True)
        found.append(tuple(round(float(x)) for x in done.stdout.split()[-2:]))
    return found


def native_decisions(game_id, positions, level="hard") -> list:
    """Level's milliseconds per decision on the positions the page uses."""
    spec = GAMES[game_id]
    states = sample_positions(spec, table_size(spec), positions)
    return [round(1000 * think_seconds(game_id, level, state, seed), 1) for seed, state in enumerate(states)]


def run_browser(games, positions=4, frame_seconds=8, idle_seconds=5.0) -> dict:
    """The browser figures (bench/browser_bench.mjs); RuntimeError with the reason when they cannot be had."""
    from tests.web.real_browser import HarnessUnavailable, run_scenario, setup_for
    from tools.build_web import build_web

    try:
        setup = setup_for(build_web().web_dir)
    except HarnessUnavailable as reason:
        raise RuntimeError(str(reason)) from None
    found = run_scenario("bench/browser_bench.mjs", setup, games=list(games), positions=positions,
                         frame_seconds=frame_seconds, idle_seconds=idle_seconds,
                         idle_screens=[(screen, *size) for screen, size in IDLE_SCREENS])
    return {**found, "web_dir": setup["web_dir"]}


def spread(values) -> str:
    """p50 / p95 / max of values."""
    return f"{percentile(values, 0.5):.0f} / {percentile(values, 0.95):.0f} / {max(values):.0f}"


def browser_section(games, positions=4, frame_seconds=8, idle_seconds=5.0) -> list:
    """Markdown lines of the browser figures with the native ones beside them (the figures at rest included)."""
    try:
        web = run_browser(games, positions, frame_seconds, idle_seconds)
    except RuntimeError as error:
        return ["## In the browser", "", f"not measured: {error}", "", *idle_lines(idle_seconds)]
    native = native_opening()
    openings = web["openings"]
    lines = ["## In the browser", "",
             "Chromium (headless, Debian's), the built page started as pygbag 0.9.3 starts it "
             "(tests/web/pygbag_standin/: pyodide 0.27.7's CPython 3.12 with pygbag's own pygame-ce 2.5.7 wasm wheel), "
             "the page's loop stepped once per animation frame. Native: the same code in this Python, headless. "
             "Aims: first frame within 2 s of main.py's start, no frame over 50 ms while playing, hard's decision "
             "p95 within 1.5 s in the browser, expert's within 5 s with the table at 50 fps or more while it thinks.",
             "",
             "| opening | in the browser, each visit | natively |", "|---|---|---|",
             "| main.py's start → first frame (ms) | " + ", ".join(str(o["first_frame_ms"]) for o in openings)
             + " | " + ", ".join(str(n[0]) for n in native) + " |",
             "| main.py's start → first table, New game and Start clicked at once (ms) | "
             + ", ".join(str(o["first_table_ms"]) for o in openings) + " | |",
             "| Start clicked → table shown (ms) | " + ", ".join(str(o["start_to_table_ms"]) for o in openings)
             + " | " + ", ".join(str(n[1]) for n in native) + " |",
             "| page opened → ready, pyodide and the wheel included (ms) | "
             + ", ".join(str(o["page_ms"]) for o in openings) + " | |", "",
             f"All-AI hard tables, {frame_seconds} s each: the work of each frame while an AI thinks (events, the AI's "
             "5 ms slice, drawing, the display flip), and in the browser the intervals between animation frames.", "",
             "| game | players | browser frames p50 / p95 / max ms | over 50 ms | animation-frame interval p95 ms "
             "| native p50 / p95 / max ms |", "|---|---|---|---|---|---|"]
    for game_id in games:
        page = web["frames"]["hard"][game_id]
        here = table_frames(game_id, frames=300)
        lines.append(f"| {game_id} | {table_size(GAMES[game_id])} "
                     f"| {page['p50_ms']} / {page['p95_ms']} / {page['max_ms']} "
                     f"| {page['over_50ms']} of {page['thinking']} | {page['interval_p95_ms']} "
                     f"| {here['p50_ms']} / {here['p95_ms']} / {here['max_ms']} |")
    lines += ["", *expert_frame_lines(games, web["frames"]["expert"], frame_seconds)]
    for level in ("hard", "expert"):
        lines += decision_lines(games, web["decisions"][level], positions, level)
    return [*lines, *idle_lines(idle_seconds, web.get("idle")), *engines_lines(web["web_dir"], positions)]


def expert_frame_lines(games, page_frames, frame_seconds) -> list:
    """Markdown lines: all-expert tables' frames in the browser while an expert thinks (natively: ## Frame times)."""
    lines = [f"All-expert tables, {frame_seconds} s each, while an expert AI thinks: each frame's work on the page's "
             "loop (ms), frames over 20 ms (a 50 fps frame), the animation frames per second the page showed and "
             "the intervals between them over 20 ms, and the status line the table showed.", "",
             "| game | frames p50 / p95 / max ms | over 20 ms | fps | intervals over 20 ms | status line |",
             "|---|---|---|---|---|---|"]
    for game_id in games:
        page = page_frames[game_id]
        lines.append(f"| {game_id} | {page['p50_ms']} / {page['p95_ms']} / {page['max_ms']} "
                     f"| {page['over_20ms']} of {page['thinking']} | {page['fps']} "
                     f"| {page['intervals_over_20ms']} | {page['status']} |")
    return [*lines, ""]


def decision_lines(games, page_decisions, positions, level) -> list:
    """Markdown lines: level's time per decision in the browser (page_decisions) and natively."""
    lines = [f"{level.capitalize()}'s time per decision, {positions} positions per game sampled from seeded random "
             "games, stepping in 5 ms slices as the table does (ms p50 / p95 / max):", "",
             "| game | in the browser | natively | ratio of medians |", "|---|---|---|---|"]
    for game_id in games:
        page, here = page_decisions[game_id], native_decisions(game_id, positions, level)
        lines.append(f"| {game_id} | {spread(page)} | {spread(here)} "
                     f"| {percentile(page, 0.5) / max(percentile(here, 0.5), 0.01):.1f}× |")
    return [*lines, ""]


if __name__ == "__main__":
    print("\n".join(browser_section(sorted(GAMES))))
