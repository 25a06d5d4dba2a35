"""Engine and AI speed, measured alike natively and inside pyodide (CPython on WebAssembly).

`measure()` uses the standard library and `game` only, so the same code runs in both places;
`run_pyodide_bench()` runs it inside pyodide through bench/pyodide_bench.mjs with Node. Both return
{"platform", "python", "games": {game id: {"players", "engine": {"playouts", "moves", "seconds",
"moves_per_s"}, "ai": {level: {"positions", "p50_ms", "p95_ms", "max_ms"}}}}}.
"""
from __future__ import annotations

import json
import math
import random
import shutil
import subprocess
import sys
from pathlib import Path
from time import perf_counter

from game import GAMES
from game.ai import LEVELS, new_agent

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "bench" / "pyodide_bench.mjs"
TABLE_SIZE = 4
PLAYOUTS = 20
STEP_BUDGET_S = 0.005
NODE_TIMEOUT_S = 1800


def table_size(spec) -> int:
    """The player count measured: four where the game seats four, else the nearest it allows."""
    return min(max(TABLE_SIZE, spec.min_players), spec.max_players)


def random_game(spec, players, seed) -> list:
    """Every state of a game played with seeded uniformly random legal moves."""
    rng = random.Random(seed)
    states = [spec.new_state(players, seed)]
    while states[-1].current_player is not None:
        legal = states[-1].legal_moves()
        states.append(states[-1].apply(legal[rng.randrange(len(legal))]))
    return states


def engine_speed(spec, players, playouts=PLAYOUTS) -> dict:
    """Moves per second over seeded random games (move generation and apply, nothing else)."""
    started = perf_counter()
    moves = sum(len(random_game(spec, players, seed)) - 1 for seed in range(playouts))
    seconds = perf_counter() - started
    return {"playouts": playouts, "moves": moves, "seconds": round(seconds, 4), "moves_per_s": round(moves / seconds)}


def sample_positions(spec, players, count) -> list:
    """count positions where the player to move has a choice (a forced move is no decision to time), from early to
    late in seeded random games."""
    positions = []
    for seed in range(count):
        states = [s for s in random_game(spec, players, 1000 + seed)
                  if s.current_player is not None and len(s.legal_moves()) > 1]
        positions.append(states[len(states) * (seed + 1) // (count + 1)])
    return positions


def think_seconds(game_id, level, state, seed) -> float:
    """Wall time for one agent to choose a move, stepping in frame-sized slices as the table does."""
    seat = state.current_player
    started = perf_counter()
    agent = new_agent(game_id, level)
    agent.start(state.view(seat), seat, seed)
    while not agent.step(STEP_BUDGET_S):
        pass
    agent.best_move()
    return perf_counter() - started


def percentile(values, fraction) -> float:
    """The nearest-rank percentile of values (fraction 0.5 for the median)."""
    ordered = sorted(values)
    return ordered[max(1, math.ceil(fraction * len(ordered))) - 1]


def ai_speed(spec, players, positions) -> dict:
    """Decision time per level over the sampled positions: p50, p95 and max in milliseconds."""
    states = sample_positions(spec, players, positions)
    figures = {}
    for level in LEVELS:
        times = [1000 * think_seconds(spec.id, level, state, seed) for seed, state in enumerate(states)]
        figures[level] = {
            "positions": len(times),
            "p50_ms": round(percentile(times, 0.5), 2),
            "p95_ms": round(percentile(times, 0.95), 2),
            "max_ms": round(max(times), 2),
        }
    return figures


def measure(games=None, positions=8) -> dict:
    """Engine moves per second and AI decision times for each game, on this interpreter."""
    unknown = sorted(set(games or ()) - set(GAMES))
    if unknown:
        raise ValueError(f"Unknown game(s) {', '.join(unknown)}; registered: {', '.join(sorted(GAMES))}.")
    figures = {}
    for game_id in games or sorted(GAMES):
        spec = GAMES[game_id]
        players = table_size(spec)
        figures[game_id] = {
            "players": players,
            "engine": engine_speed(spec, players),
            "ai": ai_speed(spec, players, positions),
        }
    return {"platform": sys.platform, "python": sys.version.split()[0], "games": figures}


def run_pyodide_bench(games=None, positions=8) -> dict:
    """Run measure() inside pyodide with Node (bench/pyodide_bench.mjs) and return its figures."""
    node = shutil.which("node")
    if node is None:
        raise RuntimeError("Node.js is needed to run the pyodide benchmark")
    command = [node, str(SCRIPT), "--positions", str(positions)]
    if games:
        command += ["--games", ",".join(games)]
    try:
        done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=NODE_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        raise RuntimeError(f"the pyodide benchmark did not finish in {NODE_TIMEOUT_S} s") from None
    if done.returncode != 0:
        raise RuntimeError(f"the pyodide benchmark failed:\n{done.stderr[-4000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])
