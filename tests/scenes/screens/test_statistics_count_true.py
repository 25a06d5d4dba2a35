"""Statistics tell the truth: a finished game cannot be undone (so replaying its last move cannot count it again),
it is counted once, and a game that goes on from a lesson is not counted."""
import pygame

from parlour.match import Match
from parlour.stats import FRIENDS, all_stats
from scenes.screens.lesson import start_lesson
from scenes.screens.replay import ReplayScene
from scenes.screens.title import TitleScene
from scenes.table import ResultPanel
from scenes.tables import table_for

from ..conftest import click, key, run, until
from ..support.played_tables import final_panel, played_through


def button(scene, text):
    """The button of scene reading text."""
    return next(b for b in scene.buttons if b.text() == text)


def test_undo_is_off_after_the_game_and_the_game_counts_once(app):
    table, panel = final_panel(app, "thirteen", 3)
    moves = list(table.match.moves)
    click(app, button(panel, "Replay").rect.center)
    assert isinstance(app.top, ReplayScene)
    click(app, app.top.buttons[-1].rect.center)
    assert app.top is table
    undo = button(table, "Undo")
    assert not undo.is_enabled(), "a finished game cannot be taken back"
    click(app, undo.rect.center)
    click(app, button(table, "Redo").rect.center)
    run(app, 2.0)
    assert table.match.moves == moves
    assert [line["played"] for line in all_stats(app.storage).values()] == [1], "the game is counted once"


def test_a_game_played_on_from_a_lesson_is_not_counted(app):
    app.reset(TitleScene(app))
    assert start_lesson(app, "thirteen")
    table = app.top
    run(app, 0.5)
    click(app, (1125, 685))  # Skip: the lesson hands the game over
    assert table.lesson is None
    played_through(table)
    for _ in range(50):
        if isinstance(app.top, ResultPanel):
            break
        app.frame(0.016)
    assert isinstance(app.top, ResultPanel) and table.finished
    assert all_stats(app.storage) == {}, "a game begun as a lesson is not in the statistics"
    key(app, pygame.K_ESCAPE)


def test_a_game_of_friends_at_one_device_is_counted_once_under_friends(app):
    table = table_for(app, Match("quartino", ["human", "human"], 4))
    app.reset(table)
    played_through(table)
    until(app, lambda: isinstance(app.top, ResultPanel), "the game-over panel")
    click(app, button(app.top, "Replay").rect.center)
    click(app, app.top.buttons[-1].rect.center)
    table.exits.game_over()
    assert [(key, line["played"]) for key, line in all_stats(app.storage).items()] == [(("quartino", FRIENDS), 1)]
