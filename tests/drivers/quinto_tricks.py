"""The Victorian Quinto: a word in the doubling round (its button, or P, D, R), then a card to the trick from
the hand played from (the viewer's, or the dummy he deals): clicked twice, clicked then the mat, dragged onto
the mat, or the arrows and ↑ or Enter (by touch: the buttons, taps and drags only)."""
from __future__ import annotations

from game.quinto_tricks.moves import BIDS
from game.quinto_tricks.rules import DOUBLING
from game.quinto_tricks.seating import DUMMY
from scenes.quinto_tricks import layout
from scenes.quinto_tricks.controller import TRICK

from . import hands
from .gestures import Step, click, key, keys
from .spots import DriverError, button_spot, need

BID_KEYS = {"pass": "p", "double": "d", "redouble": "r"}
PLAY_KEYS = ("ArrowUp", "Enter")


def waiting(table, rng, touch=False):
    """Nothing on the Victorian table itself waits for the player (its hand panels are scenes of their own)."""
    return None


def next_move(table, rng, touch=False) -> Step:
    """A legal move chosen by rng: a word of the doubling round, or a card to the trick (touch: a word whose
    button shows; a DriverError when none does)."""
    view = table.view()
    moves = view.legal_moves()
    if touch and view.phase == DOUBLING:
        shown = table.doubling.shown(view)
        moves = [m for m in moves if table.doubling.buttons[BIDS.index(m)] in shown]
        if not moves:
            raise DriverError(f"no button shows any word the doubling round allows ({view.legal_moves()}): "
                              "only the P, D, R keys say them")
    move = rng.choice(moves)
    if view.phase == DOUBLING:
        return _bid(table, view, move, rng, touch)
    return _card(table, view, move, rng, touch)


def _bid(table, view, move, rng, touch) -> Step:
    button = table.doubling.buttons[BIDS.index(move)]
    if not touch and rng.random() < 0.3:
        return Step((key(BID_KEYS[move]),), f"press {BID_KEYS[move]}: {button.text()}", str(move))
    if button not in table.doubling.shown(view):
        return Step((key(BID_KEYS[move]),), f"press {BID_KEYS[move]} (no button shows it): {button.text()}", str(move))
    spot = need(button_spot(table, button), f"the {move} button", "the Victorian doubling round")
    return Step((click(spot),), f"click {button.text()}", str(move))


def _card(table, view, move, rng, touch) -> Step:
    controller = table.controller
    from_dummy = controller.active_hand(view) == DUMMY
    hand = controller.dummy if from_dummy else controller.own
    cards = view.hands[DUMMY if from_dummy else table.viewer]
    index = cards.index(move)
    styles = [hands.CLICK_THEN_PLACE, hands.DRAG, hands.TWICE]
    if hands.enter_free(table) and not touch:
        styles.append(hands.KEYS)
    style = rng.choice(styles)
    named = f"card {index + 1} ({move}) of {'the dummy' if from_dummy else 'your hand'}"
    what = table.wording.move(move)
    if style == hands.KEYS:
        play = rng.choice(PLAY_KEYS)
        gestures = keys(*hands.arrow_keys(hand, cards, index, rng), play)
        return Step(gestures, f"{hands.HOW[style].format(card=named)}, then press {play}: {what}", str(move))
    gestures = hands.pointer_gestures(table, hand, len(cards), index, style, layout.MAT,
                                      lambda p: controller.target_at(p) == TRICK, f"the Victorian table, {cards}")
    return Step(gestures, f"{hands.HOW[style].format(card=named, place='the trick')}: {what}", str(move))
