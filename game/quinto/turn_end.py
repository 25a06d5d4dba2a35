"""Why a Quinto turn ended by itself: the engine ends the turn after a card when no card can follow
(an empty hand, a completed row with no new row owed, nothing left that fits the turn's row), so that
the table can say so rather than move on in silence."""
from __future__ import annotations

from typing import TYPE_CHECKING

HAND_EMPTY = "hand_empty"
ROW_COMPLETED = "row_completed"
NOTHING_FITS = "nothing_fits"

if TYPE_CHECKING:
    from .moves import Move
    from .rules import QuintoState


def ended_by_itself(before, after: QuintoState, move: Move):
    """(reason, row id) when the card move that led from before to after also ended the mover's turn;
    None when the turn goes on, when it ended by end, pass or a gift, or when the round ended with it
    (its scores say so)."""
    if move.target is None:
        return None
    seat = before.current_player
    kinds = {e.kind for e in after.events}
    if "round_scored" in kinds or not any(e.kind == "drew" and e.params.get("seat") == seat for e in after.events):
        return None
    row = next((e.params["row"] for e in after.events if e.kind in ("placed", "row_opened")), None)
    if len(before.hands[seat]) == 1:
        return HAND_EMPTY, row
    if ROW_COMPLETED in kinds:
        return ROW_COMPLETED, row
    return NOTHING_FITS, row
