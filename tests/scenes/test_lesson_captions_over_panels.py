"""A lesson's caption stays in sight when a round's or a hand's panel opens over the table (13's round end, the
Victorian game's hand end with its cachette): the panel keeps clear of it, and its words are drawn over the dim."""
import pytest

from scenes.kit import theme
from scenes.screens.lesson import caption
from scenes.table import ResultPanel

from .conftest import click
from .support.drawn_text import record_texts
from .test_lessons import open_lesson, play_taught_move


def first_panel(app, table):
    """Play the lesson by clicks until a panel opens over its table."""
    for _ in range(4000):
        if isinstance(app.top, ResultPanel):
            return app.top
        guide = table.lesson
        if not table.flights.busy() and not table.pending:
            if guide.learners_turn():
                play_taught_move(app, table)
            elif guide.can_go_on():
                click(app, guide.next_button.rect.center)
        app.frame(0.05)
    raise AssertionError("no panel opened during the lesson")


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", ["thirteen", "quinto_tricks"])
def test_the_caption_stays_in_sight_over_a_round_panel(app, monkeypatch, game_id, language):
    app.language = language
    table = open_lesson(app, game_id)
    panel = first_panel(app, table)
    assert not panel.buttons[0].rect.colliderect(caption.PANEL)
    shown = record_texts(monkeypatch)
    app.draw()
    panel_texts = [rect for text, rect in shown if text in (panel.title, panel.subtitle)]
    assert panel_texts and not any(rect.colliderect(caption.PANEL) for rect in panel_texts)
    _, lines = caption.fitted(table.lesson.caption_text())
    drawn = [(text, rect) for text, rect in shown if text in lines][-len(lines):]
    assert [text for text, _ in drawn] == lines, "every line of the caption is drawn"
    assert all(caption.PANEL.contains(rect) for _, rect in drawn)
    surface = app.window.canvas.surface
    scale = surface.get_width() / 1280
    spot = (int((caption.PANEL.right - 8) * scale), int(caption.PANEL.centery * scale))
    assert tuple(surface.get_at(spot))[:3] == theme.PAPER[:3], "the caption's paper is not dimmed or covered"
