"""The Victorian Quinto says what each move caused (events) and why a move is refused (codes)."""
import dataclasses
import random

import pytest

from game import IllegalMoveError, InvalidMoveError
from game.core import COMMON_REFUSAL_CODES, replaced, reveals_to
from game.quinto_tricks import SPEC
from game.quinto_tricks.deck import JOKER, sort_hand
from game.quinto_tricks.moves import Bid, Move, Play
from game.quinto_tricks.rules import DOUBLING, PLAY, TricksState
from game.quinto_tricks.seating import DUMMY, bidding_order, controller, table_order, trick_hands

from .support.events import kinds

SPARE = ("6S", "7S", "8S", "9S", "TS")


def play_state(hands, trick=(), leader=0, dealer=3, players=4, team_scores=(0, 0), cachette=SPARE, **more):
    """A hand in play built directly (with three players hand 3 is the dummy)."""
    turn = trick_hands(players, dealer, leader)[len(trick)]
    return TricksState(
        players=players, options={"score_at_hand_end": False, "rubber": False}, seed=1, deal_number=0, game_number=0,
        dealer=dealer, phase=PLAY, current_player=controller(players, dealer, turn), turn=turn,
        hands=tuple(sort_hand(h) for h in hands), cachette=cachette, bids=(), multiplier=more.get("multiplier", 1),
        leader=leader, trick=tuple(trick), tricks=(), hand_points=(0, 0), team_scores=team_scores,
        totals=(0,) * players, games=(), last_hand=None, winners=(),
    )


def refusal(state, move):
    """The IllegalMoveError state raises for move."""
    with pytest.raises(IllegalMoveError) as caught:
        state.apply(move)
    return caught.value


# --- events ---------------------------------------------------------------------------------------

def test_each_word_of_the_doubling_round_is_an_event_and_its_end_sets_the_trick_value():
    state = SPEC.new_state(4, 3)
    order = bidding_order(4, state.dealer)
    state = state.apply("pass")
    assert state.events == (("passed", {"seat": order[0]}, (), ()),)
    state = state.apply("double")
    assert state.events == (("doubled", {"seat": order[1]}, (), ()),)
    state = state.apply("pass").apply("redouble")
    assert kinds(state) == ["redoubled", "doubling_over"]
    assert state.events[1].params == {"multiplier": 4, "trick_points": 20, "leader": table_order(4, state.dealer)[1]}


def test_a_card_from_a_hidden_hand_is_shown_to_every_other_player():
    state = play_state([("7D", "8C"), ("AD", "9C"), ("3H", "TC"), ("9D", "JC")]).apply("7D")
    assert state.events == (("played", {"seat": 0, "hand": 0, "card": "7D"}, (), (1, 2, 3)),)
    assert state.view(2).events == state.events  # a played card is public
    assert reveals_to(state.events, 1) and not reveals_to(state.events, 0)


def test_the_dummy_is_shown_to_all_when_the_doubling_round_ends_and_its_cards_reveal_nothing_more():
    state = SPEC.new_state(3, 4)
    state = state.apply("pass").apply("pass").apply("pass")
    shown = state.events[-1]
    assert shown.kind == "dummy_shown" and shown.params["cards"] == state.hands[DUMMY]
    assert shown.shown_to == (0, 1, 2)
    state = state.apply(state.legal_moves()[0])
    card = state.legal_moves()[0]
    after = state.apply(card)
    assert after.events == (("dummy_played", {"seat": state.dealer, "hand": DUMMY, "card": card}, (), ()),)
    assert not any(reveals_to(after.events, seat) for seat in range(3))


def test_a_trick_won_names_the_hand_side_winning_card_points_quints_and_scores():
    hands = [("5H", "8C"), ("2H", "9C"), ("6D", "TC"), ("3H", "JC")]
    state = play_state(hands, team_scores=(40, 30), multiplier=2)
    for card in ("5H", "2H", "6D"):
        state = state.apply(card)
    state = state.apply("3H")
    assert kinds(state) == ["played", "trick_won"]
    assert state.events[1].params == {
        "hand": 0, "side": 0, "card": "5H", "leader": 0, "cards": ("5H", "2H", "6D", "3H"), "trick_points": 10,
        "quints": (("five", "H", 20), ("two_three", "H", 20)), "points": 50, "scores": (90, 30),
    }


def test_the_last_trick_takes_the_cachette_scores_the_hand_and_deals_again():
    cachette = ("5H", "AD", "4D", "2S", JOKER)
    state = play_state([("KC",), ("AC",), ("6C",), ("7C",)], cachette=cachette, team_scores=(10, 20))
    for card in ("KC", "AC", "6C", "7C"):
        state = state.apply(card)
    assert kinds(state) == ["played", "trick_won", "cachette", "hand_scored", "dealt"]
    taken, scored, dealt = state.events[2:]
    assert taken.shown_to == (0, 1, 2, 3) and taken.params["cards"] == cachette
    assert taken.params["points"] == 65 and taken.params["side"] == 1
    assert scored.params == {"number": 1, "dealer": 3, "multiplier": 1, "points": (0, 70), "tricks": (0, 1),
                             "quints": (0, 60), "scores": (10, 90), "totals": (0, 0, 0, 0), "complete": True}
    assert dealt.params == {"number": 2, "dealer": 0} and dealt.shown_to == (0, 1, 2, 3)
    assert state.phase == DOUBLING


