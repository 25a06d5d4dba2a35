"""Quartino's events: the kinds every apply reports, and the commonest events made once, so the AI's
hot path allocates none (events are read, never changed)."""
from __future__ import annotations

from collections.abc import Sequence

from ..core import Event
from .components import MAX_PLAYERS
from .moves import END, PASS, PLACE_MOVES
from .wheel import COLUMN, FOUR_COLOURS

EVENT_KINDS = (
    "placed",           # seat, colour, space: a pawn placed on top of a space's stack
    "column_returned",  # seat, spaces, pawns: the player returned the owed columns (pawns per space, bottom first)
    "claimed",          # seat, card, k, spaces, count: a card completed (count: the seat's cards done); shown to all
    "won",              # seat: the fourth card completed, the game is over
    "ended",            # seat: the turn ended without a claim
    "passed",           # seat: a turn without a placement
    "all_passed",       # winners, scores: everyone passed in a row, the game is over
    "situation",        # seat, situations, count, spaces, owed: the situations at the start of seat's turn
    "column_removed",   # spaces, pawns: the columns went back to the reserve at the start of the turn
)
# The situations as event parameters and catalogue keys.
SITUATION_CODES = {FOUR_COLOURS: "four_colours", COLUMN: "column"}


def situation_event(seat: int, fired: tuple, cleared: tuple = (), owed: bool = False) -> Event:
    """The event announcing the situations at the start of seat's turn and the placements they give."""
    return Event("situation", {"seat": seat, "situations": tuple(SITUATION_CODES[f] for f in fired),
                               "count": 1 + len(fired), "spaces": cleared, "owed": owed})


TURN_END_EVENTS = {kind: tuple((Event(name, {"seat": p}),) for p in range(MAX_PLAYERS))
                   for kind, name in ((END, "ended"), (PASS, "passed"))}
FOUR_COLOURS_ALONE = (FOUR_COLOURS,)
FOUR_COLOURS_EVENTS = tuple((situation_event(p, FOUR_COLOURS_ALONE),) for p in range(MAX_PLAYERS))


def stacks_params(board: Sequence[tuple], spaces: tuple) -> dict:
    """The event parameters of columns going back: their spaces and their pawns, bottom first."""
    return {"spaces": spaces, "pawns": tuple(board[s] for s in spaces)}


# The events of every placement.
PLACED_EVENTS = tuple(
    {m: (Event("placed", {"seat": p, "colour": m.item, "space": m.space}),) for ms in PLACE_MOVES.values() for m in ms}
    for p in range(MAX_PLAYERS)
)
