"""Petr Doubek's Quartino: the spec that registers the game."""
from __future__ import annotations

from ..core import Option
from ..spec import GameSpec
from . import knowledge
from .components import MAX_PLAYERS, MIN_PLAYERS
from .events import EVENT_KINDS
from .loading import state_from_dict
from .moves import Move
from .rules import RANDOM_START, REFUSAL_CODES, new_game


class QuartinoSpec(GameSpec):
    """Static facts and state-free calls for Quartino."""

    id = "quartino"
    order = 4
    first_choices = {"situations": False}  # the rulebook leaves its situations out of a first game
    move_type = Move
    title = "Quartino (Petr Doubek)"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    options = (
        Option(
            "situations",
            "Four colours and column",
            (True, False),
            True,
            "Extra placements for 4 pawns of one colour on the board and for a stack of 4 (R-P3); "
            "the rulebook suggests leaving them out in first games.",
        ),
        Option(
            "first_player",
            "First player",
            (RANDOM_START, 0, 1, 2, 3),
            RANDOM_START,
            "Who starts: drawn from the seed, or a seat (the rulebook lets the youngest start).",
            choices_apply_when={2: {"players": (3, 4)}, 3: {"players": (4,)}},
        ),
    )
    save_keys = ("board", "reserve", "completed")
    hidden_keys = ()
    event_kinds = EVENT_KINDS
    refusal_codes = REFUSAL_CODES
    ai = knowledge

    new_game = staticmethod(new_game)
    load_state = staticmethod(state_from_dict)


SPEC = QuartinoSpec()
