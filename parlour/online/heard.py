"""What an online session hears from the server, as values a table reads: a turn, the position after a (re)join,
an update, a refusal of this seat's move, a coded problem."""
from __future__ import annotations

from typing import NamedTuple


class Turn(NamedTuple):
    """One turn as this seat may know it: its number, who moved (None for the deal), the events, and the move's
    notation when it was this seat's own."""

    turn: int
    seat: int | None
    events: tuple
    move: str | None = None


class Position(NamedTuple):
    """The whole position after (re)joining: the view, and the recent turns for the log."""

    turn: int
    view: object
    history: tuple


class Update(NamedTuple):
    """A move was played: the turn it made, and the new view (whose events are the move's)."""

    turn: Turn
    view: object


class Refusal(NamedTuple):
    """The server refused this seat's move: the code and parameters a table words (notation: unreadable text)."""

    code: str
    params: dict
    notation: bool
    move: str | None


class Problem(NamedTuple):
    """A coded error from the server (protocol.ERROR_CODES) or a text from it that could not be read."""

    code: str
    params: dict
    message: str
