"""The hint's advice: the moves worth suggesting and their estimated chances, from one statistic.

The move suggested first is the one with the best figure shown, so the advice never contradicts itself:
every move is ranked by the mean reward of its playouts, the very figure the player reads, among the moves
the search tried often enough for that mean to mean something.
"""
from __future__ import annotations

from ..protocols import Agent
from ..registry import GAMES
from . import new_agent

TRIED_SHARE = 0.25
TRIED_AT_LEAST = 2
HINT_SHARE = 0.4
HINT_LEAST = 50


def advice(stats: list, count: int = 3) -> list:
    """(move, chance) pairs from an agent's move_stats, best chance first (ties: the more tried, then the
    agent's order); chance is None when the agent measured nothing (a forced move, a policy's choice)."""
    tried = [row for row in stats if row[1] > 0]
    if not tried:
        return [(stats[0][0], None)] if stats else []
    floor = max(TRIED_AT_LEAST, TRIED_SHARE * max(visits for _, visits, _ in tried))
    trusted = [row for row in tried if row[1] >= floor] or [max(tried, key=lambda row: row[1])]
    ranked = sorted(enumerate(trusted), key=lambda item: (-item[1][2], -item[1][1], item[0]))
    return [(move, mean) for _, (move, _, mean) in ranked[:count]]


def hint_agent(game_id: str) -> Agent:
    """The agent a hint asks: the expert level on HINT_SHARE of its budget (at least HINT_LEAST iterations), a
    search deeper than hard's that still answers within about a second natively."""
    iterations = GAMES[game_id].ai.LEVELS["expert"].iterations or HINT_LEAST
    return new_agent(game_id, "expert", max(HINT_LEAST, int(iterations * HINT_SHARE)))
