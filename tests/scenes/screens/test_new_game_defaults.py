"""Each game opens at its own usual player count (never the count left by another game), unless the player set
that game before; Quartino's situations start off, as their explanation advises; the 13 lesson's colour count
never reaches a real game the player did not ask for. All with real clicks, the words from the catalogues."""
import re

import pytest

from scenes.screens.new_game import NewGameScene
from scenes.screens.title import TitleScene

from ..conftest import click
from ..support.drawn_text import record_texts
from ..support.lessons import open_lesson, walk


def game_button(scene, app, game_id):
    """The game button of scene whose label is app's name for game_id."""
    return next(b for b in scene.game_buttons if b.text() == app.t(f"menus.game.{game_id}"))


def minus(scene):
    """The − button of scene (one player fewer)."""
    return next(b for b in scene.buttons if b.text() == "−")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_each_game_opens_at_its_usual_count_unless_the_player_set_it(app, language):
    app.language = language
    app.reset(TitleScene(app))
    screen = NewGameScene(app, "thirteen")
    app.push(screen)
    app.frame(0.016)
    click(app, minus(screen).rect.center)
    assert screen.players == 3
    click(app, game_button(screen, app, "quinto_tricks").rect.center)
    assert screen.players == 4, "the Victorian game opens at four, not at the three left by 13"
    drawn = app.t("menus.game.quinto_tricks")
    assert game_button(screen, app, "quinto_tricks").selected and drawn
    click(app, game_button(screen, app, "thirteen").rect.center)
    click(app, minus(screen).rect.center)
    click(app, screen.buttons[-1].rect.center)  # Deal: 13 at three is this player's set-up from now on
    app.reset(TitleScene(app))
    again = NewGameScene(app, "quinto")
    app.push(again)
    app.frame(0.016)
    assert again.players == 4
    click(app, game_button(again, app, "thirteen").rect.center)
    assert again.players == 3, "a game the player set before comes back as set"
    click(app, game_button(again, app, "quinto_tricks").rect.center)
    assert again.players == 4


@pytest.mark.parametrize("language", ["en", "fr"])
def test_quartino_situations_start_off_as_their_explanation_advises(app, language):
    app.language = language
    screen = NewGameScene(app, "quartino")
    app.push(screen)
    app.frame(0.016)
    shown = [cycle.text() for cycle in screen.option_cycles]
    situations = app.t("quartino.option.situations")
    line = next(text for text in shown if text.startswith(situations))
    assert line == app.t("label_value", label=situations, value=app.t("off"))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_13_lesson_shows_the_taken_cards_as_a_real_game_does(app, monkeypatch, language):
    app.language = language
    table = open_lesson(app, "thirteen")
    walk(app, table, lambda guide: guide.step.name == "blaise_rotten")  # the learner's take is on the table
    table.picture.drawn_key = None
    letters = "".join(app.t(f"reading.thirteen.letter.{c}") for c in "BYGR")
    colour_count = re.compile(rf"^([{letters}]\d+ ?)+$")
    shown = drawn_texts(app, monkeypatch)
    assert any(app.t("thirteen.ui.taken", count=len(cards)) in shown for cards in table.state.taken if cards)
    assert not [text for text in shown if colour_count.match(text)], "no colour count a real game would hide"
    assert app.settings["assist13"] is False and table.match.options["assist"] is False


def drawn_texts(app, monkeypatch) -> list:
    """Every text drawn in one frame."""
    shown = record_texts(monkeypatch)
    app.draw()
    return [text for text, _ in shown]


def test_ai_levels_chosen_for_one_game_stay_with_it(app):
    screen = NewGameScene(app, "thirteen")
    app.push(screen)
    app.frame(0.016)
    second = screen.seat_rows.choosers[1]
    click(app, (second.rect.right - 8, second.rect.centery))
    assert screen.seats[1] == "expert"
    click(app, game_button(screen, app, "quinto").rect.center)
    assert screen.seats[1] == "medium", "a game never set before opens with its own default levels"
    click(app, game_button(screen, app, "thirteen").rect.center)
    assert screen.seats[1] == "expert", "back on 13, the level chosen for it"
