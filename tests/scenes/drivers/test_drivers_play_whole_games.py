"""The drivers of tests/drivers (what a player does next, as gestures) play whole games natively: from the
title to a dealt table and on to the game's end, every gesture a real pygame event at window pixels, every
move the human makes checked against the match's record, every other step seen to change something.

The stop is explicit: from the title each game plays until player.game_over, as the browser harness does (the
game finished and its result shown; 13 only its first round, since a whole game is six rounds); in a 1920×1080
window (scaled ×1.5) each game, 13 included, plays until player.game_finished, its real end."""
import random

import pygame
import pytest

from parlour.storage import MemoryStorage
from scenes.app import App

from ...drivers import native, player
from ...drivers.dealing import table_of
from ...drivers.gestures import click
from ..conftest import SEATS, open_table
from ..support.driven_games import MOST_IDLE_FRAMES, SEEDS, deal, finished, play, rounds_scored, set_up

pytestmark = pytest.mark.slow  # whole games played through the scenes


@pytest.fixture
def large_app():
    """A fresh app in English in a 1920×1080 window."""
    application = App(language="en", storage=MemoryStorage(), window_size=(1920, 1080))
    assert pygame.display.get_surface().get_size() == (1920, 1080)
    yield application
    pygame.event.clear()


@pytest.mark.parametrize("game_id", list(SEATS))
def test_the_drivers_play_a_game_from_the_title_to_its_stop(app, game_id, monkeypatch):
    deal(app, game_id, monkeypatch)
    counts = play(app, game_id, seed=7)
    assert counts["moves"] > 5
    if game_id == "thirteen":
        assert rounds_scored(app) == 1 and player.game_over(app) and not player.game_finished(app)
        assert player.next_step(app, random.Random(0)) is not None or table_of(app).match.ai_to_move()
    else:
        finished(app)


@pytest.mark.parametrize("game_id", list(SEATS))
def test_the_drivers_play_a_whole_game_in_a_large_window(large_app, game_id, monkeypatch):
    deal(large_app, game_id, monkeypatch)
    counts = play(large_app, game_id, seed=11, stop=player.game_finished)
    assert counts["moves"] > 5
    finished(large_app)


def test_the_setup_steps_leave_another_table_and_replace_a_saved_game(app, monkeypatch):
    quinto = deal(app, "quinto", monkeypatch)
    play(app, "quinto", seed=3, moves_wanted=2)  # saved after each move
    said = set_up(app, "thirteen")
    assert said[0] == "click Menu: leave QuintoTable", said
    assert table_of(app).match.spec.id == "thirteen"
    said = set_up(app, "quinto")
    assert said[0] == "click Menu: leave ThirteenTable", said
    assert any(s.endswith(": replace the saved game") for s in said), said
    fresh = table_of(app)
    assert fresh is not quinto and fresh.match.spec.id == "quinto" and fresh.match.seats == SEATS["quinto"]


@pytest.mark.parametrize("game_id", list(SEATS))
def test_a_player_who_clicked_the_log_takes_the_keys_back_before_a_move(app, game_id):
    table = open_table(app, game_id, SEATS[game_id], SEEDS[game_id])
    rng = random.Random(5)
    for _ in range(MOST_IDLE_FRAMES):
        step = player.next_step(app, rng)
        if step is not None and step.move is not None:
            break
        for gesture in step.gestures if step else ():
            native.perform(app, gesture)
        app.frame(native.FRAME_S)
    native.perform(app, click(table.log.rect.center))  # the log now takes the Page and arrow keys
    assert table.log.focused and table.log.over
    step = player.next_step(app, rng)
    assert step.move is None and "log" in step.says, step.says
    for gesture in step.gestures:
        native.perform(app, gesture)
    assert not table.log.focused and not table.log.over
    assert player.next_step(app, rng).move is not None
