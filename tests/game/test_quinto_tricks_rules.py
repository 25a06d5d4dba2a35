"""Quinto (Angelo Lewis) rules from the rulebook's examples and hand-built positions."""
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import IllegalMoveError
from game.core import replaced
from game.quinto_tricks import SPEC, knowledge
from game.quinto_tricks.deck import DECK, JOKER, quint_points, quints, sort_hand, winning_index
from game.quinto_tricks.moves import Play
from game.quinto_tricks.rules import DOUBLING, OVER, PLAY, TricksState, doubling_round, trick_value
from game.quinto_tricks.seating import DUMMY, bidding_order, controller, sides, table_order, trick_hands

SPARE = ("6S", "7S", "8S", "9S", "TS")  # a cachette without quints


def play_state(hands, trick=(), leader=0, dealer=3, players=4, multiplier=1, cachette=SPARE, tricks=(),
               team_scores=(0, 0), hand_points=(0, 0), score_at_hand_end=False, rubber=False, games=()):
    """A hand in play built directly: four hands (with three players hand 3 is the dummy)."""
    turn = trick_hands(players, dealer, leader)[len(trick)]
    return TricksState(
        players=players, options={"score_at_hand_end": score_at_hand_end, "rubber": rubber}, seed=1, deal_number=0,
        game_number=len(games), dealer=dealer, phase=PLAY, current_player=controller(players, dealer, turn),
        turn=turn, hands=tuple(sort_hand(h) for h in hands), cachette=tuple(cachette), bids=(),
        multiplier=multiplier, leader=leader, trick=tuple(trick), tricks=tuple(tricks), hand_points=hand_points,
        team_scores=team_scores, totals=(0,) * players, games=tuple(games), last_hand=None, winners=(),
    )


def play_all(state, cards):
    """The state after cards are played one after another from state."""
    for card in cards:
        state = state.apply(card)
    return state


# --- who wins a trick ---------------------------------------------------------------------------

@pytest.mark.parametrize(("cards", "winner"), [
    (("7D", "9D", "2D", "KD"), 3),           # followed suit: the highest diamond
    (("7D", "AD", "3H", "9D"), 2),           # a heart from a player void in diamonds trumps
    (("7D", "AC", "AS", "9D"), 3),           # lower suits cannot win
    (("7C", "2D", "4H", "AC"), 2),           # rulebook: club led, a diamond, then a heart wins
    (("KH", JOKER, "2H", "QH"), 0),          # the Joker never wins
    ((JOKER, "2S", "3C", "AS"), 2),          # a Joker lead: the highest suit played wins
])
def test_trick_winner(cards, winner):
    assert winning_index(cards) == winner


def test_a_higher_suit_played_by_a_void_player_takes_the_trick_in_play():
    hands = [("7D", "8C"), ("AD", "9C"), ("3H", "TC"), ("9D", "JC")]
    state = play_all(play_state(hands), ["7D", "AD", "3H", "9D"])
    assert state.tricks[-1].winner == 2
    assert state.leader == 2 and state.current_player == 2
    assert state.hand_points == (5, 0)


def test_a_joker_lead_frees_everyone():
    hands = [(JOKER, "8C"), ("2S", "AH"), ("3C", "9C"), ("AS", "JC")]
    state = play_state(hands).apply(JOKER)
    assert set(state.legal_moves()) == {"2S", "AH"}
    state = play_all(state, ["2S", "3C", "AS"])
    assert state.tricks[-1].winner == 2
    assert state.hand_points == (30, 0)  # trick 5 + the Joker 25


# --- following suit -------------------------------------------------------------------------------

def test_must_follow_suit_with_a_reason():
    hands = [("7D", "8C"), ("AD", "QD", "9C"), ("3H", "TC"), ("9D", "JC")]
    state = play_state(hands).apply("7D")
    with pytest.raises(IllegalMoveError, match="You must follow diamonds: you hold AD, QD."):
        state.apply("9C")
    assert state.legal_moves() == ["AD", "QD"]


