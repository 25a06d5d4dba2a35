"""Quinto, the Victorian trick-taking card game by Angelo Lewis: the spec that registers the game."""
from __future__ import annotations

from ..core import COMMON_REFUSAL_CODES, Option
from ..spec import GameSpec
from . import knowledge
from .loading import state_from_dict
from .moves import Move
from .rules import new_game
from .seating import HANDS


class QuintoTricksSpec(GameSpec):
    """Static facts and state-free calls for Quinto (four players, or three with a dummy)."""

    id = "quinto_tricks"
    order = 3
    move_type = Move
    title = "Quinto, the Victorian card game (Angelo Lewis)"
    min_players = 3
    max_players = 4
    options = (
        Option(
            "score_at_hand_end",
            "Score at hand end",
            (False, True),
            False,
            "Finish the hand before deciding the game: the higher side over 250 wins (R-L2). "
            "Without it a side wins the moment it passes 250, even mid-hand.",
        ),
        Option(
            "rubber",
            "Rubber",
            (False, True),
            False,
            "Best of three games, +100 to the side that wins two (four players only).",
            applies_when={"players": (HANDS,)},
        ),
    )
    save_keys = ("trick", "leader", "multiplier", "team_scores", "cachette", "dealer")
    hidden_keys = ("cachette",)
    partnerships = True
    event_kinds = (
        "passed", "doubled", "redoubled", "doubling_over", "dummy_shown", "played", "dummy_played", "trick_won",
        "cachette", "dummy_bonus", "hand_scored", "game_won", "dealt", "game_over",
    )
    refusal_codes = (
        *COMMON_REFUSAL_CODES, "bid_first", "play_a_card", "only_pass", "already_doubled", "nothing_to_redouble",
        "partner_double", "not_in_hand", "must_follow", "view_only",
    )
    ai = knowledge

    new_game = staticmethod(new_game)
    load_state = staticmethod(state_from_dict)


SPEC = QuintoTricksSpec()
