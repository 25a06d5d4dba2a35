"""Sackson's Quinto says why a score is negative: an unfinished row counts its head card against its owner,
and the match's box (under the rules) says so while an open row makes a score negative, in both languages."""
import random

import pytest

from game.quinto.scoring import breakdown
from parlour.match import Match
from parlour.words import catalogue
from scenes.quinto import layout
from scenes.tables import table_for

from ..conftest import instant_ai
from ..support.drawn_text import record_texts


def own_row_open() -> Match:
    """A match, seat 0 (human) to move, where seat 0 has an unfinished row that counts against it."""
    for seed in range(50):
        match = Match("quinto", ["human", "easy"], seed)
        rng = random.Random(seed)
        for _ in range(200):
            state = match.state
            if state.current_player is None:
                break
            if state.current_player == 0 and not state.pending and state.round_scores()[0] < 0 and state.turn:
                return match
            match.play(rng.choice(state.legal_moves()))
    raise AssertionError("no seed gave seat 0 an open row against it")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_negative_score_says_open_rows_count_against_it(app, monkeypatch, language):
    app.language = language
    instant_ai(app, "off")
    match = own_row_open()
    state = match.state
    rows = sum(line[-1] for line in breakdown(state.rules, state.round_record())[0] if line[0] == "row")
    table = table_for(app, match)
    drawn = record_texts(monkeypatch)
    app.push(table)
    app.frame(0.016)
    said = " ".join(text for text, rect in drawn if layout.MATCH_RECT.contains(rect))
    assert rows < 0
    assert catalogue(language).say("quinto.ui.open_rows") in said, said
