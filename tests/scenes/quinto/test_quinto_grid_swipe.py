"""Sackson's Quinto's rows scrolled by a finger: with more lines of rows than are in sight, a vertical swipe on the
grid (real FINGERDOWN/FINGERMOTION/FINGERUP, with SDL's mouse copies, which the app ignores) scrolls it a line at a
time, without dragging a card or playing the selected one; a tap on a row still plays onto it."""
from game.quinto.rules import Row
from scenes.quinto import layout

from ...drivers import native
from ...drivers.gestures import drag, tap
from ..support.quinto import card_centre, position

ROWS = [Row(i, i % 2, ("Rc2",), ("red", 20)) for i in range(1, 11)]  # five lines, four in sight


def swipe(app, start_y, end_y, x=layout.ROW_AREA.centerx):
    """A finger pressed on the grid at start_y, moved straight up or down to end_y, and lifted."""
    native.perform(app, drag((x, start_y), (x, end_y)), touch=True)


def test_a_finger_swipe_up_on_the_grid_scrolls_it_without_playing_the_chosen_card(app):
    scene = position(app, ["Rc1", "Gt2", "Bs3", "Oh4", "w:red"], ROWS)
    native.perform(app, tap(card_centre(scene, "Rc1")), touch=True)
    assert scene.controller.hand.chosen() == "Rc1"
    assert layout.cell_rect(scene.row_places()[10], 0) is None
    swipe(app, 400, 400 - layout.LINE_PITCH - 10)
    assert scene.controller.scroll == 1
    assert scene.match.moves == [] and scene.controller.hand.drag is None
    assert scene.controller.hand.chosen() == "Rc1"
    assert layout.cell_rect(scene.row_places()[10], 1) is not None


def test_a_finger_swipe_down_brings_the_first_lines_back_and_a_tap_still_plays(app):
    scene = position(app, ["Rc1", "Gt2", "Bs3", "Oh4", "w:red"], ROWS)
    swipe(app, 450, 30)
    assert scene.controller.scroll == 1  # as far as the grid goes: five lines, four in sight
    swipe(app, 60, 60 + layout.LINE_PITCH + 10)
    assert scene.controller.scroll == 0 and scene.match.moves == []
    native.perform(app, tap(card_centre(scene, "Rc1")), touch=True)
    cell = layout.cell_rect(scene.row_places()[1], 0)
    native.perform(app, tap(layout.slot_rect(cell, 1).center), touch=True)
    assert scene.match.moves == ["Rc1@1"]
