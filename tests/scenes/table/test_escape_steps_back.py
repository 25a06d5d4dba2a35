"""Escape steps back one level at a time on every table: a chosen card is put back first, then the log lets go
of the keys, and only then does the table give way to the title."""
import pygame
import pytest

from scenes.screens.title import TitleScene
from scenes.table import TableScene

from ..conftest import SEATS, click, key
from ..support.table_turns import play_on, seated


def chosen_by_keys(app, table):
    """Pick a card with the arrow keys (a colour by its number in Quartino), as a keyboard player does."""
    if table.match.spec.id == "quartino":
        key(app, pygame.K_1, unicode="1")
    for _ in range(20):
        if table.controller.choosing():
            return
        key(app, pygame.K_RIGHT)
    raise AssertionError("nothing chosen by the keys")


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_escape_puts_the_chosen_card_back_before_leaving(app, game_id):
    app.go("title")
    table = seated(app, game_id)
    assert play_on(app, table, lambda: "double" not in table.state.legal_moves())  # a card to play, past the doubling
    chosen_by_keys(app, table)
    key(app, pygame.K_ESCAPE)
    assert app.top is table and not table.controller.choosing(), "the choice is dropped, the table stays"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene) and not any(isinstance(s, TableScene) for s in app.scenes)


def test_escape_takes_the_keys_back_from_the_log_before_leaving(app):
    app.go("title")
    table = seated(app, "thirteen")
    assert play_on(app, table, lambda: True)
    click(app, table.log.rect.center)
    assert table.log.focused
    key(app, pygame.K_ESCAPE)
    assert app.top is table and not table.log.focused
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)
