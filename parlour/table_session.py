"""What a table asks of the match it shows, wherever the match is played: the session protocol (TableSession),
implemented at this device by parlour.session.Session and for a seat at a server by
parlour.online.table_session.OnlineTableSession, and the news a session hands the table each frame (a move
played, a position that jumped, a refused move, a word to say, something heard that changes the picture)."""
from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple, Protocol

from game import IllegalMoveError, InvalidMoveError
from game.protocols import State

from .seats import Seating

if TYPE_CHECKING:
    from .match import Match


class Played(NamedTuple):
    """A move was played: the position before and after it (its events are the move's) and its notation ("" when
    this device may not know it)."""

    before: State
    after: State
    notation: str


class Jumped(NamedTuple):
    """The position changed by more than one move (undo, redo, a lesson's Back, a rejoin): redraw and relog it."""


class Refused(NamedTuple):
    """A move was refused, with the engine's coded error (worded by the table like any refusal)."""

    error: IllegalMoveError | InvalidMoveError


class Said(NamedTuple):
    """Something to tell the player, as a key of the parlour's words (e.g. a server's coded error)."""

    key: str


class Heard(NamedTuple):
    """Nothing moved, but the picture changed (who is connected, the connection itself)."""


News = Played | Jumped | Refused | Said | Heard


class TableSession(Protocol):
    """A match at a table: the table draws it and routes input; every move goes through commit(), and what
    follows (the move shown, a refusal) comes back as news(), one path for moves made here or elsewhere."""

    seating: Seating
    mode: str
    finished: bool
    hint_move: object | None
    controls: Controls | None

    @property
    def match(self) -> Match:
        """The match shown (an online seat's match offers the same reading)."""
        ...

    @property
    def state(self) -> State:
        """The position as this device knows it."""
        ...

    def view(self, seat: int) -> State:
        """What the table shows seat."""
        ...

    def commit(self, move: object) -> bool:
        """Play move for the player to move; whether it was taken (played here, or sent): what follows is news."""
        ...

    def news(self) -> list[News]:
        """What happened since the last call, oldest first."""
        ...

    def waiting(self) -> bool:
        """Whether a move of this device's player is on its way and not yet answered."""
        ...

    def holding(self) -> bool:
        """Whether the table should hold the next step a moment (a result not yet known)."""
        ...

    def ai_thinking(self) -> bool:
        """Whether an AI is choosing the next move (here or at the server)."""
        ...

    def next_move(self, dt: float, budget_s: float, min_think_s: float) -> object | None:
        """One frame of choosing: the move an agent at this device has chosen, once thought over, else None."""
        ...

    def finish(self) -> bool:
        """The game is over: keep and count it (once); whether this device's single player won."""
        ...

    def finished_match(self) -> Match | None:
        """The finished game, for its replay."""
        ...

    def again(self) -> Match | None:
        """After the end, another game with the same seats: a new match to deal here, or None when it was asked of
        a room that deals it once everyone there has asked."""
        ...

    def leave(self) -> None:
        """The player leaves the table (the game stays resumable)."""
        ...


class Controls(Protocol):
    """What a session at this device also offers its table: undo, redo, the hint and setting the game aside."""

    hint_chance: float | None

    def can_undo(self) -> bool:
        """Whether undo may take moves back now."""
        ...

    def undo_refusal(self) -> str | None:
        """Why undo takes nothing back now, as a code ("over", "shown", "none"; words: flow.undo_refused_<code>);
        None when it may."""
        ...

    def undo(self) -> bool:
        """Take back to the last human decision; whether the position changed (then news says Jumped)."""
        ...

    def redo(self) -> bool:
        """Play again what was undone; whether the position changed."""
        ...

    def hint_thinking(self) -> bool:
        """Whether the hint's search is under way."""
        ...

    def ask_hint(self) -> None:
        """Start the hint's search for the player to move."""
        ...

    def think_hint(self, budget_s: float) -> list | None:
        """Advance the hint's search: its ranked advice once done, else None."""
        ...

    def set_aside(self) -> None:
        """Save the game as it stands to resume later."""
        ...
