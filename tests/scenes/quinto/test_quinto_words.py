"""Every event and refusal of Sackson's Quinto reads as a whole sentence in both languages: no
placeholder left unfilled, no key shown instead of words, persons and numbers chosen."""
import pytest

from game import Event, IllegalMoveError
from game.quinto import SPEC
from game.rng import make_rng
from scenes.quinto.words import QuintoWords
from tests.game.support.quinto_positions import FILLER, position, row
from tests.game.support.quinto_refusals import ADJACENCY, REFUSALS

NAMES = ("You", "Blaise", "Clara", "Dorian")


def words(language):
    """Quinto's wording in language, the seats named from NAMES and seat 0 spoken to as you."""
    return QuintoWords(language, lambda seat: NAMES[seat], lambda seat: seat == 0)


def readable(text):
    """Whether text is a whole sentence: not empty, no placeholder or key left in it, a capital first."""
    return text and "{" not in text and "quinto." not in text and "refusal." not in text and text[0].isupper()


def played_events(seed, players, rules):
    """The events of a whole cumulative match of random moves from seed, those after the deal as seat 0 sees them."""
    state = SPEC.new_state(players, seed, {"rules": rules, "variant": "cumulative"})
    events = list(state.events)
    rng = make_rng(seed, "words")
    while state.current_player is not None:
        moves = state.legal_moves()
        state = state.apply(moves[rng.randrange(len(moves))])
        events += state.view(0).events
    return events


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize(("seed", "players", "rules"), [(1, 2, "original"), (2, 4, "ass"), (3, 3, "original")])
def test_every_event_of_a_played_match_reads_as_a_sentence(language, seed, players, rules):
    say = words(language)
    kinds = set()
    for event in played_events(seed, players, rules):
        line = say.event(event)
        if event.kind == "dealt":
            assert line is None
            continue
        assert readable(line), (event, line)
        kinds.add(event.kind)
    assert {"row_opened", "placed", "row_completed", "drew", "round_scored", "game_over"} <= kinds


def test_persons_and_numbers_follow_the_seat_and_the_count():
    english, french = words("en"), words("fr")
    drew = Event("drew", {"seat": 0, "count": 1, "cards": "?"})
    assert english.event(drew) == "You end your turn and draw 1 card."
    assert english.event(drew._replace(params={"seat": 1, "count": 3, "cards": "?"})) == \
        "Blaise ends the turn and draws 3 cards."
    assert french.event(drew._replace(params={"seat": 1, "count": 0, "cards": "?"})) == \
        "Blaise finit son tour et pioche 0 carte."
    given = drew._replace(kind="point_given", params={"giver": 1, "seat": 0, "point": ("red", 15)})
    assert english.event(given) == "Blaise gives you the red 15."
    assert french.event(given._replace(params={"giver": 0, "seat": 2, "point": ("yellow", 45)})) == \
        "Vous donnez le 45 jaune à Clara."


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_refusal_reads_as_a_sentence(language):
    say = words(language)
    cases = [(make(), move) for make, move, _, _ in REFUSALS]
    cases += [(position(hands=[(card.partition("=")[0],) + FILLER, FILLER], rows=[row(1, 1, *cards)]), f"{card}@1")
              for cards, card, _, _ in ADJACENCY]
    for state, move in cases:
        with pytest.raises(IllegalMoveError) as error:
            state.apply(move)
        if error.value.code in ("game_over", "not_a_move", "bad_text"):
            continue
        text = say.refusal(error.value)
        assert readable(text), (error.value.code, text)
        if language == "fr":
            assert text != str(error.value), f"{error.value.code} is said in English"


def test_a_refusal_names_the_cards_in_the_players_language():
    state = position(hands=[("Gt2",) + FILLER, FILLER], rows=[row(1, 1, "Rc3")])
    with pytest.raises(IllegalMoveError) as error:
        state.apply("Gt2@1")
    assert words("fr").refusal(error.value) == \
        "Deux triangles verts n’a ni couleur, ni forme, ni nombre en commun avec trois cercles rouges."
