"""Players named by a kind, as the strength figures and the hint's calibration name them.

A kind is `random`, `greedy` (the game's playout policy, no search), an AI level (`easy` … `expert`), or a level
with its iterations overridden, e.g. `hard@800`.
"""
from __future__ import annotations

from ..registry import GAMES
from . import new_agent


def parse_kind(kind) -> tuple:
    """(level or fixed player, iterations override or None) from a kind such as `hard@800`."""
    level, _, iterations = kind.partition("@")
    return level, int(iterations) if iterations else None


def choose(game_id, kind, state, rng, seed):
    """A move for the player to move: random, greedy (the game's playout policy) or an AI level."""
    knowledge = GAMES[game_id].ai
    seat = state.current_player
    level, iterations = parse_kind(kind)
    if level == "random":
        legal = state.legal_moves()
        return legal[rng.randrange(len(legal))]
    if level == "greedy":
        return knowledge.policy_move(knowledge.determinize(state.view(seat), seat, rng), rng)
    agent = new_agent(game_id, level, iterations)
    agent.start(state.view(seat), seat, seed)
    while not agent.step(1.0):
        pass
    return agent.best_move()
