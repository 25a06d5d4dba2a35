"""Statistics per game and AI level: games played, won, best score, current and best streak."""
from __future__ import annotations

from .storage import load_json, save_json

KEY = "stats"
LEVEL_ORDER = ("easy", "medium", "hard")


def opposition(seats, human) -> str:
    """The strongest AI level at the table (hot-seat when nobody is an AI)."""
    levels = [kind for i, kind in enumerate(seats) if i != human and kind in LEVEL_ORDER]
    return max(levels, key=LEVEL_ORDER.index) if levels else "hot-seat"


def record_result(storage, game_id, level, won, score) -> dict:
    """Count one finished game for the human; returns the updated line."""
    table, _ = load_json(storage, KEY, {})
    if not isinstance(table, dict):
        table = {}
    line = table.get(f"{game_id}:{level}")
    if not isinstance(line, dict):
        line = {"played": 0, "won": 0, "best": None, "streak": 0, "best_streak": 0}
    line["played"] += 1
    line["won"] += int(won)
    line["best"] = score if line["best"] is None else max(line["best"], score)
    line["streak"] = line["streak"] + 1 if won else 0
    line["best_streak"] = max(line["best_streak"], line["streak"])
    table[f"{game_id}:{level}"] = line
    save_json(storage, KEY, table)
    return line


def all_stats(storage) -> dict:
    """Every stored line, by (game id, level); unreadable stats read as none."""
    table, _ = load_json(storage, KEY, {})
    if not isinstance(table, dict):
        return {}
    lines = {}
    for key, line in table.items():
        game_id, _, level = key.partition(":")
        if isinstance(line, dict) and {"played", "won", "best", "streak", "best_streak"} <= set(line):
            lines[(game_id, level)] = line
    return lines
