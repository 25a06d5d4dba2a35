"""Fits a game's learned horizon evaluation (game/ai/learned.py) from seeded self-play, and writes its weights.

    python -m tools.fit_evaluation --game quartino --games 1500 --write

Plays seeded games of one player kind against itself (`greedy`, the game's policy, by default; any kind of
bench.strength), records each position where the search would judge one (every horizon of the game's knowledge,
from the start), and fits the logistic model of the learned evaluation to who went on to win: P(player wins) =
logistic(w . (his features - his rival's)), by maximum likelihood with a little ridge and no weight below nought
(Newton's method). Prints the fitted weights and, on games left out of the fit, the log loss and Brier score of the
fit beside the game's own evaluation's. --write puts the weights in game/<game>/learned_weights.py, which the engine
reads.
"""
from __future__ import annotations

import argparse
import math
import random
from pathlib import Path
from typing import Protocol, cast

from game import GAMES
from game.ai.calibration import logistic
from game.ai.kinds import choose
from game.protocols import Knowledge, State
from game.rng import derive_seed

from .logistic_fit import newton

RIDGE = 1e-3
ROUNDS = 25
GAME_DIR = Path(__file__).resolve().parent.parent / "game"


class Learnable(Knowledge, Protocol):
    """A game's knowledge with features to learn from: FEATURES names each player's row of features(state)."""

    FEATURES: tuple

    def features(self, state: State) -> tuple:
        """What state says of each player's chances: a row of numbers (one per FEATURES) per player."""
        ...


def learnable(game_id) -> Learnable | None:
    """game_id's knowledge if it has features to learn from, else None."""
    knowledge = GAMES[game_id].ai
    return cast(Learnable, knowledge) if hasattr(knowledge, "features") else None


def positions(game_id, players, kind, number) -> tuple:
    """(the judged positions of one seeded self-play game, each seat's share of its win)."""
    spec = GAMES[game_id]
    knowledge = spec.ai
    state = spec.new_state(players, derive_seed(0, "learned evaluation", game_id, number) % 2**62)
    rng = random.Random(number)
    judged = [state]
    turn = 0
    while state.current_player is not None:
        state = state.apply(choose(game_id, kind, state, rng, derive_seed(number, turn)))
        turn += 1
        if state.current_player is not None and knowledge.rollout_over(state, judged[-1]):
            judged.append(state)
    winners = state.outcome().winners
    return judged, tuple(1 / len(winners) if p in winners else 0.0 for p in range(players))


def samples(game_id, players, kind, numbers) -> list:
    """(feature differences, won, the game's own evaluation) for each seat of each judged position (two players)."""
    knowledge = learnable(game_id)
    assert knowledge is not None, game_id
    rows = []
    for number in numbers:
        judged, shares = positions(game_id, players, kind, number)
        for before, state in zip(judged, judged[1:]):
            own = knowledge.evaluate(state, before)
            rows_now = knowledge.features(state)
            for p in range(players):
                mine, theirs = rows_now[p], rows_now[1 - p]
                rows.append((tuple(a - b for a, b in zip(mine, theirs)), shares[p], own[p]))
    return rows


def fit(rows) -> list:
    """The weights w, none negative, maximising the likelihood of the wins under logistic(w . x), less
    RIDGE * |w|^2 / 2: a feature whose weight comes out negative is left out and the rest fitted again, so that
    more of what a feature counts (cards nearer to matched, cards completed) never reads as worse."""
    kept = list(range(len(rows[0][0])))
    while True:
        weights = newton([(tuple(x[i] for i in kept), won) for x, won, _ in rows], RIDGE, ROUNDS)
        if min(weights) >= 0:
            full = [0.0] * len(rows[0][0])
            for i, w in zip(kept, weights):
                full[i] = w
            return full
        del kept[weights.index(min(weights))]


def losses(chances, wins) -> tuple:
    """(mean log loss, Brier score) of chances against the wins."""
    tiny = 1e-9
    log_loss = sum(-(w * math.log(max(c, tiny)) + (1 - w) * math.log(max(1 - c, tiny)))
                   for c, w in zip(chances, wins)) / len(wins)
    return log_loss, sum((c - w) ** 2 for c, w in zip(chances, wins)) / len(wins)


def write_weights(game_id, weights, note) -> Path:
    """Write game/<game_id>/learned_weights.py: the weights, and how they were fitted."""
    path = GAME_DIR / game_id / "learned_weights.py"
    knowledge = learnable(game_id)
    assert knowledge is not None, game_id
    names = knowledge.FEATURES
    body = "".join(f"    {w: .4f},  # {name}\n" for w, name in zip(weights, names))
    head = "The learned evaluation's weights, one per knowledge.FEATURES (written by tools/fit_evaluation.py:"
    path.write_text(f'"""{head}\n{note})."""\n\nLEARNED_WEIGHTS = (\n{body})\n')
    return path


def main(argv=None) -> None:
    """Fit, report on left-out games, and write on request."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="quartino")
    parser.add_argument("--player", default="greedy", help="the kind that plays the self-play games")
    parser.add_argument("--games", type=int, default=1500, help="self-play games fitted (numbered from 0)")
    parser.add_argument("--left-out", type=int, default=300, help="further games the fit is judged on")
    parser.add_argument("--write", action="store_true", help="write the weights for the engine")
    args = parser.parse_args(argv)
    knowledge = learnable(args.game)
    if knowledge is None:
        parser.error(f"{args.game}'s knowledge has no features to learn from")
    fitted = samples(args.game, 2, args.player, range(args.games))
    judged = samples(args.game, 2, args.player, range(args.games, args.games + args.left_out))
    weights = fit(fitted)
    for name, weight in zip(knowledge.FEATURES, weights):
        print(f"{name:>24}: {weight: .4f}")
    wins = [won for _, won, _ in judged]
    learned = losses([logistic(sum(w * v for w, v in zip(weights, x))) for x, _, _ in judged], wins)
    own = losses([figure for _, _, figure in judged], wins)
    print(f"{len(fitted)} positions fitted, {len(judged)} left out; on those, log loss / Brier: learned "
          f"{learned[0]:.4f} / {learned[1]:.4f}, the game's own evaluation {own[0]:.4f} / {own[1]:.4f}, "
          f"a coin {math.log(2):.4f} / 0.2500")
    if args.write:
        note = (f"{args.player} self-play, 2 players, games 0-{args.games - 1}; on games {args.games}-"
                f"{args.games + args.left_out - 1} log loss {learned[0]:.4f}, the hand-set evaluation's {own[0]:.4f}")
        print("wrote", write_weights(args.game, weights, note))


if __name__ == "__main__":
    main()
