"""A lesson handed over to a real game keeps its script out of reach: Undo after Skip the lesson never rewinds
into the lesson's scripted start."""
import pygame
import pytest

from parlour.lessons import lesson_games, load_lesson

from ...conftest import click, key, until
from ...support.lessons import open_lesson

LESSONS = lesson_games()


@pytest.mark.parametrize("game_id", [g for g in LESSONS if load_lesson(g).then == "play"])
def test_undo_after_skipping_the_lesson_never_rewinds_into_it(app, game_id):
    table = open_lesson(app, game_id)
    lesson = table.lesson.lesson
    click(app, (1125, 685))
    handed_over = len(lesson.moves_before(len(lesson.steps)))
    assert table.lesson is None and len(table.match.moves) == handed_over
    until(app, table.my_turn, "the learner's turn")
    first_turn = len(table.match.moves)
    assert table.try_move(table.state.legal_moves()[0])
    until(app, table.my_turn, "the learner's next turn")
    for _ in range(4):
        key(app, pygame.K_z, pygame.KMOD_CTRL, "\x1a")
        until(app, lambda: not table.flights.busy(), "the cards at rest")
        assert len(table.match.moves) >= handed_over, "Undo took back a move of the lesson's script"
    assert len(table.match.moves) == first_turn, "Undo still takes back the player's own moves"
