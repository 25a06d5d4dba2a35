"""Quinto (RULES.md §1): adjacency, turns, completions, phases, end game, scoring, variants, saves."""
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import IllegalMoveError, InvalidMoveError
from game.ai import new_agent
from game.cards import same_cards
from game.quinto import SPEC, knowledge
from game.quinto.deck import (
    ALL_POINTS,
    BASE,
    BRIDGE,
    HAND_CARDS,
    PARTS,
    PLAYED_CARDS,
    WORD,
    WORD_OR_BRIDGE,
    CardParts,
    build_deck,
    card_name,
    card_parts,
    forms_quinto,
)
from game.quinto.first_player import draw_first_player, first_player_from
from game.quinto.rules import END, PASS, Move, Row
from game.quinto.scoring import (
    breakdown,
    cumulative_totals,
    final_scores,
    match_over,
    match_wins,
    player_score,
    round_win_count,
)
from game.rng import make_rng

from .support.quinto_positions import FILLER, ass_gift, five_in_hand_completion, in_phase, position, row


def refusal(state, text):
    """The message of the IllegalMoveError state raises for the move text."""
    with pytest.raises(IllegalMoveError) as error:
        state.apply(text)
    return str(error.value)


def destinations(state, card):
    """Each legal (played card, target) of the hand card card, a word-or-bridge card under either face."""
    return [(m.card, m.target) for m in state.legal_moves() if m.target is not None and BASE[m.card] == card]


# --- adjacency: every pair of card kinds, allowed and refused with a reason ---------------------

@pytest.mark.parametrize(("last", "card"), [
    ("Oc3", "Bs3"),        # rulebook example 1: the second card shares the 3
    ("Bs3", "Bs1"),        # ... and the third shares blue and square
    ("Rt2", "Rh4"),        # colour only
    ("Oc1", "w:circle"),   # rulebook example 2: the word circle after a circle
    ("w:circle", "Gc4"),   # ... and a circle after the word
    ("w:red", "w:red"),    # rulebook example 3: the same word
    ("w:red", "bridge"),
    ("w:4", "wb:2=bridge"),
])
def test_cards_that_may_follow(last, card):
    state = position(hands=[(BASE[card],) + FILLER, FILLER], rows=[row(1, 1, "Oh1", last)])
    after = state.apply(f"{card}@1")
    assert after.row(1).cards[-1] == card


def test_a_bridge_links_two_different_words():
    state = position(hands=[("w:circle",) + FILLER, FILLER], rows=[row(1, 1, "Oh1", "w:red", "bridge")])
    assert state.apply("w:circle@1").row(1).cards == ("Oh1", "w:red", "bridge", "w:circle")


@pytest.mark.parametrize(("cards", "card", "reason"), [
    (("Oc1",), "Gt2", "shares no colour, shape or number"),
    (("Oc1",), "w:red", "does not show red"),
    (("w:red",), "Gc1", "does not show red, the word it would follow"),
    (("w:red",), "w:green", "A word may only follow the same word"),
    (("Oc1",), "bridge", "cannot follow a combination"),
    (("w:red", "bridge"), "bridge", "cannot follow another bridge"),
    (("w:red", "bridge"), "Rc1", "After a bridge the next card must be a word"),
    (("w:red", "w:red", "w:red", "w:red"), "bridge", "never be the fifth card"),
    (("w:red", "bridge"), "wb:2=bridge", "cannot follow another bridge"),
])
def test_cards_that_may_not_follow_say_why(cards, card, reason):
    state = position(hands=[(BASE[card],) + FILLER, FILLER], rows=[row(1, 1, *cards)])
    assert reason in refusal(state, f"{card}@1")
    assert Move(card, 1) not in state.legal_moves()


def test_a_bridge_never_starts_a_row_and_a_bridge_alone_cannot_open_one():
    state = position(hands=[("bridge",) * 5, FILLER])
    assert "A bridge cannot start a row" in refusal(state, "bridge@new")
    assert state.legal_moves() == [PASS]


