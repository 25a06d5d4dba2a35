"""The AI planner's reach of a hand (game/quinto/reach.py) against every order the hand can be laid in, tried
one by one: its table look-ups and early stop must give exactly what the plain search gives."""
import random

import pytest

from game.quinto.deck import BRIDGE, FACE, PLAYS, build_deck, face_fits, sort_hand
from game.quinto.reach import reachable


def every_order(last_face, length, hand, limit) -> dict:
    """{final length: (most bridges, first card of the first way in the hand's order playing that many)}."""
    best = {}

    def extend(last, n, rest, first, bridges):
        for i, card in enumerate(rest):
            if card in rest[:i]:
                continue
            for played in PLAYS[card]:
                face = FACE[played]
                if face_fits(last, n, face):
                    b, f = bridges + (face == BRIDGE), first or played
                    if n + 1 not in best or b > best[n + 1][0]:
                        best[n + 1] = (b, f)
                    if n + 1 < limit:
                        extend(face, n + 1, rest[:i] + rest[i + 1:], f, b)

    extend(last_face, length, hand, None, 0)
    return best


@pytest.mark.parametrize("seed", range(4))
def test_reach_is_the_plain_search_of_every_order(seed):
    rng = random.Random(seed)
    deck = build_deck(True)
    faces = sorted(set(FACE.values()))
    for _ in range(1500):
        hand = sort_hand(rng.sample(deck, rng.randint(1, 5)))
        length = rng.randint(0, 4)
        last = None if length == 0 else rng.choice(faces)
        limit = rng.choice((4, 5))
        expected = every_order(last, length, hand, limit)
        assert reachable(last, length, hand, limit) == expected, (last, length, hand, limit)


def test_a_hand_with_bridges_counts_them_and_a_hand_without_stops_early_with_the_same_answer():
    words = sort_hand(("w:red", "bridge", "w:red", "wb:orange"))
    assert reachable("w:red", 1, words, 5) == every_order("w:red", 1, words, 5)
    # red, bridge, red, then word-or-bridge orange as a bridge: two bridges in a row of four
    assert reachable("w:red", 1, words, 5)[4][0] == 2
    plain = sort_hand(("Oc1", "Oc2", "Rc1", "Gt1", "Bh4"))
    assert reachable(None, 0, plain, 5) == every_order(None, 0, plain, 5)
