"""Gestures on the shared hand (scenes/table/hand.py): a card clicked then its place, dragged there, clicked
twice, or chosen with the arrows; every point checked with the hand's own geometry and the scene's buttons."""
from __future__ import annotations

from scenes.kit import card_art

from .gestures import click, drag
from .spots import DriverError, need, nothing_at, point_in

CLICK_THEN_PLACE, DRAG, TWICE, KEYS = "click", "drag", "twice", "keys"
HOW = {CLICK_THEN_PLACE: "click {card}, then {place}", DRAG: "drag {card} onto {place}",
       TWICE: "click {card} twice", KEYS: "choose {card} with the arrow keys"}


def rects(hand, count, raised) -> list:
    """Where count cards of hand lie with raised lifted (the hand's own geometry)."""
    return hand.geometry(count, raised)


def card_spot(scene, hand, count, index, raised_too=()):
    """A point on card index of hand, topmost there and clear of buttons, with the hand as it is and as it will
    be with each raised in raised_too (a card is lifted once clicked); None when no point is on it in all."""
    layouts = [rects(hand, count, hand.selected)] + [rects(hand, count, r) for r in raised_too]
    return point_in(layouts[0][index], lambda p: nothing_at(scene, p)
                    and all(card_art.topmost(laid, p) == index for laid in layouts))


def place_spot(scene, hand, count, raised, rect, is_place, pressed=True):
    """A point of rect on the place (is_place) and clear of buttons; pressed (a click, not a drop): not on a card
    either, the hand laid with raised lifted."""
    laid = rects(hand, count, raised)
    return point_in(rect, lambda p: is_place(p) and nothing_at(scene, p)
                    and (not pressed or card_art.topmost(laid, p) is None))


def pointer_gestures(scene, hand, count, index, style, rect, is_place, screen) -> tuple:
    """The gestures bringing card index of hand to the place (rect, found by is_place) in style CLICK_THEN_PLACE,
    DRAG or TWICE (the card clicked twice: its only place); a DriverError when no point reaches them."""
    selected = hand.selected == index
    if style == TWICE:
        first = need(card_spot(scene, hand, count, index, (index,)), f"card {index}", screen)
        return (click(first),) if selected else (click(first), click(first))
    if style == DRAG:
        start = need(card_spot(scene, hand, count, index), f"card {index}", screen)
        end = need(place_spot(scene, hand, count, hand.selected, rect, is_place, pressed=False), "its place", screen)
        return (drag(start, end),)
    place = need(place_spot(scene, hand, count, index, rect, is_place), "its place", screen)
    if selected:
        return (click(place),)
    return click(need(card_spot(scene, hand, count, index), f"card {index}", screen)), click(place)


def playable(hand, cards) -> list:
    """Whether each card may be chosen with the arrows now (it has a place: the hand's own targets)."""
    return [bool(hand.targets(card)) for card in cards]


def arrow_keys(hand, cards, index, rng) -> tuple:
    """The arrow presses (← or →, as rng picks) that raise card index from the hand's selection, as the hand
    steps among playable cards; () when it is raised already; a DriverError when the arrows never reach it."""
    if hand.selected == index:
        return ()
    lit = playable(hand, cards)
    if not lit[index]:
        raise DriverError(f"the arrow keys never raise card {index} of {cards}: the hand offers it no place")
    name, step = rng.choice((("ArrowRight", 1), ("ArrowLeft", -1)))
    at, presses = hand.selected, []
    while at != index and len(presses) <= len(cards):
        at = _next_playable(lit, at, step)
        presses.append(name)
    if at != index:
        raise DriverError(f"the arrow keys never reach card {index} of {cards}")
    return tuple(presses)


def _next_playable(lit, selected, step):
    count = len(lit)
    start = selected if selected is not None else (-1 if step > 0 else count)
    for distance in range(1, count + 1):
        index = (start + step * distance) % count
        if lit[index]:
            return index
    return None


def aim_keys(places, aimed, wanted) -> tuple:
    """The ↓ presses that move the hand's aim from aimed (None: not aimed yet) to wanted among places in order."""
    at = places.index(aimed) if aimed in places else -1
    return ("ArrowDown",) * ((places.index(wanted) - at) % len(places) or (0 if at >= 0 else len(places)))


def enter_free(scene) -> bool:
    """Whether Enter reaches the hand (no button of the scene has the keyboard focus, else Enter presses it)."""
    return scene.focus not in scene.buttons