def test_word_or_bridge_offers_both_faces_where_both_fit():
    state = position(hands=[("wb:green",) + FILLER, FILLER], rows=[row(1, 1, "w:green")])
    assert ("wb:green=word", 1) in destinations(state, "wb:green")
    assert ("wb:green=bridge", 1) in destinations(state, "wb:green")
    assert ("wb:green=word", "new") in destinations(state, "wb:green")
    assert ("wb:green=bridge", "new") not in destinations(state, "wb:green")
    assert state.apply("wb:green=bridge@1").row(1).cards == ("w:green", "wb:green=bridge")
    with pytest.raises(InvalidMoveError, match="Say how"):
        SPEC.decode_move("wb:green@1")


# --- turns -------------------------------------------------------------------------------------

def test_a_turn_goes_into_one_row_and_must_play_a_card():
    state = position(hands=[("Oc1", "Oc2", "Oc3", "Gt4", "Gt3"), FILLER],
                     rows=[row(1, 1, "Oh1"), row(2, 1, "Gh4")])
    assert "at least one card" in refusal(state, "end")
    state = state.apply("Oc1@1")
    assert "this turn it is row 1" in refusal(state, "Gt4@2")
    assert "this turn it is row 1" in refusal(state, "Gt4@new")
    assert all(m.target in (1, None) for m in state.legal_moves())
    state = state.apply("end")
    assert state.current_player == 1 and len(state.hands[0]) == 5


def test_the_opening_round_opens_own_rows_and_never_completes():
    state = SPEC.new_state(2, 4)
    assert state.opening and all(m.target == "new" for m in state.legal_moves() if m.target is not None)
    hand = ("Oc1", "Oc2", "Oc3", "Oc4", "Ot1")
    state = replace(state, hands=(hand,) + state.hands[1:], current_player=0)
    for card in hand[:4]:
        state = state.apply(f"{card}@{state.turn_row or 'new'}")
    assert state.current_player == 1, "after four cards nothing may follow: the turn ends"
    assert len(state.rows) == 1 and len(state.rows[0].cards) == 4
    assert "opening round you must open a row of your own" in refusal(state, f"{state.hands[1][0]}@1")


QUINTO_HAND = ("Oc1", "Oc2", "Oc3", "Oc4", "Ot1")


def test_an_opening_hand_that_could_form_a_row_is_redealt_automatically():
    """R-Q10: "on mélange de nouveau ces 5 cartes avec la pile et le joueur reçoit 5 nouvelles cartes"."""
    state = SPEC.new_state(2, 4)
    first = state.current_player
    other = 1 - first
    opener = ("Gt2", "Rs4", "w:red", "bridge", "bridge")
    rest = [c for c in state.hands[0] + state.hands[1] + state.draw_pile]
    for card in opener + QUINTO_HAND:
        rest.remove(card)
    hands = {first: opener, other: QUINTO_HAND}
    state = replace(state, hands=(hands[0], hands[1]), draw_pile=tuple(rest), redeals=(0, 0))
    assert forms_quinto(QUINTO_HAND) and not forms_quinto(opener)
    after = state.apply("Gt2@new")
    assert after.current_player == other and after.opening
    assert after.hands[other] != QUINTO_HAND and not forms_quinto(after.hands[other])
    assert after.redeals[other] >= 1 and after.redeals[first] == 0
    cards = [c for h in after.hands for c in h] + list(after.draw_pile) + [c for r in after.rows for c in r.cards]
    assert same_cards(cards, [c for h in state.hands for c in h] + list(state.draw_pile))
    assert all(m.card != "redeal" for m in after.legal_moves())
    redealt = [e for e in after.events if e.kind == "redealt"]
    assert [e.params["seat"] for e in redealt] == [other] * after.redeals[other]
    assert redealt[-1].params["cards"] == after.hands[other] and redealt[-1].shown_to == (other,)
    assert all(e.params["cards"] == "?" for e in after.view(first).events if e.kind == "redealt"), "in secret"
    with pytest.raises(InvalidMoveError):
        SPEC.decode_move("redeal")


