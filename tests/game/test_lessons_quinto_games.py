"""The lessons of Sackson's Quinto and the Victorian Quinto: every scripted move is legal for the seat the
script means, and each rule the lesson claims to teach really happens in the engine at that step."""
import json
from pathlib import Path

import pytest

from game import IllegalMoveError
from game.quinto.deck import COLOUR_LETTERS, ELEMENTS, FACE, SHAPE_LETTERS
from game.quinto_tricks.deck import SUIT
from parlour.lessons import load_lesson
from parlour.words import LANGUAGES, load

from .lesson_steps import replayed
from .support.events import params

LESSONS = Path(__file__).resolve().parents[2] / "assets" / "lessons"
GAME_IDS = ("quinto", "quinto_tricks")
WORDS = {language: load(language) for language in LANGUAGES}


def script(game_id) -> dict:
    """The lesson file as data."""
    return json.loads((LESSONS / f"{game_id}.json").read_text(encoding="utf-8"))


def walk(game_id) -> dict:
    """Step name -> (state before the step, state after it), from the file's start through its moves."""
    steps = replayed(load_lesson(game_id))
    at = {step.name: (before, after) for _, step, before, after in steps if step.name}
    at["end"] = (steps[-1][3], steps[-1][3])
    return at


def trick_from(game_id, name) -> dict:
    """The trick_won event of the trick that step name plays into (at that step or the next ones)."""
    reached = False
    for _, step, _, state in replayed(load_lesson(game_id)):
        reached = reached or step.name == name
        if reached and (won := params(state, "trick_won")):
            return won[0]
    raise AssertionError(f"no trick is won from step {name}")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_runner_loads_the_lesson_and_every_word_is_there(game_id):
    lesson = load_lesson(game_id)
    learner_stops = [i for i in lesson.stops() if lesson.is_learners(i) or lesson.steps[i].move is None]
    assert 15 <= len(lesson.stops()) <= 35
    assert len(learner_stops) >= 10
    for words in WORDS.values():
        assert all(words.has(key) for key in lesson.keys())
        if lesson.then == "end":
            assert words.has(f"lesson.{game_id}.closing")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_move_is_made_by_the_seat_its_words_speak_to(game_id):
    """A step with refusal words is the learner's move; a named step without them is another seat's."""
    lesson = load_lesson(game_id)
    for _, step, before, _ in replayed(lesson):
        if step.move is None:
            continue
        refused = WORDS["en"].has(f"lesson.{game_id}.{step.name}.wrong")
        assert (before.current_player == lesson.learner) == refused, step
        assert lesson.spec.decode_move(step.move) in before.legal_moves(), step
    end = replayed(lesson)[-1][3]
    assert end.current_player is not None or lesson.then == "end"


# --- Sackson's Quinto -------------------------------------------------------------------------------------


def shared(first, second) -> set:
    """What two combination cards have in common, as words (blue, triangle, 1)."""
    return set(ELEMENTS[first]) & set(ELEMENTS[second])


def last_two(state, row_id) -> tuple:
    """The last two played cards of an open row."""
    return state.row(row_id).cards[-2:]


@pytest.mark.parametrize(("step", "element"), [("by_colour", "blue"), ("by_shape", "triangle"), ("by_number", "1")])
def test_quinto_links_a_card_by_each_element_alone(step, element):
    _, after = walk("quinto")[step]
    placed = params(after, "placed")[0]
    first, second = last_two(after, placed["row"])
    assert shared(first, second) == {element}
    assert element in set(COLOUR_LETTERS.values()) | set(SHAPE_LETTERS.values()) | {"1", "2", "3", "4"}


def test_quinto_teaches_a_word_after_a_card_that_shows_it_and_a_card_after_a_word():
    at = walk("quinto")
    before, after = at["word_completes"]
    placed = params(after, "placed")[0]
    previous = before.row(placed["row"]).cards[-1]
    assert placed["card"] == "w:orange" and "orange" in ELEMENTS[previous]
    _, after = at["word_after_combination"]
    assert last_two(after, 5) == ("Gc4", "w:green")
    before, after = at["combination_after_word"]
    assert before.row(5).cards[-1] == "w:3" and "3" in ELEMENTS["Rs3"]


def test_quinto_teaches_a_bridge_between_two_different_words():
    at = walk("quinto")
    _, after = at["bridge"]
    assert [FACE[c] for c in after.row(5).cards[-2:]] == ["w:green", "bridge"]
    _, after = at["word_after_bridge"]
    assert after.row(5).cards[-3:] == ("w:green", "bridge", "w:3")


def test_quinto_completing_a_row_wins_its_head_and_owes_a_new_row():
    before, after = walk("quinto")["word_completes"]
    head = before.row(4).head
    assert params(after, "row_completed") == [
        {"seat": 0, "row": 4, "owner": 0, "cards": ("Bs2", "Bt4", "Gt1", "Oh1", "w:orange")}]
    assert params(after, "point_taken") == [{"seat": 0, "point": head, "source": "row"}]
    assert head == ("red", 30) and head in after.won[0]
    assert params(after, "must_open") == [{"seat": 0}]
    assert after.current_player == 0 and {m.target for m in after.legal_moves()} == {"new"}


def test_quinto_the_new_row_takes_the_last_red_card_and_the_yellow_phase_begins():
    at = walk("quinto")
    before, after = at["must_open"]
    assert before.phase == "red" and after.phase == "yellow"
    assert params(after, "row_opened")[0]["head"] == ("red", 30)
    assert at["opponent_opens"][1].point_stack[0] == ("red", 30)
    assert params(at["opponent_opens"][1], "row_opened")[0]["head"] == ("red", 10)


