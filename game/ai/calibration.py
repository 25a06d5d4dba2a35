"""The hint's win chance: the search's figure is a mean horizon reward (a logistic of a lead), not a probability,
so it is read through a logistic fitted per game on self-play by tools/hint_calibration.py (its data below)."""
from __future__ import annotations

import math

# Written by `python -m tools.hint_calibration --write`: per game, (slope, offset) of
# P(win) = 1 / (1 + exp(-(slope * logit(figure) + offset))), then the games and decisions it was fitted on.
FITTED: dict[str, tuple[float, float, int, int]] = {
    "quinto": (0.9022, 0.1219, 40, 1523),
    "thirteen": (0.7019, -1.1439, 3, 142),
}
EDGE = 1e-3
EXP_LIMIT = 700.0  # math.exp overflows a little past 709


def logit(figure: float) -> float:
    """The log-odds of a figure, kept finite at 0 and 1."""
    figure = min(1.0 - EDGE, max(EDGE, figure))
    return math.log(figure / (1.0 - figure))


def logistic(z: float) -> float:
    """1 / (1 + e^-z), without overflow for any z (0 where e^-z is past a float)."""
    return 1.0 / (1.0 + math.exp(-z)) if z > -EXP_LIMIT else 0.0


def fitted_chance(slope: float, offset: float, figure: float) -> float:
    """The chance of winning a fit (slope, offset) reads in a figure."""
    return logistic(slope * logit(figure) + offset)


def win_chance(game_id: str, figure: float) -> float:
    """The chance of winning a search's figure stands for in game_id (the figure itself where nothing is fitted)."""
    fitted = FITTED.get(game_id)
    return figure if fitted is None else fitted_chance(fitted[0], fitted[1], figure)
