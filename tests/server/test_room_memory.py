"""A room's memory is its moves, its current state and its last turns' events: never every past position."""
from __future__ import annotations

import gc
import random
import tracemalloc

from game import GAMES
from game.records import make_record
from parlour.match import Match
from server.played import HISTORY_TURNS, PlayedGame


def random_moves(game_id, players, count, seed=3) -> list:
    """Up to count moves of a random game (notation), played by random legal moves."""
    spec = GAMES[game_id]
    state = spec.new_state(players, seed, spec.resolve_options({}))
    rng = random.Random(seed)
    moves = []
    while state.current_player is not None and len(moves) < count:
        move = rng.choice(state.legal_moves())
        moves.append(spec.encode_move(move))
        state = state.apply(move)
    return moves


def retained(build) -> int:
    """Bytes still allocated by what build() returns, once it is built."""
    gc.collect()
    tracemalloc.start()
    try:
        kept = build()
        gc.collect()
        size = tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    del kept
    return size


def test_a_long_game_grows_the_room_by_its_moves_notation_only():
    """Past the turns whose events a rejoin may be sent, each further move costs the room little more than its
    notation (a whole position was kept per move before, about 1.9 KB)."""
    spec = GAMES["quartino"]
    options = spec.resolve_options({})
    moves = random_moves("quartino", 3, 10**6)
    assert len(moves) > HISTORY_TURNS * 4
    short = retained(lambda: PlayedGame(spec, ["human"] * 3, 3, options, moves[:HISTORY_TURNS * 2]))
    long = retained(lambda: PlayedGame(spec, ["human"] * 3, 3, options, moves))
    per_move = (long - short) / (len(moves) - HISTORY_TURNS * 2)
    assert per_move < 150, f"{per_move:.0f} bytes a move"


def test_a_finished_game_takes_far_less_than_every_position():
    """A whole game of 13 held by the room takes under half of what the same game with every position takes."""
    spec = GAMES["thirteen"]
    options = spec.resolve_options({})
    moves = random_moves("thirteen", 3, 10**6)
    room = retained(lambda: PlayedGame(spec, ["human"] * 3, 3, options, moves))
    everything = retained(lambda: Match.from_record(make_record("thirteen", 3, 3, options, moves), ["human"] * 3))
    assert room < everything / 2, (room, everything)
