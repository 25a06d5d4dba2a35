"""A lesson on its real table driven by the learner's clicks: opened over the title, run until it waits for the
learner, its taught moves played by clicking what the table points at, walked to its end."""
import pygame

from scenes.app import LONGEST_FRAME_S
from scenes.screens.lesson import start_lesson
from scenes.screens.title import TitleScene

from ..conftest import click, key


def open_lesson(app, game_id):
    """The lesson on its table over the title, run until it waits for the learner."""
    app.reset(TitleScene(app))
    assert start_lesson(app, game_id)
    table = app.top
    settle(app, table)
    return table


def settle(app, table, frames=600):
    """Frames until the lesson waits for the learner (a panel over the table is continued with Enter)."""
    for _ in range(frames):
        if app.top is not table:
            key(app, pygame.K_RETURN)
            continue
        guide = table.lesson
        if guide is None or guide.closed:
            return
        if not table.flights.busy() and not table.pending and (guide.learners_turn() or guide.can_go_on()):
            return
        app.frame(LONGEST_FRAME_S)
    raise AssertionError("the lesson never waited for the learner")


def played(table, count) -> bool:
    """Whether the match holds more than count moves."""
    return len(table.match.moves) > count


def click_move(app, table, move) -> None:
    """Click what the table shows for move: its card or piece, then where it goes."""
    for rect in table.lesson_rects("move", move):
        before = len(table.match.moves)
        click(app, rect.center)
        if played(table, before):
            return


def play_taught_move(app, table) -> None:
    """The learner's move by clicks on what the lesson points at (a second click on the card confirms)."""
    guide = table.lesson
    move = guide.lesson.spec.decode_move(guide.step.move)
    rects = table.lesson_rects("move", move)
    assert rects, f"the table points at nothing for {guide.step.move}"
    before = len(table.match.moves)
    click_move(app, table, move)
    if not played(table, before):
        click(app, rects[0].center)
    assert played(table, before), f"clicking what the table points at did not play {guide.step.move}"


def walk(app, table, at_stop=None) -> None:
    """Play the lesson to its end through clicks; at_stop(guide) is called at every stop and may end the walk
    by returning True."""
    guide = table.lesson
    for _ in range(200):
        settle(app, table)
        if table.lesson is not guide or guide.closed:
            return
        if at_stop is not None and at_stop(guide):
            return
        if guide.learners_turn():
            play_taught_move(app, table)
        else:
            click(app, guide.next_button.rect.center)
    raise AssertionError("the lesson never ended")

