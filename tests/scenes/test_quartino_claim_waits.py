"""Quartino's status line says why Quartino! is grey while a card of yours shows on the wheel: a pawn is
still to place (the engine's refusal code, worded by the catalogue in each language)."""
import random

import pytest

from game.quartino.wheel import claims_on
from parlour.match import Match
from scenes.tables import table_for

from .conftest import instant_ai
from .support.drawn_text import record_texts

WAITS = {"en": "Your turn: your card is on the wheel: place your pawn first",
         "fr": "À vous\u00a0: votre carte est sur le plateau\u00a0: posez d'abord votre pion"}


def card_on_wheel_with_a_pawn_to_place() -> Match:
    """A match where seat 0 (human) is to move, one of its cards shows on the wheel and one pawn is owed."""
    for seed in range(200):
        match = Match("quartino", ["human", "easy", "easy"], seed, {"first_player": 0})
        rng = random.Random(seed)
        for _ in range(60):
            state = match.state
            if state.current_player is None:
                break
            if (state.current_player == 0 and state.placing and state.placements_left == 1
                    and claims_on(state.board, state.hands[0])):
                return match
            match.play(rng.choice(state.legal_moves()))
    raise AssertionError("no seed gave a card on the wheel with a pawn still to place")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_grey_quartino_says_place_your_pawn_first(app, monkeypatch, language):
    app.language = language
    instant_ai(app, "off")
    table = table_for(app, card_on_wheel_with_a_pawn_to_place())
    drawn = record_texts(monkeypatch)
    app.push(table)
    app.frame(0.016)
    assert not table.claim_button.enabled()
    lines = [text for text, _ in drawn]
    assert WAITS[language] in lines, [line for line in lines if ":" in line]
