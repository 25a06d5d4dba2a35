"""A memory soak (figures, never a test): the native parlour, headless, walks where a person goes, round after
round for a number of minutes: every screen (statistics and rules on each tab), each game's lesson, each game
played to its end against the AI (easy, or the level asked) at one window size (as a person plays; the next game
at the next size), its replay, a switch of language, and a window resize at every other step. Its resident memory
is read at the start, every few minutes and at the end, each time at a like moment (back on the title at
1280×720, once the parlour rests), with its peak and the C heap's bytes in use; and its growth after the first
round (the caches filled once)."""
from __future__ import annotations

import argparse
import ctypes
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZES = ((1280, 720), (960, 540), (1600, 900), (1366, 768), (800, 450), (1920, 1080), (1024, 576))
PLAYERS = {"thirteen": 3, "quinto": 2, "quinto_tricks": 4, "quartino": 2}
LEVELS = ("easy", "medium", "hard", "expert")
MOST_FRAMES = 200000  # a game against hard opponents thinks over many frames on a busy machine
MOST_REST_FRAMES = 60


class MallInfo2(ctypes.Structure):
    """glibc's mallinfo2: the C heap's figures."""
    _fields_ = [(name, ctypes.c_size_t) for name in
                ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks",
                 "keepcost")]


def heap_in_use_mb():
    """The C heap's bytes in use (pictures, fonts, Python's larger objects) in megabytes; None without glibc."""
    try:
        mallinfo2 = ctypes.CDLL(None).mallinfo2
    except (OSError, AttributeError):
        return None
    mallinfo2.restype = MallInfo2
    found = mallinfo2()
    return (found.uordblks + found.hblkhd) / 2 ** 20


def peak_mb() -> float:
    """This process's peak resident memory in megabytes (Linux's /proc)."""
    with open("/proc/self/status", encoding="ascii") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmHWM")) / 1024


def resident_mb() -> float:
    """This process's resident memory in megabytes (Linux's /proc)."""
    with open("/proc/self/statm", encoding="ascii") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2 ** 20


