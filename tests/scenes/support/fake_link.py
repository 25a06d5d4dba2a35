"""An online seat's link without a server: the room and positions a test gives, the moves the table sends kept,
and what the server would say handed out at the next pump (parlour.online.link.Link's shape)."""
from __future__ import annotations

from parlour.online.heard import Position, Turn, Update


class FakeSeat:
    """The link's session as a table reads it: the room, the seat, who is there, the moves sent."""

    def __init__(self, room, seat):
        self.room = room
        self.seat = seat
        self.thinking = None
        self.connected = tuple(True for _ in room["seats"])
        self.away = tuple(False for _ in room["seats"])
        self.online = True
        self.over = None
        self.sent = []
        self.rematch = []
        self.asked = []

    def move(self, move) -> int:
        """Keep the move sent; its request id."""
        self.sent.append(move)
        return len(self.sent)

    def forget(self) -> None:
        """Nothing is kept in a test."""

    def away_left(self, seat) -> None:
        """No away countdown runs in a test without a server."""

    def accepted(self) -> tuple:
        """Per seat, whether it has asked for another game (as the test says the server said)."""
        return tuple(self.rematch)

    def again(self) -> None:
        """Keep the call for another game."""
        self.asked.append(True)


class FakeLink:
    """A link whose pump hands out what the test said the server said."""

    def __init__(self, room, seat):
        self.session = FakeSeat(room, seat)
        self.said = []

    @property
    def online(self) -> bool:
        """Always connected."""
        return self.session.online

    def pump(self, now) -> list:
        """What the server said since the last pump."""
        said, self.said = self.said, []
        return said

    def played(self, turn, seat, after, notation) -> None:
        """The server's update for a move of seat that made after (its view and events as self's seat sees them)."""
        view = after.view(self.session.seat)
        mine = notation if seat == self.session.seat else None
        self.said.append(("update", Update(Turn(turn, seat, view.events, mine), view)))

    def retry(self) -> None:
        """Connected already."""

    def close(self) -> None:
        """Nothing to close."""


def room_of(match) -> dict:
    """The room a server would describe for match's game, seats and options."""
    return {"game": match.spec.id, "options": dict(match.options), "status": "playing",
            "seats": [{"kind": kind, "name": ""} for kind in match.seats]}


def first_position(match, seat) -> Position:
    """The position a seat is sent when the game starts: the deal as seat sees it."""
    view = match.history[0].view(seat)
    return Position(0, view, (Turn(0, None, view.events),))