def test_the_joker_may_be_played_even_when_able_to_follow():
    hands = [("7D", "8C"), ("AD", JOKER), ("3H", "TC"), ("9D", "JC")]
    state = play_state(hands).apply("7D")
    assert state.legal_moves() == ["AD", JOKER]
    assert state.apply(JOKER).trick == ("7D", JOKER)


def test_a_void_player_may_play_anything_and_cards_not_held_are_refused():
    hands = [("7D", "8C"), ("AH", "9C"), ("3H", "TC"), ("9D", "JC")]
    state = play_state(hands).apply("7D")
    assert state.legal_moves() == ["AH", "9C"]
    with pytest.raises(IllegalMoveError, match="KS is not in your hand"):
        state.apply("KS")
    with pytest.raises(IllegalMoveError, match="doubling round is over"):
        state.apply("double")


def test_check_tells_a_legal_move_from_a_refused_one_without_playing_it():
    hands = [("7D", "8C"), ("AD", "QD", "9C"), ("3H", "TC"), ("9D", "JC")]
    state = play_state(hands).apply("7D")
    assert state.check("QD") == "QD" and type(state.check("QD")) is Play
    with pytest.raises(IllegalMoveError, match="You must follow diamonds") as refused:
        state.check("9C")
    assert refused.value.code == "must_follow" and state.trick == ("7D",)
    with pytest.raises(IllegalMoveError) as bid:
        SPEC.new_state(4, 2).check("5H")
    assert bid.value.code == "bid_first"


# --- quints -------------------------------------------------------------------------------------

@pytest.mark.parametrize(("cards", "points"), [
    (("5H", "2C", "7D", "9S"), 20),
    (("5D", "2C", "7D", "9S"), 15),
    (("5C", "2H", "7D", "9S"), 10),
    (("5S", "2C", "7D", "9H"), 5),
    (("AH", "4H", "7D", "9S"), 20),
    (("AD", "4D", "7C", "9S"), 15),
    (("2C", "3C", "7D", "9S"), 10),
    (("2S", "3S", "7D", "9H"), 5),
    ((JOKER, "3S", "7D", "9H"), 25),
    (("AH", "4D", "2C", "3S"), 0),           # pairs must be of one suit
    (("AH", "2H", "3D", "4C"), 0),
    (("5H", "AH", "4H", JOKER), 65),
])
def test_quint_values(cards, points):
    assert quint_points(cards) == points


def test_quints_are_named_by_kind_and_suit():
    assert quints(("5H", "AD", "4D", JOKER)) == (("five", "H", 20), ("ace_four", "D", 15), ("joker", "", 25))
    assert quints(("3C", "5S", "2C", "AH")) == (("five", "S", 5), ("two_three", "C", 10))


def test_a_pair_split_across_two_tricks_scores_nothing():
    hands = [("AH", "4H"), ("2H", "3H"), ("6D", "7D"), ("8C", "9C")]
    state = play_all(play_state(hands), ["AH", "2H", "6D", "8C"])
    assert state.hand_points == (5, 0)
    state = play_all(state, ["4H", "3H", "7D", "9C"])
    assert state.last_hand.tricks[0].cards == ("AH", "2H", "6D", "8C")
    # two tricks and the cachette (all to North–South): no pair completed in any one of them
    assert state.last_hand.points == (15, 0)


def test_doubling_multiplies_trick_points_but_never_quints():
    hands = [("5H", "8C"), ("2H", "9C"), ("6D", "TC"), ("8S", "JC")]
    for multiplier, points in ((1, 25), (2, 30), (4, 40)):
        state = play_all(play_state(hands, multiplier=multiplier), ["5H", "2H", "6D", "8S"])
        assert state.hand_points == (points, 0)


# --- the cachette (R-L1) --------------------------------------------------------------------------

