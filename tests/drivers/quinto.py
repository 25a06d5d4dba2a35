"""Sackson's Quinto: cards onto rows or a new row (click, drag, double click, or arrows, ↓ and Enter), the
word-or-bridge question, End turn and Pass, the point card a giver chooses, the rows scrolled into sight, and
the band of a turn that ended by itself. By touch: taps, drags and the buttons only; a row out of sight is
played onto only after a finger's swipe on the grid has brought it into sight (when no other move is left)."""
from __future__ import annotations

from game.quinto.deck import BASE
from game.quinto.gifts import point_of
from game.quinto.moves import END, NEW, PASS, Move
from scenes.quinto import layout

from . import hands
from .gestures import Step, click, drag, key, keys
from .spots import DriverError, button_spot, need, nothing_at, point_in

SPECIAL_KEYS = {END: "e", PASS: "p"}
FACE_KEYS = {"word": "w", "bridge": "b"}
SKIP_KEYS = ("Enter", " ")
SWIPE_LINES = 3


def waiting(table, rng, touch=False):
    """What waits on the table itself: the band of a turn that ended by itself (skipped), the word-or-bridge
    question (answered); None when nothing does."""
    if table.turn_over.visible:
        return _skip_band(table, rng, touch)
    if table.face_prompt.open and table.my_turn():
        return _answer_face(table, rng, touch)
    return None


def next_move(table, rng, touch=False):
    """A legal move chosen by rng, as gestures: a card to a row, End turn, Pass or a gift; None while the gift's
    cards are not up yet. touch: no keys, and no row out of sight."""
    moves = table.view().legal_moves()
    if touch:
        seen = _in_sight(table, moves)
        if not seen:
            return _swipe_towards(table, rng.choice(moves))
        moves = seen
    move = rng.choice(moves)
    if move in SPECIAL_KEYS:
        return _special(table, move, rng, touch)
    if point_of(move.card) is not None:
        return _give(table, move, rng, touch)
    return _card(table, move, rng, touch)


def _in_sight(table, moves) -> list:
    """The moves a touch player can make at once: all but a card onto a row scrolled out of sight."""
    places = table.row_places()
    scroll = table.controller.scroll

    def seen(move) -> bool:
        return move.target in (None, NEW) or layout.cell_rect(places[move.target], scroll) is not None

    return [move for move in moves if seen(move)]


def _swipe_towards(table, move) -> Step:
    """A finger's swipe on the grid towards move's row, at most SWIPE_LINES lines at a time (up brings the
    lines below into sight)."""
    places = table.row_places()
    scroll = table.controller.scroll
    wanted = layout.scroll_to(scroll, places[move.target], layout.span_of(places))
    lines = max(-SWIPE_LINES, min(SWIPE_LINES, wanted - scroll))
    if lines == 0:
        raise DriverError(f"the row of {move} is out of sight and no swipe brings it in")
    x = layout.ROW_AREA.centerx
    start = layout.ROW_AREA.bottom - 10 if lines > 0 else layout.ROW_AREA.top + 10
    end = start - lines * layout.LINE_PITCH
    return Step((drag((x, start), (x, end)),), f"swipe the rows {lines:+d} lines towards row {move.target}")


def _skip_band(table, rng, touch) -> Step:
    if not touch and hands.enter_free(table) and rng.random() < 0.5:
        name = rng.choice(SKIP_KEYS)
        return Step((key(name),), f"press {name!r} to go on past the band: {table.turn_over.content}")
    spot = point_in(layout.PHASE_RECT, lambda p: nothing_at(table, p) and _target(table, p) is None)
    return Step((click(need(spot, "a free spot", "Quinto's band")),),
                f"click to go on past the band: {table.turn_over.content}")


