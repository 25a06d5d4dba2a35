"""The Victorian game's hand panel adds up: each side's tricks (the cachette counted as the extra trick it
is), quints and any dummy bonus make its hand total, and a quint counted twice reads "(2 times)", never the
"×2" that means a double, in both languages."""
import re

import pytest

from parlour.words import catalogue
from scenes.quinto_tricks.summary import quints_cell
from scenes.table import ResultPanel

from ..conftest import click, open_table


def first_hand_panel(app, players, seed):
    """The panel at the end of the first hand of an all-AI game."""
    open_table(app, "quinto_tricks", ["easy"] * players, seed, animation="off")
    for _ in range(6000):
        if isinstance(app.top, ResultPanel):
            return app.top
        app.frame(0.05)
    raise AssertionError("the first hand never ended")


def figures(cell) -> list:
    """The numbers a cell shows."""
    return [int(n) for n in re.findall(r"-?\d+", cell.replace("\u2212", "-"))]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("players, seed", [(4, 3), (4, 8), (3, 5)])
def test_each_side_s_lines_add_up_to_its_hand(app, language, players, seed):
    app.language = language
    panel = first_hand_panel(app, players, seed)
    hand = panel.header.index(catalogue(language).say("quinto_tricks.ui.col_hand"))
    cachette = catalogue(language).say("quinto_tricks.ui.cachette_word")
    for row in panel.rows:
        parts = [figures(cell)[0] for cell in row[1:hand]]
        assert sum(parts) == figures(row[hand])[0], (panel.header, row)
    assert sum(cachette in cell for row in panel.rows for cell in row[1:hand]) == 1, panel.rows
    click(app, panel.buttons[0].rect.center)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_quint_counted_twice_is_not_written_as_a_double(language):
    words = catalogue(language)
    cell = quints_cell(words, [("five", "H", 20), ("five", "H", 20)])
    assert "×" not in cell
    assert words.say("quinto_tricks.ui.times", count=2) in cell.replace("\u00a0", " ")
