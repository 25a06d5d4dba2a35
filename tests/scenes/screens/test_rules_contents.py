"""The rules screen: a table of contents whose entries jump to their sections, and opening on the game in play,
with real events."""
import pygame
import pytest

from game import GAMES
from parlour.match import Match
from parlour.saves import write_autosave
from scenes.kit import draw
from scenes.screens.rules import PAGE, RulesScene, rules_text
from scenes.screens.title import TitleScene

from ..conftest import click, open_table


def headings(game_id, language) -> list:
    """The section headings of a game's rules file."""
    return [line[3:].strip() for line in rules_text(game_id, language).splitlines() if line.startswith("## ")]


def drawn_at(app, monkeypatch) -> dict:
    """Every text drawn on the page of rules by the top scene, with where it was drawn."""
    shown = {}
    original = draw.text
    monkeypatch.setattr(draw, "text", lambda surface, string, size, colour, pos, *rest, **named: (
        PAGE.collidepoint(pos) and shown.__setitem__(str(string), pos),
        original(surface, string, size, colour, pos, *rest, **named))[1])
    app.top.draw(pygame.Surface((1280, 720)))
    return shown


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", list(GAMES))
def test_each_entry_of_the_contents_jumps_to_its_section(app, monkeypatch, language, game_id):
    app.language = language
    app.push(RulesScene(app, game_id))
    app.frame(0.016)
    sections = headings(game_id, language)
    assert len(sections) >= 3
    entries = {button.text(): button for button in app.top.buttons if button.text() in sections}
    assert list(entries) == sections, "every section is listed, in order"
    for heading in sections[1:]:
        click(app, entries[heading].rect.center)
        shown = drawn_at(app, monkeypatch)
        at_end = app.top.scroller.offset == app.top.max_scroll()
        assert PAGE.top <= shown[heading][1] < PAGE.top + (PAGE.height if at_end else 80), heading


def test_the_rules_open_on_the_game_in_play(app):
    table = open_table(app, "quartino", ["human", "easy"], 3)
    click(app, next(b for b in table.buttons if b.text() == "Rules").rect.center)
    assert isinstance(app.top, RulesScene) and app.top.game_id == "quartino"


def test_the_rules_from_the_title_open_on_the_game_last_played(app):
    write_autosave(app.storage, Match("quinto_tricks", ["human", "easy", "easy", "easy"], 3), saved_at=1e9)
    app.reset(TitleScene(app))
    app.frame(0.016)
    click(app, next(b for b in app.top.buttons if b.text() == "Rules").rect.center)
    assert isinstance(app.top, RulesScene) and app.top.game_id == "quinto_tricks"
    assert [game for game, tab in app.top.tabs.items() if tab.selected] == ["quinto_tricks"]
    assert len(app.top.tabs) == len(GAMES), "the other games are a tab away"
