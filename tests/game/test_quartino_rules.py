"""Quartino's rules (RULES.md §4, rulebook seeds/004): hand-built positions and the rulebook's own steps."""
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import IllegalMoveError, InvalidMoveError
from game.core import Event
from game.quartino import SPEC, knowledge
from game.quartino.components import CARDS, COLOURS, PAWNS_PER_COLOUR, WINDOWS
from game.quartino.moves import Move
from game.quartino.wheel import claims_on, tops_of

from .support.quartino_positions import BOTH, NO_MATCH_FULL_BOARD, OTHER_CARDS, play, position


def texts(moves):
    """Moves as notation."""
    return [SPEC.encode_move(m) for m in moves]


# --- the wheel, the cards and matching ---------------------------------------------------------------

def test_there_are_24_cards_each_colour_once():
    assert len(set(CARDS)) == 24
    assert all(sorted(card) == sorted(COLOURS) for card in CARDS)


def test_windows_are_the_centre_and_three_consecutive_ring_spaces_clockwise():
    assert WINDOWS[0] == (0, 1, 2, 3)
    assert WINDOWS[6] == (0, 7, 8, 1)
    assert WINDOWS[7] == (0, 8, 1, 2)


def test_a_card_is_matched_by_the_top_pawns_only():
    # Space 2 shows pink on top of the green that the card needs: no match.
    covered = position({0: "Y", 1: "B", 2: "GP", 3: "P"})
    assert claims_on(covered.board, covered.hands[0]) == ()
    assert play(covered, "Y@7").current_player == 1, "nothing to claim: the turn ends"
    uncovered = position({0: "Y", 1: "B", 2: "PG", 3: "P"})
    assert claims_on(uncovered.board, uncovered.hands[0]) == (Move("claim", "YBGP", 1),)
    assert texts(play(uncovered, "Y@7").legal_moves()) == ["claim:YBGP@1", "end"]


def test_any_rotation_matches_even_across_space_8_to_1():
    state = position({0: "Y", 7: "B", 8: "G", 1: "P"}, placements_left=0, placed=1)
    assert texts(state.legal_moves()) == ["claim:YBGP@7", "end"]


def test_a_mirror_image_does_not_match():
    # Clockwise from 1 the ring reads P, G, B: YPGB, the mirror image of YBGP (B, G, P).
    mirror = {0: "Y", 1: "P", 2: "G", 3: "B"}
    both = position(mirror, placements_left=0, placed=1, hands=[["YBGP", "YPGB", "GPYB", "PYBG"], list(OTHER_CARDS)])
    assert texts(both.legal_moves()) == ["claim:YPGB@1", "end"]
    with pytest.raises(IllegalMoveError, match="not on the board from ring space 1"):
        both.apply(Move("claim", "YBGP", 1))
    assert play(position(mirror), "Y@6").current_player == 1, "holding only YBGP, nothing to claim"


def test_a_card_matched_at_two_places_gives_two_claims():
    state = position({0: "Y", 1: "B", 2: "G", 3: "P", 5: "B", 6: "G", 7: "P"}, placements_left=0, placed=1)
    assert texts(state.legal_moves()) == ["claim:YBGP@1", "claim:YBGP@5", "end"]


# --- placing ---------------------------------------------------------------------------------------

def test_a_pawn_goes_on_an_empty_space_or_on_top_of_a_stack():
    state = position({4: "BG"}, placements_left=2)
    state = play(state, "Y@4", "P@0")
    assert state.board[4] == ("B", "G", "Y") and state.board[0] == ("P",)
    assert tuple(map(len, state.board)) == (1, 0, 0, 0, 3, 0, 0, 0, 0)
    assert state.reserve == (6, 6, 6, 6) and state.current_player == 1