def test_quinto_stopping_at_three_is_a_choice_and_a_row_of_four_would_be_completed_by_the_next_card():
    before, after = walk("quinto")["stop_at_three"]
    assert any(m.target == 4 for m in before.legal_moves())
    assert len(after.row(4).cards) == 3 and after.current_player == 1


def test_quinto_completing_a_row_in_front_of_the_opponent_in_the_yellow_phase_takes_his_lowest_point_card():
    before, after = walk("quinto")["combination_after_word"]
    assert before.phase == "yellow" and before.row(5).owner == 1
    assert params(after, "point_taken") == [{"seat": 0, "point": ("red", 20), "source": "row"}]
    lowest = min(before.won[1], key=lambda p: p[1])
    assert params(after, "point_given") == [{"giver": 1, "seat": 0, "point": lowest}]
    assert lowest == ("red", 15) and lowest not in after.won[1]
    assert params(after, "must_open") == [{"seat": 0}]


def test_quinto_captions_name_the_point_cards_the_engine_moves():
    at = walk("quinto")
    english = WORDS["en"]
    assert "red 10" in english.say("lesson.quinto.opponent_opens", p1="Blaise")
    assert "red 30" in english.say("lesson.quinto.must_open")
    gift = english.say("lesson.quinto.gift", p1="Blaise")
    assert "red 20" in gift and "red 15" in gift
    french = WORDS["fr"].say("lesson.quinto.gift", p1="Blaise")
    assert "20 rouge" in french and "15 rouge" in french
    assert params(at["open_again"][1], "row_opened")[0]["head"][0] == "yellow"


def test_quinto_the_game_goes_on_after_the_lesson():
    state, _ = walk("quinto")["end"]
    assert script("quinto")["then"] == "play"
    assert state.current_player == 1 and state.legal_moves()


# --- the Victorian Quinto ----------------------------------------------------------------------------------


def test_tricks_the_learner_doubles_and_the_opponents_pass_so_tricks_are_worth_ten():
    at = walk("quinto_tricks")
    _, after = at["double"]
    assert params(after, "doubled") == [{"seat": 0}]
    _, after = at["no_redouble"]
    assert params(after, "doubling_over")[0]["trick_points"] == 10 and after.multiplier == 2


def test_tricks_following_suit_is_required_and_the_other_cards_are_refused():
    before, _ = walk("quinto_tricks")["follow_suit"]
    hand = before.hands[0]
    assert SUIT[before.trick[0]] == "D" and "5D" in hand and "7D" in hand
    other = next(card for card in hand if card != "JOKER" and SUIT[card] != "D")
    with pytest.raises(IllegalMoveError) as refused:
        before.apply(other)
    assert refused.value.code == "must_follow"


def test_tricks_a_higher_suit_wins_over_the_suit_led():
    at = walk("quinto_tricks")
    before, _ = at["higher_suit"]
    assert SUIT[before.trick[0]] == "S" and not [c for c in before.hands[0] if SUIT[c] == "S"]
    won = trick_from("quinto_tricks", "higher_suit")
    assert won["hand"] == 0 and won["card"] == "4C" and SUIT[won["cards"][0]] == "S"
    east = trick_from("quinto_tricks", "right_wins")
    assert east["hand"] == 3 and east["card"] == "KC"


@pytest.mark.parametrize(("step", "quint", "winner"), [
    ("first_trick_won", ("five", "H", 20), 0),
    ("ace_four", ("ace_four", "D", 15), 2),
    ("joker_taken", ("joker", "", 25), 2),
    ("partner_gives_five", ("five", "C", 10), 0),
    ("two_three", ("two_three", "H", 20), 2),
])
def test_tricks_quints_score_to_the_side_that_wins_the_trick(step, quint, winner):
    won = trick_from("quinto_tricks", step)
    assert won["quints"] == (quint,) and won["hand"] == winner and won["side"] == 0
    assert won["points"] == 10 + quint[2]


def test_tricks_the_joker_may_be_played_by_one_who_could_follow_and_never_wins():
    before, after = walk("quinto_tricks")["joker"]
    assert SUIT[before.trick[0]] == "H" and [c for c in before.hands[0] if SUIT[c] == "H"]
    assert "JOKER" in before.legal_moves()
    assert trick_from("quinto_tricks", "joker")["card"] == "KH"


def test_tricks_the_last_trick_takes_the_cachette_with_its_quints():
    before, after = walk("quinto_tricks")["cachette"]
    assert len(before.hands[1]) == 1 and before.hands[0] == ()
    taken = params(after, "cachette")[0]
    assert taken["hand"] == 0 and taken["side"] == 0
    assert taken["quints"] == (("five", "S", 5), ("two_three", "D", 15)) and taken["points"] == 30
    assert params(after, "hand_scored")[0]["complete"]
    assert script("quinto_tricks")["then"] == "end"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_deal_in_the_file_is_the_one_the_deal_tool_builds(game_id):
    """tools/lesson_deals.py wrote the start position: editing the script or the plan without it fails here."""
    from tools.lesson_deals import BUILDERS

    data = script(game_id)
    assert BUILDERS[game_id](data) == data["start"]["state"]


@pytest.mark.parametrize(("step", "seat", "card"), [("left_follows_five", 1, "5H"), ("two_three", 3, "2H")])
def test_tricks_a_quint_the_captions_say_was_forced_was_the_players_only_card_of_the_suit(step, seat, card):
    before, after = walk("quinto_tricks")[step]
    assert [c for c in before.hands[seat] if c != "JOKER" and SUIT[c] == "H"] == [card]
    assert SUIT[before.trick[0]] == "H" and card not in after.hands[seat]
