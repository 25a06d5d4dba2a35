"""Statistics per game and opponent (an AI level, or friends): games played, won, best score, current and best
streak; each game's last results (for the average, the last ten and the chart); their totals over every game,
and resetting them."""
from __future__ import annotations

import time
from collections.abc import Sequence

from game import GAMES
from game.ai import LEVELS

from .scores import shown_score
from .storage import Storage, load_json, save_json

KEY = "stats"
HISTORY_KEY = "results"
KEEP = 50  # results kept per game: the chart's length, and a bound on what the storage holds
LAST = 10
LEVEL_ORDER = LEVELS
FRIENDS = "hot-seat"  # the key stored since the first version: games with other people, at one device or online


def opposition(seats: Sequence[str], human: int | None) -> str:
    """Friends when another person sits at the table (at this device or online), else the strongest AI level."""
    others = [kind for i, kind in enumerate(seats) if i != human]
    levels = [kind for kind in others if kind in LEVEL_ORDER]
    return FRIENDS if "human" in others or not levels else max(levels, key=LEVEL_ORDER.index)


COUNTS = ("played", "won", "streak", "best_streak")


def is_count(value: object) -> bool:
    """A whole number from zero (never a bool)."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def valid_line(line: object) -> bool:
    """Whether a stored line has every figure, each of the right kind (damaged storage must not count)."""
    if not isinstance(line, dict) or not all(is_count(line.get(key)) for key in COUNTS):
        return False
    best = line.get("best", False)
    return best is None or (isinstance(best, (int, float)) and not isinstance(best, bool))


def record_result(storage: Storage, game_id: str, level: str, won: bool, score: float, when: float | None = None
                  ) -> dict:
    """Count one finished game for the human (and keep it among the game's last results); the updated line."""
    table, _ = load_json(storage, KEY, {})
    if not isinstance(table, dict):
        table = {}
    kept = table.get(f"{game_id}:{level}")
    line = kept if isinstance(kept, dict) and valid_line(kept) else {
        "played": 0, "won": 0, "best": None, "streak": 0, "best_streak": 0}
    line["played"] += 1
    line["won"] += int(won)
    line["best"] = score if line["best"] is None else max(line["best"], score)
    line["streak"] = line["streak"] + 1 if won else 0
    line["best_streak"] = max(line["best_streak"], line["streak"])
    table[f"{game_id}:{level}"] = line
    save_json(storage, KEY, table)
    remember_result(storage, game_id, {"level": level, "won": bool(won), "score": score,
                                       "when": time.time() if when is None else when})
    return line


def count_friends_game(storage: Storage, match) -> None:
    """Count a finished game of several people at one device under friends: won when one of them is among the
    winners, the best score among them."""
    outcome = match.state.outcome()
    humans = match.humans
    record_result(storage, match.spec.id, FRIENDS, bool(set(humans) & set(outcome.winners)),
                  max(outcome.scores[seat] for seat in humans))


def remember_result(storage: Storage, game_id: str, result: dict) -> None:
    """Add result to game_id's last results, keeping the last KEEP."""
    kept, _ = load_json(storage, HISTORY_KEY, {})
    if not isinstance(kept, dict):
        kept = {}
    kept[game_id] = (game_history(storage, game_id) + [result])[-KEEP:]
    save_json(storage, HISTORY_KEY, kept)


def valid_result(result: object) -> bool:
    """Whether a kept result has its level, outcome, score and time, each of the right kind."""
    return (isinstance(result, dict) and isinstance(result.get("level"), str) and isinstance(result.get("won"), bool)
            and isinstance(result.get("score"), (int, float)) and not isinstance(result.get("score"), bool)
            and isinstance(result.get("when"), (int, float)))


def game_history(storage: Storage, game_id: str) -> list:
    """game_id's last results, oldest first, as {level, won, score, when}; damaged ones read as none."""
    kept, _ = load_json(storage, HISTORY_KEY, {})
    results = kept.get(game_id, []) if isinstance(kept, dict) else []
    return [result for result in results if valid_result(result)] if isinstance(results, list) else []


def game_figures(storage: Storage, game_id: str) -> dict:
    """What the statistics show for one game: played and won (in all and by opponent), the best score and the
    average of the last results as its players count them (13's penalty points: fewest is best), the last ten
    results and every kept one (for the chart), scores as shown."""
    lines = {level: line for (game, level), line in all_stats(storage).items() if game == game_id}
    history = [dict(result, score=shown_score(game_id, result["score"])) for result in game_history(storage, game_id)]
    bests = [line["best"] for line in lines.values() if line["best"] is not None]
    scores = [score for result in history if (score := result["score"]) is not None]
    return {"played": sum(line["played"] for line in lines.values()),
            "won": sum(line["won"] for line in lines.values()),
            "by_level": {level: {"played": line["played"], "won": line["won"]} for level, line in lines.items()},
            "best": shown_score(game_id, max(bests)) if bests else None,
            "average": round(sum(scores) / len(scores)) if scores else None,
            "last": history[-LAST:], "kept": history}


def all_stats(storage: Storage) -> dict:
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


def in_reading_order(lines: dict) -> list:
    """The ((game id, level), line) pairs as a reader expects them: the games as the parlour lists them, each from
    the easiest AI to the hardest, then hot-seat."""
    games = list(GAMES)

    def place(item: tuple) -> tuple:
        (game_id, level), _ = item
        return (games.index(game_id) if game_id in games else len(games), game_id,
                LEVEL_ORDER.index(level) if level in LEVEL_ORDER else len(LEVEL_ORDER), level)

    return sorted(lines.items(), key=place)


def totals(lines: dict) -> dict:
    """Every line added up: games played and won, and the best streak of any line."""
    return {"played": sum(line["played"] for line in lines.values()),
            "won": sum(line["won"] for line in lines.values()),
            "best_streak": max((line["best_streak"] for line in lines.values()), default=0)}


def reset_stats(storage: Storage) -> None:
    """Forget every figure (the player asked, and confirmed)."""
    save_json(storage, KEY, {})
    save_json(storage, HISTORY_KEY, {})