def test_three_players_the_partnership_gets_its_bonus_and_the_third_hand_ends_the_game():
    state = play_state([("KC",), ("AC",), ("6C",), ("7C",)], players=3, dealer=2, leader=0)
    state = replaced(state, deal_number=2, totals=(50, 60, 70))
    for card in ("KC", "7C", "AC", "6C"):
        state = state.apply(card)
    assert kinds(state) == ["played", "trick_won", "cachette", "dummy_bonus", "hand_scored", "game_over"]
    assert state.events[3].params == {"side": 1, "points": 25}
    assert state.events[4].params["points"] == (0, 35) and state.events[4].params["quints"] == (0, 0)
    assert state.events[-1].params == {"winners": (1,), "totals": (85, 95, 70)}


def test_passing_250_mid_hand_scores_the_unfinished_hand_and_wins_the_game():
    state = play_state([("KC", "8H"), ("AC", "9H"), ("QC", "TH"), ("2C", "JH")], team_scores=(240, 248))
    for card in ("KC", "AC", "QC", "2C"):
        state = state.apply(card)
    assert kinds(state) == ["played", "trick_won", "hand_scored", "game_won", "game_over"]
    assert state.events[2].params["complete"] is False
    assert state.events[3].params == {"side": 1, "number": 1, "scores": (240, 253)}


def test_events_are_not_saved_and_do_not_change_equality():
    state = SPEC.new_state(4, 5)
    after = state.apply("pass")
    assert "events" not in after.to_dict()
    assert after == dataclasses.replace(after, events=())


@pytest.mark.parametrize("players", [3, 4])
def test_random_games_use_only_declared_event_kinds_and_show_every_kind_that_can_happen(players):
    seen = set()
    for seed in range(12):
        state, rng = SPEC.new_state(players, seed, {"score_at_hand_end": seed % 2 == 0}), random.Random(seed)
        while state.current_player is not None:
            legal = state.legal_moves()
            state = state.apply(legal[rng.randrange(len(legal))])
            assert state.events, "a move said nothing"
            seen.update(kinds(state))
    assert seen <= set(SPEC.event_kinds)
    mid_game = {"game_won"} if players == 3 else {"dummy_shown", "dummy_played", "dummy_bonus"}
    assert seen == set(SPEC.event_kinds) - mid_game


# --- refusals -------------------------------------------------------------------------------------

def test_every_refusal_has_a_code_and_params_and_keeps_its_english():
    following = play_state([("7D", "8C"), ("AD", "QD", "9C"), ("3H", "TC"), ("9D", "JC")]).apply("7D")
    error = refusal(following, "9C")
    assert (error.code, error.params) == ("must_follow", {"card": "9C", "suit": "D", "held": ("AD", "QD"),
                                                          "count": 2, "dummy": False})
    assert str(error) == "You must follow diamonds: you hold AD, QD."
    error = refusal(following, "KS")
    assert (error.code, error.params) == ("not_in_hand", {"card": "KS", "dummy": False})
    assert refusal(following, "double").code == "play_a_card"
    assert refusal(following, "double").params == {"bid": "double"}
    assert refusal(following.view(0), "AD").code == "view_only"

    doubling = SPEC.new_state(4, 3)
    assert (refusal(doubling, "7D").code, refusal(doubling, "7D").params) == ("bid_first", {"card": "7D"})
    assert refusal(doubling, "redouble").code == "nothing_to_redouble"
    doubled = doubling.apply("double")
    assert (refusal(doubled, "double").code, refusal(doubled, "double").params) == (
        "already_doubled", {"doubler": doubled.bids[0][0]})
    partner = replaced(doubling, phase=DOUBLING, bids=((0, "double"),), multiplier=2, turn=2, current_player=2)
    assert (refusal(partner, "redouble").code, refusal(partner, "redouble").params) == (
        "partner_double", {"doubler": 0})
    redoubled = replaced(doubling, bids=((0, "double"), (1, "redouble")), turn=2, current_player=2)
    assert refusal(redoubled, "double").code == "only_pass"


def test_the_dummy_refusals_say_it_is_the_dummy():
    state = play_state([("7D", "8C"), ("TC", "3H"), ("2C", "9S"), ("9C", "AD")], players=3, dealer=0,
                       leader=1).apply("TC")
    error = refusal(state, "AD")
    assert error.code == "must_follow" and error.params["dummy"] is True and error.params["held"] == ("9C",)
    assert refusal(state, "7D").params == {"card": "7D", "dummy": True}


def test_bad_text_and_finished_games_have_their_own_codes():
    with pytest.raises(InvalidMoveError) as caught:
        SPEC.new_state(4, 1).apply("six of hearts")
    assert caught.value.code == "bad_text" and caught.value.params == {"text": "six of hearts"}
    with pytest.raises(InvalidMoveError) as caught:
        SPEC.new_state(4, 1).apply(42)
    assert caught.value.code == "not_a_move"
    over = play_state([("KC", "8H"), ("AC", "9H"), ("QC", "TH"), ("2C", "JH")], team_scores=(240, 248))
    for card in ("KC", "AC", "QC", "2C"):
        over = over.apply(card)
    assert refusal(over, "8H").code == "game_over"
    assert {"bad_text", "not_a_move", "game_over"} == set(COMMON_REFUSAL_CODES)
    assert set(COMMON_REFUSAL_CODES) <= set(SPEC.refusal_codes)


def test_moves_are_typed_and_read_back_from_their_text():
    assert type(Move.from_text(" double ")) is Bid and str(Move.from_text("double")) == "double"
    card = Move.from_text("JOKER")
    assert type(card) is Play and str(card) == "JOKER" and isinstance(card, Move) and isinstance(Bid("pass"), Move)
    state = SPEC.new_state(4, 2)
    assert all(type(m) is Bid for m in state.legal_moves())
    state = state.apply("pass").apply("pass").apply("pass").apply("pass")
    assert all(type(m) is Play for m in state.legal_moves())
    assert all(type(m) is Play for m in SPEC.state_from_dict(state.to_dict()).legal_moves())
