"""The Victorian game's title fits where games are listed: on the rules' tabs and the lesson chooser it is
drawn whole (no "…") at the size of its siblings, from the catalogue's short title, in both languages."""
import pygame
import pytest

from game import GAMES
from scenes.kit.i18n import game_name
from scenes.screens.lesson import LessonChooser
from scenes.screens.rules import RulesScene

from ..support.drawn_text import record_texts


def drawn_on(app, monkeypatch, scene) -> list:
    """(text, rect) of every line the scene's first frame draws."""
    drawn = record_texts(monkeypatch)
    app.push(scene)
    app.frame(0.016)
    return drawn


@pytest.mark.parametrize("language", ["en", "fr"])
def test_rules_tabs_show_every_game_whole(app, monkeypatch, language):
    app.language = language
    scene = RulesScene(app)
    drawn = drawn_on(app, monkeypatch, scene)
    tabs = [(text, rect) for text, rect in drawn if any(tab.rect.contains(rect) for tab in scene.tabs.values())]
    assert len(tabs) == len(GAMES), tabs
    assert not [text for text, _ in tabs if text.endswith("…")], tabs
    assert len({rect.height for _, rect in tabs}) == 1, tabs


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_lesson_chooser_shows_every_game_whole_at_one_size(app, monkeypatch, language):
    app.language = language
    scene = LessonChooser(app)
    drawn = drawn_on(app, monkeypatch, scene)
    labels = [(text, rect) for text, rect in drawn
              if any(pygame.Rect(b.rect).contains(rect) for b in scene.buttons[:-1])]
    assert not [text for text, _ in labels if text.endswith("…")], labels
    assert len({rect.height for _, rect in labels}) == 1, labels
    assert any("Angelo Lewis" in text for text, _ in labels), "the chooser names the Victorian game's author"
    assert game_name(language, "quinto_tricks") not in [text for text, _ in labels]