def test_the_last_trick_takes_the_cachette_with_its_quints():
    cachette = ("5H", "AD", "4D", "2S", JOKER)
    hands = [("KC",), ("AC",), ("6C",), ("7C",)]
    before = play_state(hands, cachette=cachette, team_scores=(10, 20), hand_points=(10, 20))
    after = play_all(before, ["KC", "AC", "6C", "7C"])
    record = after.last_hand
    assert record.cachette == cachette
    assert record.points == (10, 20 + 5 + 5 + (20 + 15 + 25))
    assert after.team_scores == record.points
    assert after.phase == DOUBLING and after.deal_number == 1 and after.dealer == 0
    assert "?" not in after.view(0).to_dict()["last_hand"]["cachette"]
    assert after.view(0).to_dict()["cachette"] == ["?"] * 5
    taken = next(e for e in after.events if e.kind == "cachette")
    assert taken.params == {"hand": 1, "side": 1, "cards": cachette, "trick_points": 5, "points": 65,
                            "quints": (("five", "H", 20), ("ace_four", "D", 15), ("joker", "", 25))}


# --- the doubling round -------------------------------------------------------------------------

def test_doubling_round_order_and_redouble_of_an_opponent():
    state = SPEC.new_state(4, 3)
    order = bidding_order(4, state.dealer)
    assert order[-1] == state.dealer and state.current_player == order[0]
    assert state.legal_moves() == ["pass", "double"]
    with pytest.raises(IllegalMoveError, match="nothing to redouble"):
        state.apply("redouble")
    assert (doubling_round(state)["trick_points"], doubling_round(state)["redoubled_points"]) == (5, 20)
    state = state.apply("double")
    assert state.multiplier == 2 and state.current_player == order[1]
    assert state.legal_moves() == ["pass", "redouble"] and doubling_round(state)["trick_points"] == 10
    state = state.apply("pass")
    # the doubler's partner has nothing to say and is skipped; the dealer may redouble
    assert state.current_player == order[3]
    state = state.apply("redouble")
    assert state.multiplier == 4 and state.phase == PLAY
    assert state.current_player == order[0]
    assert [e.kind for e in state.events] == ["redoubled", "doubling_over"]
    assert state.events[0].params == {"seat": order[3]}


def test_nobody_redoubles_a_partners_double():
    state = SPEC.new_state(4, 3)
    order = bidding_order(4, state.dealer)
    state = play_all(state, ["pass", "double"])
    assert state.current_player == order[2]  # the first speaker's partner, an opponent of the doubler
    state = state.apply("pass")
    # the eldest, who passed before the double, answers it; the dealer, the doubler's partner, never does
    assert state.current_player == order[0] and state.legal_moves() == ["pass", "redouble"]
    state = state.apply("pass")
    assert state.phase == PLAY and state.multiplier == 2
    assert [player for player, _ in state.bids] == [order[0], order[1], order[2], order[0]]
    data = SPEC.new_state(4, 3).to_dict()
    data["bids"] = [[order[0], "double"], [order[1], "pass"], [order[2], "redouble"]]
    with pytest.raises(ValueError, match="bids"):
        SPEC.state_from_dict(data)


# R-L4, from the rulebook: "Their opponents may elect to re-double ... A player may not redouble his
# partner's double."

def test_the_dealer_doubles_after_three_passes_and_the_eldest_who_passed_may_redouble():
    state = SPEC.new_state(4, 3)
    eldest, dealers_partner, second, dealer = bidding_order(4, state.dealer)
    state = play_all(state, ["pass", "pass", "pass", "double"])
    assert state.bids[-1] == (dealer, "double") and state.multiplier == 2
    assert state.phase == DOUBLING and state.current_player == eldest
    assert state.legal_moves() == ["pass", "redouble"]
    state = state.apply("pass")
    # the other opponent, who passed before too, answers next; the dealer's partner is never asked
    assert state.current_player == second
    state = state.apply("redouble")
    assert state.phase == PLAY and state.multiplier == 4 and state.current_player == eldest
    assert [player for player, _ in state.bids[4:]] == [eldest, second]  # never the dealer's partner
    assert dealers_partner not in (eldest, second)
    assert state.events[0] == ("redoubled", {"seat": second}, (), ())


def test_the_eldest_may_redouble_the_dealers_double_at_once():
    state = play_all(SPEC.new_state(4, 8), ["pass", "pass", "pass", "double", "redouble"])
    assert state.phase == PLAY and state.multiplier == 4
    assert state.bids[-1][0] == bidding_order(4, state.dealer)[0]


