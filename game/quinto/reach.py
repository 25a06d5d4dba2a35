"""Which lengths a hand can bring a row to this turn, for the AI's turn planner (knowledge.py).

The planner asks this for every row of every position its playouts meet, so the faces that may
follow each (last face, length) and each card's ways to be played are looked up, not worked out.
"""
from __future__ import annotations

from functools import lru_cache

from .components import QUINTO
from .deck import BRIDGE, FACE, PLAYS, face_fits

# Each hand card's ways to be played: (played code, face shown, bridges it counts).
_WAYS = {card: tuple((played, FACE[played], int(FACE[played] == BRIDGE)) for played in plays)
         for card, plays in PLAYS.items()}
_FACES = frozenset(FACE.values())
# The faces that may follow a row of each length ending on each face (None: an empty row).
_FOLLOWS = {(last, length): frozenset(face for face in _FACES if face_fits(last, length, face))
            for last, length in [(None, 0), *((last, n) for last in _FACES for n in range(1, QUINTO + 1))]}


_BRIDGING = frozenset(card for card, ways in _WAYS.items() if any(bridges for _, _, bridges in ways))


@lru_cache(maxsize=8192)  # about 4 MB: its hits are few (a bigger one held 100 MB for no faster play)
def reachable(last_face: str | None, length: int, hand: tuple, limit: int) -> dict:
    """For a row of length cards ending on last_face: {final length: (bridges played, first played card)}
    over every way to append cards of hand (a sorted tuple) without passing limit cards; for each
    length the first card of the first way (in the hand's order) that plays the most bridges."""
    best = {}
    # A hand without a card that can be a bridge plays none whichever way, so the first way found to each length is
    # the answer: the search stops once every length the hand could reach is reached (0: it never stops early).
    full = 0 if not _BRIDGING.isdisjoint(hand) else min(limit, length + len(hand)) - length
    _extend(best, limit, full, _FOLLOWS[last_face, length], length + 1, hand, None, 0)
    return best


def _extend(best: dict, limit: int, full: int, follows: frozenset, n: int, rest: tuple, first: str | None,
            bridges: int) -> bool:
    """Record in best each way to make the row n cards long with a card of rest, and go on from there; True once
    best holds full lengths (nothing more can change it)."""
    for i, card in enumerate(rest):
        if card in rest[:i]:
            continue
        for played, face, bridge in _WAYS[card]:
            if face in follows:
                b, f = bridges + bridge, first or played
                if n not in best or b > best[n][0]:
                    best[n] = (b, f)
                    if len(best) == full:
                        return True
                if n < limit and len(rest) > 1 and _extend(best, limit, full, _FOLLOWS[face, n], n + 1,
                                                           rest[:i] + rest[i + 1:], f, b):
                    return True
    return False