def test_placement_order_and_reserve_counts():
    state = position({4: "BG"})
    assert texts(state.legal_moves())[:10] == [f"Y@{s}" for s in range(9)] + ["B@0"]
    assert len(state.legal_moves()) == 36
    assert state.reserve == (7, 6, 6, 7)
    assert [m.space for m in state.legal_moves() if m.item == "Y"] == list(range(9))


def test_a_colour_with_no_pawn_left_cannot_be_placed():
    state = position({1: "YYYY", 2: "YYY"}, situations=False)
    assert state.reserve[0] == 0
    assert not any(m.item == "Y" for m in state.legal_moves())
    with pytest.raises(IllegalMoveError, match="no yellow pawn left"):
        state.apply(Move("place", "Y", 3))


def test_the_turn_ends_silently_when_nothing_can_be_claimed():
    state = play(position(), "G@3")
    assert state.current_player == 1 and state.placed == 0
    assert state.events == (Event("placed", {"seat": 0, "colour": "G", "space": 3}),)


def test_claims_and_end_only_after_the_placements():
    state = position({0: "Y", 1: "B", 2: "G", 3: "P"}, placements_left=2)
    assert all(m.kind == "place" for m in state.legal_moves())
    with pytest.raises(IllegalMoveError, match="Place your pawns first"):
        state.apply(Move("claim", "YBGP", 1))
    with pytest.raises(IllegalMoveError, match="still have 2 pawns"):
        state.apply(Move("end"))
    with pytest.raises(IllegalMoveError, match="cannot pass"):
        state.apply(Move("pass"))


# --- claims ----------------------------------------------------------------------------------------

def test_a_claim_returns_its_four_pawns_uncovers_the_ones_below_and_gives_one_placement():
    state = position({0: "GY", 1: "B", 2: "G", 3: "YP", 4: "B"}, placements_left=0, placed=1)
    state = play(state, "claim:YBGP@1")
    assert state.board[:5] == (("G",), (), (), ("Y",), ("B",))
    assert state.reserve == (6, 6, 6, 7)
    assert state.completed[0] == ("YBGP",) and "YBGP" not in state.hands[0]
    assert state.current_player == 0 and state.placing and state.placements_left == 1
    assert tops_of(state.board)[:4] == "G..Y"
    assert [(e.kind, e.params["card"], e.params["spaces"], e.params["count"]) for e in state.events] == [
        ("claimed", "YBGP", (0, 1, 2, 3), 1)]


def test_chained_claims():
    # Claiming YBGP empties the centre; the extra pawn (blue, on the centre) completes BGPY from space 5.
    state = position({0: "Y", 1: "B", 2: "G", 3: "P", 5: "G", 6: "P", 7: "Y"}, placements_left=0, placed=1)
    state = play(state, "claim:YBGP@1")
    assert state.placing and state.current_player == 0
    state = play(state, "B@0")
    assert texts(state.legal_moves()) == ["claim:BGPY@5", "end"]
    state = play(state, "claim:BGPY@5", "G@0")
    assert state.completed[0] == ("YBGP", "BGPY")
    assert state.current_player == 1, "nothing more to claim: the turn ends after the extra pawn"


def test_declining_a_claim_ends_the_turn_with_end():
    state = position({0: "Y", 1: "B", 2: "G", 3: "P"}, placements_left=0, placed=1)
    with pytest.raises(IllegalMoveError, match="end your turn rather than pass"):
        state.apply(Move("pass"))
    state = play(state, "end")
    assert state.current_player == 1 and state.completed[0] == ()
    assert state.events == (Event("ended", {"seat": 0}),)


def test_claiming_a_card_you_do_not_hold_is_refused():
    state = position({0: "P", 1: "G", 2: "B", 3: "Y", 4: "B", 5: "G", 6: "P"}, placements_left=0, placed=1,
                     hands=[["YBGP", "BGPY", "GPYB", "PYBG"], ["PGBY", "PBGY", "GBYP", "BYGP"]])
    with pytest.raises(IllegalMoveError, match="You do not hold the card PGBY"):
        state.apply(Move("claim", "PGBY", 1))


