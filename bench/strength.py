"""How strong each AI level is: win shares in seeded games against other players (figures, not tests)."""
from __future__ import annotations

import random
from time import perf_counter

from game import GAMES
from game.ai import new_agent
from game.rng import derive_seed

FIXED = ("random", "greedy")


def choose(game_id, kind, state, rng, seed):
    """A move for the player to move: random, greedy (the game's playout policy) or an AI level."""
    knowledge = GAMES[game_id].ai
    seat = state.current_player
    if kind == "random":
        legal = state.legal_moves()
        return legal[rng.randrange(len(legal))]
    if kind == "greedy":
        return knowledge.policy_move(knowledge.determinize(state.view(seat), seat, rng), rng)
    agent = new_agent(game_id, kind)
    agent.start(state.view(seat), seat, seed)
    while not agent.step(1.0):
        pass
    return agent.best_move()


def hero_seats(spec, players, game) -> set:
    """The seats the measured player takes in game number game (rotated; a partnership of four)."""
    if spec.partnerships and players == 4:
        first = game % 2
        return {s for s in range(players) if s % 2 == first}
    return {game % players}


def win_share(game_id, hero, opponent, players, games, seed=0, budget_s=None) -> dict:
    """hero's share of wins (ties split) against opponents in every other seat, over seeded games
    (stopping early, after a whole game, once budget_s seconds have gone)."""
    spec = GAMES[game_id]
    won = 0.0
    started = perf_counter()
    played = 0
    for game in range(games):
        if budget_s is not None and played and perf_counter() - started > budget_s:
            break
        played += 1
        heroes = hero_seats(spec, players, game)
        state = spec.new_state(players, derive_seed(seed, game_id, game) % 2**62)
        rng = random.Random(game)
        turn = 0
        while state.current_player is not None:
            kind = hero if state.current_player in heroes else opponent
            state = state.apply(choose(game_id, kind, state, rng, derive_seed(seed, game, turn)))
            turn += 1
        winners = set(state.outcome().winners)
        if winners & heroes:
            won += 1.0 / (1 + bool(winners - heroes)) if len(heroes) > 1 else 1.0 / len(winners)
    fair = len(hero_seats(spec, players, 0)) / players
    return {"hero": hero, "opponent": opponent, "players": players, "games": played,
            "win_share": round(won / played, 3), "fair_share": round(fair, 3)}
