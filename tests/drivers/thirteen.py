"""13: one card from the hand onto its target (blue, yellow, green), by click then target, drag, a double
click, or the arrows and the target's key (by touch: a tap then the target, a drag, or a double tap)."""
from __future__ import annotations

from game.thirteen.deck import COLOURS
from scenes.thirteen import layout

from . import hands
from .gestures import Step, key, keys

TARGET_KEYS = {"B": ("b", "1"), "Y": ("y", "2"), "G": ("g", "3")}


def waiting(table, rng, touch=False):
    """Nothing on 13's table itself waits for the player (its round panels are scenes of their own)."""
    return None


def next_move(table, rng, touch=False) -> Step:
    """A legal move chosen by rng, as gestures in one of the styles a player uses (touch: no keys)."""
    view = table.view()
    move = rng.choice(view.legal_moves())
    hand = table.controller.hand
    cards = view.hands[table.viewer]
    index = cards.index(move.card)
    places = hand.targets(move.card)
    styles = [hands.CLICK_THEN_PLACE, hands.DRAG] + ([] if touch else [hands.KEYS]) + \
        ([hands.TWICE] if len(places) == 1 else [])
    style = rng.choice(styles)
    what = table.wording.move(move)
    card = f"card {index + 1} ({move.card})"
    place = f"the {move.target} target"
    if style == hands.KEYS:
        arrows = hands.arrow_keys(hand, cards, index, rng)
        pick = rng.choice(TARGET_KEYS[move.target])
        gestures = (*keys(*arrows), key(pick))
        return Step(gestures, f"{hands.HOW[style].format(card=card)}, then press {pick}: {what}", str(move))
    t = COLOURS.index(move.target)
    gestures = hands.pointer_gestures(table, hand, len(cards), index, style, layout.target_rect(t),
                                      lambda p: layout.target_at(p) == move.target, _screen(table))
    return Step(gestures, f"{hands.HOW[style].format(card=card, place=place)}: {what}", str(move))


def _screen(table) -> str:
    return f"13's table, hand {table.view().hands[table.viewer]}"
