"""The Victorian score board's back pegs, as a cribbage board's: none before the first trick, then a side's back peg
stands where its front peg stood before the side's last trick (read from the moves played, so undo takes them back
with the moves)."""
import random

from parlour.match import Match
from scenes.quinto_tricks.scoreboard import back_pegs

SEATS = ["human", "easy", "easy", "easy"]


def test_a_sides_back_peg_stands_where_its_front_peg_stood_before_its_last_trick():
    match, rng, tricks = Match("quinto_tricks", SEATS, 7), random.Random(3), 0
    while match.state.current_player is not None and tricks < 12:
        before = match.state
        match.play(rng.choice(before.legal_moves()))
        kinds = [event.kind for event in match.state.events]
        if "trick_won" in kinds and "game_won" not in kinds:
            side = next(e for e in match.state.events if e.kind == "trick_won").params["side"]
            pegs = back_pegs(match.history)
            assert pegs[side] == before.team_scores[side], "the back peg is where the front one was"
            assert pegs[1 - side] == back_pegs(match.history[:-1])[1 - side], "the other side's does not move"
            tricks += 1
    assert tricks == 12 and back_pegs(match.history) != (0, 0)
    assert back_pegs(match.history[:1]) == (0, 0), "no peg moves before the first trick"
