"""The game-over panel gives Enter's focus to a harmless button: a keyboard player reads the result, and Enter
opens the replay rather than dealing a new game; Play again deals only when chosen by click."""
import pygame
import pytest

from scenes.screens.replay import ReplayScene
from scenes.table import TableScene

from ..conftest import click, key
from ..support.played_tables import final_panel

GAMES = [("thirteen", 3), ("quinto", 2), ("quinto_tricks", 4), ("quartino", 2)]


@pytest.mark.parametrize("game, players", GAMES)
def test_enter_on_the_game_over_panel_opens_the_replay_and_deals_nothing(app, game, players):
    table, panel = final_panel(app, game, players)
    finished = table.match
    assert panel.focus.text() == "Replay", "the focus is on a button that loses nothing"
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, ReplayScene) and app.top.full.record() == finished.record()
    tables = [scene for scene in app.scenes if isinstance(scene, TableScene)]
    assert all(t.match is finished for t in tables), "no new deal"


def test_play_again_by_click_deals_a_new_game(app):
    table, panel = final_panel(app, "quartino", 2)
    click(app, panel.buttons[0].rect.center)
    assert isinstance(app.top, TableScene) and app.top.match is not table.match and not app.top.match.moves
