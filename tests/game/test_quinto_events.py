"""Sackson's Quinto tells what each move caused (events, with what stays secret) and why a move is
refused (a code with its parameters), on hand-built positions."""
from dataclasses import replace

import pytest

from game import IllegalMoveError, InvalidMoveError
from game.core import HIDDEN_VALUE, reveals_to
from game.quinto import SPEC
from game.quinto.scoring import match_standing
from parlour.match import Match

from .support.events import kinds, params
from .support.quinto_positions import FILLER, ass_gift, in_phase, position, row
from .support.quinto_refusals import ADJACENCY, REFUSALS


def test_opening_a_row_takes_its_head_from_the_stack():
    state = position(hands=[("Oc1",) + FILLER, FILLER])
    head = state.point_stack[0]
    after = state.apply("Oc1@new")
    assert kinds(after) == ["row_opened"]
    assert params(after, "row_opened") == [{"seat": 0, "row": 1, "card": "Oc1", "head": head}]
    assert after.view(1).events == after.events, "a row opened is public"


def test_the_german_rules_open_rows_without_a_head():
    after = position(rules="ass", hands=[("Oc1",) + FILLER, FILLER]).apply("Oc1@new")
    assert params(after, "row_opened")[0]["head"] is None


def test_a_completion_in_the_yellow_phase_tells_every_point_card_that_changes_hands():
    state = in_phase("yellow", [("red", 30), ("red", 15), ("yellow", 40)])
    after = state.apply("Oc1@1")
    assert kinds(after)[:5] == ["placed", "row_completed", "point_taken", "point_given", "must_open"]
    assert params(after, "placed") == [{"seat": 0, "row": 1, "card": "Oc1", "owner": 1}]
    assert params(after, "row_completed") == [{"seat": 0, "row": 1, "owner": 1,
                                              "cards": ("Oh1", "Oh2", "Oh3", "Oh4", "Oc1")}]
    assert params(after, "point_taken") == [{"seat": 0, "point": ("red", 20), "source": "row"}]
    assert params(after, "point_given") == [{"giver": 1, "seat": 0, "point": ("red", 15)}]
    assert params(after, "must_open") == [{"seat": 0}]


def test_the_german_giver_is_asked_then_his_gift_is_told():
    state = ass_gift("yellow", [("red", 10), ("yellow", 60)])
    asked = state.apply("Oc1@1")
    assert kinds(asked) == ["placed", "row_completed", "point_taken", "gift_asked"]
    assert params(asked, "point_taken")[0]["source"] == "offered"
    assert params(asked, "gift_asked") == [{"giver": 1, "seat": 0, "phase": "yellow"}]
    given = asked.apply("give:R10")
    assert kinds(given) == ["point_given", "must_open"]
    assert params(given, "point_given") == [{"giver": 1, "seat": 0, "point": ("red", 10)}]


def test_cards_drawn_are_secret_to_the_others_and_shown_to_the_drawer():
    state = position(hands=[("Oc1", "Oc2", "Oc3", "Gt4", "Gt3"), FILLER], rows=[row(1, 1, "Oh1")])
    after = state.apply("Oc1@1").apply("end")
    drew = next(e for e in after.events if e.kind == "drew")
    assert drew.params["seat"] == 0 and drew.params["count"] == 1
    assert drew.params["cards"] == state.draw_pile[:1] and drew.shown_to == (0,)
    theirs = next(e for e in after.view(1).events if e.kind == "drew")
    assert theirs.params == {"seat": 0, "count": 1, "cards": HIDDEN_VALUE}
    assert next(e for e in after.view(0).events if e.kind == "drew").params["cards"] == state.draw_pile[:1]
    assert reveals_to(after.events, 0) and not reveals_to(after.events, 1)


def test_a_pass_shows_the_hand_to_every_seat():
    state = position(hands=[("Oc1", "Gt2"), ("bridge",)], rows=[row(1, 1, "Oh1", "Oh2", "Oh3", "Oh4")],
                     draw_pile=(), endgame=True)
    passed = state.apply("Oc1@1").apply("pass")
    event = passed.events[0]
    assert event.kind == "passed" and event.params == {"seat": 1, "hand": ("bridge",)}
    assert event.shown_to == (0, 1) and passed.view(0).events[0] == event
    assert reveals_to(passed.events, 0)


def test_the_last_card_scores_the_round_and_wins_the_game():
    state = position(hands=[("Oc1", "Gt2"), ("bridge",)], rows=[row(1, 1, "Oh1", "Oh2", "Oh3", "Oh4")],
                     draw_pile=(), endgame=True)
    passed = state.apply("Oc1@1").apply("pass")
    over = passed.apply("Gt2@new")
    assert kinds(over)[-2:] == ["round_scored", "game_over"]
    head = passed.point_stack[0]
    scored = params(over, "round_scored")[0]
    assert (scored["round"], scored["scores"], scored["standing"]) == (1, (20 - head[1], 0), {})
    assert [lines[-1] for lines in scored["breakdown"]] == [("total", 20 - head[1]), ("total", 0)]
    assert params(over, "game_over") == [{"winners": over.outcome().winners, "scores": over.outcome().scores}]


