"""Run inside the parlour's page by bench/browser_bench.mjs (beside tests/web/page_probe.py): all-AI tables
measured frame by frame on the page's own loop, and AI decisions timed in WebAssembly."""
from __future__ import annotations

import time

import page_probe
from bench_speed import percentile, sample_positions, table_size, think_seconds

from game import GAMES
from parlour.match import Match
from scenes.tables import table_for

_record = []
_flips = []
_seated = {}


def time_flips() -> bool:
    """Record from now on how long each pygame.display.flip takes (the frame handed to the page's canvas)."""
    import pygame

    if not getattr(pygame.display, "bench_timed", False):
        shown = pygame.display.flip

        def timed_flip():
            started = time.perf_counter()
            shown()
            _flips.append((time.perf_counter() - started) * 1000)

        pygame.display.flip = timed_flip
        pygame.display.bench_timed = True
    _flips.clear()
    return True


def flips_report() -> dict:
    """How many flips since time_flips and their p50 and p95 in ms."""
    taken = _flips or [0.0]
    return {"flips": len(_flips), "p50_ms": round(percentile(taken, 0.5), 2),
            "p95_ms": round(percentile(taken, 0.95), 2)}


def seat_all_ai(game_id, level="hard", seed=99) -> int:
    """Put an all-AI table of game_id on screen and start recording each frame's work; its player count."""
    app = page_probe.app()
    players = table_size(GAMES[game_id])
    table = table_for(app, Match(game_id, [level] * players, seed=seed))
    app.reset(table)
    _seated["table"] = table
    _seated.pop("status", None)
    _record.clear()
    if not getattr(app, "bench_recording", False):
        frame = app.frame

        def recorded(dt):
            while app.top is not _seated["table"] and len(app.scenes) > 1:
                app.pop()  # a panel waiting for Continue (Quinto's first draw): nobody is there to press it
            started = time.perf_counter()
            frame(dt)
            thinking = getattr(getattr(app.top, "match", None), "agent", None) is not None
            _record.append(((time.perf_counter() - started) * 1000, thinking))
            if thinking and "status" not in _seated:
                _seated["status"] = app.top.wording.thinking_text()

        app.frame = recorded
        app.bench_recording = True
    return players


def frames_report() -> dict:
    """p50, p95 and max of the recorded frames' work in ms, over those with an AI thinking, how many took over
    20 ms (a 50 fps frame) and 50 ms, and the table's status line while the AI thought."""
    thinking = [ms for ms, busy in _record if busy] or [0.0]
    return {"frames": len(_record), "thinking": len([1 for _, busy in _record if busy]),
            "p50_ms": round(percentile(thinking, 0.5), 2), "p95_ms": round(percentile(thinking, 0.95), 2),
            "max_ms": round(max(thinking), 2), "over_20ms": sum(ms > 20 for ms in thinking),
            "over_50ms": sum(ms > 50 for ms in thinking), "status": _seated.get("status", "")}


def decisions(game_id, level="hard", positions=4) -> list:
    """Milliseconds per decision of level on positions sampled from seeded random games (as natively)."""
    spec = GAMES[game_id]
    states = sample_positions(spec, table_size(spec), positions)
    return [round(1000 * think_seconds(game_id, level, state, seed), 1) for seed, state in enumerate(states)]
