"""Frame times of a table, headless, while AI players think (figures, not tests)."""
from __future__ import annotations

import os
from time import perf_counter, process_time

from .pyodide import percentile


def table_frames(game_id="thirteen", frames=900, level="hard") -> dict:
    """Draw frames of an all-AI table at 60 Hz steps; p50, p95 and max frame time in ms."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from parlour.match import Match
    from parlour.storage import MemoryStorage
    from scenes.app import App
    from scenes.tables import table_for

    app = App(language="en", storage=MemoryStorage())
    spec_players = {"thirteen": 4}.get(game_id, 4)
    match = Match(game_id, [level] * spec_players, seed=99)
    table = table_for(app, match)
    app.push(table)
    times, work, thinking = [], [], 0
    for _ in range(frames):
        while app.top is not table:  # a panel waiting for Continue (Quinto's first draw): nobody here to press it
            app.pop()
        started = perf_counter()
        for event in pygame.event.get():
            app.handle(event)
        app.update(1 / 60)
        app.draw()
        drawn = perf_counter()
        pygame.display.flip()
        times.append((perf_counter() - started) * 1000)
        work.append((drawn - started) * 1000)
        thinking += match.agent is not None
    return {
        "work_p50_ms": round(percentile(work, 0.5), 2),
        "work_p95_ms": round(percentile(work, 0.95), 2),
        "game": game_id,
        "frames": frames,
        "frames_with_ai_thinking": thinking,
        "p50_ms": round(percentile(times, 0.5), 2),
        "p95_ms": round(percentile(times, 0.95), 2),
        "max_ms": round(max(times), 2),
        "over_16ms": sum(t > 16 for t in times),
    }


WINDOWS = ((1280, 720), (1920, 1080), (2560, 1440))


def redraw_times(games=("thirteen", "quinto", "quinto_tricks", "quartino"), windows=WINDOWS, batches=5,
                 frames=20) -> dict:
    """A table's full redraw (nothing reused from the last frame) in ms of CPU time, per game and window
    size: the best of batches, since a shared machine only ever adds time."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from parlour.match import Match
    from parlour.storage import MemoryStorage
    from scenes.app import App
    from scenes.tables import table_for

    figures = {}
    for size in windows:
        app = App(language="en", storage=MemoryStorage(), window_size=size)
        for game_id in games:
            table = table_for(app, Match(game_id, ["human"] + ["easy"] * 3, seed=99))
            app.reset(table)
            best = float("inf")
            for _ in range(batches + 1):
                started = process_time()
                for _ in range(frames):
                    table.picture.drawn_key = None
                    app.draw()
                best = min(best, (process_time() - started) * 1000 / frames)
            figures[(game_id, size)] = round(best, 2)
    return figures
