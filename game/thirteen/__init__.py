"""13 by Reiner Knizia: the spec that registers the game."""
from __future__ import annotations

from ..core import COMMON_REFUSAL_CODES, Option
from ..spec import GameSpec
from . import knowledge
from .loading import state_from_dict
from .moves import Move
from .rules import new_game


class ThirteenSpec(GameSpec):
    """Static facts and state-free calls for 13."""

    id = "thirteen"
    order = 1
    penalty_scores = True
    move_type = Move
    title = "13 (Reiner Knizia)"
    min_players = 3
    max_players = 6
    options = (
        Option(
            "assist",
            "Show taken cards",
            (False, True),
            False,
            "Shows the faces of the face-down taken cards (the rules keep them hidden, R-T2).",
        ),
    )
    save_keys = ("targets", "taken", "draw_pile", "dealer", "round", "totals")
    hidden_keys = ("draw_pile", "taken")
    ai = knowledge
    event_kinds = ("played", "took_pile", "drew", "round_scored", "dealt", "game_over")
    refusal_codes = COMMON_REFUSAL_CODES + (
        "no_such_card", "no_such_target", "not_in_hand", "hand_hidden", "wrong_target", "view_cannot_deal")

    new_game = staticmethod(new_game)
    load_state = staticmethod(state_from_dict)


SPEC = ThirteenSpec()
