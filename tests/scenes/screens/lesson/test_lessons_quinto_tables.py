"""The Quinto lessons on their real tables, driven by real pygame events: the taught move goes through,
any other is refused with the step's words that teach the rule, and each lesson runs to its end."""
import pytest

from scenes.screens.lesson.start import start_lesson

from ...conftest import click, key, run, until
from ...support.quinto import card_centre, row_centre
from ...support.quinto_tricks import card_centre as trick_card_centre


def lesson_table(app, game_id, language="en"):
    """game_id's lesson opened on its table, its first caption on screen."""
    app.language = language
    assert start_lesson(app, game_id)
    table = app.top
    run(app, 0.5)
    assert app.top is table, "nothing may cover the first caption (a mid-round start shows no first draw)"
    assert table.lesson is not None and table.lesson.index == 0
    return table


def go_to(app, table, name, limit=200):
    """Play the lesson up to the step called name: Next on captions, the taught move on the learner's."""
    guide = table.lesson
    for _ in range(limit):
        run(app, 0.8)
        if guide.step.name == name and not guide.played():
            settle(app, table)
            return guide
        if guide.learners_turn():
            assert table.try_move(table.match.spec.decode_move(guide.step.move))
        else:
            key(app, 13)
    raise AssertionError(f"never reached step {name}")


def through_every_step(app, table, limit=300):
    """Play the whole lesson, checking that every step points at something on the table; a panel
    shown over the table (the end of a hand) is closed with its button."""
    guide = table.lesson
    for _ in range(limit):
        if table.lesson is None or guide.closed:
            return
        if app.top is not table:
            click(app, app.top.buttons[0].rect.center)
        elif guide.step is None:
            run(app, 0.3)
        elif guide.learners_turn():
            assert guide.pointed(), guide.step
            assert table.try_move(table.match.spec.decode_move(guide.step.move))
        else:
            settle(app, table)
            run(app, 0.8)
            if guide.step is not None and guide.can_go_on():
                assert guide.pointed(), guide.step
                guide.next()
        run(app, 0.3)
    raise AssertionError("the lesson never ended")


def settle(app, table, limit=200):
    """Frames until nothing moves on the table any more."""
    for _ in range(limit):
        if not table.flights.busy():
            return
        app.frame(0.05)
    raise AssertionError("the table never came to rest")


def words(table, step):
    """The step's words as the table says them."""
    names = {f"p{seat}": table.wording.name(seat) for seat in range(table.match.players)}
    return table.words.say(f"lesson.{table.match.spec.id}.{step}", **names)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_quinto_a_card_that_is_not_the_taught_one_is_refused_with_the_rule(app, language):
    table = lesson_table(app, "quinto", language)
    guide = go_to(app, table, "by_colour")
    moves = len(table.match.moves)
    click(app, card_centre(table, "Gt1"))
    click(app, row_centre(table, 4))
    assert table.notice.visible and table.notice.text == words(table, "by_colour.wrong")
    assert len(table.match.moves) == moves and guide.step.name == "by_colour"
    click(app, card_centre(table, "Bt4"))
    click(app, row_centre(table, 4))
    assert table.match.moves[-1] == "Bt4@4"
    run(app, 0.5)
    assert guide.step.name == "by_shape"


def test_quinto_the_end_button_is_pointed_at_and_ends_the_turn(app):
    table = lesson_table(app, "quinto")
    guide = go_to(app, table, "stop_at_three")
    assert guide.pointed() == [table.end_button.rect]
    click(app, table.end_button.rect.center)
    assert table.match.moves[-1] == "end" and table.state.current_player == 1


def test_quinto_points_at_something_on_every_step_then_the_game_goes_on_against_the_ai(app):
    table = lesson_table(app, "quinto")
    scripted = len(table.lesson.lesson.moves_before(len(table.lesson.lesson.steps)))
    through_every_step(app, table)
    assert table.lesson is None
    until(app, lambda: len(table.match.moves) > scripted and table.state.current_player == 0, "the AI's whole turn")


def test_tricks_the_double_is_taught_and_a_pass_refused(app):
    table = lesson_table(app, "quinto_tricks")
    guide = go_to(app, table, "double")
    click(app, table.doubling.buttons[0].rect.center)
    assert table.notice.text == words(table, "double.wrong") and not table.match.moves
    assert guide.pointed() == [table.doubling.buttons[1].rect]
    click(app, table.doubling.buttons[1].rect.center)
    assert table.match.moves == ["double"]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_tricks_following_suit_is_taught_with_the_lessons_words(app, language):
    table = lesson_table(app, "quinto_tricks", language)
    guide = go_to(app, table, "follow_suit")
    moves = len(table.match.moves)
    for card in ("5D", "AC"):
        click(app, trick_card_centre(table, card))
        click(app, trick_card_centre(table, card))
        assert table.notice.text == words(table, "follow_suit.wrong")
        assert len(table.match.moves) == moves
    click(app, trick_card_centre(table, "7D"))
    click(app, trick_card_centre(table, "7D"))
    assert table.match.moves[-1] == "7D"
    run(app, 0.5)
    assert guide.step.name != "follow_suit"


def test_tricks_points_at_something_on_every_step_and_closes_with_its_words(app):
    table = lesson_table(app, "quinto_tricks")
    through_every_step(app, table)
    assert table.lesson.closed
    assert table.lesson.caption_text() == words(table, "closing")
