"""Sackson's Quinto offers only what the engine allows: with nothing to play (a hand of bridges before any
row), Pass is offered alone, with no End turn beside it, in both languages."""
import dataclasses

import pytest

from game.quinto.moves import PASS
from parlour.match import Match
from parlour.words import catalogue

from ..conftest import drawn_table


def nothing_to_play() -> Match:
    """A match where seat 0 (human) is to move holding only bridges, which cannot open a row (past the first
    turn, so no first draw's panel lies over the table)."""
    dealt = Match("quinto", ["human", "easy"], 1).state
    start = dataclasses.replace(dealt, current_player=0, turn=1, hands=(("bridge",) * 5,) + dealt.hands[1:])
    assert start.legal_moves() == [PASS]
    return Match("quinto", ["human", "easy"], 1, start=start)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_only_pass_is_offered_when_only_passing_is_possible(app, monkeypatch, language):
    app.language = language
    table, drawn = drawn_table(app, nothing_to_play(), monkeypatch)
    words = catalogue(language)
    lines = [text for text, _ in drawn]
    assert words.say("quinto.ui.pass") in lines
    assert words.say("quinto.ui.end_turn") not in lines