class Walk:
    """One parlour walked round by round, a resize at every step, memory noted every `every` seconds."""

    def __init__(self, every, level="easy"):
        import pygame

        from parlour.storage import MemoryStorage
        from scenes.app import App

        self.pygame = pygame
        self.app = App(language="en", storage=MemoryStorage())
        self.app.settings.set("ai_speed", "instant")
        self.rng = random.Random(7)
        self.steps = 0
        self.every = every
        self.level = level
        self.started = self.noted = time.monotonic()
        self.marks = []
        self.note()

    def resize(self, size) -> None:
        """The window resized to size, as the window manager does."""
        pygame = self.pygame
        pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))

    def step(self, frames=3, resize=True) -> None:
        """Frames, after a new window size every other step (when resize)."""
        self.steps += 1
        if resize and self.steps % 2:
            self.resize(SIZES[self.steps // 2 % len(SIZES)])
        for _ in range(frames):
            self.app.frame(0.05)

    def note(self) -> None:
        """Memory read at a like moment: back on the title, the window resized to 1280×720 from another size (the
        pictures painted for the sizes before are dropped, as any resize drops them: what is read is what the
        parlour keeps beyond its picture caches, whose budgets the tests bound), once the parlour rests."""
        self.app.go("title", "reset")
        self.resize(SIZES[1])
        self.app.frame(0.05)
        self.resize(SIZES[0])
        for _ in range(MOST_REST_FRAMES):
            self.app.frame(0.05)
            if self.app.resting:
                break
        self.marks.append((time.monotonic() - self.started, resident_mb(), peak_mb(), heap_in_use_mb()))

    def note_when_due(self) -> None:
        """Memory read when its time has come."""
        if time.monotonic() - self.noted >= self.every:
            self.noted = time.monotonic()
            self.note()

    def screens(self) -> None:
        """Title, New game, rules and statistics on each tab, settings; back to the title each time."""
        app = self.app
        app.go("title", "reset")
        for name in ("new_game", "rules", "stats", "settings"):
            scene = app.go(name)
            for tab in getattr(scene, "tabs", ()):
                scene.press(tab if not isinstance(scene.tabs, dict) else scene.tabs[tab])
                self.step()
            self.step()
            app.go("title", "reset")

    def lesson(self, game_id) -> None:
        """The game's lesson opened, read a few steps on, then skipped."""
        from scenes.screens.lesson import start_lesson

        self.app.go("title", "reset")
        if start_lesson(self.app, game_id):
            table = self.app.top
            for _ in range(4):
                self.step(10)
                if table.lesson is not None:
                    table.lesson.next()
            if table.lesson is not None:
                table.lesson.skip()
            self.step()

    def game(self, game_id) -> None:
        """A game against the AI at the walk's level played to its end by the heuristic policy for the person,
        then replayed."""
        from parlour.match import Match
        from parlour.replay_store import last_finished

        self.steps += 1
        self.resize(SIZES[self.steps % len(SIZES)])
        table = self.app.go("table", "reset", match=Match(game_id, ["human"] + [self.level] * (PLAYERS[game_id] - 1),
                                                             self.rng.randrange(10 ** 6)))
        knowledge = table.match.spec.ai
        for _ in range(MOST_FRAMES):
            top = self.app.top
            if table.finished and top is table:
                break
            if top is not table and getattr(top, "buttons", None):
                top.press(top.buttons[0])
            elif table.my_turn():
                seat = table.state.current_player
                view = table.state.view(seat)
                table.try_move(knowledge.policy_move(knowledge.determinize(view, seat, self.rng), self.rng))
            self.app.frame(0.05)
        finished = last_finished(self.app.storage)
        if finished is not None:
            self.app.go("replay", "reset", match=finished)
            self.step(10)

    def round(self) -> None:
        """Every screen, each game's lesson and a whole game of each, then the other language."""
        self.screens()
        self.note_when_due()
        for game_id in PLAYERS:
            self.lesson(game_id)
            self.game(game_id)
            self.note_when_due()
        self.app.language = "fr" if self.app.language == "en" else "en"


def soak(minutes, every_minutes, level="easy") -> dict:
    """Walk for minutes against the AI at level; memory at the start, every every_minutes and at the end, and after
    the first round."""
    walk = Walk(every_minutes * 60, level)
    walk.round()
    walk.note()
    first, first_index = walk.marks[-1][1], len(walk.marks) - 1
    rounds = 1
    while time.monotonic() - walk.started < minutes * 60:
        walk.round()
        rounds += 1
    if rounds > 1:
        walk.note()
    return {"marks": walk.marks, "after_first_round": first, "first_round_mark": first_index, "rounds": rounds}


def memory_soak_lines(minutes, every_minutes=5.0, level="easy") -> list:
    """Markdown lines of a soak run in its own process (headless) against the AI at level, bounded to minutes
    (plus a round)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    command = [sys.executable, "-m", "bench.memory_soak", "--minutes", str(minutes), "--every", str(every_minutes),
               "--level", level, "--json"]
    done = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, env=env, check=True,
                          timeout=minutes * 60 + 1800)
    return report_lines(json.loads(done.stdout.strip().splitlines()[-1]), minutes, level)


def report_lines(found, minutes, level) -> list:
    """Markdown lines of a soak's figures (soak's answer) for minutes against the AI at level."""
    marks, first = found["marks"], found["after_first_round"]
    growth = (marks[-1][1] - first) / first
    most = max((mb - first) / first for _, mb, *_ in marks[found["first_round_mark"]:])
    return ["## Memory soak", "",
            f"The native parlour headless (SDL's dummy display) for {minutes:g} minutes, {found['rounds']} rounds: "
            "each round every screen (statistics and rules on each tab), each game's lesson, each game to its end "
            f"against the {level} AI at one window size (the next game at the next size) and its replay, then the "
            "other language, the window resized at every other step. Memory read at a like moment each time (the "
            "title, the window resized to 1280×720 from another size, which drops the pictures painted for other "
            "sizes, the parlour at rest): resident, the peak so far, and the C heap's bytes in use (pictures, fonts, "
            "larger Python objects):",
            "", "| minute | resident MB | peak MB | heap in use MB |", "|---|---|---|---|",
            *[f"| {seconds / 60:.1f} | {mb:.0f} | {peak:.0f} | {'n/a' if heap is None else f'{heap:.0f}'} |"
              for seconds, mb, peak, heap in marks], "",
            f"After the first round {first:.0f} MB; growth since then {growth:+.0%} at the end, {most:+.0%} at most "
            "at any reading (aim: at most +10 % at every reading).", ""]


def main(argv=None) -> None:
    """Run the soak here (--json: one line for memory_soak_lines), else print its Markdown."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--minutes", type=float, default=20.0)
    parser.add_argument("--every", type=float, default=5.0, help="minutes between two memory readings")
    parser.add_argument("--level", choices=LEVELS, default="easy", help="the AI opponents' level")
    parser.add_argument("--json", action="store_true", help="run here and print the figures as JSON")
    args = parser.parse_args(argv)
    if args.json:
        print(json.dumps(soak(args.minutes, args.every, args.level)))
    else:
        print("\n".join(memory_soak_lines(args.minutes, args.every, args.level)))


if __name__ == "__main__":
    main()
