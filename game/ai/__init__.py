"""AI players for every game: new_agent(game_id, level) following DESIGN.md's agent protocol.

Each game's knowledge.LEVELS makes a ladder, named here once for the whole parlour: easy plays the
game's heuristic policy with some random moves; medium, hard and expert search, each for an
iteration count several times the one below (hard's 95th-percentile decision within about a third
of a second natively, so within 1.5 s in the browser; expert's within 2 s natively). bench/RESULTS.md
measures the times and each level against the one below.
"""
from __future__ import annotations

from ..protocols import Agent
from ..registry import GAMES
from .search import PolicyAgent, SearchAgent

LEVELS = ("easy", "medium", "hard", "expert")


def new_agent(game_id: str, level: str, iterations: int | None = None) -> Agent:
    """An agent for game_id at level (one of LEVELS); iterations overrides a searching level's budget."""
    if game_id not in GAMES:
        raise ValueError(f"Unknown game {game_id!r}.")
    if level not in LEVELS:
        raise ValueError(f"Unknown AI level {level!r}; choose {', '.join(LEVELS)}.")
    knowledge = GAMES[game_id].ai
    plays = knowledge.LEVELS[level]
    if not plays.searches:
        return PolicyAgent(knowledge, plays.policy_noise)
    return SearchAgent(knowledge, plays.iterations if iterations is None else iterations, plays.exploration,
                       plays.policy_margin, plays.deeper, plays.own_tree, plays.evaluate, plays.widening,
                       plays.playout)
