"""A horizon evaluation learned from self-play: each player's score is a weighted sum of what the game's knowledge
says of his position (its features), and his reward the logistic of his lead over the best rival's score, so at
two players the win chance the fit predicts. tools/fit_evaluation.py fits the weights; the games ship them as data.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

from .calibration import logistic
from .win_share import result_rewards


def lead_evaluation(features: Callable, weights: Sequence[float]) -> Callable:
    """An evaluate(state, origin) for a search: a finished game's result, else the logistic of each player's
    weighted features (features(state): a row per player) less the best rival's."""

    def evaluate(state, origin) -> tuple:
        outcome = state.outcome()
        if outcome is not None:
            return result_rewards(outcome, state.players)
        scores = [sum(w * x for w, x in zip(weights, row)) for row in features(state)]
        rewards = []
        for p, mine in enumerate(scores):
            rival = max(s for q, s in enumerate(scores) if q != p)
            rewards.append(logistic(mine - rival))
        return tuple(rewards)

    return evaluate
