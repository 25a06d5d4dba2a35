"""Statistics per game and AI level: games played, won, best score, current and best streak; their totals over
every game, and resetting them."""
from __future__ import annotations

from game import GAMES
from game.ai import LEVELS

from .storage import load_json, save_json

KEY = "stats"
LEVEL_ORDER = LEVELS


def opposition(seats, human) -> str:
    """The strongest AI level at the table (hot-seat when nobody is an AI)."""
    levels = [kind for i, kind in enumerate(seats) if i != human and kind in LEVEL_ORDER]
    return max(levels, key=LEVEL_ORDER.index) if levels else "hot-seat"


COUNTS = ("played", "won", "streak", "best_streak")


def is_count(value) -> bool:
    """A whole number from zero (never a bool)."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def valid_line(line) -> bool:
    """Whether a stored line has every figure, each of the right kind (damaged storage must not count)."""
    if not isinstance(line, dict) or not all(is_count(line.get(key)) for key in COUNTS):
        return False
    best = line.get("best", False)
    return best is None or (isinstance(best, (int, float)) and not isinstance(best, bool))


def record_result(storage, game_id, level, won, score) -> dict:
    """Count one finished game for the human; returns the updated line."""
    table, _ = load_json(storage, KEY, {})
    if not isinstance(table, dict):
        table = {}
    line = table.get(f"{game_id}:{level}")
    if not valid_line(line):
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
        if valid_line(line):
            lines[(game_id, level)] = line
    return lines


def in_reading_order(lines) -> list:
    """The ((game id, level), line) pairs as a reader expects them: the games as the parlour lists them, each from
    the easiest AI to the hardest, then hot-seat."""
    games = list(GAMES)

    def place(item):
        (game_id, level), _ = item
        return (games.index(game_id) if game_id in games else len(games), game_id,
                LEVEL_ORDER.index(level) if level in LEVEL_ORDER else len(LEVEL_ORDER), level)

    return sorted(lines.items(), key=place)


def totals(lines) -> dict:
    """Every line added up: games played and won, and the best streak of any line."""
    return {"played": sum(line["played"] for line in lines.values()),
            "won": sum(line["won"] for line in lines.values()),
            "best_streak": max((line["best_streak"] for line in lines.values()), default=0)}


def reset_stats(storage) -> None:
    """Forget every figure (the player asked, and confirmed)."""
    save_json(storage, KEY, {})
