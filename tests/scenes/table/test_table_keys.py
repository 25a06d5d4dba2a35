"""The table's keys driven by real pygame events: Ctrl+Z and Ctrl+Y undo and redo, H asks for a hint whose
mark carries its win-chance figure and Enter plays it, Enter closes the large log, hot-seat undo asks the
player whose move it takes back, and the key help lists the new keys in both languages."""
import re

import pygame
import pytest

from scenes.kit.overlays import PassScreen
from scenes.table import hinting
from scenes.table.key_help import KeyHelp
from scenes.table.log_panel import LogPanel
from scenes.table.undo_ask import UndoAsk

from ..conftest import click, key, pass_the_device, until
from ..support.table_turns import hint_button, play_on, seated

CTRL = pygame.KMOD_CTRL


def my_first_move(app, table):
    """The human plays a first legal move and the AI answers until it is the human's turn again."""
    assert play_on(app, table, lambda: True)
    table.try_move(table.state.legal_moves()[0])
    assert play_on(app, table, lambda: True)


def hinted(app, table):
    """Press H and wait for the hint; the hinted move."""
    key(app, pygame.K_h, unicode="h")
    until(app, lambda: table.hint_move is not None, "the hint")
    return table.hint_move


def test_ctrl_z_takes_back_and_ctrl_y_replays_the_move(app):
    table = seated(app, "thirteen")
    my_first_move(app, table)
    played = list(table.match.moves)
    assert played
    key(app, pygame.K_z, CTRL, "\x1a")
    assert len(table.match.moves) < len(played), "Ctrl+Z took the move back"
    key(app, pygame.K_y, CTRL, "\x19")
    assert table.match.moves == played, "Ctrl+Y replayed the very moves taken back"


def test_plain_z_and_y_do_nothing(app):
    table = seated(app, "thirteen")
    my_first_move(app, table)
    played = list(table.match.moves)
    key(app, pygame.K_z, unicode="z")
    assert table.match.moves == played


def test_h_asks_for_a_hint_whose_mark_carries_its_win_chance_and_enter_plays_it(app):
    table = seated(app, "thirteen")
    assert play_on(app, table, lambda: True)
    before = len(table.match.moves)
    move = hinted(app, table)
    figure = re.search(r"(\d+)%", table.notice.text).group(1)
    assert hinting.tag(table) == f"hint · {figure}%", "the mark's tag says the figure as long as the mark shows"
    key(app, pygame.K_RETURN)
    assert table.match.moves[before] == table.match.spec.encode_move(move), "Enter played the hinted move"


@pytest.mark.parametrize("game_id", ["thirteen", "quinto"])
def test_enter_plays_the_card_the_player_chose_after_a_hint_not_the_hint(app, game_id):
    """A hint shown, the player picks another card with the arrows and aims it: Enter plays (or places) that card;
    the hint is played by Enter only while nothing is chosen."""
    table = seated(app, game_id)
    assert play_on(app, table, lambda: True)
    before = list(table.match.moves)
    hint = table.match.spec.encode_move(hinted(app, table))
    hand = table.controller.hand
    for _ in range(len(hand.cards)):
        key(app, pygame.K_RIGHT)
        if hand.chosen() is not None and not hint.startswith(hand.chosen()):
            break
    chosen = hand.chosen()
    assert chosen is not None and not hint.startswith(chosen), (hint, hand.cards)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    app.frame(0.016)
    played = table.match.moves[len(before):]
    assert hint not in played[:1], "Enter played the hint although the player had chosen another card"
    assert not played or played[0].startswith(chosen), (played, chosen)


def test_a_hint_without_figure_says_so(app):
    table = seated(app, "thirteen")
    assert play_on(app, table, lambda: True)
    table.session.hint_chance = None
    table.session.hint_move = table.state.legal_moves()[0]
    assert hinting.tag(table) == "hint"
    assert table.t("flow.hint_no_figure", best="x") != table.t("flow.hint_only", best="x")


def test_hint_button_and_h_are_the_same_hint(app):
    table = seated(app, "thirteen")
    assert play_on(app, table, lambda: True)
    assert hint_button(table).is_enabled()
    key(app, pygame.K_h, unicode="h")
    assert table.session.hint_thinking() or table.hint_move is not None


def test_enter_closes_the_large_log(app):
    table = seated(app, "thirteen")
    click(app, table.log.chips(table.feed.labels())["open"].center)
    assert isinstance(app.top, LogPanel)
    key(app, pygame.K_RETURN)
    assert app.top is table


def test_hot_seat_undo_asks_the_player_whose_move_it_takes_back(app):
    table = seated(app, "quartino", ["human", "human"])
    pass_the_device(app)
    mover = table.state.current_player
    table.try_move(table.state.legal_moves()[0])
    while table.state.current_player == mover:
        table.try_move(table.state.legal_moves()[0])
    app.frame(0.05)
    if isinstance(app.top, PassScreen) or app.top is not table:
        pass_the_device(app)
    kept = table.match.undo_point()
    assert kept is not None
    moves = list(table.match.moves)
    key(app, pygame.K_z, CTRL, "\x1a")
    ask = app.top
    assert isinstance(ask, UndoAsk), "undo asks first"
    assert table.wording.name(mover) in ask.question(), "the question names the player whose move it takes back"
    assert table.match.moves == moves, "nothing is taken back before the answer"
    key(app, pygame.K_ESCAPE)
    assert table.match.moves == moves and app.top is table
    key(app, pygame.K_z, CTRL, "\x1a")
    click(app, app.top.buttons[-1].rect.center)
    assert len(table.match.moves) == kept, "Yes took the move back"


@pytest.mark.parametrize("language,words", [("en", ("Ctrl+Z", "Ctrl+Y", "H")), ("fr", ("Ctrl+Z", "Ctrl+Y", "H"))])
def test_the_key_help_lists_undo_redo_and_hint(app, language, words):
    app.language = language
    seated(app, "thirteen")
    key(app, pygame.K_QUESTION, unicode="?")
    assert isinstance(app.top, KeyHelp)
    keys = [keys for keys, _ in app.top.rows]
    for label in words:
        assert label in keys, (label, keys)
    does = dict(app.top.rows)
    assert does["Ctrl+Z"] != does["Ctrl+Y"] != does["H"]
