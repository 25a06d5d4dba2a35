"""Fits the Victorian Quinto's rest-of-hand outlook (game/quinto_tricks/outlook.py) and writes its weights.

    python -m tools.fit_trick_rest --write

Plays seeded four-player games with the greedy policy seeing every card (as the search's playouts do), records each
position between tricks (after the first) with the margin side 0 went on to make over the rest of that hand, and
fits the features' weights by ridge least squares. Prints the share of the margin's variance the fit explains on
games left out of it. --write puts the weights in game/quinto_tricks/outlook_weights.py, which the engine reads.
"""
from __future__ import annotations

import argparse
import random
from pathlib import Path

from game import GAMES
from game.quinto_tricks.knowledge import policy_move
from game.quinto_tricks.outlook import REST_FEATURES, rest_features
from game.quinto_tricks.rules import PLAY
from game.rng import derive_seed
from tools.logistic_fit import solve

WEIGHTS_FILE = Path(__file__).resolve().parent.parent / "game" / "quinto_tricks" / "outlook_weights.py"
HELD_FIRST = 10**6  # the games left out of the fit are numbered from here, far past any fitted one
RIDGE = 1.0


def positions(games: int, first: int) -> list:
    """(features, margin made by side 0 from there to the hand's end) for positions of greedy games."""
    spec = GAMES["quinto_tricks"]
    rows = []
    for game in range(first, first + games):
        state = spec.new_state(4, derive_seed(11, "trick-rest", game) % 2**62)
        rng = random.Random(game)
        pending, deal = [], state.deal_number
        while state.current_player is not None:
            if state.phase == PLAY and not state.trick and state.tricks:
                pending.append((rest_features(state), state.hand_points[0] - state.hand_points[1]))
            state = state.apply(policy_move(state, rng))
            if state.deal_number != deal or state.current_player is None:
                end = state.last_hand.points if state.last_hand is not None else state.hand_points
                rows += [(x, end[0] - end[1] - so_far) for x, so_far in pending]
                pending, deal = [], state.deal_number
    return rows


def fit(rows, ridge: float = RIDGE) -> list:
    """Ridge least squares weights for rows of (features, target)."""
    size = len(rows[0][0])
    matrix = [[ridge * (i == j) for j in range(size)] for i in range(size)]
    vector = [0.0] * size
    for x, y in rows:
        for i, xi in enumerate(x):
            vector[i] += xi * y
            for j, xj in enumerate(x):
                matrix[i][j] += xi * xj
    return solve(matrix, vector)


def main(argv=None) -> None:
    """Fit on --games games, report on --held games more, print the weights (and write them with --write)."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000, help="games to fit on")
    parser.add_argument("--held", type=int, default=200, help="games left out, to judge the fit")
    parser.add_argument("--write", action="store_true", help="write the weights for the engine")
    args = parser.parse_args(argv)
    train, held = positions(args.games, 0), positions(args.held, HELD_FIRST)
    weights = fit(train)
    mean = sum(y for _, y in held) / len(held)
    total = sum((y - mean) ** 2 for _, y in held)
    left = sum((y - sum(w * v for w, v in zip(weights, x))) ** 2 for x, y in held)
    print(f"{len(train)} positions fitted, {len(held)} held out: R^2 {1 - left / total:.3f}, "
          f"rms margin {(total / len(held)) ** 0.5:.1f}, rms left {(left / len(held)) ** 0.5:.1f}")
    print(dict(zip(REST_FEATURES, (round(w, 3) for w in weights))))
    if args.write:
        WEIGHTS_FILE.write_text(weights_module(weights))


def weights_module(weights) -> str:
    """The text of outlook_weights.py holding weights."""
    return ('"""The rest-of-hand outlook\'s weights (game/quinto_tricks/outlook.py), as fitted by '
            'tools/fit_trick_rest.py."""\n'
            f"REST_WEIGHTS = ({', '.join(f'{w:.3f}' for w in weights)})\n")


if __name__ == "__main__":
    main()
