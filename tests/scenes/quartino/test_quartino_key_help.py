"""Quartino's key help lists only what its keys do there: no card is ever played, so the hand's keys say they
choose, aim and claim a card that shows on the wheel, and they do so through real key presses."""
import pygame
import pytest

from game.quartino.moves import CLAIM
from parlour.words import catalogue
from scenes.table.key_help import KeyHelp
from scenes.tables import table_for

from ..conftest import instant_ai, key
from ..support.drawn_text import record_texts
from ..support.quartino_positions import position
from ..support.quartino_table import seated

PLAYING = ("flow.does.choose_card", "flow.does.aim", "flow.does.play")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_quartino_key_help_speaks_of_claims_not_of_playing_cards(app, monkeypatch, language):
    app.language = language
    seated(app, 3)
    drawn = record_texts(monkeypatch)
    key(app, pygame.K_QUESTION, unicode="?")
    assert isinstance(app.top, KeyHelp)
    lines = [text for text, _ in drawn]
    words = catalogue(language)
    assert words.say("flow.does.quartino_play") in lines
    assert not [key_name for key_name in PLAYING if words.say(key_name) in lines], lines


def claim_possible():
    """A match where seat 0 (human) is to move with a card it may claim now."""
    return position(lambda state: state.current_player == 0 and any(m.kind == CLAIM for m in state.legal_moves()))


def test_the_claim_keys_the_help_lists_claim_a_card(app):
    instant_ai(app, "off")
    table = table_for(app, claim_possible())
    app.push(table)
    app.frame(0.016)
    done = len(table.view().completed[0])
    key(app, pygame.K_RIGHT)
    assert table.controller.hand.chosen() is not None, "→ chose no card to claim"
    key(app, pygame.K_RETURN)
    app.frame(0.016)
    assert len(table.view().completed[0]) == done + 1, "Enter did not claim the chosen card"
