"""13's rules from the rulebook's examples and hand-built positions."""
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import GAMES, IllegalMoveError
from game.core import InvalidMoveError, replaced, reveals_to
from game.thirteen.deck import DECK
from game.thirteen.moves import Move
from game.thirteen.rules import round_breakdown, round_scores, rounds_for

SPEC = GAMES["thirteen"]


def position(targets, hand=("B7", "Y1", "G2", "R4", "B1"), taken=None, players=3, pile=None):
    """A full 3-player state: player 0 to move with hand, the given targets, the rest dealt around."""
    rest = list(DECK)
    for card in [*hand, *(c for t in targets.values() for c in t), *((taken or [[]])[0])]:
        rest.remove(card)
    others = [rest[:5], rest[5:10]]
    rest = rest[10:]
    draw = rest if pile is None else pile
    leftover = [c for c in rest if c not in draw] if pile is not None else []
    data = SPEC.new_state(players, 1).to_dict()
    data.update(
        current_player=0,
        hands=[list(hand), others[0], others[1]],
        targets={k: list(targets.get(k, [])) for k in "BYG"},
        taken=[list((taken or [[]])[0]), leftover, []],
        draw_pile=list(draw),
        plays=[],
    )
    return SPEC.state_from_dict(data)


def test_rulebook_scoring_example_7_2_17_15():
    marie = ["B1"] * 3 + ["Y1"] * 2 + ["R4"]
    luc = ["Y2"] * 6 + ["G2"] * 2
    pierre = ["B5"] * 2 + ["Y5"] * 5 + ["G5"] * 6 + ["R4"] * 2
    marc = ["B7"] * 6 + ["Y7"] + ["G7"] * 6 + ["R4"] * 4
    assert round_scores([marie, luc, pierre, marc]) == (7, 2, 17, 15)


def test_tied_majorities_all_count():
    rows = round_breakdown([["G1"] * 3, ["G2"] * 3, ["G4"]])
    assert [r["G"] for r in rows] == [3, 3, 1]


def test_sole_majority_scores_zero_but_rotten_fours_always_count():
    rows = round_breakdown([["B1", "B2", "R4", "R4"], ["B4"], []])
    assert rows[0] == {"B": 0, "Y": 0, "G": 0, "R": 4}
    assert rows[1]["B"] == 1


def test_exactly_thirteen_is_safe():
    state = position({"B": ["B7", "B4"]}, hand=("B2", "Y1", "G2", "R4", "B1"))
    after = state.apply(Move("B2", "B"))
    assert after.targets[0] == ("B7", "B4", "B2")
    assert after.taken[0] == ()


def test_fourteen_takes_the_pile_and_the_card_stays():
    state = position({"B": ["B7", "B4", "B2"]}, hand=("B1", "Y1", "G2", "R4", "B5"))
    after = state.apply(Move("B1", "B"))
    assert after.taken[0] == ("B7", "B4", "B2")
    assert after.targets[0] == ("B1",)


def test_rulebook_example_two_rotten_four_taken():
    state = position({"G": ["G5", "G2", "R4"]}, hand=("G5", "Y1", "B2", "R4", "B1"))
    after = state.apply("G5@G")
    assert sorted(after.taken[0]) == sorted(["G5", "G2", "R4"])
    assert after.targets[2] == ("G5",)


def test_rotten_four_may_open_any_target_and_the_colour_follows():
    state = position({}, hand=("Y1", "B1", "G2", "R4", "B5"))
    opened = state.apply(Move("R4", "Y"))
    assert opened.targets[1] == ("R4",)
    assert Move("R4", "B") in state.legal_moves() and Move("R4", "G") in state.legal_moves()


def test_colour_card_refused_on_another_colour_with_a_reason():
    state = position({}, hand=("Y1", "B1", "G2", "R4", "B5"))
    with pytest.raises(IllegalMoveError, match="blue card can only go on the blue target") as refused:
        state.apply(Move("B1", "Y"))
    assert (refused.value.code, refused.value.params) == ("wrong_target", {"card": "B1", "target": "Y"})
    assert not isinstance(refused.value, InvalidMoveError)
    assert Move("B1", "Y") not in state.legal_moves()


