"""A Ctrl+Z the table refuses says why, in words, rather than nothing."""
import pygame

from ..conftest import key, pass_the_device
from ..support.table_turns import seated

CTRL = pygame.KMOD_CTRL


def test_a_refused_undo_in_hot_seat_says_a_card_was_shown(app):
    table = seated(app, "thirteen", ["human", "human", "human"], seed=9)
    pass_the_device(app)
    table.try_move(table.state.legal_moves()[0])
    pass_the_device(app)
    moves = list(table.match.moves)
    assert table.match.undo_point() is None
    key(app, pygame.K_z, CTRL, "\x1a")
    assert table.match.moves == moves
    assert table.notice.visible and table.notice.text == (
        "Undo stops here: that move showed a card to another player at this device.")


def test_a_refused_undo_before_any_move_says_there_is_nothing_to_undo(app):
    table = seated(app, "quartino", ["human", "easy"])
    assert table.my_turn() and not table.match.moves
    key(app, pygame.K_z, CTRL, "\x1a")
    assert table.notice.text == "Nothing to undo yet."


def test_a_refused_undo_after_the_end_says_the_result_is_kept(app):
    table = seated(app, "thirteen", ["human", "easy", "easy"])
    while table.state.current_player is not None:
        table.commit(table.state.legal_moves()[0])
    table.exits.game_over()
    assert table.finished and app.top is table, "the result panel waits in pending"
    key(app, pygame.K_z, CTRL, "\x1a")
    assert table.notice.text == "The game is over: its result is kept, so nothing can be undone."
