"""The peer match: an AI level against OpenSpiel's information-set search (ISMCTSBot), each game at the player
count its rulebook plays most, every deal from every seating.

`python -m bench --peer` installs open_spiel into its own environment (build/peer-venv, never a dependency of
the game) and runs this module there, game by game; each finished game is appended to a JSON-lines file at once,
so a long match stopped early keeps what it played, and the summary is written to bench/RESULTS.md.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from time import perf_counter

from game import GAMES
from game.ai.kinds import choose
from game.ai.win_share import win_share
from game.rng import derive_seed

from .strength import deal_seed, hero_seats, seatings

PLAYERS = {"thirteen": 3, "quinto": 2, "quinto_tricks": 4, "quartino": 2}
SIMULATIONS = 1000
UCT_C = 2.0


class EngineRollouts:
    """OpenSpiel's RandomRolloutEvaluator (one rollout of uniformly random legal moves to the end of the game,
    uniform priors) playing its rollout on the engine's state directly: the same evaluation without a round trip
    through OpenSpiel's bindings at every move, which made rollouts forty times slower."""

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def evaluate(self, wrapped):
        """The returns of one random rollout from wrapped's position."""
        state, rng = wrapped.state, self.rng
        while state.current_player is not None:
            legal = state.legal_moves()
            state = state.apply(legal[rng.randrange(len(legal))])
        return wrapped.final_returns(state)

    def prior(self, wrapped):
        """Uniform over the legal actions."""
        actions = wrapped.legal_actions()
        return [(action, 1.0 / len(actions)) for action in actions]


def ismcts_bot(game, seed, simulations):
    """OpenSpiel's ISMCTSBot as the issue's peer: random rollouts, UCT c=2, worlds resampled every simulation."""
    import numpy as np
    from open_spiel.python.algorithms import ismcts

    return ismcts.ISMCTSBot(game, EngineRollouts(seed), UCT_C, simulations,
                            random_state=np.random.RandomState(seed % 2**32),
                            max_world_samples=ismcts.UNLIMITED_NUM_WORLD_SAMPLES)


def play(game_id, hero, number, simulations=SIMULATIONS) -> dict:
    """Game number `number` of hero against the peer in every other seat: share, ms per decision per side."""
    from .peer_game import ParlourGame

    spec, players = GAMES[game_id], PLAYERS[game_id]
    heroes = hero_seats(spec, players, number)
    game = ParlourGame(game_id, players, deal_seed(spec, players, number), resample_seed=number)
    bot = ismcts_bot(game, derive_seed(0, "peer", game_id, number), simulations)
    wrapped = game.new_initial_state()
    rng = random.Random(number)
    times = {"hero": [], "peer": []}
    turn = 0
    while not wrapped.is_terminal():
        started = perf_counter()
        if wrapped.state.current_player in heroes:
            move = choose(game_id, hero, wrapped.state, rng, derive_seed(0, number, turn))
            action = next(a for a, m in wrapped.moves().items() if m == move)
            side = "hero"
        else:
            action = bot.step(wrapped)
            side = "peer"
        times[side].append(perf_counter() - started)
        wrapped.apply_action(action)
        turn += 1
    share = win_share(spec, players, wrapped.state.outcome().winners, heroes)
    return {"game": game_id, "players": players, "hero": hero, "number": number, "share": share,
            "simulations": simulations, "hero_ms": [round(1000 * t, 1) for t in times["hero"]],
            "peer_ms": [round(1000 * t, 1) for t in times["peer"]]}


def main(argv=None) -> int:
    """Play deals × seatings games of each chosen game, appending each to the output file as it ends."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", default=",".join(PLAYERS), help="comma-separated game ids")
    parser.add_argument("--hero", default="hard", help="the AI level measured (or a kind such as hard@900)")
    parser.add_argument("--deals", type=int, default=2, help="deals per game, each played from every seating")
    parser.add_argument("--first-deal", type=int, default=0, help="the first deal's number (to extend a match)")
    parser.add_argument("--simulations", type=int, default=SIMULATIONS, help="the peer's simulations a decision")
    parser.add_argument("--out", required=True, help="JSON-lines file the games are appended to")
    args = parser.parse_args(argv)
    out = Path(args.out)
    for game_id in args.games.split(","):
        rounds = seatings(GAMES[game_id], PLAYERS[game_id])
        for number in range(args.first_deal * rounds, (args.first_deal + args.deals) * rounds):
            row = play(game_id, args.hero, number, args.simulations)
            with out.open("a", encoding="utf-8") as file:
                file.write(json.dumps(row) + "\n")
            print(f"{game_id} game {number}: {args.hero} share {row['share']}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