def test_the_starters_dealt_hand_is_redealt_too_and_only_in_the_opening():
    seed = next(s for s in range(200) if SPEC.new_state(3, s).redeals[SPEC.new_state(3, s).starter])
    state = SPEC.new_state(3, seed)
    assert not forms_quinto(state.hands[state.starter])
    later = position(hands=[("Gt2", "Rs4", "w:red", "bridge", "bridge"), QUINTO_HAND], redeals=(0, 0))
    after = later.apply("Gt2@new")
    assert after.current_player == 1 and after.hands[1] == QUINTO_HAND and after.redeals == (0, 0)


# --- completions ---------------------------------------------------------------------------------

def test_original_completion_takes_the_head_and_opens_a_new_headed_row():
    state = position(hands=[("Oc1", "Gt2", "Gt3", "Rs4", "Rs3"), FILLER],
                     rows=[row(1, 1, "Oh1", "Oh2", "Oh3", "Oh4", head=("red", 25))])
    top = state.point_stack[0]
    after = state.apply("Oc1@1")
    assert after.won[0] == (("red", 25),) and after.row(1) is None
    assert after.pending == "must_open" and after.current_player == 0
    assert {m.target for m in after.legal_moves()} == {"new"}
    assert "must open a new row" in refusal(after, "end")
    after = after.apply("Gt2@new")
    new_row = after.row(after.turn_row)
    assert new_row.owner == 0 and new_row.head == top and after.point_stack == state.point_stack[1:]
    assert new_row.cards == ("Gt2",) and after.turn_row == new_row.id == 2


def test_ass_completion_takes_the_face_up_card_and_turns_the_next():
    state = position(rules="ass", hands=[("Oc1", "Gt2", "Gt3", "Rs4", "Rs3"), FILLER],
                     rows=[row(1, 1, "Oh1", "Oh2", "Oh3", "Oh4", head=None)])
    offered, top = state.offered, state.point_stack[0]
    after = state.apply("Oc1@1")
    assert after.won[0] == (offered,) and after.offered == top
    after = after.apply("Gt2@new")
    assert after.row(after.turn_row).head is None


def test_no_new_row_when_the_hand_is_empty():
    state = position(hands=[("Oc1",), FILLER], rows=[row(1, 1, "Oh1", "Oh2", "Oh3", "Oh4")])
    after = state.apply("Oc1@1")
    assert after.current_player == 1 and after.rows == () and len(after.hands[0]) == 5


def test_original_no_new_row_when_the_draw_pile_is_empty():
    after = five_in_hand_completion(2, "original", [], draw_pile=()).apply("Oc1@1")
    assert after.current_player == 1 and after.rows == ()


def test_original_may_open_with_as_many_own_rows_as_players():
    state = five_in_hand_completion(2, "original", [row(2, 0, "w:red"), row(3, 0, "w:4")])
    after = state.apply("Oc1@1")
    assert after.pending == "may_open" and END in after.legal_moves()
    assert after.apply("end").current_player == 1
    assert after.apply("Gt2@new").rows[-1].owner == 0


def test_ass_no_new_row_with_more_open_rows_than_players():
    state = five_in_hand_completion(2, "ass", [row(2, 1, "w:red", head=None), row(3, 0, "w:4", head=None),
                                               row(4, 1, "w:1", head=None)])
    state = replace(state, rows=tuple(replace_head(r) for r in state.rows))
    after = state.apply("Oc1@1")
    assert after.current_player == 1 and len(after.rows) == 3


def replace_head(r):
    """Row r without its head point card, as the German rules open rows."""
    return Row(r.id, r.owner, r.cards, None)


BRIDGE_REASON = "a bridge alone cannot open one"


def test_a_completion_that_leaves_only_a_bridge_is_refused_with_its_reason():
    """R-Q14: "avec une seule carte-pont on ne peut pas commencer une nouvelle rangée"."""
    state = position(hands=[("Oc1", "bridge"), FILLER], rows=[row(1, 1, "Oh1", "Oh2", "Oh3", "Oh4")])
    assert BRIDGE_REASON in refusal(state, "Oc1@1")
    assert Move("Oc1", 1) not in state.legal_moves() and Move("Oc1", "new") in state.legal_moves()
    two = position(hands=[("Oc1", "bridge", "bridge"), FILLER], rows=[row(1, 1, "Oh1", "Oh2", "Oh3", "Oh4")],
                   rules="ass")
    assert BRIDGE_REASON in refusal(two, "Oc1@1")