def test_card_not_in_hand_refused():
    state = position({}, hand=("Y1", "B1", "G2", "R4", "B5"))
    with pytest.raises(IllegalMoveError, match="not in your hand") as refused:
        state.apply("G7@G")
    assert (refused.value.code, refused.value.params) == ("not_in_hand", {"card": "G7"})


def test_a_move_value_naming_no_target_is_refused_with_its_code():
    state = position({}, hand=("Y1", "B1", "G2", "R4", "B5"))
    with pytest.raises(IllegalMoveError) as refused:
        state.apply(Move("B1", "R"))
    assert (refused.value.code, refused.value.params) == ("no_such_target", {"target": "R"})


def test_a_view_refuses_to_play_from_a_hidden_hand():
    state = position({}, hand=("Y1", "B1", "G2", "R4", "B5"))
    with pytest.raises(IllegalMoveError) as refused:
        state.view(1).apply("B1@B")
    assert refused.value.code == "hand_hidden"


def test_malformed_move_text():
    for text, code in (("B7", "bad_text"), ("B7@X", "no_such_target"), ("X7@B", "no_such_card"),
                       ("B3@B", "no_such_card"), ("b7@b", "no_such_card"), (7, "bad_text")):
        with pytest.raises(InvalidMoveError) as refused:
            SPEC.decode_move(text)
        assert refused.value.code == code and isinstance(refused.value, ValueError)
        assert refused.value.code in SPEC.refusal_codes


def test_a_safe_play_says_what_was_played_and_that_the_card_was_drawn():
    state = position({"B": ["B7", "B4"]}, hand=("B2", "Y1", "G2", "R4", "B1"))
    after = state.apply("B2@B")
    kinds = [e.kind for e in after.events]
    assert kinds == ["played", "drew"]
    assert after.events[0].params == {"seat": 0, "card": "B2", "target": "B"}


def test_going_over_13_says_which_cards_were_taken():
    state = position({"G": ["G5", "G2", "R4"]}, hand=("G5", "Y1", "B2", "R4", "B1"))
    took = {e.kind: e for e in state.apply("G5@G").events}["took_pile"]
    assert took.params == {"seat": 0, "target": "G", "cards": ["G5", "G2", "R4"], "count": 3, "over": 16}


def test_a_card_played_from_a_hidden_hand_is_shown_to_everyone_else():
    state = position({}, hand=("B2", "Y1", "G2", "R4", "B1"))
    played = state.apply("Y1@Y").events[0]
    assert played.kind == "played" and played.shown_to == (1, 2) and played.secret == ()
    assert state.apply("Y1@Y").view(2).events[0].params["card"] == "Y1"


def test_the_card_drawn_is_shown_only_to_the_drawer():
    state = position({}, hand=("B2", "Y1", "G2", "R4", "B1"))
    after = state.apply("B2@B")
    drew, top = after.events[-1], state.draw_pile[0]
    assert drew.kind == "drew" and drew.params["card"] == top and drew.shown_to == (0,)
    assert after.view(0).events[-1].params["card"] == top
    assert after.view(1).events[-1].params["card"] == "?"
    assert reveals_to(after.events[-1:], 0) and not reveals_to(after.events[-1:], 1)


def test_the_last_card_of_a_round_scores_it_and_deals_the_next():
    state = SPEC.new_state(4, 9)
    while state.round == 0:
        before, state = state, state.apply(state.legal_moves()[0])
    kinds = [e.kind for e in state.events]
    assert kinds[-2:] == ["round_scored", "dealt"] and "drew" not in kinds
    scored = state.events[-2].params
    assert scored["round"] == 1 and tuple(scored["scores"]) == round_scores(state.last_round)
    assert tuple(scored["totals"]) == state.totals and scored["taken"] == [list(t) for t in state.last_round]
    assert scored["breakdown"] == list(round_breakdown(state.last_round))
    dealt = state.events[-1]
    assert dealt.params == {"round": 2, "seat": state.dealer} and set(dealt.shown_to) == {0, 1, 2, 3}
    assert reveals_to(state.events, 1), "a new deal shows everyone a new hand"
    assert before.events and all(k in SPEC.event_kinds for k in kinds)


