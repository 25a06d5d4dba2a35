"""How strong each AI level is: win shares in seeded games against other players (figures, not tests).

Players are named by a kind, as game/ai/kinds.py reads them (`greedy`, `hard`, `hard@800`, …).
"""
from __future__ import annotations

import math
import random
from time import perf_counter

from game import GAMES
from game.ai.kinds import choose
from game.ai.win_share import win_share
from game.rng import derive_seed

# The two-sided 95 % normal quantile, for Wilson intervals.
Z95 = 1.959964


def seatings(spec, players) -> int:
    """How many seatings make every deal fair: one per seat, or the two sides of a partnership of four."""
    return 2 if spec.partnerships and players == 4 else players


def hero_seats(spec, players, game) -> set:
    """The seats the measured player takes in game number game (rotated; a partnership of four)."""
    if spec.partnerships and players == 4:
        first = game % 2
        return {s for s in range(players) if s % 2 == first}
    return {game % players}


def deal_seed(spec, players, game, seed=0) -> int:
    """The deal of game number game: each deal is played once from every seating in turn, so the luck of
    the cards cancels out of a share over whole rounds of seatings."""
    return derive_seed(seed, spec.id, game // seatings(spec, players)) % 2**62


def wilson(successes, trials, z=Z95) -> tuple:
    """The Wilson score interval (low, high) for a share of successes over trials."""
    if not trials:
        return 0.0, 1.0
    share = successes / trials
    spread = z * math.sqrt(share * (1 - share) / trials + z * z / (4 * trials * trials))
    centre = share + z * z / (2 * trials)
    return (centre - spread) / (1 + z * z / trials), (centre + spread) / (1 + z * z / trials)


def play_game(game_id, hero, opponent, players, game, seed=0) -> tuple:
    """(hero's share of game number game: 1 a win, ties split, against opponent in every other seat;
    {kind: [seconds per decision]})."""
    spec = GAMES[game_id]
    heroes = hero_seats(spec, players, game)
    state = spec.new_state(players, deal_seed(spec, players, game, seed))
    rng = random.Random(game)
    turn = 0
    times = {hero: [], opponent: []}
    while state.current_player is not None:
        kind = hero if state.current_player in heroes else opponent
        started = perf_counter()
        move = choose(game_id, kind, state, rng, derive_seed(seed, game, turn))
        times[kind].append(perf_counter() - started)
        state = state.apply(move)
        turn += 1
    return win_share(spec, players, state.outcome().winners, heroes), times


def share_figures(game_id, hero, opponent, players, played, won, seconds) -> dict:
    """A lineup's figures: games, win share with its 95 % Wilson interval, fair share, wall time."""
    low, high = wilson(won, played)
    fair = len(hero_seats(GAMES[game_id], players, 0)) / players
    return {"game": game_id, "hero": hero, "opponent": opponent, "players": players, "games": played,
            "win_share": round(won / played, 3), "low": round(low, 3), "high": round(high, 3),
            "fair_share": round(fair, 3), "seconds": round(seconds, 1)}
