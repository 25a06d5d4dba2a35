"""AI players for every game: new_agent(game_id, level) following DESIGN.md's agent protocol.

Each game's knowledge.LEVELS makes a ladder: easy and medium play the game's heuristic policy, easy
with more random moves than medium; hard searches for an iteration count calibrated so that its
95th-percentile decision stays within half a second natively and 1.5 s in the browser
(bench/RESULTS.md measures both and each level against the one below).
"""
from __future__ import annotations

from ..protocols import Agent
from ..registry import GAMES
from .search import PolicyAgent, SearchAgent

LEVELS = ("easy", "medium", "hard")


def new_agent(game_id, level, iterations=None) -> Agent:
    """An agent for game_id at level (easy, medium, hard); iterations overrides a searching level's budget."""
    if game_id not in GAMES:
        raise ValueError(f"Unknown game {game_id!r}.")
    if level not in LEVELS:
        raise ValueError(f"Unknown AI level {level!r}; choose easy, medium or hard.")
    knowledge = GAMES[game_id].ai
    plays = knowledge.LEVELS[level]
    if not plays.searches:
        return PolicyAgent(knowledge, plays.policy_noise)
    return SearchAgent(knowledge, plays.iterations if iterations is None else iterations, plays.exploration,
                       plays.policy_margin)