def _answer_face(table, rng, touch) -> Step:
    prompt = table.face_prompt
    faces = table.controller.destinations(prompt.card).get(prompt.target, [])
    played = rng.choice(faces)
    face = played.partition("=")[2]
    move = str(Move(played, prompt.target))
    if not touch and rng.random() < 0.3:
        return Step((key(FACE_KEYS[face]),), f"press {FACE_KEYS[face]} to play it as a {face}", move)
    button = prompt.buttons[0 if face == "word" else 1]
    spot = need(button_spot(table, button), f"the {face} button", "Quinto's word-or-bridge question")
    return Step((click(spot),), f"click {button.text()}: it goes as a {face}", move)


def _special(table, move, rng, touch) -> Step:
    button = table.end_button if move == END else table.pass_button
    if not touch and rng.random() < 0.3:
        return Step((key(SPECIAL_KEYS[move]),), f"press {SPECIAL_KEYS[move]}: {button.text()}", str(move))
    spot = need(button_spot(table, button), button.text(), "Quinto's table")
    return Step((click(spot),), f"click {button.text()}", str(move))


def _give(table, move, rng, touch) -> Step:
    point = point_of(move.card)
    buttons = table.gift.buttons
    index = next((i for i, b in enumerate(buttons) if b.point == point), None)
    if index is None:
        return None
    if not touch and rng.random() < 0.3 and index < 9:
        return Step((key(str(index + 1)),), f"press {index + 1} to give {buttons[index].text()}", str(move))
    spot = need(button_spot(table, buttons[index]), f"the point card {point}", "Quinto's gift question")
    return Step((click(spot),), f"click {buttons[index].text()} to give it", str(move))


def _target(table, point):
    return layout.target_at(table.row_places(), table.controller.scroll, point)


def _card(table, move, rng, touch) -> Step:
    hand = table.controller.hand
    cards = table.view().hands[table.viewer]
    card = BASE[move.card]
    index = cards.index(card)
    places = hand.targets(card)
    faces = table.controller.destinations(card).get(move.target, [])
    asks = len(faces) > 1
    styles = [hands.CLICK_THEN_PLACE, hands.DRAG] + ([hands.TWICE] if len(places) == 1 else [])
    if hands.enter_free(table) and not touch:
        styles.append(hands.KEYS)
    style = rng.choice(styles)
    cell = None
    if move.target != NEW:
        cell = layout.cell_rect(table.row_places()[move.target], table.controller.scroll)
    if style != hands.KEYS and move.target != NEW and cell is None:
        return _scroll_to(table, move.target)
    place = "a new row" if move.target == NEW else f"row {move.target}"
    named = f"card {index + 1} ({card})"
    if style == hands.KEYS:
        aim = ("n",) if move.target == NEW and rng.random() < 0.5 else None
        if aim is None:
            aimed = hand.key_target if hand.selected == index else None
            aim = (*hands.aim_keys(places, aimed, move.target), "Enter")
        gestures = keys(*hands.arrow_keys(hand, cards, index, rng), *aim)
        says = f"{hands.HOW[style].format(card=named)}, aim at {place} and play it"
    else:
        rect = layout.NEW_SLOT if move.target == NEW else cell
        gestures = hands.pointer_gestures(table, hand, len(cards), index, style, rect,
                                          lambda p: _target(table, p) == move.target, f"Quinto's table, {cards}")
        says = hands.HOW[style].format(card=named, place=place)
    if not asks:
        return Step(gestures, f"{says}: {table.wording.move(move)}", str(move))
    face = move.card.partition("=")[2]
    if not touch and rng.random() < 0.5:
        return Step((*gestures, key(FACE_KEYS[face])), f"{says}, then press {FACE_KEYS[face]} for the {face}",
                    str(move))
    return Step(gestures, f"{says}: the table asks word or bridge")


def _scroll_to(table, row_id) -> Step:
    line = table.row_places()[row_id] // 2
    name = "PageDown" if line >= table.controller.scroll else "PageUp"
    return Step((key(name),), f"press {name} to bring row {row_id} into sight")
