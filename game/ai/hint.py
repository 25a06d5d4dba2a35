"""The hint's advice: the moves worth suggesting and their estimated chances, from one statistic.

The move suggested first is the one with the best figure shown, so the advice never contradicts itself:
every move is ranked by the mean reward of its playouts, the very figure the player reads, among the moves
the search tried often enough for that mean to mean something.
"""
from __future__ import annotations

from ..protocols import Agent, State
from ..registry import GAMES
from . import new_agent
from .calibration import win_chance

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


class HintAgent:
    """The hint's search, its figures read as win chances (calibration.win_chance)."""

    def __init__(self, game_id: str, search: Agent) -> None:
        self.game_id = game_id
        self.search = search

    def start(self, view: State, seat: int, seed: int) -> None:
        """Begin the search for seat."""
        self.search.start(view, seat, seed)

    def step(self, budget_s: float) -> bool:
        """Search for up to budget_s seconds; True once done."""
        return self.search.step(budget_s)

    def best_move(self):
        """The search's move."""
        return self.search.best_move()

    def move_stats(self) -> list:
        """The search's (move, visits, figure) rows, each figure read as a win chance."""
        return [(move, visits, win_chance(self.game_id, mean) if visits else mean)
                for move, visits, mean in self.search.move_stats()]


def hint_agent(game_id: str) -> HintAgent:
    """The agent a hint asks: the expert level on HINT_SHARE of its budget (at least HINT_LEAST iterations), a
    search deeper than hard's that still answers within about a second natively, its figures calibrated."""
    iterations = GAMES[game_id].ai.LEVELS["expert"].iterations or HINT_LEAST
    return HintAgent(game_id, new_agent(game_id, "expert", max(HINT_LEAST, int(iterations * HINT_SHARE))))
