"""Sid Sackson's Quinto: the spec that registers the game."""
from __future__ import annotations

from ..core import COMMON_REFUSAL_CODES, Option
from ..spec import GameSpec
from . import knowledge
from .components import ASS, MATCH_ROUNDS, ORIGINAL, VARIANTS
from .loading import state_from_dict
from .moves import Move
from .rules import QuintoState, new_game

EVENT_KINDS = (
    "round_dealt", "dealt", "redealt", "row_opened", "placed", "row_completed", "point_taken", "point_given",
    "gift_asked", "must_open", "may_open", "drew", "passed", "round_scored", "game_over",
)
REFUSAL_CODES = COMMON_REFUSAL_CODES + (
    "unknown_point", "face_missing", "unknown_card", "bad_row", "hidden_hand", "unknown_seed",
    "nothing_played", "must_open_row", "cannot_pass", "no_gift_owed", "gift_owed", "point_not_held",
    "point_not_eligible", "card_not_held", "new_row_only", "bridge_cannot_open", "one_row_per_turn",
    "opening_own_row", "no_such_row", "completes_new_row", "strands_bridges", "row_complete", "bridge_fifth",
    "bridge_after_bridge", "bridge_after_combination", "word_after_bridge", "other_word", "word_not_shown",
    "word_not_on_previous", "nothing_shared",
)


class QuintoSpec(GameSpec):
    """Static facts and state-free calls for Quinto."""

    id = "quinto"
    order = 2
    move_type = Move
    title = "Quinto (Sid Sackson)"
    min_players = 2
    max_players = 4
    options = (
        Option("rules", "Rules", (ORIGINAL, ASS), ORIGINAL,
               "original: Sackson's FIVE, each row headed by its own point card (R-Q7); "
               "ass: the German edition, one face-up point card for whoever completes a row."),
        Option("four_vier", "Four VIER cards", (False, True), False,
               "Keep all four VIER (4) word cards; Sackson's original had two. The ass rules always use four.",
               applies_when={"rules": (ORIGINAL,)}),
        Option("variant", "Variant", VARIANTS, "none",
               "teams: 4 players, partners opposite add their scores; double_or_triple: a match for "
               "2 players or 2 teams; cumulative: several rounds with a bonus for each round's winner.",
               choices_apply_when={"teams": {"players": (4,)}, "double_or_triple": {"players": (2, 4)}}),
        Option("rounds", "Rounds (cumulative)", MATCH_ROUNDS, 3,
               "How many rounds the cumulative variant lasts (a tie at the top plays one more).",
               applies_when={"variant": ("cumulative",)}),
    )
    save_keys = ("rows", "draw_pile", "point_stack", "won", "phase")
    hidden_keys = ("draw_pile",)
    event_kinds = EVENT_KINDS
    refusal_codes = REFUSAL_CODES
    ai = knowledge

    def hand_is_public(self, view: QuintoState, player: int) -> bool:
        """A player who passed has shown his hand (R-Q11); it stays public until he draws."""
        return view.shown[player]

    new_game = staticmethod(new_game)
    load_state = staticmethod(state_from_dict)


SPEC = QuintoSpec()
