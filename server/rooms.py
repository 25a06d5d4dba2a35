"""A room: its seats and who holds them, the match the engine plays, and every message its players receive."""
from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING

from game import GAMES, IllegalMoveError, InvalidMoveError
from wire.protocol import ProtocolError, RequestId

from .ai_seats import AiSeats
from .away import watch_absence
from .codes import new_seed, new_token, token_hash, token_matches
from .played import PlayedGame
from .rematch import Rematch
from .room_messages import presence_message, room_message
from .seat import Seat
from .storage import LOBBY, OVER, PLAYING, Fenced, Storage, StoredRoom

if TYPE_CHECKING:
    from .ai_seats import Thinkers
    from .settings import Settings

MOVED = 1012
log = logging.getLogger("parlour.server")


class Room:
    """A table for friends: seats held by tokens, the engine's full state, moves stored before they are told."""

    def __init__(self, stored: StoredRoom, storage: Storage, settings: Settings, thinkers: Thinkers):
        self.code = stored.code
        self.spec = GAMES[stored.game]
        self.options = stored.options
        self.host = stored.host
        self.away_after = stored.away_after
        self.away_level = stored.away_level
        self.seats = [Seat(kind) for kind in stored.seats]
        for seat, (kept_hash, name) in stored.claimed.items():
            self.seats[seat].token_hash, self.seats[seat].name = kept_hash, name
        self.storage = storage
        self.settings = settings
        self.status = stored.status
        self.seed = stored.seed
        self.game_number = stored.game_number
        self.match: PlayedGame | None = None
        self.lock = asyncio.Lock()
        self.ai = AiSeats(self, thinkers)
        self.rematch = Rematch(self)
        self.quiet_since = time.monotonic()
        self.creator: str | None = None  # the address that made the room
        self.moved_away = False
        if self.seed is not None:
            self.match = PlayedGame(self.spec, stored.seats, self.seed, self.options, stored.moves)

    def names(self) -> list:
        """The players' names by seat ("" where the table names the seat itself)."""
        return [seat.name for seat in self.seats]

    @property
    def links(self) -> list:
        """Every connection in the room."""
        return [link for seat in self.seats for link in seat.links]

    @property
    def game(self) -> PlayedGame:
        """The game being played (a room in its lobby has none yet)."""
        assert self.match is not None, f"room {self.code} has not been dealt"
        return self.match

    def plays_itself(self, seat: int) -> bool:
        """Whether the server's AI plays seat now (an AI seat, or a person away too long)."""
        return not self.seats[seat].human or self.seats[seat].away

    def level_of(self, seat: int) -> str:
        """The AI level that plays seat."""
        return self.away_level if self.seats[seat].human else self.seats[seat].kind

    def broadcast(self, message: dict, but=None) -> None:
        """Send the same message to everyone in the room (but one connection, told otherwise)."""
        for link in self.links:
            if link is not but:
                link.send(message)

    def catch_up(self, link, seat: int, since: int | None = None) -> None:
        """Tell a connection arriving at seat where things stand (after its joined message)."""
        link.send(room_message(self))
        link.send(presence_message(self))
        if self.match is not None:
            link.send_text(self.match.state_text(seat, since, self.ai.thinking))
        if self.status == OVER:
            link.send(self.game.over_message(self.names()))
            if self.rematch.accepted:
                link.send(self.rematch.message())

    def seat_for_token(self, token: object) -> int | None:
        """The seat token holds, or None."""
        found = [index for index, seat in enumerate(self.seats)
                 if seat.token_hash is not None and token_matches(token, seat.token_hash)]
        return found[-1] if found else None

    def attach(self, link, seat: int) -> None:
        """A connection now speaks for seat; a person back from away takes the seat back from the AI."""
        if link.room is not None:
            link.room.detach(link)
        link.room, link.seat = self, seat
        place = self.seats[seat]
        place.links.add(link)
        place.stop_clock()
        if place.away:
            place.away = False
            self.ai.changed()
        self.broadcast(presence_message(self), but=link)

    def detach(self, link) -> None:
        """A connection closed or left; a seat left empty during the game goes to the AI after away_after."""
        if link.room is not self or link.seat is None:
            return
        place = self.seats[link.seat]
        place.links.discard(link)
        link.room = link.seat = None
        if not place.links:
            self.quiet_since = time.monotonic()
            watch_absence(self, self.seats.index(place))
        self.broadcast(presence_message(self))
        self.rematch.someone_left()

    async def claim(self, link, name: str, wanted: int | None = None) -> tuple[str, int]:
        """Give link a free person's seat (wanted, else the first); its new token and the seat."""
        async with self.lock:
            if self.status != LOBBY:
                raise ProtocolError("started", "The game has begun.")
            free = [i for i, seat in enumerate(self.seats) if seat.human and seat.token_hash is None]
            if wanted is not None and wanted not in range(len(self.seats)):
                raise ProtocolError("bad_field", "No such seat.", field="seat")
            if not free:
                raise ProtocolError("room_full", "Every seat is taken.")
            if wanted is not None and wanted not in free:
                raise ProtocolError("seat_taken", "That seat is taken.", seat=wanted)
            seat = free[0] if wanted is None else wanted
            token = new_token()
            await self.storage.claim_seat(self.code, seat, token_hash(token), name)
            self.seats[seat].token_hash, self.seats[seat].name = token_hash(token), name
        self.attach(link, seat)
        self.broadcast(room_message(self), but=link)
        return token, seat

    async def leave(self, link) -> None:
        """A player leaves: before the game (checked under the lock) their seat is freed, the host's never, and its
        other connections are told they left too; during the game the seat stays theirs."""
        async with self.lock:
            seat = link.seat
            if link.room is not self or seat is None:
                return
            if self.status == LOBBY and seat != self.host:
                await self.storage.free_seat(self.code, seat)
                self.seats[seat].token_hash, self.seats[seat].name = None, ""
                for other in list(self.seats[seat].links - {link}):
                    self.detach(other)
                    other.send({"type": "left", "code": self.code, "id": None})
            self.detach(link)
        self.broadcast(room_message(self))

    async def start(self, link) -> None:
        """The host deals once every person's seat is taken."""
        async with self.lock:
            if link.seat != self.host:
                raise ProtocolError("not_host", "Only the host starts the game.")
            if self.status != LOBBY:
                raise ProtocolError("started", "The game has begun.")
            empty = [i for i, seat in enumerate(self.seats) if seat.human and seat.token_hash is None]
            if empty:
                raise ProtocolError("seats_open", "Friends are still to join.", seats=empty)
            seed = new_seed()
            await self.storage.start(self.code, seed)
            self.dealt(seed)

    def dealt(self, seed: int) -> None:
        """A game of the room's seats and options begins from seed (stored); everyone is told the room, then theirs."""
        self.seed, self.status = seed, PLAYING
        self.match = PlayedGame(self.spec, [seat.kind for seat in self.seats], seed, self.options)
        self.broadcast(room_message(self))
        self.resume()

    def resume(self) -> None:
        """Tell everyone their position, start the away clocks of empty seats (and say so), let the AI play."""
        self.tell_positions()
        for index in range(len(self.seats)):
            watch_absence(self, index)
        if any(seat.away_timer is not None for seat in self.seats):
            self.broadcast(presence_message(self))
        self.ai.changed()

    def tell_positions(self) -> None:
        """Send every connection its seat's whole position."""
        for index, seat in enumerate(self.seats):
            for link in seat.links:
                link.send_text(self.game.state_text(index, None, self.ai.thinking))

    async def play(self, seat: int, move: object, turn: int | None = None, link=None,
                   request: RequestId = None) -> bool:
        """Play move (notation, or a move from the AI) for seat: checked by the engine, stored, then told to every
        seat as that seat may know it. A refusal goes back to link; False when the move was not played. Storing
        and applying are one step: a caller cancelled meanwhile (the AI, when its player comes back) stops waiting,
        never the move halfway."""
        return await asyncio.shield(self._play(seat, move, turn, link, request))

    async def _play(self, seat: int, move: object, turn: int | None, link,
                    request: RequestId) -> bool:
        async with self.lock:
            try:
                if self.status == OVER:
                    raise IllegalMoveError("The game is over.", "game_over")
                text, move = self.game.checked(seat, move, turn)
            except (IllegalMoveError, InvalidMoveError) as error:
                if link is not None:
                    link.send({"type": "refused", "code": error.code, "params": error.params, "message": str(error),
                               "notation": isinstance(error, InvalidMoveError),
                               "move": move if isinstance(move, str) else None, "id": request})
                else:
                    log.error("room %s: the AI's move %s was refused: %s", self.code, move, error)
                return False
            number = len(self.game.moves) + 1
            try:
                await self.storage.add_move(self.code, number, text)
            except Fenced:
                self.move_away()
                return False
            except Exception:
                log.exception("room %s: move %d could not be stored", self.code, number)
                if link is not None:
                    link.send({"type": "error", "code": "storage", "params": {}, "id": request,
                               "message": "The move could not be stored; the room has its database's position."})
                await self._reload()
                self.ai.restart()
                return False
            self.game.play(move)
            self._tell_move(request)
            if self.game.state.current_player is None:
                await self.finish()
        self.ai.changed()
        return True

    async def _reload(self) -> None:
        """After a failed write, take the moves the database holds (the failed one may be among them) and tell
        everyone their position; the room never drifts from its database."""
        try:
            stored = await self.storage.room(self.code)
            if stored is None or self.seed is None:
                raise LookupError(f"room {self.code} is not in its database")
            self.match = PlayedGame(self.spec, stored.seats, self.seed, self.options, stored.moves)
        except Exception:
            log.exception("room %s: could not be reloaded from its database", self.code)
            return
        self.tell_positions()
        if self.match.state.current_player is None and self.status != OVER:
            await self.finish()

    def _tell_move(self, request: RequestId) -> None:
        for index, seat in enumerate(self.seats):
            if seat.links:
                text = self.game.update_text(index, request)
                for link in seat.links:
                    link.send_text(text)

    async def finish(self) -> None:
        """The game is over: store its record and tell everyone."""
        self.status = OVER
        for seat in self.seats:
            seat.away = False
            seat.stop_clock()
        try:
            await self.storage.finish(self.code, self.game.record(), self.game_number)
        except Exception:
            log.exception("room %s: the finished game could not be stored (its moves are)", self.code)
        self.broadcast(self.game.over_message(self.names()))

    def idle(self) -> bool:
        """Whether nobody is connected and the AI has nothing to do (the room can leave memory)."""
        return not self.links and not self.ai.busy()

    def move_away(self) -> None:
        """Another process holds this room now: stop here, and close every connection (1012) so that its players
        connect again, through the proxy, to the room's new owner."""
        self.moved_away = True
        self.close()
        for link in self.links:
            link.close(MOVED, "the room moved; connect again")

    def close(self) -> None:
        """Stop the AI, the away clocks and a rematch being dealt (the server is closing or forgetting the room)."""
        self.ai.stop()
        self.rematch.stop()
        for seat in self.seats:
            seat.stop_clock()
