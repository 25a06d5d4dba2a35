"""The match session of an online seat's table (a TableSession, like parlour/session.py's Session): moves go to
the server and nothing is applied until its update comes back, which this session applies and hands the table as
the same news a local move gives; no AI, hint, undo or autosave here (the server plays the other seats and keeps
the game: it offers no Controls); the finished game is kept for Replay and counted in the statistics."""
from __future__ import annotations

import math
from collections.abc import Callable

from game import IllegalMoveError
from game.protocols import State

from ..match import Match
from ..replay_store import LAST, last_finished, remember_record
from ..seats import Seating
from ..session import PLAY
from ..stats import opposition, record_result
from ..storage import Storage, load_json
from ..table_session import Heard, Jumped, News, Played, Refused, Said
from .heard import Position, Problem, Refusal, Update
from .link import Link
from .match import OnlineMatch


class OnlineSeating(Seating):
    """The seats of a room as one of its people sees them: that person's seat is "you"."""

    def __init__(self, seats: list[str], names: list[str], seat: int):
        super().__init__(seats, names)
        self.seat = seat

    def is_you(self, seat: int | None) -> bool:
        """Whether seat is this device's player."""
        return seat is not None and seat == self.seat


def refusal_error(refusal: Refusal) -> IllegalMoveError:
    """The server's refusal as the engine's coded error, so a table words it like its own refusals."""
    return IllegalMoveError(refusal.code, refusal.code, **refusal.params)


class OnlineTableSession:
    """Drives an online seat's table: link is the seat's parlour.online.link.Link, match its OnlineMatch, clock
    the app's time in seconds (the page's socket is pumped with it)."""

    mode = PLAY
    hint_move = None
    controls = None

    def __init__(self, storage: Storage, link: Link, match: OnlineMatch, clock: Callable[[], float]):
        self.storage = storage
        self.link = link
        self.online_match = match
        self.clock = clock
        self.seating = OnlineSeating(match.seats, match.names, match.seat)
        self.finished = False
        self.kept = False
        self.sent: int | None = None
        self.heard_online = link.online
        self.countdown: tuple = ()

    @property
    def match(self) -> OnlineMatch:
        """The seat's match, as the server has told it."""
        return self.online_match

    @property
    def state(self) -> State:
        """The seat's view of the position."""
        return self.match.state

    @property
    def over(self) -> dict | None:
        """The server's over message once the game has ended, else None."""
        return self.link.session.over

    def view(self, seat: int) -> State:
        """The seat's view, as the server sent it (nothing more is known here)."""
        return self.state

    def commit(self, move: object) -> bool:
        """Send this seat's move; the server's update comes back as news (Played), or its refusal (Refused)."""
        self.sent = self.link.session.move(move)
        return True

    def news(self) -> list[News]:
        """What the server said since the last frame, applied to the match: a move played, a position after a
        rejoin, a refusal, an error in words; Heard when only who is there, the connection or a countdown's second
        changed (so the table draws again once a second only while an away countdown runs)."""
        news = [item for kind, payload in self.link.pump(self.clock()) for item in self.heard(kind, payload)]
        countdown = tuple(math.ceil(left) for seat in range(self.match.players)
                          if (left := self.link.session.away_left(seat)) is not None)
        if self.heard_online != self.link.online or countdown != self.countdown:
            self.heard_online, self.countdown = self.link.online, countdown
            news.append(Heard())
        return news

    def heard(self, kind: str, payload: object) -> list[News]:
        """One happening of the link's session as news for the table."""
        if kind in ("update", "refused", "position"):
            self.sent = None
        if kind == "room" and isinstance(payload, dict) and payload.get("game_number", 1) > self.match.game_number:
            self.match.dealt_again(payload["game_number"])
        if isinstance(payload, Update):
            return [Played(*self.match.took(payload.turn, payload.view))]
        if isinstance(payload, Position):
            if self.match.renewing:
                self.finished = self.kept = False
            self.match.caught_up(payload)
            return [Jumped()]
        if isinstance(payload, Refusal):
            return [Refused(refusal_error(payload))]
        if isinstance(payload, Problem):
            return [Said(f"online.error.{payload.code}")]
        return [Heard()]

    def waiting(self) -> bool:
        """Whether a move was sent and the server has not answered yet."""
        return self.sent is not None

    def holding(self) -> bool:
        """At the end, the result waits for the server's record."""
        return self.state.current_player is None and self.over is None

    def ai_thinking(self) -> bool:
        """Whether the server's AI is thinking for the seat to move."""
        thinking = self.link.session.thinking
        return thinking is not None and thinking == self.state.current_player

    def next_move(self, dt: float, budget_s: float, min_think_s: float) -> object | None:
        """None: every other seat's move comes from the server, as news."""
        return None

    def again(self) -> None:
        """After the end, ask the room for another game with the same seats (it deals once everyone there asked)."""
        self.link.session.again()

    def leave(self) -> None:
        """Stop connecting; the seat stays this player's (Play online returns to it) until its game has ended."""
        if self.finished:
            self.link.session.forget()
        self.link.close()

    def finished_match(self) -> Match | None:
        """The finished game, rebuilt from the server's record that finish() kept."""
        return last_finished(self.storage)

    def finish(self) -> bool:
        """The game is over (once): keep the server's record for Replay and count it for this seat (the seat is
        kept while the table stays: the room may play again); whether this seat won."""
        self.finished = True
        over = self.over
        if over is None or self.kept:
            return False
        self.kept = True
        seat = self.link.session.seat
        won = seat in over["winners"]
        kept, _ = load_json(self.storage, LAST)
        if isinstance(kept, dict) and kept.get("record") == over["record"]:
            return won  # counted already: the seat was kept after the end and came back to the finished room
        remember_record(self.storage, over["seats"], over["names"], over["record"])
        record_result(self.storage, self.match.spec.id, opposition(over["seats"], seat), won, over["scores"][seat])
        return won
