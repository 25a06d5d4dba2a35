"""Quinto's card faces at every size a table draws them, in both languages: every word printed on a card lies
wholly on it (an open hand's small cards show their pictures without words rather than words cut off), and the
cards in the hand, on the rows and out of play still name their words, as point cards their value."""
import pytest

from game.quinto.deck import WORD, build_deck, card_parts
from parlour.match import Match
from scenes.kit import card_art
from scenes.quinto import art, layout
from scenes.quinto.open_hand import SIZE as OPEN_HAND_SIZE
from scenes.tables import table_for

from ..support.drawn_text import record_texts

SIZES = {"open hand": OPEN_HAND_SIZE, "out of play": layout.SMALL, "row": art.TABLE_SIZE, "hand": art.HAND_SIZE}
CARDS = sorted(set(build_deck(False)), key=str)


def painted_texts(app, monkeypatch, card, size) -> list:
    """(text, rect) of each word painted on card's face at size, freshly painted."""
    table = table_for(app, Match("quinto", ["human", "easy"], 1))
    monkeypatch.setattr(card_art, "_cache", {})
    drawn = record_texts(monkeypatch)
    face = art.face(card, size, table.labels())
    monkeypatch.undo()
    return drawn, face


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("where", list(SIZES))
def test_every_word_lies_wholly_on_its_card(app, monkeypatch, language, where):
    app.settings.values["language"] = language
    for card in CARDS:
        drawn, face = painted_texts(app, monkeypatch, card, SIZES[where])
        bounds = face.get_rect()
        cut = [(text, rect) for text, rect in drawn if not bounds.contains(rect)]
        assert not cut, f"{card} at the {where}'s size: {cut} runs off {bounds}"


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("where", ["out of play", "row", "hand"])
def test_word_cards_in_the_hand_on_the_rows_and_out_of_play_name_their_word(app, monkeypatch, language, where):
    app.settings.values["language"] = language
    table = table_for(app, Match("quinto", ["human", "easy"], 1))
    words = dict(table.labels().words)
    for card in CARDS:
        parts = card_parts(card)
        if parts.kind == WORD:
            drawn, _ = painted_texts(app, monkeypatch, card, SIZES[where])
            assert [text for text, _ in drawn] == [words[parts.word].upper()], card


@pytest.mark.parametrize("size", [art.CHIP_SIZE, art.POINT_SIZE], ids=["chip", "point card"])
def test_point_cards_show_their_value_however_small(monkeypatch, size):
    for point in [("red", 25), ("yellow", 50), ("blue", 5)]:
        monkeypatch.setattr(card_art, "_cache", {})
        drawn = record_texts(monkeypatch)
        face = art.point_card(point, size)
        monkeypatch.undo()
        assert [text for text, rect in drawn if face.get_rect().contains(rect)] == [str(point[1])]
