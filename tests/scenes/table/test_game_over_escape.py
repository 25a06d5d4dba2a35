"""Escape on the game-over panel goes back to the menu, as the key help says, and never deals a new game:
the finished game stays for Replay and no new game is saved."""
import pygame
import pytest

from parlour.replay_store import last_finished
from parlour.saves import read_autosave
from scenes.screens.title import TitleScene
from scenes.table import ResultPanel

from ..conftest import key
from ..support.played_tables import final_panel


@pytest.mark.parametrize("game", ["quinto", "thirteen", "quinto_tricks", "quartino"])
def test_escape_on_the_game_over_panel_goes_to_the_menu(app, game):
    table, panel = final_panel(app, game, 3)
    moves = list(table.match.moves)
    assert panel.title == app.t("game_over")
    key(app, pygame.K_ESCAPE)
    app.frame(0.016)
    assert isinstance(app.top, TitleScene), "Escape goes back to the menu"
    assert not any(isinstance(scene, ResultPanel) for scene in app.scenes)
    assert read_autosave(app.storage, game)[0] is None, "no new game was dealt and saved"
    assert list(last_finished(app.storage).moves) == moves, "the finished game is kept for Replay"