def test_the_ai_never_plans_the_refused_completion():
    state = position(hands=[("Oc1", "bridge"), FILLER], rows=[row(1, 1, "Oh1", "Oh2", "Oh3", "Oh4", head=("blue", 90))])
    assert knowledge.policy_move(state, make_rng(2)) in state.legal_moves()
    assert knowledge.policy_move(state, make_rng(2)).target != 1


def test_playing_fewer_cards_avoids_the_bridge_trap():
    state = position(hands=[("Oc4", "Oc1", "bridge"), FILLER], rows=[row(1, 1, "Oh1", "Oh2", "Oh3")])
    after = state.apply("Oc4@1")
    assert after.current_player == 1 and after.row(1).cards == ("Oh1", "Oh2", "Oh3", "Oc4"), \
        "the only card that could follow is refused, so the turn ends"


def test_word_or_bridge_cards_are_not_bridges_for_the_trap():
    state = position(hands=[("Oc1", "wb:green"), FILLER], rows=[row(1, 1, "Oh1", "Oh2", "Oh3", "Oh4")])
    after = state.apply("Oc1@1")
    assert after.pending == "must_open"
    assert after.apply("wb:green=word@new").rows[-1].cards == ("wb:green=word",)


def test_a_bridge_may_be_kept_when_no_new_row_is_owed():
    no_pile = position(hands=[("Oc1", "bridge"), FILLER], rows=[row(1, 1, "Oh1", "Oh2", "Oh3", "Oh4")], draw_pile=())
    assert no_pile.apply("Oc1@1").rows == ()
    crowded = position(hands=[("Oc1", "bridge"), FILLER],
                       rows=[row(1, 1, "Oh1", "Oh2", "Oh3", "Oh4"), row(2, 0, "w:red"), row(3, 0, "w:1")])
    after = crowded.apply("Oc1@1")
    assert after.current_player == 1, "with as many own rows as players he may open one, and a bridge cannot"


# --- phases and point-card transfers ---------------------------------------------------------------


def test_red_phase_takes_nothing_from_the_owner():
    after = in_phase("red", [("red", 10)]).apply("Oc1@1")
    assert after.won == ((("red", 20),), (("red", 10),))


def test_yellow_phase_owner_gives_his_lowest_card():
    state = in_phase("yellow", [("red", 30), ("red", 15), ("yellow", 40)])
    assert state.phase == "yellow"
    after = state.apply("Oc1@1")
    assert after.won == ((("red", 20), ("red", 15)), (("red", 30), ("yellow", 40)))
    given = [e.params for e in after.events if e.kind == "point_given"]
    assert given == [{"giver": 1, "seat": 0, "point": ("red", 15)}]


def test_blue_phase_owner_gives_his_lowest_yellow_or_blue_card():
    state = in_phase("blue", [("red", 10), ("blue", 70), ("yellow", 45)])
    assert state.phase == "blue"
    after = state.apply("Oc1@1")
    assert after.won[1] == (("red", 10), ("blue", 70)) and ("yellow", 45) in after.won[0]


def test_blue_phase_only_red_cards_gives_none():
    after = in_phase("blue", [("red", 10), ("red", 30)]).apply("Oc1@1")
    assert after.won[1] == (("red", 10), ("red", 30))


def test_ass_giver_with_a_10_and_a_60_may_give_either():
    """R-Q13: "ce joueur-ci va essayer de donner une carte-point de faible valeur": the giver decides."""
    state = ass_gift("yellow", [("red", 10), ("yellow", 60)])
    asked = state.apply("Oc1@1")
    assert asked.current_player == 1 and asked.gift == (0, "yellow")
    assert [str(m) for m in asked.legal_moves()] == ["give:R10", "give:Y60"]
    assert "First choose which of your point cards to give" in refusal(asked, "Bh4@new")
    assert "do not have the blue 70" in refusal(asked, "give:B70")
    high = asked.apply("give:Y60")
    assert high.won == ((state.offered, ("yellow", 60)), (("red", 10),))
    assert high.current_player == 0 and high.pending == "must_open", "the completer carries on"
    low = asked.apply("give:R10")
    assert low.won[1] == (("yellow", 60),) and ("red", 10) in low.won[0]
    assert high.events[0].kind == "point_given"
    assert high.events[0].params == {"giver": 1, "seat": 0, "point": ("yellow", 60)}


