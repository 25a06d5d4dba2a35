"""Sackson's Quinto rows use the centre: with few open rows their cards are drawn larger, and a click on a
row's card slot still plays onto that row; with many rows they fall back to the scrolling grid."""
import pygame

from game.quinto.rules import Row
from scenes.quinto import layout

from .conftest import click
from .support.quinto import card_centre
from .test_quinto_table import position


def test_few_rows_get_larger_cards_that_stay_inside_the_row_area():
    grid = layout.slot_rect(layout.cell_rect(0, 0, None), 0)
    cells = [layout.cell_rect(i, 0, 4) for i in range(4)]
    assert all(layout.ROW_AREA.contains(cell) for cell in cells)
    assert not any(a.colliderect(b) for i, a in enumerate(cells) for b in cells[i + 1:])
    for cell in cells:
        slots = [layout.slot_rect(cell, i) for i in range(5)]
        assert all(cell.contains(slot) for slot in slots)
        assert not any(a.colliderect(b) for i, a in enumerate(slots) for b in slots[i + 1:])
        head = layout.head_rect(cell)
        assert cell.contains(head) and not any(head.colliderect(slot) for slot in slots)
    roomy = layout.slot_rect(cells[0], 0)
    assert roomy.width > grid.width and roomy.height > grid.height
    assert roomy.width * roomy.height >= 1.4 * grid.width * grid.height
    assert layout.cell_rect(4, 0, 5).height == layout.CELL_H, "a fifth row: the grid again"


def test_the_table_draws_row_cards_at_the_larger_size(app):
    scene = position(app, ["Rc1", "Gt2", "Bs3", "Oh4", "w:red"],
                     [Row(1, 1, ("Rc3",), ("red", 20)), Row(2, 0, ("Gt1",), ("red", 25))])
    app.draw()
    slot = layout.slot_rect(layout.cell_rect(0, scene.controller.scroll, 2), 0)
    assert slot.size == layout.ROOMY_CARD
    screen = app.screen
    # The card's cream face reaches the lower part of the larger slot, where a grid-size card would end.
    low = (slot.centerx, slot.bottom - 8)
    assert layout.TABLE[1] < slot.height - 8
    assert sum(screen.get_at(low)[:3]) > 600, "the row card fills its larger slot"


def test_a_click_on_a_row_card_slot_plays_onto_that_row(app):
    rows = [Row(1, 1, ("Rc3",), ("red", 20)), Row(2, 0, ("Gt1",), ("red", 25)), Row(3, 1, ("Bs2",), ("red", 15))]
    scene = position(app, ["Rc1", "Gt2", "Bs3", "Oh4", "w:red"], rows)
    cell = layout.cell_rect(2, scene.controller.scroll, 3)
    click(app, card_centre(scene, "Bs3"))
    click(app, layout.slot_rect(cell, 1).center)
    assert scene.match.moves == ["Bs3@3"]
    assert scene.state.row(3).cards == ("Bs2", "Bs3")


def test_many_rows_scroll_in_the_grid_and_a_slot_click_still_targets_its_row(app):
    rows = [Row(i, i % 2, ("Rc2",), ("red", 20)) for i in range(1, 11)]
    scene = position(app, ["Rc1", "Gt2", "Bs3", "Oh4", "w:red"], rows)
    assert layout.cell_rect(9, 0, 10) is None
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    app.frame(0.016)
    cell = layout.cell_rect(9, scene.controller.scroll, 10)
    assert cell is not None and cell.height == layout.CELL_H
    click(app, card_centre(scene, "Rc1"))
    click(app, layout.slot_rect(cell, 3).center)
    assert scene.match.moves == ["Rc1@10"]
