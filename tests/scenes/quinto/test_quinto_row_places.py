"""Sackson's Quinto rows stay put: through a whole game played by real clicks and keys, each row is drawn in
one place from its first card to its completion, a new row takes a free place, and the grid never changes
its layout mid-game; a click on a row's card slot plays onto that row, scrolled or not."""
import pygame

from game.quinto.deck import BASE
from game.quinto.moves import END, NEW, PASS
from game.quinto.rules import Row
from scenes.kit.overlays import PassScreen
from scenes.quinto import layout
from scenes.quinto.face_prompt import FACE_KEYS
from scenes.quinto.first_draw import FirstDrawPanel
from scenes.table import ResultPanel

from ..conftest import click, key, open_table
from ..support.quinto import card_centre, position, row_rect, scroll_into_sight

SPECIAL = {END: pygame.K_e, PASS: pygame.K_p}
FACE_KEY = {face: code for code, face in FACE_KEYS.items()}


def play(app, scene, move) -> None:
    """The human's move as a player makes it: E or P, else a click on the card and one on its row."""
    if move.card in SPECIAL:
        key(app, SPECIAL[move.card])
        return
    if move.target != NEW:
        scroll_into_sight(app, scene, move.target)
    click(app, card_centre(scene, BASE[move.card]))
    click(app, layout.NEW_SLOT.center if move.target == NEW else row_rect(scene, move.target).center)
    if scene.face_prompt.open:
        key(app, FACE_KEY[move.card.partition("=")[2]])


def unscrolled(scene, row_id):
    """Where row_id's cell lies in the grid, whatever the scroll (None while it is scrolled out of sight)."""
    cell = row_rect(scene, row_id)
    if not layout.ROW_AREA.contains(cell):
        return None
    return (cell.x, cell.y + scene.controller.scroll * layout.LINE_PITCH, cell.w, cell.h)


def test_every_row_keeps_its_place_from_its_first_card_to_its_completion(app):
    scene = open_table(app, "quinto", ("human", "easy", "easy"), 12, animation="fast")
    places, sizes, completed = {}, set(), 0
    for _ in range(20000):
        top = app.top
        if isinstance(top, ResultPanel) and top.title == "Game over":
            break
        if isinstance(top, (ResultPanel, FirstDrawPanel)):
            click(app, top.buttons[0].rect.center)
            continue
        if isinstance(top, PassScreen):
            click(app, (640, 300))
            continue
        if scene.my_turn() and not scene.flights.busy():
            play(app, scene, scene.state.legal_moves()[0])
        app.frame(0.1)
        ids = [row.id for row in scene.view().rows]
        completed += len(set(places) - set(ids))
        for row_id in set(places) - set(ids):
            places.pop(row_id)
        for row_id in ids:
            place = unscrolled(scene, row_id)
            if place is None:
                continue
            sizes.add(place[2:])
            assert places.setdefault(row_id, place) == place, f"row {row_id} moved"
            others = [p for other, p in places.items() if other != row_id]
            assert place not in others, f"row {row_id} drawn over another row"
    assert isinstance(app.top, ResultPanel) and app.top.title == "Game over"
    assert completed >= 5, "the game completed rows, so rows had to keep their places around gaps"
    assert len(sizes) == 1, f"one layout all game, not {sorted(sizes)}"


def test_a_click_on_a_row_card_slot_plays_onto_that_row(app):
    rows = [Row(1, 1, ("Rc3",), ("red", 20)), Row(2, 0, ("Gt1",), ("red", 25)), Row(3, 1, ("Bs2",), ("red", 15))]
    scene = position(app, ["Rc1", "Gt2", "Bs3", "Oh4", "w:red"], rows)
    click(app, card_centre(scene, "Bs3"))
    click(app, layout.slot_rect(row_rect(scene, 3), 1).center)
    assert scene.match.moves == ["Bs3@3"]
    assert scene.state.row(3).cards == ("Bs2", "Bs3")


def test_many_rows_scroll_in_the_grid_and_a_slot_click_still_targets_its_row(app):
    rows = [Row(i, i % 2, ("Rc2",), ("red", 20)) for i in range(1, 11)]
    scene = position(app, ["Rc1", "Gt2", "Bs3", "Oh4", "w:red"], rows)
    assert layout.cell_rect(scene.row_places()[10], 0) is None
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    app.frame(0.016)
    cell = layout.cell_rect(scene.row_places()[10], scene.controller.scroll)
    assert cell is not None
    click(app, card_centre(scene, "Rc1"))
    click(app, layout.slot_rect(cell, 3).center)
    assert scene.match.moves == ["Rc1@10"]
