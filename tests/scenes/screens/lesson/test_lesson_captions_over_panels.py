"""A lesson's caption stays in sight when a round's or a hand's panel opens over the table (13's round end, the
Victorian game's hand end with its cachette): the panel keeps clear of it, and its words are drawn over the dim."""
import pygame
import pytest

from game.quinto_tricks.deck import SUITS
from parlour.lessons import load_lesson
from parlour.words import catalogue
from scenes.kit import theme
from scenes.screens.lesson import caption
from scenes.table import ResultPanel

from ...conftest import click, key
from ...support.drawn_text import record_texts
from ...support.lessons import open_lesson, play_taught_move, walk


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


UNBEATABLE = {"en": "nothing can beat", "fr": "rien ne peut le battre"}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_victorian_lesson_calls_a_lead_unbeatable_only_in_the_highest_suit(language):
    """A higher suit played by a player who cannot follow takes the trick (RULES.md), so only a lead in the
    highest suit (hearts, SUITS[0]) may be called unbeatable."""
    lesson = load_lesson("quinto_tricks")
    words = catalogue(language)
    claims = [step.move for i, step in enumerate(lesson.steps)
              if step.name and UNBEATABLE[language] in words.say(lesson.caption_key(i), p0="", p1="", p2="", p3="")]
    assert claims, "the ace of hearts is still taught as unbeatable"
    assert all(move[-1] == SUITS[0] for move in claims), claims


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_scripted_move_is_told_only_once_it_has_landed(app, language):
    """13's step 7 tells Blaise's move: until his card has been played and has landed, the caption says he is
    playing, never what his move did."""
    app.language = language
    app.settings.set("animation", "normal")
    table = open_lesson(app, "thirteen")
    walk(app, table, lambda guide: guide.step.name == "take")
    play_taught_move(app, table)
    guide, seen = table.lesson, []
    for _ in range(400):
        if guide.step is not None and guide.step.name == "blaise_rotten":
            landed = guide.played() and not table.flights.busy()
            seen.append((landed, guide.caption_text()))
            if landed:
                break
        app.frame(0.05)
    told = guide.say(guide.lesson.caption_key(guide.index))
    watching = app.t("lesson.watch", name=table.wording.name(1))
    assert [text for landed, text in seen if not landed], "the move was seen coming"
    assert all(text == watching for landed, text in seen if not landed), "told before it was played"
    assert seen[-1] == (True, told)


def test_next_waits_until_a_scripted_move_has_landed(app):
    """13's step 7 while Blaise's card is still flying: Next is greyed, a click on it stays on the step, and once
    the card has landed Next is lit and Enter goes on."""
    app.settings.set("animation", "normal")
    table = open_lesson(app, "thirteen")
    walk(app, table, lambda guide: guide.step.name == "take")
    play_taught_move(app, table)
    guide, clicked_in_flight = table.lesson, 0
    for _ in range(400):
        if guide.step is not None and guide.step.name == "blaise_rotten":
            if guide.played() and not table.flights.busy():
                break
            if guide.played():
                index = guide.index
                assert not guide.next_button.is_enabled(), "Next while the move is still flying"
                click(app, guide.next_button.rect.center)
                assert guide.index == index
                clicked_in_flight += 1
        app.frame(0.05)
    assert clicked_in_flight, "the move was seen flying"
    index = guide.index
    app.frame(0.05)
    assert guide.next_button.is_enabled()
    key(app, pygame.K_RETURN)
    assert guide.index > index
