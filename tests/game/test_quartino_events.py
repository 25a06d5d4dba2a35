"""Quartino's events and refusals (RULES.md §4): what each move says happened, who saw what, and why a
move is refused, as codes with parameters, on hand-built positions."""

import pytest

from game import IllegalMoveError, InvalidMoveError
from game.core import Event, reveals_to
from game.quartino import SPEC
from game.quartino.moves import Move

from .support.events import kinds
from .support.quartino_positions import BOTH, NO_MATCH_FULL_BOARD, OTHER_CARDS, play, position

# --- events ----------------------------------------------------------------------------------------

def test_a_placement_that_keeps_the_turn_says_only_placed():
    state = play(position({4: "BG"}, placements_left=2), "Y@4")
    assert state.events == (Event("placed", {"seat": 0, "colour": "Y", "space": 4}),)
    assert state.current_player == 0


def test_the_last_placement_hands_over_and_the_next_turn_announces_four_colours():
    state = play(position({1: "BP", 2: "BY", 3: "BG", 4: "B"}), "Y@8")
    assert state.events == (
        Event("placed", {"seat": 0, "colour": "Y", "space": 8}),
        Event("situation", {"seat": 1, "situations": ("four_colours",), "count": 2, "spaces": (), "owed": False}),
    )


def test_a_column_alone_is_removed_at_the_start_of_the_turn_with_its_pawns_bottom_first():
    state = play(position({2: "YBGP", 5: "YBG"}), "P@5")
    assert kinds(state) == ["placed", "situation", "column_removed"]
    assert state.events[1].params == {"seat": 1, "situations": ("column",), "count": 2, "spaces": (2, 5),
                                      "owed": False}
    assert state.events[2].params == {"spaces": (2, 5), "pawns": (tuple("YBGP"), tuple("YBGP"))}


def test_with_both_situations_the_column_is_owed_then_returned_by_the_player():
    state = play(position(BOTH), "G@7")
    assert state.events[-1].params["owed"] is True and kinds(state) == ["placed", "situation"]
    state = play(state, "Y@0", "column")
    assert state.events == (Event("column_returned", {"seat": 1, "spaces": (0,), "pawns": (tuple("YBGGPY"),)}),)


def test_a_claim_names_the_card_its_spaces_and_the_cards_done_and_shows_the_card_to_everyone():
    state = play(position({0: "GY", 1: "B", 2: "G", 3: "YP"}, placements_left=0, placed=1, players=3),
                 "claim:YBGP@1")
    (claimed,) = state.events
    assert claimed.kind == "claimed"
    assert claimed.params == {"seat": 0, "card": "YBGP", "k": 1, "spaces": (0, 1, 2, 3), "count": 1}
    assert claimed.secret == () and claimed.shown_to == (0, 1, 2)
    assert reveals_to(state.events, 1) and reveals_to(state.events, 2)


def test_the_fourth_card_says_won():
    state = position({0: "Y", 7: "B", 8: "G", 1: "P"}, placements_left=0, placed=1,
                     hands=[["YBGP"], list(OTHER_CARDS)], completed=[["BGPY", "GPYB", "PYBG"], []])
    state = play(state, "claim:YBGP@7")
    assert kinds(state) == ["claimed", "won"]
    assert state.events[0].params["count"] == 4 and state.events[0].params["spaces"] == (0, 7, 8, 1)
    assert state.events[1] == Event("won", {"seat": 0})


def test_ending_and_passing_then_everyone_passed():
    ended = play(position({0: "Y", 1: "B", 2: "G", 3: "P"}, placements_left=0, placed=1), "end")
    assert ended.events == (Event("ended", {"seat": 0}),)
    state = position(NO_MATCH_FULL_BOARD, situations=False, hands=[["YBGP", "BGPY"], list(OTHER_CARDS)[:3]],
                     completed=[["GPYB", "PYBG"], ["GBYP"]])
    state = play(state, "pass")
    assert state.events == (Event("passed", {"seat": 0}),)
    state = play(state, "pass")
    assert state.events == (Event("passed", {"seat": 1}), Event("all_passed", {"winners": (0,), "scores": (2, 1)}))


def test_placements_reveal_nothing_and_views_carry_the_same_events():
    state = play(position({1: "BP", 2: "BY", 3: "BG", 4: "B"}, players=3), "Y@8")
    for seat in range(3):
        assert not reveals_to(state.events, seat)
        assert state.view(seat).events == state.events
        assert state.view(seat).hands[(seat + 1) % 3] == ("?",) * 4


def test_events_are_not_part_of_the_save_nor_of_equality():
    state = play(position({4: "BG"}, placements_left=2), "Y@4")
    assert "events" not in state.to_dict()
    reloaded = SPEC.state_from_dict(state.to_dict())
    assert reloaded.events == () and reloaded == state


def test_every_event_of_random_games_is_listed_with_plain_parameters():
    seen = set()
    for seed in range(12):
        state = SPEC.new_state(2 + seed % 3, seed)
        while state.current_player is not None:
            move = state.legal_moves()[(seed + state.turn) % len(state.legal_moves())]
            state = state.apply(move)
            assert state.events, f"{move} said nothing"
            for e in state.events:
                assert e.kind in SPEC.event_kinds
                assert all(isinstance(v, (int, str, tuple, bool)) for v in e.params.values()), e
                seen.add(e.kind)
    assert {"placed", "claimed", "situation"} <= seen


# --- refusals --------------------------------------------------------------------------------------

