"""AI players for every game: new_agent(game_id, level) following DESIGN.md's agent protocol."""
from __future__ import annotations

from .search import PolicyAgent, SearchAgent

LEVELS = ("easy", "medium", "hard")


def new_agent(game_id, level, iterations=None):
    """An agent for game_id at level (easy, medium, hard); iterations overrides the level's budget."""
    from .. import GAMES

    if game_id not in GAMES:
        raise ValueError(f"Unknown game {game_id!r}.")
    if level not in LEVELS:
        raise ValueError(f"Unknown AI level {level!r}; choose easy, medium or hard.")
    knowledge = GAMES[game_id].ai
    settings = dict(knowledge.LEVELS[level])
    if iterations is not None:
        settings["iterations"] = iterations
    if "iterations" not in settings:
        return PolicyAgent(knowledge, settings.get("policy_noise", 0.0))
    return SearchAgent(knowledge, settings["iterations"], settings.get("exploration", 0.7))
