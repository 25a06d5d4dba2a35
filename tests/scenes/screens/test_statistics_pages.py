"""Each game has its own statistics page, opened by its tab with a click: its games and wins, the best and the
average as its players count them (13: fewest penalty points), the win rate against each opponent, the last ten
results on chips and a chart of the kept ones; a game never played says so."""
import pygame
import pytest

from parlour.stats import FRIENDS, record_result
from scenes.screens.stats import StatsScene

from ..conftest import click, save_shot
from ..support.drawn_text import record_texts

RESULTS = [("easy", True, -30), ("easy", False, -55), ("hard", False, -61), (FRIENDS, True, -25)] * 3


def stats_page(app, monkeypatch, tab_text):
    """The statistics opened, the tab named tab_text clicked; the texts its page draws."""
    for i, (level, won, score) in enumerate(RESULTS):
        record_result(app.storage, "thirteen", level, won, score, when=1000 + i)
    scene = StatsScene(app)
    app.push(scene)
    app.frame(0.016)
    tab = next(button for button in scene.buttons if button.text() == tab_text)
    click(app, tab.rect.center)
    drawn = record_texts(monkeypatch)
    app.redraw()
    app.frame(0.016)
    monkeypatch.undo()
    return scene, [text for text, _ in drawn]


def test_thirteens_page_reads_its_figures_as_penalty_points(app, monkeypatch):
    scene, texts = stats_page(app, monkeypatch, "13")
    assert scene.tab == "thirteen"
    assert "Fewest penalty points" in texts and texts[texts.index("Fewest penalty points") - 1] == "25"
    assert "Average penalty points" in texts and "43" in texts  # (30 + 55 + 61 + 25) × 3 / 12 = 42.75
    assert "12" in texts and "6 (50%)" in texts
    for level, rate in (("AI · easy", "50%"), ("AI · hard", "0%"), ("friends", "100%")):
        row = texts.index(level)
        assert texts[row + 3] == rate, (level, texts[row:row + 4])
    chips = texts[texts.index("Last ten results, newest at the right") + 1:]
    outcomes = [text for text in chips if text in ("won", "lost")]
    assert chips[:4] == ["61", "lost", "25", "won"] and outcomes.count("won") == 5 and len(outcomes) == 10
    save_shot(pygame.display.get_surface(), "build/shots/stats/thirteen_page.png")


def test_the_chart_marks_each_kept_game_won_in_gold(app, monkeypatch):
    scene, texts = stats_page(app, monkeypatch, "13")
    assert "Penalty points of the last 12 games (fewer stand higher)" in texts
    gold = sum(1 for x in range(630, 1100, 2) for y in range(240, 440, 2)
               if app.screen.get_at((x, y))[:3] == (216, 178, 90))
    assert gold > 20, "the won games' points are drawn in gold"


@pytest.mark.parametrize("language, words", [("en", "No game of Quartino finished yet."),
                                             ("fr", "Aucune partie de Quartino terminée pour l’instant.")])
def test_a_game_never_played_says_so(app, monkeypatch, language, words):
    app.language = language
    _, texts = stats_page(app, monkeypatch, "Quartino")
    assert words in texts