def test_ass_blue_phase_choice_is_among_yellow_and_blue_cards():
    state = ass_gift("blue", [("red", 10), ("yellow", 45), ("blue", 90)])
    asked = state.apply("Oc1@1")
    assert [str(m) for m in asked.legal_moves()] == ["give:Y45", "give:B90"]
    assert "only a yellow or blue point card" in refusal(asked, "give:R10")


def test_the_lowest_stays_automatic_when_there_is_nothing_to_choose():
    same = ass_gift("yellow", [("yellow", 40), ("yellow", 40)]).apply("Oc1@1")
    assert same.current_player == 0 and same.gift is None and same.won[1] == (("yellow", 40),)
    one = ass_gift("blue", [("red", 10), ("yellow", 60)]).apply("Oc1@1")
    assert one.current_player == 0 and one.won[1] == (("red", 10),)
    original = in_phase("yellow", [("red", 10), ("yellow", 60)]).apply("Oc1@1")
    assert original.current_player == 0 and original.won[1] == (("yellow", 60),), "original: lowest, dominant"


def test_the_ai_gives_its_lowest_card_unless_its_total_will_likely_be_negated():
    asked = ass_gift("yellow", [("red", 10), ("yellow", 60)]).apply("Oc1@1")
    rng = make_rng(1)
    assert str(knowledge.policy_move(asked, rng)) == "give:R10", "a positive total keeps the 60"
    late = asked.draw_pile[:8]
    mine_short = replace(asked, rows=asked.rows + (row(9, 1, "w:red", head=None),), draw_pile=late)
    assert str(knowledge.policy_move(mine_short, rng)) == "give:R10", \
        "his 50 saved if negated is worth less than the 50 the other gains if not"
    short_row = replace(mine_short, rows=mine_short.rows + (row(10, 0, "w:1", head=None),))
    assert str(knowledge.policy_move(short_row, rng)) == "give:Y60", "both totals likely negated: shed the 60"
    early = replace(short_row, draw_pile=asked.draw_pile)
    assert str(knowledge.policy_move(early, rng)) == "give:R10", "early on a short row is likely finished"
    agent = new_agent("quinto", "hard", 60)
    agent.start(short_row.view(1), 1, 3)
    while not agent.step(1.0):
        pass
    assert str(agent.best_move()) in ("give:R10", "give:Y60")


def test_the_givers_samples_leave_the_completer_a_card_to_open_his_new_row():
    asked = ass_gift("yellow", [("red", 10), ("yellow", 60)], hand=("Oc1", "Gt2")).apply("Oc1@1")
    assert asked.pending == "must_open" and asked.current_player == 1
    view, rng = asked.view(1), make_rng(4)
    assert view.hands[0] == ("?",)
    samples = [knowledge.determinize(view, 1, rng) for _ in range(300)]
    assert all(sample.hands[0] != ("bridge",) for sample in samples)
    assert all(sample.legal_moves() == [Move("give:R10"), Move("give:Y60")] for sample in samples)
    assert all(sample.apply("give:Y60").legal_moves() for sample in samples), "the completer can always go on"


def test_with_the_pile_spent_the_opener_comes_from_another_hidden_hand():
    state = ass_gift("yellow", [("red", 10), ("yellow", 60)], hand=("Oc1", "Gt2"))
    state = replace(state, players=3, hands=state.hands + (("bridge",),), won=state.won + ((),), shown=(False,) * 3,
                    draw_pile=(), redeals=(0, 0, 0), turn=3)
    held = [c for h in state.hands for c in h] + [c for r in state.rows for c in r.cards]
    rest = list(build_deck(True))
    for card in held:
        rest.remove(card)
    asked = replace(state, discard=tuple(rest)).apply("Oc1@1")
    view, rng = asked.view(1), make_rng(8)
    assert view.hands[0] == view.hands[2] == ("?",)
    for _ in range(40):
        sample = knowledge.determinize(view, 1, rng)
        assert sample.hands[0] == ("Gt2",) and sample.hands[2] == ("bridge",)