def test_a_new_round_is_dealt_with_each_hand_shown_to_its_holder():
    state = position(hands=[("Oc1", "Gt2"), ("bridge",)], rows=[row(1, 1, "Oh1", "Oh2", "Oh3", "Oh4")],
                     draw_pile=(), endgame=True, variant="cumulative")
    after = state.apply("Oc1@1").apply("pass").apply("Gt2@new")
    assert after.round == 1 and after.current_player is not None
    assert kinds(after)[kinds(after).index("round_scored"):][:4] == ["round_scored", "round_dealt", "dealt", "dealt"]
    assert params(after, "round_dealt") == [{"round": 2, "starter": after.starter}]
    dealt = [e for e in after.events if e.kind == "dealt"]
    assert [e.shown_to for e in dealt] == [(0,), (1,)] and all(e.secret == ("cards",) for e in dealt)
    assert next(e for e in after.view(0).events if e.kind == "dealt" and e.params["seat"] == 1).params["cards"] \
        == HIDDEN_VALUE


def test_a_round_scored_carries_the_match_standing_of_each_variant():
    assert match_standing(4, "teams", [(10, 20, 30, 5)]) == {"team_totals": (40, 25, 40, 25)}
    assert match_standing(2, "cumulative", [(100, 50), (0, 20)]) == {
        "bonus": (0, 100), "rounds": ((100, 0), (50, 20)), "totals": (200, 170)}
    assert match_standing(2, "double_or_triple", [(300, 100), (100, 250)]) == {
        "round_wins": (0, 2), "match_wins": (3, 2)}
    assert match_standing(3, "none", [(1, 2, 3)]) == {}


def test_who_saw_a_hidden_card_through_each_move():
    state = position(players=3, hands=[("Oc1", "Oc2") + FILLER[:3], FILLER, FILLER], rows=[row(1, 1, "Oh1")])
    placed = state.apply("Oc1@1").events[0]
    assert placed.kind == "placed" and placed.shown_to == (1, 2), "the others had not seen the card"
    opened = state.apply("Oc1@new").events[0]
    assert opened.shown_to == (0, 1, 2), "the head came face down off the stack"
    shown = replace(state, shown=(True, False, False)).apply("Oc1@1").events[0]
    assert shown.shown_to == (), "a hand shown by a pass holds no secret"
    german = ass_gift("yellow", [("red", 10), ("yellow", 60)]).apply("Oc1@1")
    taken = next(e for e in german.events if e.kind == "point_taken")
    assert taken.params["offered"] == german.offered and taken.shown_to == (0, 1)


def test_hot_seat_undo_stops_once_a_card_was_shown():
    match = Match("quinto", ["human", "human"], 4)
    assert match.undo_point() is None
    match.play(match.state.legal_moves()[0])
    assert match.revealed(0) and match.undo_point() is None and not match.undo()
    alone = Match("quinto", ["human", "easy"], 4)
    while alone.state.current_player != 0:
        alone.play(alone.state.legal_moves()[0])
    alone.play(alone.state.legal_moves()[0])
    assert alone.undo(), "against the AI the human takes his own move back"


def test_a_new_game_tells_its_deal():
    state = SPEC.new_state(3, 7)
    assert kinds(state)[:4] == ["round_dealt", "dealt", "dealt", "dealt"]
    assert state.events[0].params == {"round": 1, "starter": state.starter}


def test_events_are_not_part_of_the_state():
    state = position(hands=[("Oc1",) + FILLER, FILLER])
    after = state.apply("Oc1@new")
    assert replace(after, events=()) == after and "events" not in after.to_dict()


# --- refusals: a code with its parameters, for every kind of refusal ---------------------------------


@pytest.mark.parametrize(("make", "move", "code", "expected"), REFUSALS)
def test_each_refusal_has_its_code_and_parameters(make, move, code, expected):
    state = make()
    with pytest.raises(IllegalMoveError) as error:
        state.apply(move)
    assert (error.value.code, error.value.params) == (code, expected)
    assert str(error.value) and code in SPEC.refusal_codes


@pytest.mark.parametrize(("cards", "card", "code", "expected"), ADJACENCY)
def test_each_adjacency_refusal_has_its_code_and_parameters(cards, card, code, expected):
    base = card.partition("=")[0]
    state = position(hands=[(base,) + FILLER, FILLER], rows=[row(1, 1, *cards)])
    with pytest.raises(IllegalMoveError) as error:
        state.apply(f"{card}@1")
    assert (error.value.code, error.value.params) == (code, expected)
    assert code in SPEC.refusal_codes


@pytest.mark.parametrize(("text", "code"), [
    ("Oc1", "bad_text"), ("give:Y46", "unknown_point"), ("wb:green@1", "face_missing"), ("Oc5@1", "unknown_card"),
    ("Oc1@x", "bad_row"), (42, "bad_text"),
])
def test_unreadable_moves_are_invalid_with_a_code(text, code):
    with pytest.raises(InvalidMoveError) as error:
        SPEC.decode_move(text)
    assert error.value.code == code and code in SPEC.refusal_codes


def test_a_move_after_the_end_is_refused_as_game_over():
    state = position(hands=[("Oc1", "Gt2"), ("bridge",)], rows=[row(1, 1, "Oh1", "Oh2", "Oh3", "Oh4")],
                     draw_pile=(), endgame=True)
    over = state.apply("Oc1@1").apply("pass").apply("Gt2@new")
    with pytest.raises(IllegalMoveError) as error:
        over.apply("end")
    assert error.value.code == "game_over"


def test_every_kind_a_random_game_produces_is_listed():
    seen = set()
    for seed in range(6):
        state = SPEC.new_state(2 + seed % 3, seed, {"rules": ("original", "ass")[seed % 2]})
        seen.update(kinds(state))
        while state.current_player is not None:
            state = state.apply(state.legal_moves()[(seed + state.turn) % len(state.legal_moves())])
            seen.update(kinds(state))
    assert seen <= set(SPEC.event_kinds)
    assert {"row_opened", "placed", "row_completed", "drew", "round_scored", "game_over"} <= seen