def test_the_fourth_card_wins_at_once():
    state = position({0: "Y", 1: "B", 2: "G", 3: "P"}, placements_left=0, placed=1,
                     hands=[["YBGP"], list(OTHER_CARDS)], completed=[["BGPY", "GPYB", "PYBG"], []])
    state = play(state, "claim:YBGP@1")
    assert state.current_player is None and state.legal_moves() == []
    outcome = state.outcome()
    assert outcome.winners == (0,) and outcome.scores == (4, 0)
    assert [e.kind for e in state.events] == ["claimed", "won"] and state.events[1].params == {"seat": 0}
    with pytest.raises(IllegalMoveError, match="over"):
        state.apply(Move("place", "Y", 0))


# --- the situations (R-P3) -----------------------------------------------------------------------------

def test_four_colours_counts_buried_pawns_and_gives_one_extra_placement():
    # Four blue pawns, only one of them on top.
    state = play(position({1: "BP", 2: "BY", 3: "BG", 4: "B"}), "Y@8")
    assert state.current_player == 1
    assert state.fired == ("four colours",)
    assert state.placements_left == 2 and state.board[1] == ("B", "P")


def test_three_of_a_colour_fire_nothing():
    state = play(position({1: "BP", 2: "BY", 3: "BG"}), "Y@8")
    assert state.fired == () and state.placements_left == 1


def test_a_column_goes_back_to_the_reserve_and_gives_one_extra_placement():
    state = play(position({5: "YBG"}), "P@5")
    assert state.current_player == 1
    assert state.fired == ("column",) and state.cleared == (5,)
    assert state.board[5] == () and state.reserve == (7, 7, 7, 7)
    assert state.placements_left == 2
    assert state.events[1:] == (
        Event("situation", {"seat": 1, "situations": ("column",), "count": 2, "spaces": (5,), "owed": False}),
        Event("column_removed", {"spaces": (5,), "pawns": (("Y", "B", "G", "P"),)}))


def test_several_columns_all_go_but_give_one_extra_placement():
    state = play(position({2: "YBGP", 5: "YBG"}), "P@5")
    assert state.cleared == (2, 5) and state.board[2] == state.board[5] == ()
    assert state.placements_left == 2


def test_with_the_column_alone_it_goes_back_at_once_and_there_is_no_column_move():
    state = play(position({5: "YBG"}), "P@5")
    assert state.fired == ("column",) and not state.column_owed
    assert "column" not in texts(state.legal_moves())
    with pytest.raises(IllegalMoveError, match="went back to the reserve at the start of your turn"):
        state.apply(Move("column"))


# "Il les annonce, et devra alors placer 3 pions [...] et retirer les pions qui constituent la colonne.
#  Il peut faire toutes ses actions dans l'ordre de son choix."
def test_both_situations_give_three_placements_and_the_column_waits_for_the_player():
    state = play(position(BOTH), "G@7")
    assert state.fired == ("four colours", "column") and state.placements_left == 3
    assert state.board[0] == tuple("YBGGP"), "the column still stands: the player returns it when he chooses"
    assert state.column_owed and state.cleared == (0,)
    moves = texts(state.legal_moves())
    assert moves[-1] == "column" and len(moves) == 4 * 9 + 1
    assert state.events[-1] == Event("situation", {"seat": 1, "situations": ("four_colours", "column"), "count": 3,
                                                   "spaces": (0,), "owed": True})


def test_with_both_the_column_may_go_back_before_the_first_placement():
    state = play(position(BOTH), "G@7", "column")
    assert state.current_player == 1 and state.board[0] == () and not state.column_owed
    assert state.reserve == (7, 7, 5, 7)
    assert state.placements_left == 3 and "column" not in texts(state.legal_moves())
    assert state.events == (Event("column_returned", {"seat": 1, "spaces": (0,), "pawns": (tuple("YBGGP"),)}),)
    state = play(state, "P@0", "P@1", "P@2")
    assert state.current_player == 0 and state.board[0] == ("P",)


