"""Frame times of a table, headless, while AI players think (figures, not tests)."""
from __future__ import annotations

import os
from time import perf_counter, process_time

from game import GAMES

from .pyodide import percentile, table_size


def table_frames(game_id="thirteen", frames=900, level="hard") -> dict:
    """Draw frames of an all-AI table at 60 Hz steps, one after another: p50, p95 and max frame time in ms, the
    frames over 16 and 20 ms, the frames per second they would allow (frames / their time), the same in CPU time
    (which a busy machine does not stretch) and the status line while an AI thought."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from parlour.match import Match
    from parlour.storage import MemoryStorage
    from scenes.app import App
    from scenes.tables import table_for

    app = App(language="en", storage=MemoryStorage())
    match = Match(game_id, [level] * table_size(GAMES[game_id]), seed=99)
    table = table_for(app, match)
    app.push(table)
    times, work, cpu, thinking, status = [], [], [], 0, ""
    for _ in range(frames):
        while app.top is not table:  # a panel waiting for Continue (Quinto's first draw): nobody here to press it
            app.pop()
        started, cpu_started = perf_counter(), process_time()
        for event in pygame.event.get():
            app.handle(event)
        app.update(1 / 60)
        app.draw()
        drawn = perf_counter()
        pygame.display.flip()
        times.append((perf_counter() - started) * 1000)
        cpu.append((process_time() - cpu_started) * 1000)
        work.append((drawn - started) * 1000)
        if match.agent is not None:
            thinking += 1
            status = status or table.wording.thinking_text()
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
        "over_20ms": sum(t > 20 for t in times),
        "cpu_p95_ms": round(percentile(cpu, 0.95), 2),
        "cpu_max_ms": round(max(cpu), 2),
        "cpu_over_20ms": sum(t > 20 for t in cpu),
        "fps": round(1000 * frames / sum(times)),
        "status": status,
    }


def expert_frame_lines(games, frames=600) -> list:
    """Markdown lines: each game's all-expert table, headless, frame by frame while an expert AI thinks."""
    lines = [f"All-expert tables, headless, {frames} frames each at 60 Hz steps (the AI thinks in its 5 ms slices): "
             "frame time, frames over 20 ms (a 50 fps frame), the frames per second they would allow, the same in "
             "CPU time (a busy machine stretches wall time, not CPU time; the first frame lays the table out), and "
             "the table's status line while the AI thought.", "",
             "| game | frames with an AI thinking | p50 / p95 / max ms | over 20 ms | fps | CPU p95 / max ms "
             "| CPU over 20 ms | status line |", "|---|---|---|---|---|---|---|---|"]
    for game_id in games:
        f = table_frames(game_id, frames, "expert")
        lines.append(f"| {game_id} | {f['frames_with_ai_thinking']} of {f['frames']} | {f['p50_ms']} / {f['p95_ms']} / "
                     f"{f['max_ms']} | {f['over_20ms']} | {f['fps']} | {f['cpu_p95_ms']} / {f['cpu_max_ms']} "
                     f"| {f['cpu_over_20ms']} | {f['status']} |")
    return [*lines, ""]


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
