"""The statistics screen as drawn, in both languages: no name runs into its neighbour (the Victorian game's long
title beside "AI · medium"), a totals row adds up every game, and Reset asks before it clears the figures."""
import pygame
import pytest

from game import GAMES
from parlour.stats import all_stats, record_result
from scenes.screens.ask_confirm import AskConfirm
from scenes.screens.stats import StatsScene

from ...drivers import native
from ...drivers.gestures import drag
from ..conftest import click, key
from ..support.drawn_text import record_texts

RESULTS = [("quinto_tricks", "medium", True, 120), ("quinto_tricks", "medium", False, 80),
           ("thirteen", "hard", True, -12), ("quartino", "easy", False, 1), ("quinto", "hot-seat", True, 240)]


def drawn(app, monkeypatch) -> list:
    """(text, rect) of every text drawn in one frame."""
    shown = record_texts(monkeypatch)
    app.draw()
    return shown


def stats_screen(app, language):
    """The statistics screen in language after the RESULTS are recorded, pushed and drawn once."""
    app.language = language
    for game_id, level, won, score in RESULTS:
        record_result(app.storage, game_id, level, won, score)
    app.push(StatsScene(app))
    app.frame(0.016)
    return app.top


@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_text_on_the_statistics_runs_into_another(app, monkeypatch, language):
    stats_screen(app, language)
    texts = [(s, r) for s, r in drawn(app, monkeypatch) if s.strip() and 110 < r.y < 620]
    victorian = app.t("menus.game.quinto_tricks")
    assert any(victorian.startswith(s) for s, _ in texts), "the Victorian game is listed"
    clashes = [(a, b) for i, (a, ra) in enumerate(texts) for b, rb in texts[i + 1:] if ra.colliderect(rb)]
    assert not clashes, clashes


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_totals_add_up_every_game(app, monkeypatch, language):
    stats_screen(app, language)
    texts = drawn(app, monkeypatch)
    label = next(r for s, r in texts if s == app.t("stats.all_games"))
    row = [s for s, r in texts if abs(r.y - label.y) < 4 and s != app.t("stats.all_games")]
    assert str(len(RESULTS)) in row, "games played over all games"
    won = sum(1 for *_, w, _ in RESULTS if w)
    assert any(s.startswith(f"{won} (") for s in row), "games won over all games"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_reset_asks_first_and_then_clears_every_figure(app, monkeypatch, language):
    stats = stats_screen(app, language)
    reset = next(b for b in stats.buttons if b.text() == app.t("stats.reset"))
    click(app, reset.rect.center)
    assert isinstance(app.top, AskConfirm)
    key(app, pygame.K_ESCAPE)
    assert app.top is stats and len(all_stats(app.storage)) == 4, "Escape keeps the figures"
    click(app, reset.rect.center)
    yes = next(b for b in app.top.buttons if b.text() == app.t("stats.reset_yes"))
    click(app, yes.rect.center)
    assert app.top is stats and all_stats(app.storage) == {}
    texts = [s for s, _ in drawn(app, monkeypatch)]
    assert app.t("st_none") in texts and not reset.is_enabled()
    assert not any(app.t(f"menus.game.{g}") in texts for g in GAMES)


def every_line_recorded(app) -> None:
    """A player who has played every game against every AI level and with friends: more lines than fit."""
    for game_id in GAMES:
        for level in ("hard", "hot-seat", "easy", "medium"):
            record_result(app.storage, game_id, level, True, 10)


def rows_in_view(app, monkeypatch) -> list:
    """(game, against) of each row drawn whole between the column heads and the totals, top to bottom."""
    texts = drawn(app, monkeypatch)
    heads = next(r for s, r in texts if s == app.t("st_against"))
    totals = next(r for s, r in texts if s == app.t("stats.all_games"))
    names = {app.t(f"menus.game.{g}"): g for g in GAMES}
    levels = {app.t("ai_easy"), app.t("ai_medium"), app.t("ai_hard"), app.t("hotseat")}
    whole = [(s, r) for s, r in texts if heads.bottom <= r.top and r.bottom <= totals.top]
    rows = []
    for level, rect in sorted(((s, r) for s, r in whole if s in levels), key=lambda item: item[1].y):
        name = next(s for s, r in whole if abs(r.y - rect.y) < 4 and r.x < rect.x)
        rows.append((next(g for n, g in names.items() if n.startswith(name)), level))
    return rows


def totals_place(app, monkeypatch):
    """Where the totals' label is drawn."""
    return next(r for s, r in drawn(app, monkeypatch) if s == app.t("stats.all_games"))


def test_more_lines_than_fit_scroll_by_wheel_keys_and_finger_and_read_in_order(app, monkeypatch):
    every_line_recorded(app)
    app.push(StatsScene(app))
    app.frame(0.016)
    first = rows_in_view(app, monkeypatch)
    at_first = totals_place(app, monkeypatch)
    order = list(GAMES)
    levels = [app.t("ai_easy"), app.t("ai_medium"), app.t("ai_hard"), app.t("hotseat")]
    assert first[:4] == [(order[0], level) for level in levels], "the first game, from the easiest AI to friends"
    assert len(first) < 4 * len(GAMES), "this many lines do not all fit"
    assert (order[-1], app.t("hotseat")) not in first

    for _ in range(10):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0,
                                             precise_y=-1.0, which=0, touch=False))
    app.frame(0.016)
    last = rows_in_view(app, monkeypatch)
    assert last[-1] == (order[-1], app.t("hotseat")), "the wheel brings the last line into view"
    assert (order[0], app.t("ai_easy")) not in last

    key(app, pygame.K_PAGEUP)
    key(app, pygame.K_PAGEUP)
    assert rows_in_view(app, monkeypatch) == first, "Page Up goes back to the top"

    table = app.top
    native.perform(app, drag((640, 560), (640, 160)), touch=True)
    dragged = rows_in_view(app, monkeypatch)
    assert dragged != first and dragged[-1][0] != order[0], "a finger drags the rows up"
    assert app.top is table
    assert totals_place(app, monkeypatch) == at_first, "the totals stay under the rows however they scroll"