def test_the_last_move_of_the_game_names_the_winners():
    state = SPEC.new_state(3, 5)
    while state.current_player is not None:
        state = state.apply(state.legal_moves()[-1])
    over = state.events[-1]
    assert over.kind == "game_over" and over.params["winners"] == list(state.outcome().winners)
    assert [e.kind for e in state.events][-2] == "round_scored"


def test_events_are_not_saved_and_do_not_change_equality():
    state = SPEC.new_state(3, 5)
    after = state.apply(state.legal_moves()[0])
    assert "events" not in after.to_dict()
    assert SPEC.state_from_dict(after.to_dict()) == after and SPEC.state_from_dict(after.to_dict()).events == ()


def test_player_draws_after_playing():
    state = SPEC.new_state(4, 3)
    p = state.current_player
    after = state.apply(state.legal_moves()[0])
    assert len(after.hands[p]) == 5
    assert len(after.draw_pile) == len(state.draw_pile) - 1


def test_left_of_dealer_starts_and_deal_rotates():
    state = SPEC.new_state(4, 9)
    assert state.current_player == (state.dealer + 1) % 4
    first_dealer = state.dealer
    while state.round == 0:
        state = state.apply(state.legal_moves()[0])
    assert state.dealer == (first_dealer + 1) % 4
    assert state.current_player == (state.dealer + 1) % 4
    assert state.last_round is not None and state.totals == round_scores(state.last_round)


@pytest.mark.parametrize(("players", "rounds"), [(3, 6), (4, 4), (5, 5), (6, 6)])
def test_every_player_deals_once_three_players_twice(players, rounds):
    assert rounds_for(players) == rounds
    state = SPEC.new_state(players, 2)
    seen = []
    while state.current_player is not None:
        if not seen or seen[-1] != state.round:
            seen.append(state.round)
        state = state.apply(state.legal_moves()[-1])
    assert seen == list(range(rounds))
    assert state.outcome().scores == tuple(-t for t in state.totals)


def test_lowest_total_wins_and_ties_share():
    state = SPEC.new_state(3, 4)
    data = state.to_dict()
    finished = state.__class__(**{**state.__dict__, "current_player": None, "totals": (5, 3, 3)})
    assert finished.outcome().winners == (1, 2)
    assert data["totals"] == [0, 0, 0]


def test_view_hides_taken_cards_unless_assist():
    state = position({"B": ["B7", "B4", "B2"]}, hand=("B1", "Y1", "G2", "R4", "B5"))
    after = state.apply("B1@B")
    assert after.view(1).taken[0] == ("?", "?", "?")
    assert after.view(0).taken[0] == ("?", "?", "?")
    assisted = SPEC.new_state(3, 1, {"assist": True})
    assert assisted.assist
    shown = replaced(after, options={"assist": True})
    assert shown.view(0).taken[0] == ("B7", "B4", "B2")


def test_bad_option_refused():
    with pytest.raises(ValueError, match="assist"):
        SPEC.new_state(3, 1, {"assist": "yes"})


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**9), players=st.integers(3, 6), picks=st.lists(st.integers(0, 99), max_size=120))
def test_cards_are_conserved_and_targets_never_exceed_13(seed, players, picks):
    state = SPEC.new_state(players, seed)
    for pick in picks:
        if state.current_player is None:
            break
        legal = state.legal_moves()
        state = state.apply(legal[pick % len(legal)])
        assert all(sum(int(c[1:]) for c in t) <= 13 or len(t) == 1 for t in state.targets)
        cards = sorted(c for part in (*state.hands, state.draw_pile, *state.targets, *state.taken) for c in part)
        assert cards == sorted(DECK)
