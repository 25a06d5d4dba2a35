"""Quartino: pawns placed (a colour from the reserve, then a space: clicks, a drag, or the colour's key and
the space's digit), the column returned, claims (the card clicked, aimed with ↓, confirmed by a second click,
the Quartino button or Enter), End turn and Pass. By touch: taps, drags and the buttons only; a card is aimed
only at its first place (↑ ↓ alone aim it elsewhere), so a claim elsewhere is not made (a DriverError when
nothing else may be played)."""
from __future__ import annotations

from game.quartino.components import COLOURS
from game.quartino.moves import CLAIM, PLACE, RETURN_COLUMN
from scenes.kit import card_art
from scenes.quartino import layout

from . import hands
from .gestures import Step, click, drag, key, keys
from .spots import DriverError, button_spot, need, nothing_at, point_in

COLOUR_KEYS = {"Y": "y", "B": "b", "G": "g", "P": "p"}
BUTTON_KEYS = {RETURN_COLUMN: "c"}
END_KEY = "e"


def waiting(table, rng, touch=False):
    """Nothing on Quartino's table itself waits for the player (its result panel is a scene of its own)."""
    return None


def next_move(table, rng, touch=False) -> Step:
    """A legal move chosen by rng, as gestures: a placement, the column, a claim, End turn or Pass (touch: no
    keys, and only claims a pointer can aim)."""
    moves = table.view().legal_moves()
    if touch:
        moves = _aimable(table, moves)
    move = rng.choice(moves)
    if move.kind == PLACE:
        return _place(table, move, rng, touch)
    if move.kind == CLAIM:
        return _claim(table, move, rng, touch)
    button = table.column.button if move.kind == RETURN_COLUMN else table.end_button
    name = BUTTON_KEYS.get(move.kind, END_KEY)
    if not touch and rng.random() < 0.3:
        return Step((key(name),), f"press {name}: {button.text()}", str(move))
    spot = need(button_spot(table, button), button.text(), "Quartino's table")
    return Step((click(spot),), f"click {button.text()}", str(move))


def _pointer_aim(table, card):
    """Where a pointer aims card's claim: a tap on the card aims it at its first place (or keeps the place it is
    aimed at when chosen already); nothing a pointer does aims it at another."""
    hand = table.controller.hand
    places = hand.targets(card)
    if hand.chosen() == card and hand.key_target in places:
        return hand.key_target
    return places[0] if places else None


def _aimable(table, moves) -> list:
    """The moves a touch player can make: all but claims at a place other than where a pointer aims the card; a
    DriverError when no other move is left."""
    kept = [m for m in moves if m.kind != CLAIM or m.space == _pointer_aim(table, m.item)]
    if not kept:
        raise DriverError(f"every legal move ({', '.join(map(str, moves))}) claims a card at a place only ↑ ↓ aim "
                          "at on Quartino's table: no pointer way on a touch screen")
    return kept


def _screen(table) -> str:
    view = table.view()
    return f"Quartino's table, board {view.board}, hand {view.hands[table.viewer]}"


def _space_spot(table, space, heights, ends_drag=False):
    """A point the wheel finds on space, clear of buttons, the reserve and (for a press) the held cards."""
    held = table.controller.hand
    laid = held.geometry(len(held.cards), held.selected)

    def hits(p) -> bool:
        on_card = not ends_drag and card_art.topmost(laid, p) is not None
        return layout.space_at(p, heights) == space and nothing_at(table, p) and not on_card and \
            layout.colour_at(p) is None

    return point_in(layout.space_rect(space, heights[space]), hits)


def _colour_spot(table, colour):
    """A point on the reserve's row of colour, clear of buttons and held cards."""
    held = table.controller.hand
    laid = held.geometry(len(held.cards), held.selected)
    return point_in(layout.reserve_row(colour), lambda p: layout.colour_at(p) == colour and nothing_at(table, p)
                    and card_art.topmost(laid, p) is None)


def _place(table, move, rng, touch) -> Step:
    controller = table.controller
    heights = controller.heights()
    chosen = controller.colour == move.item
    style = rng.choice(("click", "drag") if touch else ("click", "drag", "keys"))
    what = table.wording.move(move)
    screen = _screen(table)
    if style == "keys":
        colour = () if chosen else (rng.choice((COLOUR_KEYS[move.item], str(COLOURS.index(move.item) + 1)))
                                    if controller.colour is None else COLOUR_KEYS[move.item],)
        return Step(keys(*colour, str(move.space)), f"press {' '.join((*colour, str(move.space)))}: {what}",
                    str(move))
    space = need(_space_spot(table, move.space, heights, ends_drag=style == "drag"), f"space {move.space}", screen)
    if style == "drag":
        start = need(_colour_spot(table, move.item), f"the {move.item} pawns", screen)
        return Step((drag(start, space),), f"drag a {move.item} pawn onto space {move.space}: {what}", str(move))
    first = () if chosen else (click(need(_colour_spot(table, move.item), f"the {move.item} pawns", screen)),)
    return Step((*first, click(space)), f"click the {move.item} pawns, then space {move.space}: {what}", str(move))


def _claim(table, move, rng, touch) -> Step:
    hand = table.controller.hand
    cards = table.view().hands[table.viewer]
    index = cards.index(move.item)
    places = hand.targets(move.item)
    what = table.wording.move(move)
    screen = _screen(table)
    enter = hands.enter_free(table) and not touch
    if enter and rng.random() < 0.3:
        arrows = hands.arrow_keys(hand, cards, index, rng)
        aimed = places[0] if arrows else hand.key_target
        gestures = keys(*arrows, *hands.aim_keys(places, aimed, move.space), "Enter")
        return Step(gestures, f"choose card {index + 1} with the arrows, aim with ↓ and press Enter: {what}",
                    str(move))
    selected = hand.selected == index
    card = need(hands.card_spot(table, hand, len(cards), index, (index,)), f"card {move.item}", screen)
    aimed = hand.key_target if selected else places[0]
    first = () if selected else (click(card),)
    if aimed == move.space == places[0] and not selected and rng.random() < 0.5:
        return Step((*first, click(card)), f"click card {move.item} twice: {what}", str(move))
    aim = keys(*hands.aim_keys(places, aimed, move.space))
    if touch and aim:
        raise DriverError(f"claiming {move.item} at {move.space} needs ↑ ↓ to aim it: no pointer way")
    if enter and rng.random() < 0.5:
        return Step((*first, *aim, key("Enter")), f"click card {move.item}, aim with ↓, press Enter: {what}",
                    str(move))
    confirm = need(button_spot(table, table.claim_button), "the Quartino button", screen)
    return Step((*first, *aim, click(confirm)), f"click card {move.item}, aim with ↓, click Quartino!: {what}",
                str(move))