COLUMN_OWED = dict(fired=("four colours", "column"), cleared=(0,), column_owed=True, current=1,
                   hands=[list(OTHER_CARDS), ["YBGP", "BGPY", "GPYB", "PYBG"]])
REFUSALS = [
    # (position, move, code, params)
    (position({1: "YYYY", 2: "YYY"}, situations=False), "Y@3", "colour_empty", {"colour": "Y"}),
    (position(NO_MATCH_FULL_BOARD, situations=False), "Y@4", "reserve_empty", {}),
    (position({0: "Y", 1: "B", 2: "G", 3: "P"}, placements_left=0, placed=1), "B@4", "all_placed", {}),
    (position({0: "Y", 1: "B", 2: "G", 3: "P"}, placements_left=2), "claim:YBGP@1", "place_before_claim",
     {"count": 2}),
    (position(placements_left=2), "end", "place_before_end", {"count": 2}),
    (position(), "pass", "cannot_pass", {}),
    (position({0: "YYYY", 1: "BBBBB", 2: "YYY", 3: "BB", 4: "GGGGGGG", 5: "PPPPPPP"}, placements_left=3,
              **COLUMN_OWED), "Y@6", "column_to_refill", {"spaces": (0,)}),
    (position({0: "BGGPPY", 6: "G", 7: "G"}, placements_left=0, placed=3, **COLUMN_OWED), "B@4", "column_now",
     {"spaces": (0,)}),
    (position({0: "BGGPPY", 1: "B", 2: "G", 3: "P", 6: "G", 7: "G"}, placements_left=0, placed=3, **COLUMN_OWED),
     "claim:YBGP@1", "column_before_claim", {"spaces": (0,)}),
    (position({0: "BGGPPY", 6: "G", 7: "G"}, placements_left=0, placed=3, **COLUMN_OWED), "end", "column_before_end",
     {"spaces": (0,)}),
    (position(), "column", "no_column", {}),
    (play(position(BOTH), "G@7", "column"), "column", "column_already_returned", {"spaces": (0,)}),
    (play(position({5: "YBG"}), "P@5"), "column", "column_went_back", {"spaces": (5,)}),
    (position({0: "Y", 1: "B", 2: "G", 3: "P"}, placements_left=0, placed=1).view(1), "claim:YBGP@1", "hidden_hand",
     {}),
    (position({0: "P", 1: "G", 2: "B", 3: "Y", 4: "B", 5: "G"}, placements_left=0, placed=1,
              hands=[["YBGP", "BGPY", "GPYB", "PYBG"], ["PGBY", "PBGY", "GBYP", "BYGP"]]), "claim:PGBY@1",
     "card_not_held", {"card": "PGBY"}),
    (position({0: "Y", 1: "P", 2: "G", 3: "B"}, placements_left=0, placed=1,
              hands=[["YBGP", "YPGB", "GPYB", "PYBG"], list(OTHER_CARDS)]), "claim:YBGP@1", "not_matched",
     {"card": "YBGP", "k": 1, "spaces": (0, 1, 2, 3), "tops": "YPGB"}),
    (position(NO_MATCH_FULL_BOARD, situations=False), "end", "nothing_placed", {}),
    (position({0: "Y", 1: "B", 2: "G", 3: "P"}, placements_left=0, placed=1), "pass", "placed_this_turn",
     {"count": 1}),
]


@pytest.mark.parametrize("state, text, code, params", REFUSALS, ids=[case[2] for case in REFUSALS])
def test_each_refusal_has_its_code_and_parameters(state, text, code, params):
    with pytest.raises(IllegalMoveError) as refused:
        state.apply(text)
    assert not isinstance(refused.value, InvalidMoveError)
    assert (refused.value.code, refused.value.params) == (code, params)
    assert code in SPEC.refusal_codes and str(refused.value)


def test_every_refusal_code_of_the_game_is_covered_above():
    covered = {case[2] for case in REFUSALS} | {"unknown_card", "bad_ring_space", "unknown_colour", "bad_space"}
    assert covered | {"game_over", "not_a_move", "bad_text"} == set(SPEC.refusal_codes)


@pytest.mark.parametrize("text, code, params", [
    ("claim:YBGG@1", "unknown_card", {"card": "YBGG"}),
    ("claim:YBGP@9", "bad_ring_space", {"card": "YBGP", "k": "9"}),
    ("X@1", "unknown_colour", {"colour": "X"}),
    ("Y@9", "bad_space", {"space": "9"}),
    ("END", "bad_text", {"text": "END"}),
    (7, "bad_text", {"text": "7"}),
])
def test_unreadable_text_is_an_invalid_move_with_a_code(text, code, params):
    with pytest.raises(InvalidMoveError) as refused:
        SPEC.decode_move(text)
    assert (refused.value.code, refused.value.params) == (code, params)
    assert isinstance(refused.value, ValueError)


def test_the_common_refusals():
    over = play(position({0: "Y", 1: "B", 2: "G", 3: "P"}, placements_left=0, placed=1,
                         hands=[["YBGP"], list(OTHER_CARDS)], completed=[["BGPY", "GPYB", "PYBG"], []]),
                "claim:YBGP@1")
    with pytest.raises(IllegalMoveError) as refused:
        over.apply("Y@0")
    assert refused.value.code == "game_over"
    with pytest.raises(IllegalMoveError) as refused:
        position().apply(Move("place", "Y", 12))
    assert refused.value.code == "not_a_move"
