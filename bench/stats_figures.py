"""The statistics after a long life of play: what the storage holds and how long each page takes to open.

A person who plays for months files hundreds of games; the statistics keep a line per game and opponent and each
game's last results (parlour.stats.KEEP), so what is stored and the time a page takes must not grow with them.
"""
from __future__ import annotations

import os
from time import perf_counter

from game import GAMES

from .pyodide import percentile

OPPONENTS = ("easy", "medium", "hard", "expert", "hot-seat")
COUNTS = (10, 100, 1000)
DRAWS = 20


def filled_app(games_each: int) -> tuple:
    """A headless app whose statistics hold games_each finished games of every game, against every opponent, and
    the storage it keeps them in."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from parlour.stats import record_result
    from parlour.storage import MemoryStorage
    from scenes.app import App

    storage = MemoryStorage()
    app = App(language="en", storage=storage)
    for game_id in GAMES:
        for n in range(games_each):
            record_result(storage, game_id, OPPONENTS[n % len(OPPONENTS)], n % 3 == 0, -(n % 70), when=n)
    return app, storage


def page_times(app) -> dict:
    """ms to open each game's page (its figures worked out) and to draw it, p50 over DRAWS tries each."""
    from scenes.screens.stats import StatsScene

    scene = StatsScene(app)
    app.push(scene)
    opened, drawn = [], []
    for _ in range(DRAWS):
        for game_id in GAMES:
            started = perf_counter()
            scene.show(game_id)
            opened.append(perf_counter() - started)
            started = perf_counter()
            app.redraw()
            app.frame(0.016)
            drawn.append(perf_counter() - started)
    return {"open_ms": round(1000 * percentile(opened, 0.5), 2), "draw_ms": round(1000 * percentile(drawn, 0.5), 2)}


def stats_lines(counts=COUNTS) -> list:
    """Markdown lines: for each number of games filed per game, the bytes stored and a page's opening and drawing."""
    lines = ["## Statistics", "",
             "The statistics after many finished games (every game filed the same number of times, against each AI "
             "level and friends in turn), natively, headless at 1280×720: the bytes the storage holds for them, and "
             f"the median time to open one game's page (its figures worked out) and to draw it, over {DRAWS} tries of "
             "each game's page. Each game keeps its last results for the chart and the last ten, so neither should "
             "grow with the games played.", "",
             "| games filed per game | stored bytes | open a game's page ms | draw it ms |", "|---|---|---|---|"]
    for count in counts:
        app, storage = filled_app(count)
        stored = sum(len(text.encode()) for text in storage.items.values())
        times = page_times(app)
        lines.append(f"| {count} | {stored} | {times['open_ms']} | {times['draw_ms']} |")
    return [*lines, ""]


if __name__ == "__main__":
    print("\n".join(stats_lines()))
