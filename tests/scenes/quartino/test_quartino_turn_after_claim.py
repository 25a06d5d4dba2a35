"""Quartino's turn panel after a claim: the pawn to place is the claim's, so the panel says so instead of
the situations' line of the turn's start ("Four colours + column: +2"), in both languages."""
import pytest

from game.quartino.moves import CLAIM
from scenes.quartino import layout

from ..conftest import drawn_table
from ..support.quartino_positions import position

SITUATIONS = {"en": ": +", "fr": " : +"}
CLAIM_LINE = {"en": "Card completed: +1 placement", "fr": "Carte réalisée\u00a0: +1 pion à poser"}


def claimed_in_a_turn_with_situations():
    """A match where seat 0 (human) has just claimed a card in a turn that began with situations."""
    return position(lambda state: state.current_player == 0 and state.fired and state.placing
                    and any(event.kind == "claimed" for event in state.events),
                    prefer=lambda state, move: move.kind == CLAIM and state.current_player == 0 and state.fired)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_after_a_claim_the_turn_panel_says_the_claim_gave_the_pawn(app, monkeypatch, language):
    app.language = language
    table, drawn = drawn_table(app, claimed_in_a_turn_with_situations(), monkeypatch)
    panel = [text for text, rect in drawn if layout.TURN_PANEL.contains(rect)]
    assert CLAIM_LINE[language] in panel, panel
    assert not [line for line in panel if SITUATIONS[language] in line and line != CLAIM_LINE[language]], panel