def test_with_both_a_pawn_placed_on_the_column_goes_back_with_it():
    state = play(position(BOTH), "G@7", "Y@0")
    assert state.board[0] == tuple("YBGGPY") and state.column_owed and state.placements_left == 2
    state = play(state, "column")
    assert state.board[0] == () and state.reserve[0] == 7, "the yellow went back with the column"
    assert state.current_player == 1 and state.placements_left == 2
    state = play(state, "B@3", "B@4")
    assert state.current_player == 0


def test_with_both_the_column_may_go_back_between_or_after_the_placements():
    between = play(position(BOTH), "G@7", "Y@1", "column", "Y@2", "Y@3")
    assert between.current_player == 0 and between.board[0] == ()
    after = play(position(BOTH), "G@7", "Y@1", "Y@2", "Y@3")
    assert after.current_player == 1, "the turn waits for the column"
    assert texts(after.legal_moves()) == ["column"]
    with pytest.raises(IllegalMoveError, match="return the column to the reserve"):
        after.apply(Move("place", "B", 4))
    with pytest.raises(IllegalMoveError, match="before your turn ends"):
        after.apply(Move("end"))
    after = play(after, "column")
    assert after.current_player == 0 and after.board[0] == () and after.board[1:4] == (("Y",),) * 3


def test_claims_and_end_are_refused_while_the_column_is_still_owed():
    # Player 2 has placed his three pawns, the last a yellow on top of the column: YBGP reads from space 1.
    hands = [["PGBY", "PGYB", "PBGY", "PBYG"], ["YBGP", "BGPY", "GPYB", "PYBG"]]
    mine = position({0: "BGGPPY", 1: "B", 2: "G", 3: "P", 6: "G", 7: "G"}, hands=hands, current=1,
                    placements_left=0, placed=3, fired=("four colours", "column"), cleared=(0,), column_owed=True)
    assert texts(mine.legal_moves()) == ["column"]
    with pytest.raises(IllegalMoveError, match="Return the column to the reserve first: it goes back before you claim"):
        mine.apply(Move("claim", "YBGP", 1))
    with pytest.raises(IllegalMoveError, match="before your turn ends"):
        mine.apply(Move("end"))
    with pytest.raises(IllegalMoveError, match="before your turn ends"):
        mine.apply(Move("pass"))
    after = play(mine, "column")
    assert after.current_player == 0, "the yellow that matched went back with the column: nothing left to claim"


def test_a_card_matched_beside_the_column_is_claimed_once_it_is_gone():
    hands = [list(OTHER_CARDS), ["YBGP", "BGPY", "GPYB", "PYBG"]]
    state = position({0: "BGGPP", 6: "G", 7: "G", 1: "B", 2: "G", 3: "P"}, hands=hands, current=1,
                     placements_left=3, fired=("four colours", "column"), cleared=(0,), column_owed=True)
    state = play(state, "column", "Y@0", "Y@4", "Y@5")
    assert texts(state.legal_moves()) == ["claim:YBGP@1", "end"]


def test_column_is_refused_when_not_allowed():
    with pytest.raises(IllegalMoveError, match="No column stood on the wheel"):
        position().apply(Move("column"))
    four_only = play(position({1: "BP", 2: "BY", 3: "BG", 4: "B"}), "Y@8")
    with pytest.raises(IllegalMoveError, match="No column stood on the wheel"):
        four_only.apply(Move("column"))
    returned = play(position(BOTH), "G@7", "column")
    with pytest.raises(IllegalMoveError, match="already returned the column"):
        returned.apply(Move("column"))


