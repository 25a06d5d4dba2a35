"""Quartino's turn panel after a claim: the pawn to place is the claim's, so the panel says so instead of
the situations' line of the turn's start ("Four colours + column: +2"), in both languages."""
import random

import pytest

from game.quartino.moves import CLAIM
from parlour.match import Match
from scenes.quartino import layout
from scenes.tables import table_for

from .conftest import instant_ai
from .support.drawn_text import record_texts

SITUATIONS = {"en": ": +", "fr": " : +"}
CLAIM_LINE = {"en": "Card completed: +1 placement", "fr": "Carte réalisée\u00a0: +1 pion à poser"}


def claimed_in_a_turn_with_situations() -> Match:
    """A match where seat 0 (human) has just claimed a card in a turn that began with situations."""
    for seed in range(300):
        match = Match("quartino", ["human", "easy", "easy"], seed, {"first_player": 0})
        rng = random.Random(seed)
        for _ in range(120):
            state = match.state
            if state.current_player is None:
                break
            claims = [m for m in state.legal_moves() if m.kind == CLAIM]
            if claims and state.current_player == 0 and state.fired:
                match.play(claims[0])
                if match.state.current_player == 0 and match.state.placing:
                    return match
                break
            match.play(rng.choice(state.legal_moves()))
    raise AssertionError("no seed gave a claim in a turn with situations")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_after_a_claim_the_turn_panel_says_the_claim_gave_the_pawn(app, monkeypatch, language):
    app.language = language
    instant_ai(app, "off")
    table = table_for(app, claimed_in_a_turn_with_situations())
    drawn = record_texts(monkeypatch)
    app.push(table)
    app.frame(0.016)
    panel = [text for text, rect in drawn if layout.TURN_PANEL.contains(rect)]
    assert CLAIM_LINE[language] in panel, panel
    assert not [line for line in panel if SITUATIONS[language] in line and line != CLAIM_LINE[language]], panel
