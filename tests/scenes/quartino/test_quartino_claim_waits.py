"""Quartino's status line says why Quartino! is grey while a card of yours shows on the wheel: a pawn is
still to place (the engine's refusal code, worded by the catalogue in each language)."""
import pytest

from game.quartino.wheel import claims_on
from parlour.words import catalogue

from ..conftest import drawn_table
from ..support.quartino_positions import position


def waits_line(language) -> str:
    """The status line the catalogue words for a card on the wheel with one pawn still to place."""
    words = catalogue(language)
    return words.say("your_turn", hint=words.say("quartino.ui.claim_waits.place_before_claim", count=1))


def card_on_wheel_with_a_pawn_to_place():
    """A match where seat 0 (human) is to move, one of its cards shows on the wheel and one pawn is owed."""
    return position(lambda state: state.current_player == 0 and state.placing and state.placements_left == 1
                    and bool(claims_on(state.board, state.hands[0])))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_grey_quartino_says_place_your_pawn_first(app, monkeypatch, language):
    app.language = language
    table, drawn = drawn_table(app, card_on_wheel_with_a_pawn_to_place(), monkeypatch)
    assert not table.claim_button.enabled()
    assert "place your pawn first" in waits_line("en")
    lines = [text for text, _ in drawn]
    assert waits_line(language) in lines, [line for line in lines if ":" in line]