def test_an_empty_reserve_waits_for_the_column_and_no_placement_is_lost():
    # Every pawn is on the board: four-of-a-colour and the two columns (centre and space 1) fire.
    board = {0: "YYYY", 1: "BBBBB", 2: "YYY", 3: "BB", 4: "GGGGGGG", 5: "PPPPPPP"}
    state = position(board, current=1, placements_left=3, fired=("four colours", "column"), cleared=(0, 1),
                     column_owed=True)
    assert not any(state.reserve) and texts(state.legal_moves()) == ["column"]
    with pytest.raises(IllegalMoveError, match="return the column first"):
        state.apply(Move("place", "Y", 6))
    state = play(state, "column")
    assert state.reserve == (4, 5, 0, 0)
    assert state.placing and state.placements_left == 3


def test_a_stack_that_reaches_four_during_the_turn_stays_for_the_next_turn():
    state = play(position({**BOTH, 3: "PPB"}), "G@7", "B@3", "column")
    assert state.board[0] == () and state.board[3] == tuple("PPBB")


def test_both_situations_are_read_before_the_column_goes():
    # The only four yellows are the column itself: both fire.
    state = play(position({3: "YYY"}), "Y@3")
    assert state.fired == ("four colours", "column") and state.placements_left == 3


def test_without_situations_nothing_fires_and_stacks_grow():
    state = play(position({0: "YBGGP", 6: "G"}, situations=False), "G@7")
    assert state.fired == () and state.placements_left == 1 and len(state.board[0]) == 5
    assert SPEC.new_state(2, 1, {"situations": False}).to_dict()["options"]["situations"] is False


# --- an empty reserve and passing (R-P5) ---------------------------------------------------------------


def test_a_player_who_cannot_place_passes_and_all_passing_ends_the_game():
    state = position(NO_MATCH_FULL_BOARD, situations=False)
    assert state.legal_moves() == [Move("pass")]
    with pytest.raises(IllegalMoveError, match="reserve is empty"):
        state.apply(Move("place", "Y", 4))
    with pytest.raises(IllegalMoveError, match="pass rather than end"):
        state.apply(Move("end"))
    state = play(state, "pass")
    assert state.current_player == 1 and state.passes == 1
    state = play(state, "pass")
    assert state.current_player is None
    assert state.outcome().winners == (0, 1), "no completed cards: a shared win"
    assert state.events == (Event("passed", {"seat": 1}), Event("all_passed", {"winners": (0, 1), "scores": (0, 0)}))


def test_most_completed_cards_win_when_all_pass():
    state = position(NO_MATCH_FULL_BOARD, situations=False,
                     hands=[["YBGP", "BGPY"], list(OTHER_CARDS)[:3]], completed=[["GPYB", "PYBG"], ["GBYP"]])
    state = play(state, "pass", "pass")
    assert state.outcome().scores == (2, 1) and state.outcome().winners == (0,)


def test_a_player_who_cannot_place_may_still_claim_and_then_places():
    state = position({0: "BBBBBBY", 1: "YYYYYYB", 2: "GGGGGGG", 3: "PPPPPPP"}, situations=False)
    assert texts(state.legal_moves()) == ["claim:YBGP@1", "pass"]
    state = play(state, "claim:YBGP@1")
    assert state.placing and state.reserve == (1, 1, 1, 1)
    state = play(state, "G@5")
    assert state.current_player == 1 and state.passes == 0


def test_placements_owed_are_lost_when_the_reserve_runs_dry():
    state = position({**NO_MATCH_FULL_BOARD, 5: "PPPPPP"}, placements_left=2, situations=False)
    state = play(state, "P@8")
    assert state.current_player == 1 and state.passes == 0
    assert state.legal_moves() == [Move("pass")]


# --- options, notation, saves, views ---------------------------------------------------------------

