"""An online seat's match as a table reads it: the seat's view for the state, one view per turn for the history
(their events as this seat may know them), the room's seats and names; nothing here can move or think."""
from __future__ import annotations

import dataclasses

from game import GAMES

from ..match import HUMAN
from .heard import Position, Turn


class OnlineMatch:
    """What parlour.match.Match offers a table, built from a room and the seat's positions: only this seat is a
    person at this device, nothing is undone, and no AI thinks here (the server plays the other seats)."""

    def __init__(self, room: dict, seat: int, position: Position) -> None:
        self.spec = GAMES[room["game"]]
        self.seats = [entry["kind"] for entry in room["seats"]]
        self.names = [entry["name"] for entry in room["seats"]]
        self.options = dict(room["options"])
        self.seat = seat
        self.seed = None
        self.redo_moves = []
        self.thinking = None
        self.agent = None
        self.game_number = room.get("game_number", 1)
        self.history = []
        self.moves = []
        self.turn = -1
        self.caught_up(position)

    def dealt_again(self, game_number: int) -> None:
        """The room deals game game_number with the same seats: the finished game stays shown until the new one's
        first position (turn 0) replaces it (its record was kept at its end)."""
        self.game_number = game_number
        self.turn = -1

    @property
    def renewing(self) -> bool:
        """Whether the room has dealt a new game whose first position has not come yet."""
        return self.turn < 0

    @property
    def state(self):
        """The seat's view of the position now."""
        return self.history[-1]

    @property
    def players(self) -> int:
        """How many seats."""
        return len(self.seats)

    @property
    def humans(self) -> list:
        """This seat only: the other people play at their own devices."""
        return [self.seat]

    def is_human(self, seat: int | None) -> bool:
        """Whether seat is this device's player."""
        return seat is not None and seat == self.seat

    def ai_to_move(self) -> bool:
        """Never: the server thinks for its AI seats."""
        return False

    def undo_point(self):
        """Nothing is taken back online."""
        return None

    def caught_up(self, position) -> list:
        """Take a position from the server (the first one, one after a rejoin, or a new game's): the turns it tells
        that this match had not seen, as (before, after, notation) for the log; a position that skips turns, or a new
        game's, starts afresh."""
        fresh = [turn for turn in position.history if turn.turn > self.turn]
        if self.history and fresh and (self.renewing or fresh[0].turn != self.turn + 1):
            self.history = []
        if not self.history:
            deal = fresh[0] if fresh and fresh[0].seat is None else None
            self.history = [dataclasses.replace(position.view, events=deal.events if deal else ())]
            self.moves = []
            fresh = fresh[1:] if deal else fresh
        steps = [self.took(turn, dataclasses.replace(position.view, events=turn.events)) for turn in fresh]
        self.turn = position.turn
        return steps

    def took(self, turn: Turn, view: object) -> tuple:
        """A turn played (a parlour.online.session.Turn) and the view after it; (before, after, notation)."""
        before = self.state
        self.history.append(view)
        self.moves.append(turn.move or "")
        self.turn = turn.turn
        return before, view, turn.move or ""

    def is_person(self, seat: int) -> bool:
        """Whether seat is played by a person (here or elsewhere), not by an AI."""
        return self.seats[seat] == HUMAN