def test_both_opponents_passing_leaves_the_double():
    state = play_all(SPEC.new_state(4, 8), ["pass", "pass", "pass", "double", "pass", "pass"])
    assert state.phase == PLAY and state.multiplier == 2
    assert trick_value((), state.multiplier) == 10


@pytest.mark.parametrize("passes", range(4))
def test_each_opponent_answers_a_double_in_turn_order_from_the_doubler(passes):
    state = play_all(SPEC.new_state(4, 5), ["pass"] * passes + ["double"])
    doubled_by = bidding_order(4, state.dealer)[passes]
    from_doubler = table_order(4, doubled_by)  # the seats clockwise from the doubler: him, left, partner, right
    answers = []
    while state.phase == DOUBLING:
        assert state.legal_moves() == ["pass", "redouble"]
        with pytest.raises(IllegalMoveError, match="already doubled"):
            state.apply("double")
        answers.append(state.current_player)
        state = state.apply("pass")
    assert answers == [from_doubler[1], from_doubler[3]]


def test_a_partner_asked_to_redouble_in_a_save_is_refused():
    state = play_all(SPEC.new_state(4, 3), ["pass", "pass", "pass", "double"])
    order = bidding_order(4, state.dealer)
    data = state.to_dict()
    assert SPEC.state_from_dict(data).current_player == order[0]
    data["bids"].append([order[1], "redouble"])
    with pytest.raises(ValueError, match="bids"):
        SPEC.state_from_dict(data)


def test_refusing_a_partners_double_gives_the_reason():
    state = play_state([("7D",), ("8D",), ("9D",), ("TD",)])
    state = replaced(state, phase=DOUBLING, bids=((0, "double"),), multiplier=2, turn=2, current_player=2)
    with pytest.raises(IllegalMoveError, match="cannot redouble your partner's double"):
        state.apply("redouble")
    with pytest.raises(IllegalMoveError, match="already doubled"):
        state.apply("double")
    with pytest.raises(IllegalMoveError, match="after the doubling round"):
        state.apply("7D")


def test_all_pass_leaves_single_points_and_the_eldest_leads():
    state = play_all(SPEC.new_state(4, 9), ["pass"] * 4)
    assert state.phase == PLAY and state.multiplier == 1
    assert state.current_player == table_order(4, state.dealer)[1] == state.leader


# --- winning the game (R-L2) and the rubber ------------------------------------------------------

MIDHAND = [("KC", "8H"), ("AC", "9H"), ("QC", "TH"), ("2C", "JH")]


def test_a_side_passing_250_wins_at_once_mid_hand():
    state = play_all(play_state(MIDHAND, team_scores=(248, 240)), ["KC", "AC", "QC", "2C"])
    assert state.team_scores == (248, 245)
    state = play_state(MIDHAND, team_scores=(240, 248))
    state = play_all(state, ["KC", "AC", "QC", "2C"])
    assert state.phase == OVER and state.current_player is None
    assert state.hands[0] == ("8H",)  # the hand was not finished
    assert state.outcome().winners == (1, 3)
    assert state.outcome().scores == (240, 253, 240, 253)
    assert [e.kind for e in state.events][-3:] == ["hand_scored", "game_won", "game_over"]
    assert state.events[-2].params == {"side": 1, "number": 1, "scores": (240, 253)}


def test_exactly_250_is_not_past_250():
    state = play_all(play_state(MIDHAND, team_scores=(0, 245)), ["KC", "AC", "QC", "2C"])
    assert state.phase == PLAY and state.team_scores == (0, 250)


def test_score_at_hand_end_finishes_the_hand_and_the_higher_side_wins():
    state = play_state(MIDHAND, team_scores=(240, 248), score_at_hand_end=True)
    state = play_all(state, ["KC", "AC", "QC", "2C"])
    assert state.phase == PLAY and state.team_scores == (240, 253)
    state = play_all(state, ["9H", "TH", "JH", "8H"])  # West leads; East wins with the JH
    assert state.phase == OVER
    assert state.last_hand.cachette == SPARE
    assert state.outcome().winners == (1, 3)