def test_first_player_option():
    assert SPEC.new_state(3, 9, {"first_player": 2}).current_player == 2
    starters = {SPEC.new_state(4, seed).current_player for seed in range(40)}
    assert starters == {0, 1, 2, 3}
    with pytest.raises(ValueError, match="cannot be 3 with 2 players") as refused:
        SPEC.new_state(2, 9, {"first_player": 3})
    assert refused.value.code == "option_players"
    with pytest.raises(ValueError):
        SPEC.new_state(2, 9, {"first_player": True})


def test_a_new_game_deals_four_secret_cards_each_and_an_empty_wheel():
    state = SPEC.new_state(4, 123)
    cards = [c for h in state.hands for c in h]
    assert len(cards) == 16 == len(set(cards)) and all(len(h) == 4 for h in state.hands)
    assert state.reserve == (7, 7, 7, 7) and all(stack == () for stack in state.board)
    assert state.placements_left == 1 and state.fired == ()


@pytest.mark.parametrize("text", ["Y@9", "X@1", "claim:YBGG@1", "claim:YBGP@0", "claim:YBGP@9", "Y@", "END",
                                  "y@1", "claim:YBGP", " pass"])
def test_bad_notation_is_refused(text):
    with pytest.raises(InvalidMoveError):
        SPEC.decode_move(text)


def test_notation_round_trips():
    for text in ("Y@0", "P@8", "claim:GBYP@8", "column", "end", "pass"):
        assert SPEC.encode_move(SPEC.decode_move(text)) == text
    assert SPEC.decode_move("claim:GBYP@8") == Move("claim", "GBYP", 8)


def test_save_keys_follow_design():
    data = position({0: "YB"}).to_dict()
    assert data["board"][0] == ["Y", "B"] and data["reserve"] == {"Y": 6, "B": 6, "G": 7, "P": 7}
    assert data["completed"] == [[], []] and data["hands"][1] == list(OTHER_CARDS)


def broken(**changes):
    """A valid save with some keys changed."""
    data = json.loads(json.dumps(position({0: "YB"}).to_dict()))
    data.update(changes)
    return data


@pytest.mark.parametrize("changes", [
    {"reserve": {"Y": 7, "B": 6, "G": 7, "P": 7}},
    {"board": [["Y", "B"]] + [[]] * 7},
    {"board": [["Y", "X"]] + [[]] * 8},
    {"hands": [["YBGP", "BGPY", "GPYB", "PYBG"], ["YBGP", "PGYB", "PBGY", "PBYG"]]},
    {"hands": [["YBGP", "BGPY", "GPYB"], list(OTHER_CARDS)]},
    {"hands": [["YBGP", "BGPY", "GPYB", "PYBG"], ["?", "?", "?", "?"]]},
    {"completed": [["PGBY"], []]},
    {"situations_fired": ["column"]},
    {"situations_fired": ["column", "four colours"], "cleared_spaces": [1]},
    {"cleared_spaces": [3]},
    {"options": {"situations": True, "first_player": 5}},
    {"options": {"situations": "yes", "first_player": "random"}},
    {"current_player": None},
    {"placements_left": 0, "placed": 1},
    {"passes": 2},
    {"column_owed": True},
    {"column_owed": "no"},
])
def test_inconsistent_saves_are_refused(changes):
    with pytest.raises(ValueError):
        SPEC.state_from_dict(broken(**changes))


def test_views_hide_other_hands_and_determinize_keeps_completed_cards_out():
    state = position({0: "Y"}, players=3, hands=[["YBGP", "BGPY"], ["GPYB", "PYBG", "PGBY", "PGYB"],
                                                  ["PBGY"]], completed=[["PBYG", "GBYP"], [], ["BYGP", "BYPG", "BGYP"]])
    view = state.view(1)
    assert view.hands[0] == ("?", "?") and view.hands[1] == state.hands[1] and view.hands[2] == ("?",)
    assert SPEC.state_from_dict(json.loads(json.dumps(view.to_dict()))).to_dict() == view.to_dict()
    public = set(state.hands[1]) | {c for done in state.completed for c in done}
    rng = random.Random(4)
    for _ in range(20):
        sample = knowledge.determinize(view, 1, rng)
        assert sample.view(1).to_dict() == view.to_dict()
        assert not public & (set(sample.hands[0]) | set(sample.hands[2]))


