"""The game-over panels tell what happened (point cards and completed rows, the cards taken and the majorities,
the cards completed, the quints and cachettes), checked against the final state and the engine's own scores;
and a finished table reopens its panel after Replay → Back, with real clicks."""
import re

import pytest

from game.quinto_tricks.seating import HANDS
from game.thirteen.rules import rounds_for
from parlour.history import all_params
from scenes.quartino.words import card_name
from scenes.quinto_tricks.words import quint_name
from scenes.screens.replay import ReplayScene
from scenes.table import ResultPanel
from scenes.thirteen.words import penalty

from ..conftest import click, run
from ..support.played_tables import final_panel

POINT_WORD = {"red": "red", "yellow": "yellow", "blue": "blue"}


def column(panel, name):
    """The index of the column headed name in panel."""
    return panel.header.index(name)


def test_quinto_names_each_point_card_won_and_the_rows_completed(app):
    table, panel = final_panel(app, "quinto", 3)
    won_at, done_at = column(panel, "Point cards"), column(panel, "Rows completed")
    completed = [0] * 3
    for state in table.match.history:
        for event in state.events:
            if event.kind == "round_dealt":
                completed = [0] * 3
            elif event.kind == "row_completed":
                completed[event.params["seat"]] += 1
    for seat, row in enumerate(panel.rows):
        won = table.state.won[seat]
        for colour, value in won:
            assert f"{POINT_WORD[colour]} {value}" in row[won_at], "each point card won is named"
        assert (row[won_at] == "—") == (not won)
        count = completed[seat]
        assert row[done_at] == "—" if not count else row[done_at].startswith(f"{count}: row")
    assert any(row[done_at] != "—" for row in panel.rows)


@pytest.mark.parametrize("language, card, majority",
                         [("en", "card", "majority: 0"), ("fr", "carte", "majorité\u00a0: 0")])
def test_thirteen_shows_what_each_colours_cards_cost_the_majorities_and_every_round(app, language, card, majority):
    table, panel = final_panel(app, "thirteen", 3, language)
    taken = table.state.last_round
    for colour_index, colour in enumerate("BYG"):
        counts = [sum(1 for card in cards if card[0] == colour) for cards in taken]
        sole = [p for p, n in enumerate(counts) if n == max(counts) and n] if counts.count(max(counts)) == 1 else []
        for seat, count in enumerate(counts):
            cell = panel.rows[seat][1 + colour_index]
            if not count:
                assert cell == "—"
                continue
            assert cell.startswith(f"{count} {card}"), "the cards counted, not their values listed"
            assert "→" not in cell
            if seat in sole:
                assert cell.endswith(majority), "the sole majority costs nothing, and says so"
            else:
                assert cell.endswith(penalty(count)), "each card costs one"
    for seat, cards in enumerate(taken):
        rotten = sum(1 for c in cards if c == "R4")
        assert panel.rows[seat][4] == "—" if not rotten else panel.rows[seat][4].endswith(penalty(2 * rotten))
    for row in panel.rows:
        assert len(row[5].split(" · ")) == rounds_for(3), "every round's score is there"
    assert language != "fr" or "cartes prises à la manche" in panel.subtitle


def test_quartino_lists_the_cards_each_player_completed(app):
    table, panel = final_panel(app, "quartino", 3)
    for seat, row in enumerate(panel.rows):
        lines = row[1].split("\n")
        done = table.state.completed[seat]
        assert lines[0] == f"{len(done)} / 4"
        assert lines[1:] == [card_name(table.words, card) for card in done]


def quint_points(cell):
    """The points of the quints a cell names ("five of hearts 20 (2 times) · the Joker 25" is 65)."""
    found = re.findall(r"\u00a0(\d+)(?:\u00a0\((\d+)\u00a0\w+\))?(?: · |$)", cell)
    return sum(int(points) * int(count or 1) for points, count in found)


def test_the_victorian_panel_names_each_sides_quints_and_cachettes(app):
    table, panel = final_panel(app, "quinto_tricks", HANDS, seed=5)
    quints_at, cachettes_at = column(panel, "Quints"), column(panel, "Cachettes")
    scored = all_params(table.match.history, "hand_scored")
    for side, row in enumerate(panel.rows):
        assert quint_points(row[quints_at]) == sum(h["quints"][side] for h in scored), \
            "the quints named add up to the engine's quint points"
    cachettes = sum(len(row[cachettes_at].split("\n")) for row in panel.rows if row[cachettes_at] != "—")
    assert cachettes == sum(1 for h in scored if h["complete"]), "every cachette taken is listed once"
    names = [quint_name(table.words, kind, suit) for kind, suit in (("five", "H"), ("joker", ""))]
    assert any(name in cell for name in names for cell in (panel.rows[0][quints_at], panel.rows[1][quints_at]))


def test_the_three_player_victorian_panel_credits_each_player_his_sides_quints(app):
    from game.quinto_tricks.seating import sides

    table, panel = final_panel(app, "quinto_tricks", 3, seed=5)
    scored = all_params(table.match.history, "hand_scored")
    for seat, row in enumerate(panel.rows):
        own = [h["quints"][sides(3, h["dealer"])[seat]] for h in scored]
        assert quint_points(row[column(panel, "Quints")]) == sum(own), "his side's quints in each hand"
        assert row[column(panel, "Hands")].split(" · ") == [str(h["points"][sides(3, h["dealer"])[seat]])
                                                            for h in scored]


def test_a_finished_table_reopens_its_panel_after_replay_and_back(app):
    table, panel = final_panel(app, "thirteen", 3)
    title = panel.subtitle
    replay = next(b for b in panel.buttons if b.text() == "Replay")
    click(app, replay.rect.center)
    assert isinstance(app.top, ReplayScene)
    back = app.top.buttons[-1]
    click(app, back.rect.center)
    assert app.top is table
    results = next(b for b in table.buttons if b.text() == "Results")
    assert results.shown() and results.is_enabled()
    hint = next(b for b in table.buttons if b.text() == "Hint")
    assert not hint.shown(), "the Results button takes the finished table's Hint place"
    click(app, results.rect.center)
    run(app, 0.1)
    assert isinstance(app.top, ResultPanel) and app.top.subtitle == title
