"""The match session of an online table (what parlour/session.py's Session offers a table): moves go to the
server and nothing is applied until its update comes back; no AI, hint, undo or autosave here, since the server
plays the other seats and keeps the game; the finished game is kept for Replay and counted in the statistics."""
from __future__ import annotations

from game import IllegalMoveError

from ..replay_store import remember_record
from ..seats import Seating
from ..session import Session
from ..stats import opposition, record_result


class OnlineSeating(Seating):
    """The seats of a room as one of its people sees them: that person's seat is "you"."""

    def __init__(self, seats, names, seat):
        super().__init__(seats, names)
        self.seat = seat

    def is_you(self, seat) -> bool:
        """Whether seat is this device's player."""
        return seat is not None and seat == self.seat


def refusal_error(refusal) -> IllegalMoveError:
    """The server's refusal as the engine's coded error, so a table words it like its own refusals."""
    return IllegalMoveError(refusal.code, refusal.code, **refusal.params)


class OnlineTableSession(Session):
    """Drives an online seat's table (a Session whose moves go to the server): link is the seat's
    parlour.online.link.Link, match its OnlineMatch."""

    def __init__(self, storage, link, match):
        super().__init__(storage, match)
        self.link = link
        self.kept = False
        self.sent = None

    @property
    def state(self):
        """The seat's view of the position."""
        return self.match.state

    @property
    def over(self):
        """The server's over message once the game has ended, else None."""
        return self.link.session.over

    def happenings(self, now) -> list:
        """What the server said since the last frame (the session's (kind, payload) pairs); a move sent is
        answered by an update, a refusal or a new position."""
        happened = self.link.pump(now)
        if any(kind in ("update", "refused", "position") for kind, _ in happened):
            self.sent = None
        return happened

    def waiting(self) -> bool:
        """Whether a move was sent and the server has not answered yet."""
        return self.sent is not None

    def view(self, seat):
        """The seat's view, as the server sent it (nothing more is known here)."""
        return self.state

    def can_undo(self) -> bool:
        """Never: the other players have seen the move."""
        return False

    def hint_thinking(self) -> bool:
        """Never: the hint's search reads the full state and the deal's seed, which an online seat must not see."""
        return False

    def ai_thinking(self) -> bool:
        """Whether the server's AI is thinking for the seat to move."""
        thinking = self.link.session.thinking
        return thinking is not None and thinking == self.state.current_player

    def commit(self, move) -> None:
        """Send this seat's move; the table shows it when the server's update comes back."""
        self.sent = self.link.session.move(move)

    def autosave(self) -> None:
        """Nothing to save: the server keeps the game, the seat's token in storage comes back to it."""

    def set_aside(self) -> None:
        """Nothing to save (see autosave)."""

    def jumped(self) -> None:
        """A position came back after a rejoin: nothing to restart here."""

    def think(self, dt, budget_s, min_think_s):
        """No AI thinks at this device."""
        return None

    def finish(self) -> bool:
        """The game is over (once): keep the server's record for Replay, count it for this seat, forget the kept
        seat; whether this seat won."""
        self.finished = True
        over = self.over
        if over is None or self.kept:
            return False
        self.kept = True
        seat = self.link.session.seat
        remember_record(self.storage, over["seats"], over["names"], over["record"])
        self.link.session.forget()
        won = seat in over["winners"]
        record_result(self.storage, self.match.spec.id, opposition(over["seats"], seat), won, over["scores"][seat])
        return won
