"""`python -m bench --peer`: set up the peer match's own environment, play it there, and summarise its games.

open_spiel is installed from PyPI into build/peer-venv (never into the game's environment); bench.peer plays in
that environment and appends each finished game to bench/peer-games.jsonl, so an interrupted match keeps its
games and a later run adds deals after the last one played.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import venv
from pathlib import Path

from .pyodide import percentile
from .strength import wilson

ROOT = Path(__file__).resolve().parent.parent
PEER_VENV = ROOT / "build" / "peer-venv"
GAMES_FILE = ROOT / "bench" / "peer-games.jsonl"
OPEN_SPIEL = "open_spiel==2.0.2"
HEADING = "## Peer match"


def peer_python() -> Path:
    """The peer environment's interpreter, created with open_spiel on first use."""
    python = PEER_VENV / "bin" / "python"
    if not python.exists():
        venv.create(PEER_VENV, with_pip=True)
    check = subprocess.run([python, "-c", "import pyspiel"], capture_output=True)
    if check.returncode != 0:
        subprocess.run([python, "-m", "pip", "install", "--quiet", OPEN_SPIEL], check=True)
    return python


def played_games(path=None) -> list:
    """Every game recorded in the JSON-lines file (GAMES_FILE by default; none if it does not exist)."""
    path = path or GAMES_FILE
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def play_peer(games, hero, deals, simulations) -> None:
    """Play deals more deals of each game (after those already recorded) in the peer environment."""
    python = peer_python()
    for game_id in games:
        done = [row["number"] for row in played_games() if row["game"] == game_id and row["hero"] == hero
                and row["simulations"] == simulations]
        first_deal = (max(done) + 1) // seatings_of(game_id) if done else 0
        command = [python, "-m", "bench.peer", "--games", game_id, "--hero", hero, "--deals", str(deals),
                   "--first-deal", str(first_deal), "--simulations", str(simulations), "--out", str(GAMES_FILE)]
        subprocess.run(command, cwd=ROOT, env=os.environ | {"PYTHONPATH": str(ROOT)}, check=True)


def seatings_of(game_id) -> int:
    """How many games make one deal of game_id in the peer match."""
    from game import GAMES

    from .peer import PLAYERS
    from .strength import seatings

    return seatings(GAMES[game_id], PLAYERS[game_id])


def peer_table(rows) -> list:
    """Markdown rows: per game, level and peer budget, the share with its 95 % interval and ms per decision."""
    table = ["| game | players | level | peer simulations | games (deals) | win share | 95 % interval | fair "
             "| level ms p50 / p95 | peer ms p50 / p95 |", "|---|---|---|---|---|---|---|---|---|---|"]
    groups = {}
    for row in rows:
        groups.setdefault((row["game"], row["players"], row["hero"], row["simulations"]), []).append(row)
    for (game_id, players, hero, simulations), games in groups.items():
        won = sum(g["share"] for g in games)
        low, high = wilson(won, len(games))
        fair = 0.5 if game_id == "quinto_tricks" else 1 / players
        hero_ms = [t for g in games for t in g["hero_ms"]] or [0.0]
        peer_ms = [t for g in games for t in g["peer_ms"]] or [0.0]
        deals = len(games) // seatings_of(game_id)
        table.append(f"| {game_id} | {players} | {hero} | {simulations} | {len(games)} ({deals}) "
                     f"| {won / len(games):.3f} | {low:.2f}–{high:.2f} | {fair:.2f} "
                     f"| {percentile(hero_ms, 0.5):.0f} / {percentile(hero_ms, 0.95):.0f} "
                     f"| {percentile(peer_ms, 0.5):.0f} / {percentile(peer_ms, 0.95):.0f} |")
    return table


def peer_section(rows) -> list:
    """The peer match's section of bench/RESULTS.md."""
    return [HEADING, "", "An AI level against OpenSpiel 2.0.2's ISMCTSBot (random rollouts to the end of the game, "
            "UCT c = 2, the hidden cards dealt again uniformly from the seat's view for every simulation, keeping "
            "what the public record proves), every deal played from every seating, ties shared. Each game is kept in "
            "bench/peer-games.jsonl as it ends. Decision times are wall times on the machine as it was when each game "
            "was played (shared with other work: compare the two sides' times, not runs).", "", *peer_table(rows), ""]


if __name__ == "__main__":
    print("\n".join(peer_section(played_games(Path(sys.argv[1]) if len(sys.argv) > 1 else GAMES_FILE))))
