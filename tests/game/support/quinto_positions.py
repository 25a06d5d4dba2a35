"""Sackson's Quinto positions built by hand: hands, open rows and the point cards' phase, for the engine's and
the tables' tests."""
from dataclasses import replace

from game.quinto import SPEC
from game.quinto.deck import ALL_POINTS, sort_hand
from game.quinto.rules import Row

FILLER = ("Bh4", "Bh3", "Bh2", "Bh1")


def position(players=2, rules="original", hands=None, rows=(), turn=None, variant="none", **changes):
    """A later-turn position of a fresh game, player 0 to move, with the given hands and rows."""
    state = SPEC.new_state(players, 1, {"rules": rules, "variant": variant})
    hands = tuple(sort_hand(h) for h in (hands or state.hands))
    next_id = max((r.id for r in rows), default=0) + 1
    return replace(state, hands=hands, rows=tuple(rows), next_row_id=next_id, current_player=0,
                   turn=players if turn is None else turn, **changes)


def row(row_id, owner, *cards, head=("red", 20)):
    """An open row of owner's holding cards under head (a point card, or None under the German rules)."""
    return Row(row_id, owner, tuple(cards), head)


def five_in_hand_completion(players, rules, rows, **changes):
    """Player 0 to move with five cards, Oc1 of them completing player 1's row 1 (beside rows)."""
    hand = ("Oc1", "Gt2", "Gt3", "Rs4", "Rs3")
    return position(players, rules, hands=[hand] + [FILLER] * (players - 1),
                    rows=[row(1, 1, "Oh1", "Oh2", "Oh3", "Oh4")] + list(rows), **changes)


def in_phase(colour, won_by_owner, rules="original"):
    """Player 0 able to complete player 1's row with Oc1 in colour's phase, player 1 having won won_by_owner."""
    state = five_in_hand_completion(2, rules, [])
    stack = tuple(p for p in state.point_stack if p[0] != "red" or colour == "red")
    if colour == "blue":
        stack = tuple(p for p in stack if p[0] == "blue")
    return replace(state, point_stack=stack, won=((), tuple(won_by_owner)),
                   offered=("blue", 70) if rules == "ass" else None)


def ass_gift(colour, won_by_owner, hand=("Oc1", "Gt2", "Gt3", "Rs4", "Rs3")):
    """Under the German rules, player 0 able to complete player 1's row with Oc1 in colour's phase, player 1 (who
    then gives) having won won_by_owner."""
    state = position(rules="ass", hands=[hand, FILLER], rows=[row(1, 1, "Oh1", "Oh2", "Oh3", "Oh4", head=None)])
    stack = tuple(p for p in state.point_stack if p[0] != "red")
    offered = next(p for p in ALL_POINTS if p[0] == colour and p not in won_by_owner)
    stack = tuple(p for p in stack if p != offered and p not in won_by_owner and (colour == "yellow" or p[0] == "blue"))
    return replace(state, point_stack=stack, offered=offered, won=((), tuple(won_by_owner)))
