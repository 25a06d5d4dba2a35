"""Quinto's scoring: a round's score per rule set, its breakdown row by row, and the match variants."""
from __future__ import annotations

from collections.abc import Sequence

from ..core import best_players

# Cumulative variant: the bonus a round's winner earns, by number of players.
CUMULATIVE_BONUS = {2: 100, 3: 75, 4: 50}
MATCH_WINS = 4
MATCH_LEAD = 2


def row_value(rules: str, length: int, head: tuple | None) -> int:
    """What an unfinished row adds in the original rules: +head with 3–4 cards, −head with 1–2."""
    if rules != "original" or head is None:
        return 0
    return head[1] if length >= 3 else -head[1]


def player_score(rules: str, won: Sequence[tuple], rows: Sequence[tuple]) -> int:
    """One player's round score from his won point cards and his unfinished rows ((id, length, head))."""
    total = sum(value for _, value in won)
    if rules == "original":
        return total + sum(row_value(rules, length, head) for _, length, head in rows)
    return -total if any(length <= 2 for _, length, _ in rows) else total


def round_scores(rules: str, record: Sequence[tuple]) -> tuple:
    """Every player's score for a round record (per player: won cards, unfinished rows)."""
    return tuple(player_score(rules, won, rows) for won, rows in record)


def breakdown(rules: str, record: Sequence[tuple]) -> tuple:
    """Per player, the lines of his score: ("won", point) and ("row", id, length, head, points), then
    ("negated",) when the ass rules turn the total negative, and ("total", score)."""
    result = []
    for won, rows in record:
        lines: list[tuple] = [("won", point) for point in won]
        lines += [("row", row_id, length, head, row_value(rules, length, head)) for row_id, length, head in rows]
        score = player_score(rules, won, rows)
        if rules == "ass" and score < 0:
            lines.append(("negated",))
        lines.append(("total", score))
        result.append(tuple(lines))
    return tuple(result)


def sides(players: int, variant: str) -> tuple:
    """The seats of each side: partners opposite in teams (and 4-player double-or-triple), else one each."""
    if players == 4 and variant in ("teams", "double_or_triple"):
        return ((0, 2), (1, 3))
    return tuple((p,) for p in range(players))


def side_scores(players: int, variant: str, scores: Sequence[int]) -> tuple:
    """Each side's total of its players' scores."""
    return tuple(sum(scores[p] for p in side) for side in sides(players, variant))


def round_win_count(winner: int, loser: int) -> int:
    """Wins a round counts in double-or-triple: 3 at three times the loser's points, 2 at twice, else 1.
    A positive score against a loser at zero or below counts as three times (our reading)."""
    if loser > 0:
        return 3 if winner >= 3 * loser else 2 if winner >= 2 * loser else 1
    return 3 if winner > 0 else 1


def match_wins(players: int, variant: str, rounds: Sequence[Sequence[int]]) -> tuple:
    """Each side's double-or-triple wins over the rounds' per-player scores (a tied round counts none)."""
    wins = [0, 0]
    for scores in rounds:
        a, b = side_scores(players, variant, scores)
        if a != b:
            wins[0 if a > b else 1] += round_win_count(max(a, b), min(a, b))
    return tuple(wins)


def cumulative_totals(players: int, rounds: Sequence[Sequence[int]]) -> tuple:
    """Each player's total over the rounds, with the round winners' bonus."""
    totals = [0] * players
    for scores in rounds:
        for p in best_players(scores):
            totals[p] += CUMULATIVE_BONUS[players]
        for p, score in enumerate(scores):
            totals[p] += score
    return tuple(totals)


def match_over(players: int, variant: str, match_rounds: int, rounds: Sequence[Sequence[int]]) -> bool:
    """Whether the match ends after these rounds (per-player scores of each finished round)."""
    if variant == "double_or_triple":
        wins = match_wins(players, variant, rounds)
        return max(wins) >= MATCH_WINS and abs(wins[0] - wins[1]) >= MATCH_LEAD
    if variant == "cumulative":
        return len(rounds) >= match_rounds and len(best_players(cumulative_totals(players, rounds))) == 1
    return len(rounds) >= 1


def final_scores(players: int, variant: str, rounds: Sequence[Sequence[int]]) -> tuple:
    """The outcome's score per player: round score, team total, side's match wins, or cumulative total."""
    if variant == "double_or_triple":
        wins = match_wins(players, variant, rounds)
        return tuple(wins[i] for p in range(players) for i, side in enumerate(sides(players, variant)) if p in side)
    if variant == "cumulative":
        return cumulative_totals(players, rounds)
    scores = rounds[-1]
    if variant == "teams":
        totals = side_scores(players, variant, scores)
        return tuple(totals[p % 2] for p in range(players))
    return tuple(scores)


def match_standing(players: int, variant: str, rounds: Sequence[Sequence[int]]) -> dict:
    """What the variant adds to a round's scores (per-player scores of each finished round), per player:
    team totals; the round winners' bonus, every round's score and the totals (cumulative); the wins
    of this round and of the match (double or triple). Empty for a single round."""
    scores = rounds[-1]
    if variant == "teams":
        totals = side_scores(players, variant, scores)
        return {"team_totals": tuple(totals[p % 2] for p in range(players))}
    if variant == "cumulative":
        winners = best_players(scores)
        return {"bonus": tuple(CUMULATIVE_BONUS[players] if p in winners else 0 for p in range(players)),
                "rounds": tuple(tuple(r[p] for r in rounds) for p in range(players)),
                "totals": cumulative_totals(players, rounds)}
    if variant == "double_or_triple":
        teams = sides(players, variant)
        a, b = side_scores(players, variant, scores)
        now = round_win_count(max(a, b), min(a, b)) if a != b else 0
        side_now = None if a == b else 0 if a > b else 1
        wins = match_wins(players, variant, rounds)
        return {"round_wins": tuple(now if side_now is not None and p in teams[side_now] else 0
                                    for p in range(players)),
                "match_wins": tuple(wins[0 if p in teams[0] else 1] for p in range(players))}
    return {}