# --- properties over random games ---------------------------------------------------------------------

@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**63), players=st.integers(2, 4), situations=st.booleans(),
       picks=st.lists(st.integers(0, 10**6), max_size=120))
def test_pawns_and_cards_are_conserved(seed, players, situations, picks):
    state = SPEC.new_state(players, seed, {"situations": situations})
    for pick in picks:
        if state.current_player is None:
            break
        legal = state.legal_moves()
        state = state.apply(legal[pick % len(legal)])
        on_board = [c for stack in state.board for c in stack]
        assert all(on_board.count(c) + n == PAWNS_PER_COLOUR for c, n in zip(COLOURS, state.reserve))
        cards = [c for part in (*state.hands, *state.completed) for c in part]
        assert len(cards) == 4 * players == len(set(cards))
        assert state.events and all(e.kind in SPEC.event_kinds for e in state.events)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**63), picks=st.lists(st.integers(0, 10**6), max_size=80))
def test_claims_offered_are_exactly_the_matched_cards(seed, picks):
    state = SPEC.new_state(3, seed)
    for pick in picks:
        if state.current_player is None:
            break
        if not state.placing and not state.column_owed:
            tops = tops_of(state.board)
            expected = sorted((card, k) for card in state.hands[state.current_player] for k in range(1, 9)
                              if "".join(tops[s] for s in WINDOWS[k - 1]) == card)
            offered = sorted((m.item, m.space) for m in state.legal_moves() if m.kind == "claim")
            assert offered == expected
            assert offered or state.placed == 0, "a turn with nothing to claim ends silently"
        legal = state.legal_moves()
        state = state.apply(legal[pick % len(legal)])


def test_policy_completes_a_card_when_one_pawn_does_it():
    state = position({0: "Y", 1: "B", 2: "G"})
    assert knowledge.policy_move(state, random.Random(1)) == Move("place", "P", 3)


def test_policy_returns_the_column_first_when_its_space_then_completes_a_card():
    # The centre column hides nothing useful; once it is gone, a yellow on the empty centre completes YBGP.
    state = position({0: "BGPP", 1: "B", 2: "G", 3: "P", 5: "G"}, placements_left=1, placed=2,
                     fired=("four colours", "column"), cleared=(0,), column_owed=True)
    rng = random.Random(3)
    assert knowledge.policy_move(state, rng) == Move("column")
    state = play(state, "column")
    assert knowledge.policy_move(state, rng) == Move("place", "Y", 0)


def test_policy_spends_its_pawns_on_the_column_when_any_other_pawn_would_help_the_next_player():
    # Three pawns of every colour stand outside the centre column (Y, B, G, P): once the column is back
    # the reserve holds four of each, so any pawn left on the wheel gives the next player four colours.
    board = {0: "YBGP", 1: "GY", 2: "PY", 3: "YB", 4: "B", 5: "BG", 6: "G", 7: "P", 8: "P"}
    state = play(position({**board, 0: "YBG"}), "P@0")
    assert state.fired == ("four colours", "column") and state.current_player == 1
    mover = position(board, hands=[list(OTHER_CARDS), ["YBGP", "BGPY", "GPYB", "PYBG"]], current=1,
                     placements_left=3, fired=state.fired, cleared=(0,), column_owed=True)
    rng = random.Random(8)
    moves = []
    while mover.current_player == 1:
        move = knowledge.policy_move(mover, rng)
        moves.append(SPEC.encode_move(move))
        mover = mover.apply(move)
    assert moves[-1] == "column" and all(m.endswith("@0") for m in moves[:-1]) and len(moves) == 4
    assert mover.fired == () and mover.placements_left == 1, "the next player gets no extra placement"
