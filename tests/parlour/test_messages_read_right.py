"""Every message of every catalogue, in both languages, with every person and plural form and sample values,
reads right: no "1 cards", "You's", "You gives", "taken by You", "game.).", straight quotes or wrong
spacing before : ; ! ? %."""
import pytest

from parlour.words import LANGUAGES, PERSONS, forms, load, placeholders

from .text_faults import faults

CATALOGUES = {language: load(language) for language in LANGUAGES}
COUNTS = (0, 1, 2, 5)
# Slots that name a player; "You"/"Vous" fills them too unless the message only ever names someone else.
PLAYER_SLOTS = ("name", "giver", "names", "side", "side_a", "side_b")
SAMPLE_NAMES = ("Ada", "Player 2")
# Messages whose player is never the single human at the table, with why.
ABOUT_OTHERS = {
    "their_turn": "the status line of someone else's turn (the human reads your_turn_plain)",
    "thinking": "only an AI thinks",
    "pass_to": "the privacy screen names one of several humans (Player n), never you",
    "pass_tap": "the privacy screen names one of several humans (Player n), never you",
    "not_your_turn": "it is someone else's turn",
    "quinto.refusal.gift_owed": "the player who completed your row",
    "quinto.ui.give_title": "the player who completed your row",
    "quinto.log.whose_row": "another player's row (yours is quinto.log.your_row)",
    "quinto.log.given_to_you": "the giver is another player",
    "quinto.log.gift_asked_you": "the giver is another player",
    "quinto_tricks.ui.doubled_ask": "an opponent doubled",
    "quinto_tricks.ui.answer_wait": "another player may redouble",
    "lesson.watch": "a lesson's caption while a seat other than the learner plays",
    "flow.undo_ask_text": "hot-seat undo names one of several humans by their seat's name, never you",
}
NUMBER = 7


def samples(language, key, message):
    """Parameter sets to fill message with: each count, a plain name, and you in each player slot."""
    slots = placeholders(message)
    base = {slot: NUMBER for slot in slots}
    base.update({slot: "B7" for slot in slots & {"card", "prev", "point", "text", "target", "colour", "word",
                                                  "space", "where", "ring", "suit", "rank", "shape", "move",
                                                  "head", "parts", "situation", "situations", "best",
                                                  "others", "hint", "game", "label", "value",
                                                  "owner", "scores", "totals", "trick_points"}})
    if "reason" in slots:
        base["reason"] = "the file is damaged"  # reasons are clauses (reasons.*) that the message ends
    sets = []
    for name in SAMPLE_NAMES:
        for count in COUNTS:
            values = {**base, "count": count}
            values.update({slot: name for slot in slots & set(PLAYER_SLOTS)})
            values.update({slot: "Blaise" for slot in slots & {"a", "b"}})
            sets.append(values)
    if key not in ABOUT_OTHERS and not (isinstance(message, dict) and PERSONS[0] in message):
        for slot in slots & set(PLAYER_SLOTS):
            you = you_in(language, message, slot)
            sets += [{**sets[0], slot: you, "count": count} for count in COUNTS]
    return sets


def you_in(language, message, slot) -> str:
    """How the tables name the single human in slot: "You" opening the message, "you" inside a sentence."""
    opening = any(text.startswith("{" + slot + "}") for text in forms(message))
    return CATALOGUES[language].say("you" if opening else "you_in_text")


def renderings(language):
    """(key, person, values, text) for every message, person form and sample of language."""
    catalogue = CATALOGUES[language]
    for key, message in catalogue.messages.items():
        persons = (True, False) if isinstance(message, dict) and PERSONS[0] in message else (False,)
        for you in persons:
            for values in samples(language, key, message):
                yield key, you, values, catalogue.say(key, you=you, **values)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_in_every_form_reads_right(language):
    wrong = [f"{key} ({'you' if you else 'they'}, {values}): {text!r} — {'; '.join(found)}"
             for key, you, values, text in renderings(language) if (found := faults(text, language))]
    assert not wrong, f"{len(wrong)} faults:\n" + "\n".join(dict.fromkeys(wrong))


def test_the_sweep_renders_every_message_with_you_in_each_person_less_player_slot():
    seen = {(key, text) for key, _, _, text in renderings("en")}
    assert ("winner", "You win!") in seen or any(key == "winner" and "You" in text for key, text in seen)
    assert len({key for key, _ in seen}) == len(CATALOGUES["en"].messages)


@pytest.mark.parametrize("text, language, fault", [
    ("Ada goes over 13 and takes 1 cards.", "en", "plural after a count of one"),
    ("Ada prend 1 cartes.", "fr", "plural after a count of one"),
    ("You place 5 pawn.", "en", "singular after a count of more"),
    ("You drew the highest number and starts.", "en", "not in the second person"),
    ("You's row", "en", "possessive"),
    ("You gives the red 10 to Ada.", "en", "not in the second person"),
    ("Last trick, taken by You", "en", "capital You in the middle"),
    ("The game is over (you won the game.).", "en", "already ended"),
    ("Wait: it is Ada's turn.", "en", "straight apostrophe"),
    ("Round 2 : Ada starts.", "en", "space before a colon"),
    ("Manche 2 : Ada commence.", "fr", "no no-break space"),
    ("Vous gagne\u00a0!", "fr", "second person"),
    ("Dernier pli, pris par Vous", "fr", "capital Vous in the middle"),
    ("Scores\u00a0: Ada 3 , Blaise 4.", "fr", "space before a full stop or comma"),
    ("Hand over: {side} 4.", "en", "placeholder left unfilled"),
    ("Best score -9", "en", "hyphen for a minus"),
    ("Les cinq cartes de départ de Ada", "fr", "not elided"),
    ("blue 2 is not in your hand.", "en", "opening in lower case"),
    ("l’option « Voir les cartes prises » les montre", "fr", "« » without a no-break space"),
])
def test_the_checks_catch_each_reported_fault(text, language, fault):
    assert any(fault in found for found in faults(text, language)), faults(text, language)


@pytest.mark.parametrize("text, language", [
    ("You go over 13 and take 1 card.", "en"),
    ("Blaise gives you the red 15.", "en"),
    ("Round 2: you drew the highest number and start.", "en"),
    ("Row 3 · You", "en"),
    ("Scores: Ada 10, you 12.", "en"),
    ("Export the record as a .txt file.", "en"),
    ("Vous dépassez 13 et prenez 1 carte.", "fr"),
    ("Vous n’avez pas la carte.", "fr"),
    ("Blaise vous donne le 15 rouge.", "fr"),
    ("Vous et Ada prenez le pli\u00a0: pli 5 (5 points).", "fr"),
    ("0 carte", "fr"),
    ("24 point cards with red, yellow and blue backs", "en"),
    ("   indented after a bullet", "en"),
    ("Esc or ? closes this help", "en"),
    ("?", "fr"),
])
def test_the_checks_pass_text_that_reads_right(text, language):
    assert faults(text, language) == []
