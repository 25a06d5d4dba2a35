"""Quartino's words: the log line a player reads for each engine event, in person and number, in English and
French, and each refusal said from its code — the engine's English message is never parsed."""
import pytest

from game import IllegalMoveError, InvalidMoveError
from game.core import COMMON_REFUSAL_CODES, Event
from game.quartino import SPEC
from parlour.words import catalogue
from scenes.quartino.words import params_in_words

from ...game.support.quartino_positions import play, position

PLACED = Event("placed", {"seat": 1, "colour": "G", "space": 0})
CLAIMED = Event("claimed", {"seat": 0, "card": "YBGP", "k": 7, "spaces": (0, 7, 8, 1), "count": 2})
SITUATION = Event("situation", {"seat": 1, "situations": ("four_colours", "column"), "count": 3, "spaces": (4,),
                                "owed": True})
RETURNED = Event("column_returned", {"seat": 1, "spaces": (0, 3), "pawns": (tuple("YBGP"), tuple("PPPG"))})
REMOVED = Event("column_removed", {"spaces": (5,), "pawns": (tuple("YBGP"),)})


def event_line(language, event, you, name="Blaise") -> str:
    """An event as the table logs it: its message in person, its parameters in words."""
    words = catalogue(language)
    params = params_in_words(words, event.params, lambda seat: name)
    return words.say(f"quartino.event.{event.kind}", you=you, name=name, **params)


def refusal_line(language, error) -> str:
    """A refusal as the table says it, from its code and parameters."""
    words = catalogue(language)
    key = f"refusal.{error.code}" if error.code in COMMON_REFUSAL_CODES else f"quartino.refusal.{error.code}"
    return words.say(key, you=True, **params_in_words(words, error.params, str))


@pytest.mark.parametrize("language, event, you, line", [
    ("en", PLACED, False, "Blaise places a green pawn on the centre."),
    ("en", PLACED, True, "You place a green pawn on the centre."),
    ("fr", PLACED, False, "Blaise pose un pion vert sur le centre."),
    ("fr", PLACED, True, "Vous posez un pion vert sur le centre."),
    ("en", CLAIMED, True, "Quartino! You complete yellow–blue–green–pink (the centre and spaces 7, 8, 1): 2 of 4."),
    ("fr", CLAIMED, False, "Quartino\u00a0! Blaise réalise jaune–bleu–vert–rose (le centre et les cases 7, 8, 1)"
                           "\u00a0: 2 sur 4."),
    ("en", SITUATION, False, "Four colours and column — Blaise places 3 pawns."),
    ("fr", SITUATION, True, "4 couleurs et colonne — vous posez 3 pions."),
    ("en", RETURNED, False, "Blaise returns the columns on the centre and space 3 to the reserve."),
    ("fr", RETURNED, True, "Vous remettez les colonnes posées sur le centre et la case 3 dans la réserve."),
    ("en", REMOVED, False, "The column on space 5 goes back to the reserve."),
    ("fr", REMOVED, False, "La colonne posée sur la case 5 retourne à la réserve."),
    ("en", Event("won", {"seat": 1}), False, "All four of Blaise’s cards are done: Blaise wins!"),
    ("fr", Event("won", {"seat": 0}), True, "Vos quatre cartes sont réalisées\u00a0: vous gagnez\u00a0!"),
    ("en", Event("ended", {"seat": 0}), True, "You end your turn without claiming."),
    ("en", Event("passed", {"seat": 1}), False, "Blaise cannot place and passes."),
    ("fr", Event("all_passed", {"winners": (0, 1), "scores": (1, 1)}), False,
     "Tout le monde a passé\u00a0: le plus de cartes réalisées l’emporte."),
])
def test_each_event_reads_as_a_sentence(language, event, you, line):
    assert event_line(language, event, you) == line


def test_every_event_kind_of_a_real_game_is_worded_without_a_placeholder_left():
    for language in ("en", "fr"):
        for seed in range(6):
            state = SPEC.new_state(3, seed)
            while state.current_player is not None:
                state = state.apply(state.legal_moves()[(seed + state.turn) % len(state.legal_moves())])
                for event in state.events:
                    line = event_line(language, event, False, "Ada")
                    assert line and "{" not in line and "quartino." not in line, (language, event)


def refusal_of(state, text) -> IllegalMoveError:
    """The error a move raises on state."""
    with pytest.raises(IllegalMoveError) as refused:
        state.apply(text)
    return refused.value


@pytest.mark.parametrize("language, error, sentence", [
    ("en", refusal_of(position({1: "YYYY", 2: "YYY"}, situations=False), "Y@3"),
     "There is no yellow pawn left in the reserve."),
    ("fr", refusal_of(position({1: "YYYY", 2: "YYY"}, situations=False), "Y@3"),
     "Il n’y a plus de pion jaune dans la réserve."),
    ("en", refusal_of(position(placements_left=2), "end"), "You still have 2 pawns to place this turn."),
    ("en", refusal_of(position(placements_left=1), "end"), "You still have 1 pawn to place this turn."),
    ("fr", refusal_of(position(placements_left=1), "end"), "Il vous reste 1 pion à poser ce tour-ci."),
    ("fr", refusal_of(play(position({5: "YBG"}), "P@5"), "column"),
     "La colonne est retournée à la réserve au début de votre tour\u00a0: il n’y en a plus à retirer."),
    ("en", refusal_of(position({0: "P", 1: "G", 2: "B", 3: "Y", 4: "B", 5: "G"}, placements_left=0, placed=1,
                               hands=[["YBGP", "BGPY", "GPYB", "PYBG"], ["PGBY", "PBGY", "GBYP", "BYGP"]]),
                      "claim:PGBY@1"),
     "You do not hold the card pink–green–blue–yellow."),
    ("en", InvalidMoveError("x", "unknown_colour", colour="X"), "X is not a pawn colour: use Y, B, G or P."),
])
def test_refusals_are_said_from_their_code(language, error, sentence):
    assert refusal_line(language, error) == sentence


def test_the_new_game_screen_names_quartinos_options_in_both_languages(app):
    from scenes.screens.new_game import NewGameScene

    screen = NewGameScene(app, "quartino")
    app.push(screen)
    labels = [cycle.text() for cycle in screen.option_cycles]
    assert labels[0].startswith("Four colours and column") and labels[1].startswith("First player")
    app.language = "fr"
    labels = [cycle.text() for cycle in screen.option_cycles]
    assert labels[0].startswith("4 couleurs et colonne") and labels[1].startswith("Premier joueur")