def test_a_gift_with_the_completers_hand_empty_ends_his_turn_after_it():
    asked = ass_gift("yellow", [("red", 10), ("yellow", 60)], hand=("Oc1",)).apply("Oc1@1")
    assert asked.current_player == 1
    done = asked.apply("give:R10")
    assert done.current_player == 1 and len(done.hands[0]) == 5 and ("red", 10) in done.won[0]


def test_a_gift_in_a_save_round_trips_and_must_be_a_real_choice():
    state, rng = SPEC.new_state(3, 5, {"rules": "ass"}), make_rng(5)
    while not state.gift:
        state = state.apply(knowledge.policy_move(state, rng))
    data = state.to_dict()
    assert data["gift"] == [state.gift[0], state.gift[1]] and SPEC.state_from_dict(data).to_dict() == data
    data["gift"][0] = state.current_player
    with pytest.raises(ValueError, match="gift"):
        SPEC.state_from_dict(data)


def test_no_cards_owes_nothing_later():
    state = in_phase("yellow", [])
    after = state.apply("Oc1@1")
    assert after.won == ((("red", 20),), ())
    later = replace(after, won=(after.won[0], (("yellow", 50), ("yellow", 60))), current_player=0,
                    rows=(row(7, 1, "Gh1", "Gh2", "Gh3", "Gh4"),), hands=(("Gc1",) + FILLER, FILLER),
                    turn_row=None, turn_cards=0, pending="")
    done = later.apply("Gc1@7")
    assert done.won[1] == (("yellow", 60),), "one card for this completion, none for the earlier one"


def test_ass_no_new_row_in_the_end_game():
    state = five_in_hand_completion(2, "ass", [], endgame=True)
    state = replace(state, rows=tuple(replace_head(r) for r in state.rows))
    after = state.apply("Oc1@1")
    assert after.current_player == 1 and after.rows == ()


def test_own_row_completion_never_gives():
    state = in_phase("yellow", [])
    state = replace(state, rows=(row(1, 0, "Oh1", "Oh2", "Oh3", "Oh4"),), won=((("red", 10),), ()))
    assert state.apply("Oc1@1").won[0] == (("red", 10), ("red", 20))


def test_ass_phase_follows_the_face_up_card_and_empty_stack_stays_blue():
    state = position(rules="ass")
    assert state.phase == "red"
    assert replace(state, offered=("yellow", 40)).phase == "yellow"
    assert replace(state, offered=None, point_stack=()).phase == "blue"
    assert replace(position(), point_stack=()).phase == "blue"


# --- end game and scoring ------------------------------------------------------------------------------

def test_endgame_completer_never_opens_and_the_unable_pass_showing_their_hand():
    state = position(hands=[("Oc1", "Gt2"), ("bridge",)], rows=[row(1, 1, "Oh1", "Oh2", "Oh3", "Oh4")],
                     draw_pile=(), endgame=True)
    after = state.apply("Oc1@1")
    assert after.rows == () and after.hands == (("Gt2",), ("bridge",))
    assert after.current_player == 1 and after.legal_moves() == [PASS]
    passed = after.apply("pass")
    assert passed.shown[1] and SPEC.hand_is_public(passed.view(0), 1)
    assert passed.view(0).hands[1] == ("bridge",)
    assert passed.current_player == 0, "he may play again later; the other player can still play"
    head = passed.point_stack[0]
    over = passed.apply("Gt2@new")
    assert over.current_player is None, "nobody can play any more"
    assert over.outcome().scores == (20 - head[1], 0)


def test_a_player_who_can_play_may_not_pass():
    state = position()
    assert "may not pass" in refusal(state, "pass")


def test_original_scoring_of_unfinished_rows():
    won = (("red", 10), ("yellow", 50))
    rows = ((1, 1, ("red", 20)), (2, 2, ("yellow", 40)), (3, 3, ("blue", 70)), (4, 4, ("red", 15)), (5, 2, None))
    assert player_score("original", won, rows) == 60 - 20 - 40 + 70 + 15
    lines = breakdown("original", ((won, rows),))[0]
    assert ("row", 2, 2, ("yellow", 40), -40) in lines and lines[-1] == ("total", 85)