def test_score_at_hand_end_tie_over_250_plays_another_hand():
    state = play_state([("KC",), ("AC",), ("QC",), ("2C",)], team_scores=(270, 260), score_at_hand_end=True)
    state = play_all(state, ["KC", "AC", "QC", "2C"])  # East–West: 5 + cachette 5 (no quints in SPARE)
    assert state.team_scores == (270, 270) and state.phase == DOUBLING


def test_rubber_next_game_then_rubber_bonus():
    state = play_state(MIDHAND, team_scores=(240, 248), rubber=True)
    state = play_all(state, ["KC", "AC", "QC", "2C"])
    assert state.phase == DOUBLING and state.game_number == 1 and state.team_scores == (0, 0)
    assert state.games == ((1, 240, 253),) and state.totals == (240, 253, 240, 253)
    again = play_state(MIDHAND, team_scores=(100, 248), rubber=True, games=((1, 240, 253),))
    again = replaced(again, totals=(240, 253, 240, 253))
    over = play_all(again, ["KC", "AC", "QC", "2C"])
    assert over.phase == OVER and over.outcome().winners == (1, 3)
    assert over.totals == (340, 253 + 253 + 100, 340, 253 + 253 + 100)
    assert over.events[-1].params == {"winners": (1, 3), "totals": (340, 606, 340, 606)}


def test_the_rubber_needs_four_players():
    with pytest.raises(ValueError) as refused:
        SPEC.new_state(3, 1, {"rubber": True})
    assert refused.value.code == "option_players" and refused.value.params == {"option": "rubber"}


# --- three players (R-L3) ------------------------------------------------------------------------

def test_three_players_seat_the_dummy_opposite_the_dealer():
    assert table_order(3, 1) == (1, 2, DUMMY, 0)
    assert bidding_order(3, 1) == (2, 0, 1)
    assert sides(3, 1) == (1, 0, 1, 0)


def test_the_dealer_plays_the_dummy_which_is_shown_after_the_doubling_round():
    state = SPEC.new_state(3, 4)
    dealer = state.dealer
    assert state.view(dealer).to_dict()["dummy"] == ["?"] * 12
    state = play_all(state, ["pass"] * 3)
    assert state.phase == PLAY
    for seat in range(3):
        assert "?" not in state.view(seat).to_dict()["dummy"]
    assert state.current_player == table_order(3, dealer)[1]
    state = state.apply(state.legal_moves()[0])
    assert state.turn == DUMMY and state.current_player == dealer
    assert set(state.view(dealer).legal_moves()) == set(state.legal_moves()) <= set(state.hands[DUMMY])


def test_the_dummy_must_follow_suit_too():
    hands = [("7D", "8C"), ("TC", "3H"), ("2C", "9S"), ("9C", "AD")]
    state = play_state(hands, players=3, dealer=0, leader=1).apply("TC")
    assert state.turn == DUMMY and state.current_player == 0
    with pytest.raises(IllegalMoveError, match="The dummy must follow clubs: it holds 9C."):
        state.apply("AD")


def test_three_players_the_partners_answer_the_dealers_double_in_turn():
    state = SPEC.new_state(3, 4)
    dealer = state.dealer
    eldest, second, _ = bidding_order(3, dealer)
    state = play_all(state, ["pass", "pass", "double"])
    assert state.current_player == eldest and state.legal_moves() == ["pass", "redouble"]
    assert "?" in state.view(dealer).to_dict()["dummy"]  # still hidden while the doubling round goes on
    state = state.apply("pass")
    assert state.current_player == second
    state = state.apply("redouble")
    assert state.phase == PLAY and state.multiplier == 4
    assert "?" not in state.view(eldest).to_dict()["dummy"]


def test_three_players_only_the_dealer_answers_a_partners_double():
    state = SPEC.new_state(3, 4)
    dealer = state.dealer
    state = state.apply("double")  # the eldest, one of the partnership
    assert state.current_player == dealer  # the other partner is his partner; the dummy never speaks
    assert state.apply("pass").phase == PLAY
    assert state.apply("redouble").multiplier == 4


