"""13 shows penalty points as the rulebook counts them, positive, fewest wins, on every screen and in both
languages: the table's standings, the round and game panels, the log, and the statistics."""
import pytest

from parlour.stats import record_result
from scenes.screens.stats import StatsScene
from scenes.table import TableScene

from ..support.drawn_text import record_texts
from ..support.played_tables import final_panel


def drawn_texts(app, monkeypatch, scene) -> list:
    """Every text drawn while scene is drawn afresh."""
    with monkeypatch.context() as patch:
        shown = record_texts(patch)
        if isinstance(scene, TableScene):
            scene.picture.drawn_key = None  # a table reuses its last frame while nothing changed
        scene.draw(app.screen)
    return [text for text, _ in shown]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_13_figure_is_a_positive_penalty_and_the_fewest_win(app, monkeypatch, language):
    table, panel = final_panel(app, "thirteen", 3, language)
    totals = table.state.totals
    assert min(totals) > 0
    winners = table.state.outcome().winners
    assert all(totals[w] == min(totals) for w in winners)
    total_at = len(panel.header) - 1
    assert [row[total_at] for row in panel.rows] == [str(t) for t in totals], "the game panel's totals"
    for row in panel.rows:
        assert not any("−" in cell or cell.lstrip().startswith("-") for cell in row[1:]), row
    assert {panel.rows[w][total_at] for w in winners} == {str(min(totals))}, "the lit winner has the fewest"
    shown = drawn_texts(app, monkeypatch, table)
    for total in totals:
        assert str(total) in shown, "the standings show each total as a positive figure"
    assert not [text for text in shown if text.startswith("−")]
    assert not [text for text in table.log.lines if "−" in text], "the log reads positive penalties too"
    assert app.t("thirteen.ui.penalties") in shown


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_statistics_show_13s_best_as_its_fewest_penalty_points(app, monkeypatch, language):
    app.language = language
    for won, score in ((True, -12), (False, -30)):
        record_result(app.storage, "thirteen", "hard", won, score)
    stats = StatsScene(app)
    app.push(stats)
    shown = drawn_texts(app, monkeypatch, stats)
    assert "12" in shown and "−12" not in shown and "-12" not in shown