def test_ass_scoring_negates_the_total_for_a_short_row():
    won = (("red", 10), ("yellow", 50))
    assert player_score("ass", won, ((1, 3, None), (2, 4, None))) == 60
    assert player_score("ass", won, ((1, 3, None), (2, 2, None))) == -60
    assert breakdown("ass", ((won, ((2, 1, None),)),))[0][-2:] == (("negated",), ("total", -60))


def test_score_breakdown_of_a_position():
    state = position(rows=[row(1, 0, "Oh1", "Oh2", head=("red", 25)), row(2, 1, "Oh3", "Oh4", "Oc4")],
                     won=((("red", 10),), ()))
    mine, theirs = breakdown(state.rules, state.round_record())
    assert mine[-1] == ("total", -15) and theirs[-1] == ("total", 20)


# --- first player ------------------------------------------------------------------------------------

def test_first_player_draw_highest_number_starts_and_ties_redraw():
    assert first_player_from([("Oc3", "w:4", "bridge")]) == 1
    assert first_player_from([("Oc4", "w:4", "Gt1")]) is None
    assert first_player_from([("Oc4", "w:4", "Gt1"), ("w:red", "Ot2", None)]) == 1
    for seed in range(30):
        draws, starter = draw_first_player(build_deck(False), 4, make_rng(seed))
        assert first_player_from(draws) == starter
        state = SPEC.new_state(4, seed)
        assert state.current_player == state.starter == first_player_from(state.first_draw)


# --- variants ------------------------------------------------------------------------------------------

def test_teams_add_partners_scores():
    assert final_scores(4, "teams", [(10, 20, 30, 5)]) == (40, 25, 40, 25)
    with pytest.raises(ValueError):
        SPEC.new_state(3, 1, {"variant": "teams"})


def test_double_or_triple_counts_and_ends_at_four_with_a_lead_of_two():
    assert round_win_count(300, 100) == 3 and round_win_count(200, 100) == 2 and round_win_count(150, 100) == 1
    assert round_win_count(50, -10) == 3 and round_win_count(50, 0) == 3, "R-Q16: a loser at zero or below"
    assert round_win_count(0, -20) == 1 and round_win_count(-10, -40) == 1, "R-Q16: a winner at zero or below"
    assert match_wins(2, "double_or_triple", [(-10, -40), (0, 30)]) == (1, 3)
    assert match_wins(2, "double_or_triple", [(300, 100), (100, 150)]) == (3, 1)
    assert not match_over(2, "double_or_triple", 3, [(300, 100), (100, 150)])
    assert match_over(2, "double_or_triple", 3, [(300, 100), (100, 150), (120, 100)])
    assert not match_over(2, "double_or_triple", 3, [(300, 100), (100, 300), (120, 100)])
    assert match_wins(4, "double_or_triple", [(100, 10, 100, 10)]) == (3, 0)


def test_cumulative_bonus_rounds_and_tie_break_round():
    assert cumulative_totals(2, [(100, 50), (0, 20)]) == (200, 170)
    assert cumulative_totals(3, [(60, 60, 10)]) == (135, 135, 10), "R-Q17: tied top scores each get the bonus"
    assert cumulative_totals(4, [(-20, -20, -30, -40)]) == (30, 30, -30, -40)
    assert not match_over(3, "cumulative", 3, [(10, 0, 0), (0, 10, 0)])
    assert match_over(3, "cumulative", 3, [(10, 0, 0), (0, 10, 0), (0, 0, 300)])
    assert not match_over(2, "cumulative", 3, [(100, 0), (0, 100), (10, 10)]), "a tie plays one more round"


@pytest.mark.parametrize(("players", "variant"), [(4, "teams"), (2, "double_or_triple"), (3, "cumulative")])
def test_each_variant_plays_a_whole_match(players, variant):
    state = SPEC.new_state(players, 9, {"variant": variant, "rounds": 3})
    rng = make_rng(9)
    while state.current_player is not None:
        state = state.apply(knowledge.policy_move(state, rng))
    scores = [r for r in state.history]
    assert match_over(players, variant, 3, [tuple(player_score("original", w, rows) for w, rows in rec)
                                           for rec in scores])
    assert len(state.history) == state.round + 1 >= (3 if variant == "cumulative" else 1)
    assert SPEC.state_from_dict(state.to_dict()).to_dict() == state.to_dict()


