"""Quartino positions for table tests, found by seeded random play from the human's seat 0."""
import random

from parlour.match import Match


def position(found, prefer=lambda state, move: False, seeds=300, moves=120) -> Match:
    """The first match (seats human, easy, easy; seat 0 first) whose state satisfies found(state), reached by
    random legal moves, a move prefer(state, move) accepts being played whenever one is legal."""
    for seed in range(seeds):
        match = Match("quartino", ["human", "easy", "easy"], seed, {"first_player": 0})
        rng = random.Random(seed)
        for _ in range(moves):
            state = match.state
            if state.current_player is None:
                break
            if found(state):
                return match
            legal = state.legal_moves()
            match.play(next((m for m in legal if prefer(state, m)), None) or rng.choice(legal))
    raise AssertionError("no seed reached the position")
