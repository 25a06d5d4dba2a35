"""The catalogues: both languages say everything, with the same placeholders, in their own typography."""
import json
import re

import pytest

from game import GAMES
from game.core import COMMON_REFUSAL_CODES
from parlour.words import FOLDER, LANGUAGES, Catalogue, forms, load, placeholders, plural_form

CATALOGUES = {language: load(language) for language in LANGUAGES}


def test_every_key_exists_in_both_languages_with_the_same_placeholders():
    english, french = CATALOGUES["en"].messages, CATALOGUES["fr"].messages
    assert sorted(english) == sorted(french)
    for key, message in english.items():
        assert placeholders(message) == placeholders(french[key]), key


def test_each_game_file_holds_only_its_own_keys():
    for language in LANGUAGES:
        for path in (FOLDER / language).glob("*.json"):
            keys = json.loads(path.read_text(encoding="utf-8"))
            if path.stem == "parlour":
                assert not [k for k in keys if k.split(".")[0] in GAMES], f"{language}/parlour.json holds game keys"
            elif path.stem == "lessons":
                assert all(k.startswith("lesson.") and k.split(".")[1] not in GAMES for k in keys), path
            elif path.stem.startswith("lessons_"):
                game_id = path.stem.removeprefix("lessons_")
                assert game_id in GAMES, f"{path} is a lesson's words for no game"
                assert all(k.startswith(f"lesson.{game_id}.") for k in keys), f"{path} holds another lesson's keys"
            else:
                # A game's file, or one interface domain's (flow.json): only keys under its own name.
                assert all(k.startswith(path.stem + ".") for k in keys), f"{path} holds another domain's keys"


def test_both_languages_have_the_same_domain_files():
    english, french = (sorted(path.name for path in (FOLDER / language).glob("*.json")) for language in ("en", "fr"))
    assert english == french


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_event_kind_and_refusal_code_has_words_in_both_languages(game_id):
    spec = GAMES[game_id]
    assert spec.event_kinds, f"{game_id} lists no event kinds"
    assert set(COMMON_REFUSAL_CODES) <= set(spec.refusal_codes)
    for language, catalogue in CATALOGUES.items():
        for kind in spec.event_kinds:
            assert catalogue.has(f"{game_id}.event.{kind}"), (language, kind)
        for code in spec.refusal_codes:
            key = f"refusal.{code}" if code in COMMON_REFUSAL_CODES else f"{game_id}.refusal.{code}"
            assert catalogue.has(key), (language, code)


def test_french_uses_its_own_typography():
    for key, message in CATALOGUES["fr"].messages.items():
        for text in forms(message):
            assert "'" not in text, f"{key}: a typewriter apostrophe in {text!r}"
            assert not re.search(r"\S[:;!?%]", re.sub(r"\{[^}]*\}|https?://\S+|\d:\d", "", text)), (
                f"{key}: no space before a high mark in {text!r}")
            assert not re.search(r" [:;!?%]", text), f"{key}: an ordinary space before a high mark in {text!r}"


def test_person_and_number_choose_the_form():
    catalogue = Catalogue("en", {"t.took": {"you": {"one": "You take {count} card", "other": "You take {count} cards"},
                                            "they": {"one": "{name} takes {count} card",
                                                     "other": "{name} takes {count} cards"}}})
    assert catalogue.say("t.took", you=True, count=1) == "You take 1 card"
    assert catalogue.say("t.took", name="Blaise", count=2) == "Blaise takes 2 cards"
    assert plural_form("fr", 0) == "one" and plural_form("en", 0) == "other"


def test_french_elides_de_and_que_before_a_name_on_a_vowel():
    catalogue = Catalogue("fr", {"t.row": "la rangée de {name}, plus grande que {other}"})
    assert catalogue.say("t.row", name="Ada", other="Elsa") == "la rangée d’Ada, plus grande qu’Elsa"
    assert catalogue.say("t.row", name="Blaise", other="Clara") == "la rangée de Blaise, plus grande que Clara"
    assert Catalogue("en", {"t.of": "Row of {name}"}).say("t.of", name="Ada") == "Row of Ada"