# --- notation, saves, views ----------------------------------------------------------------------------

def test_notation():
    assert SPEC.decode_move("wb:green=bridge@7") == Move("wb:green=bridge", 7)
    assert SPEC.decode_move("Oc1@new") == Move("Oc1", "new")
    assert SPEC.decode_move(" end ") == END
    assert SPEC.decode_move("give:Y45") == Move("give:Y45") and str(SPEC.decode_move("give:B100")) == "give:B100"
    for bad in ("Oc5@1", "Oc1@", "Oc1@-1", "Oc1@x", "w:purple@1", "bridge", "Oc1@²", "redeal", "give:Y46",
                "give:X10", "give:Y", "give:R²0"):
        with pytest.raises(InvalidMoveError):
            SPEC.decode_move(bad)
    assert card_name("Rc3") == "three red circles" and card_name("Bh1") == "one blue hexagon"


def test_a_save_with_a_card_too_many_is_refused():
    data = SPEC.new_state(2, 3).to_dict()
    data["hands"][0][0] = "bridge"
    data["hands"][0] = sorted(data["hands"][0], key=lambda c: c != "bridge")
    with pytest.raises(ValueError):
        SPEC.state_from_dict(data)


def test_a_hand_written_save_loads():
    state = position(rows=[row(3, 1, "Oh1", "w:1", head=("red", 10))])
    data = state.to_dict()
    assert data["rows"] == [{"id": 3, "owner": 1, "cards": ["Oh1", "w:1"], "head": 10, "head_colour": "red"}]
    data["rows"][0]["cards"] = ["Oh1", "w:2"]
    with pytest.raises(ValueError):
        SPEC.state_from_dict(data)


def test_view_hides_point_values_but_not_back_colours():
    data = SPEC.new_state(3, 2).view(1).to_dict()
    assert [c for c, _ in data["point_stack"]][:1] == ["red"] and {v for _, v in data["point_stack"]} == {"?"}
    assert data["draw_pile"] == ["?"] * len(data["draw_pile"])


def test_illegal_reasons_for_the_table():
    state = position(hands=[("Oc1",) + FILLER, FILLER])
    assert "do not hold" in refusal(state, Move("Gt2", "new"))
    assert "no open row 9" in refusal(state, Move("Oc1", 9))
    assert state.check(Move("Oc1", "new")) == Move("Oc1", "new")


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**40), rules=st.sampled_from(["original", "ass"]), players=st.integers(2, 4),
       four=st.booleans())
def test_random_games_keep_every_card_and_point(seed, rules, players, four):
    state = SPEC.new_state(players, seed, {"rules": rules, "four_vier": four})
    deck = build_deck(four or rules == "ass")
    rng = make_rng(seed, "test")
    while state.current_player is not None:
        cards = [c for h in state.hands for c in h] + list(state.draw_pile) + list(state.discard)
        cards += [BASE[c] for r in state.rows for c in r.cards]
        assert same_cards(cards, deck)
        points = [p for w in state.won for p in w] + list(state.point_stack) + [r.head for r in state.rows if r.head]
        points += [state.offered] if state.offered else []
        assert same_cards(points, ALL_POINTS)
        assert all(2 > 0 < len(r.cards) < 5 for r in state.rows)
        moves = state.legal_moves()
        state = state.apply(moves[rng.randrange(len(moves))])
    assert state.outcome() is not None


def test_card_parts_read_every_card_text_once_for_the_engine_and_the_tables():
    assert card_parts("Oc3") == ("combination", "orange", "circle", "3", "", "")
    assert card_parts("w:4") == CardParts(WORD, word="4") and card_parts("bridge") == CardParts(BRIDGE)
    assert card_parts("wb:green") == CardParts(WORD_OR_BRIDGE, word="green")
    assert card_parts("wb:green=bridge") == CardParts(WORD_OR_BRIDGE, word="green", chosen="bridge")
    assert set(PARTS) == set(HAND_CARDS) | set(PLAYED_CARDS)