def test_three_player_hand_scores_bonus_and_totals():
    state = play_state([("KC",), ("AC",), ("6C",), ("7C",)], players=3, dealer=0, leader=1)
    state = play_all(state, ["AC", "7C", "6C", "KC"])  # West, the dummy, North, the dealer South
    assert state.last_hand.points == (0, 5 + 5 + 25)
    assert state.totals == (0, 35, 35)
    assert state.deal_number == 1 and state.dealer == 1


def test_three_player_game_lasts_three_hands():
    state = play_state([("KC",), ("AC",), ("6C",), ("7C",)], players=3, dealer=2, leader=0)
    state = replaced(state, deal_number=2, totals=(50, 60, 70))
    state = play_all(state, ["KC", "7C", "AC", "6C"])  # South, the dummy, West, the dealer North
    assert state.phase == OVER
    # dealer 2 with the dummy scores side 0; West (1) took the trick for the partnership of 0 and 1
    assert state.totals == (50 + 35, 60 + 35, 70)
    assert state.outcome().winners == (1,)


# --- saves, views and the table -----------------------------------------------------------------

def test_saves_refuse_a_wrong_pack():
    data = SPEC.new_state(4, 2).to_dict()
    data["hands"][0][0] = data["hands"][1][0]
    with pytest.raises(ValueError):
        SPEC.state_from_dict(data)


def test_views_hide_the_cachette_and_other_hands():
    state = SPEC.new_state(4, 2)
    view = state.view(1).to_dict()
    assert view["cachette"] == ["?"] * 5 and view["hands"][0] == ["?"] * 12
    assert view["hands"][1] == list(state.hands[1])


# --- the AI knows partners and quints -------------------------------------------------------------

def test_policy_feeds_the_joker_to_a_partners_sure_trick():
    hands = [("AH", "2C"), ("3H", "7C"), (JOKER, "KD", "4S"), ("2H", "8C")]
    state = play_all(play_state(hands, leader=0), ["AH", "3H"])
    assert knowledge.policy_move(state, random.Random(1)) == JOKER


def test_determinize_respects_shown_voids():
    rest = [c for c in DECK if c not in ("7D", "AH", "3H", "9D")]
    diamonds = [c for c in rest if c.endswith("D")]
    others = [c for c in rest if not c.endswith("D")]
    hands = [["7D", *diamonds[:6], *others[:5]], ["AH", *others[11:22]], ["3H", *others[22:33]],
             ["9D", *diamonds[6:], *others[5:11]]]
    state = play_all(play_state(hands, cachette=others[33:]), ["7D", "AH", "3H", "9D"])
    view = state.view(0)
    rng = random.Random(5)
    for _ in range(20):
        sample = knowledge.determinize(view, 0, rng)
        assert not any(c.endswith("D") for c in sample.hands[1] + sample.hands[2])
        assert sample.view(0).to_dict() == view.to_dict()


# --- properties -----------------------------------------------------------------------------------

@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**40), players=st.sampled_from([3, 4]),
       picks=st.lists(st.integers(0, 99), min_size=60, max_size=60))
def test_every_trick_and_the_cachette_score_to_the_side_that_takes_them(seed, players, picks):
    """Replaying a finished hand's tricks gives each side exactly its points: 5 × multiplier and
    the quints per trick, the cachette with the last trick, 25 to the partnership with three."""
    state = SPEC.new_state(players, seed, {"score_at_hand_end": True})
    for pick in picks:
        if state.deal_number == 1 or state.phase == OVER:
            break
        legal = state.legal_moves()
        state = state.apply(legal[pick % len(legal)])
    record = state.last_hand
    assert record is not None and record.cachette is not None
    side = sides(players, record.dealer)
    expected = [0, 25 if players == 3 else 0]
    for trick in record.tricks:
        assert trick.winner == trick_hands(players, record.dealer, trick.leader)[winning_index(trick.cards)]
        expected[side[trick.winner]] += 5 * record.multiplier + quint_points(trick.cards)
    expected[side[record.tricks[-1].winner]] += 5 * record.multiplier + quint_points(record.cachette)
    assert tuple(expected) == record.points
    assert sum(record.points) <= 13 * 5 * record.multiplier + 175 + (25 if players == 3 else 0)
    assert sorted([c for t in record.tricks for c in t.cards] + list(record.cachette)) == sorted(DECK)
