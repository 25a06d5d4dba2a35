"""Quartino's 'Return the column' control (R-P3, both situations at once) driven by real pygame events:
shown only while the move is allowed, by click, tap and key, refusals explained in both languages."""
import pygame

from scenes.table.log import Entry

from ..conftest import click, finger_tap, key, run
from ..support.quartino_table import position, table_at

BOTH = ("four colours", "column")
# Four yellows on the ring and a column of four on space 6, both fired: three placements, the column owed.
OWED = {1: "Y", 2: "Y", 3: "Y", 4: "Y", 6: "BGPB"}


def owed_table(app, board=None, placements_left=3):
    """A table showing board (OWED by default), placements_left, both situations fired and space 6's column owed."""
    return table_at(app, position(board or OWED, placements_left, BOTH, (6,), column_owed=True))


def pixel(app, pos):
    """The colour the player sees at pos."""
    app.draw()
    return tuple(app.screen.get_at(pos))[:3]


def test_the_control_shows_only_on_a_turn_that_owes_the_column(app):
    plain = table_at(app, position({}))
    button = plain.column.button
    spot = (button.rect.x + 12, button.rect.centery)
    assert not button.shown() and pixel(app, spot) != (216, 178, 90)
    assert plain.end_button.text() == "End turn"
    scene = owed_table(app)
    assert scene.column.button.shown() and scene.column.button.is_enabled()
    assert pixel(app, spot) == (216, 178, 90), "the gold Return the column button covers End turn"
    assert scene.column.button.text() == "Return the column"


def test_a_click_returns_the_column_before_the_first_placement(app):
    scene = owed_table(app)
    click(app, scene.column.button.rect.center)
    assert scene.match.moves == ["column"] and scene.state.board[6] == ()
    assert Entry("You return the column on space 6 to the reserve.", "column") in scene.log.entries
    assert scene.flights.count("reserveB") == 2 and scene.flights.count("reserveG") == 1
    run(app, 1.0)
    assert not scene.column.button.shown() and scene.state.placements_left == 3
    key(app, pygame.K_c)
    assert scene.notice.text == "You have already returned the column this turn."


def test_a_pawn_placed_on_the_column_then_c_returns_it_with_the_column(app):
    scene = owed_table(app)
    key(app, pygame.K_p)
    key(app, pygame.K_6)
    assert scene.match.moves == ["P@6"] and scene.state.board[6] == tuple("BGPBP")
    run(app, 0.5)
    key(app, pygame.K_c)
    assert scene.match.moves == ["P@6", "column"] and scene.state.board[6] == ()
    assert scene.flights.count("reserveP") == 2, "the pink placed on the column flies back with it"
    assert scene.state.current_player == 0 and scene.state.placements_left == 2


def test_a_tap_returns_the_column_after_the_last_placement(app):
    scene = owed_table(app, placements_left=1)
    key(app, pygame.K_g)
    key(app, pygame.K_0)
    run(app, 0.5)
    assert scene.state.current_player == 0, "the turn waits for the column"
    x, y = scene.column.button.rect.center
    finger_tap((x / 1280, y / 720))
    app.frame(0.016)
    assert scene.match.moves == ["G@0", "column"] and scene.state.current_player == 1


def test_claims_and_the_end_wait_for_the_column_and_say_why(app):
    # After a yellow on the empty centre, YBGP lies from space 1, but the column still stands.
    scene = owed_table(app, {1: "B", 2: "G", 3: "P", 4: "Y", 5: "Y", 7: "Y", 6: "BGPB"}, placements_left=1)
    key(app, pygame.K_y)
    key(app, pygame.K_0)
    run(app, 0.5)
    assert not scene.claim_button.is_enabled() and not scene.end_button.is_enabled()
    key(app, pygame.K_q)
    assert scene.notice.text == "Return the column to the reserve first: it goes back before you claim a card."
    key(app, pygame.K_e)
    assert scene.notice.text == "Return the column to the reserve first: it goes back before your turn ends."
    for _ in range(len(scene.buttons)):
        if scene.focus is scene.column.button:
            break
        key(app, pygame.K_TAB)
    assert scene.focus is scene.column.button, "Tab reaches the control"
    key(app, pygame.K_RETURN)
    assert scene.match.moves[-1] == "column"
    run(app, 1.0)
    assert scene.claim_button.is_enabled(), "with the column gone the card can be claimed"


def test_c_without_a_column_is_explained_in_both_languages(app):
    scene = table_at(app, position({}))
    key(app, pygame.K_c)
    assert scene.notice.text == "No column stood on the wheel at the start of your turn: there is none to return."
    app.language = "fr"
    key(app, pygame.K_c)
    assert scene.notice.text == ("Aucune colonne n’était sur le plateau au début de votre tour\u00a0: "
                                 "il n’y en a pas à retirer.")
    owed = owed_table(app)
    assert owed.column.button.text() == "Retirer la colonne"
    click(app, owed.column.button.rect.center)
    assert Entry("Vous remettez la colonne posée sur la case 6 dans la réserve.", "column") in owed.log.entries


def test_the_rules_page_explains_the_free_order_the_first_player_and_this_editions_reading(app):
    from scenes.screens.rules import RulesScene

    for language, first, control, reading in (
            ("en", "choose the first player", "Return the column", "this edition’s reading of its words"),
            ("fr", "choisir le premier joueur", "Retirer la colonne", "la lecture de cette édition")):
        app.language = language
        app.push(RulesScene(app, "quartino"))
        app.frame(0.016)
        page = " ".join(text for _, text in app.top.lines())
        assert first in page and reading in page
        assert control in page, "the page names the table's own control"
        assert "(or C)" in page or "(ou C)" in page
        app.pop()
