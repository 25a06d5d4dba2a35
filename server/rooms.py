"""A room: its seats and who holds them, the match the engine plays, and every message its players receive."""
from __future__ import annotations

import asyncio
import logging
import time

from game import GAMES, IllegalMoveError, InvalidMoveError
from game.core import events_for
from game.records import make_record
from parlour.match import HUMAN, Match
from wire.protocol import ProtocolError, event_to_json

from .ai_seats import AiSeats
from .codes import new_seed, new_token, token_hash, token_matches
from .storage import LOBBY, OVER, PLAYING

HISTORY_TURNS = 200
log = logging.getLogger("parlour.server")


class Seat:
    """One seat: a person's (claimed by a token) or an AI level's; the connections holding it, and whether its
    person has been away long enough for the AI to play it."""

    def __init__(self, kind, name="", kept_hash=None):
        self.kind = kind
        self.name = name
        self.token_hash = kept_hash
        self.links = set()
        self.away = False
        self.away_timer = None

    @property
    def human(self) -> bool:
        """Whether a person plays this seat."""
        return self.kind == HUMAN

    def public(self) -> dict:
        """What every player may know of this seat."""
        return {"kind": self.kind, "name": self.name, "taken": self.token_hash is not None or not self.human,
                "connected": bool(self.links), "away": self.away}


class Room:
    """A table for friends: seats held by tokens, the engine's full state, moves stored before they are told."""

    def __init__(self, stored, storage, settings, thinkers):
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
        self.match = None
        self.lock = asyncio.Lock()
        self.ai = AiSeats(self, thinkers)
        self.quiet_since = time.monotonic()
        if self.seed is not None:
            record = make_record(self.spec.id, len(stored.seats), self.seed, self.options, stored.moves)
            self.match = Match.from_record(record, list(stored.seats), self.names())

    def names(self) -> list:
        """The players' names by seat ("" where the table names the seat itself)."""
        return [seat.name for seat in self.seats]

    @property
    def links(self) -> list:
        """Every connection in the room."""
        return [link for seat in self.seats for link in seat.links]

    def plays_itself(self, seat) -> bool:
        """Whether the server's AI plays seat now (an AI seat, or a person away too long)."""
        return not self.seats[seat].human or self.seats[seat].away

    def level_of(self, seat) -> str:
        """The AI level that plays seat."""
        return self.away_level if self.seats[seat].human else self.seats[seat].kind

    # what players are told

    def summary(self) -> dict:
        """The room message: its set-up and its seats."""
        return {"type": "room", "code": self.code, "game": self.spec.id, "players": len(self.seats),
                "options": self.options, "host": self.host, "status": self.status, "away_after": self.away_after,
                "away_level": self.away_level, "seats": [seat.public() for seat in self.seats]}

    def presence(self) -> dict:
        """The presence message: who is connected, who is away, which seat the AI is thinking for."""
        return {"type": "presence", "connected": [bool(seat.links) for seat in self.seats],
                "away": [seat.away for seat in self.seats], "thinking": self.ai.thinking}

    def broadcast(self, message, but=None) -> None:
        """Send the same message to everyone in the room (but one connection, told otherwise)."""
        for link in self.links:
            if link is not but:
                link.send(message)

    def state_message(self, seat, since=None) -> dict:
        """seat's whole position: its view, and the events of each turn after since (the recent ones only)."""
        history = self.match.history
        last = len(history) - 1
        first = max(0 if since is None else since + 1, last + 1 - HISTORY_TURNS)
        return {"type": "state", "seat": seat, "turn": last, "view": history[last].view(seat).to_dict(),
                "history": [self._turn(t, seat) for t in range(first, last + 1)], "thinking": self.ai.thinking}

    def _turn(self, turn, seat) -> dict:
        mover = self.match.history[turn - 1].current_player if turn else None
        entry = {"turn": turn, "seat": mover,
                 "events": [event_to_json(e) for e in events_for(self.match.history[turn].events, seat)]}
        if mover == seat:
            entry["move"] = self.match.moves[turn - 1]
        return entry

    def over_message(self) -> dict:
        """The end of the game: its record (DESIGN.md's format) with seats and names, and the outcome."""
        outcome = self.match.state.outcome()
        return {"type": "over", "record": self.match.record(), "seats": list(self.match.seats), "names": self.names(),
                "scores": list(outcome.scores), "winners": list(outcome.winners)}

    def catch_up(self, link, seat, since=None) -> None:
        """Tell a connection arriving at seat where things stand (after its joined message)."""
        link.send(self.summary())
        link.send(self.presence())
        if self.match is not None:
            link.send(self.state_message(seat, since))
        if self.status == OVER:
            link.send(self.over_message())

    # who sits where

    def seat_for_token(self, token):
        """The seat token holds, or None."""
        found = None
        for index, seat in enumerate(self.seats):
            if seat.token_hash is not None and token_matches(token, seat.token_hash):
                found = index
        return found

    def attach(self, link, seat) -> None:
        """A connection now speaks for seat; a person back from away takes the seat back from the AI."""
        if link.room is not None:
            link.room.detach(link)
        link.room, link.seat = self, seat
        place = self.seats[seat]
        place.links.add(link)
        if place.away_timer is not None:
            place.away_timer.cancel()
            place.away_timer = None
        if place.away:
            place.away = False
            self.ai.changed()
        self.broadcast(self.presence(), but=link)

    def detach(self, link) -> None:
        """A connection closed or left; a seat left empty during the game goes to the AI after away_after."""
        if link.room is not self:
            return
        place = self.seats[link.seat]
        place.links.discard(link)
        link.room = link.seat = None
        if not place.links:
            self.quiet_since = time.monotonic()
            self.watch_absence(self.seats.index(place))
        self.broadcast(self.presence())

    def watch_absence(self, seat) -> None:
        """Start the away clock of an empty person's seat while the game runs."""
        place = self.seats[seat]
        if (self.status == PLAYING and place.human and not place.links and not place.away
                and self.away_after is not None and place.away_timer is None):
            place.away_timer = asyncio.get_running_loop().call_later(self.away_after, self._gone, seat)

    def _gone(self, seat) -> None:
        place = self.seats[seat]
        place.away_timer = None
        if not place.links and self.status == PLAYING:
            place.away = True
            self.broadcast(self.presence())
            self.ai.changed()

    async def claim(self, link, name, wanted=None) -> str:
        """Give link a free person's seat (wanted, else the first); its new token."""
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
        self.broadcast(self.summary(), but=link)
        return token

    async def leave(self, link) -> None:
        """A player leaves: before the game their seat is freed (the host's never is); during it, it stays theirs."""
        seat = link.seat
        if self.status == LOBBY and seat != self.host:
            async with self.lock:
                await self.storage.free_seat(self.code, seat)
                self.seats[seat].token_hash, self.seats[seat].name = None, ""
        self.detach(link)
        self.broadcast(self.summary())

    # the game

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
            self.seed, self.status = seed, PLAYING
            self.match = Match(self.spec.id, [seat.kind for seat in self.seats], seed, self.options, names=self.names())
        self.broadcast(self.summary())
        self.resume()

    def resume(self) -> None:
        """Tell every connection its position, start the away clocks of empty seats, let the AI play its turns."""
        for index, seat in enumerate(self.seats):
            for link in seat.links:
                link.send(self.state_message(index))
            self.watch_absence(index)
        self.ai.changed()

    async def play(self, seat, move, turn=None, link=None, request=None) -> bool:
        """Play move (notation, or a move from the AI) for seat: checked by the engine, stored, then told to every
        seat as that seat may know it. A refusal goes back to link; False when the move was not played."""
        async with self.lock:
            try:
                text, move = self._checked(seat, move, turn)
            except (IllegalMoveError, InvalidMoveError) as error:
                if link is not None:
                    link.send({"type": "refused", "code": error.code, "params": error.params, "message": str(error),
                               "notation": isinstance(error, InvalidMoveError),
                               "move": move if isinstance(move, str) else None, "id": request})
                else:
                    log.error("room %s: the AI's move %s was refused: %s", self.code, move, error)
                return False
            number = len(self.match.moves) + 1
            try:
                await self.storage.add_move(self.code, number, text)
            except Exception:
                log.exception("room %s: move %d could not be stored", self.code, number)
                if link is not None:
                    link.send({"type": "error", "code": "storage", "params": {}, "id": request,
                               "message": "The move could not be stored; it was not played."})
                return False
            self.match.play(move)
            self._tell_move(seat, text, request)
            if self.match.state.current_player is None:
                await self.finish()
        self.ai.changed()
        return True

    def _checked(self, seat, move, turn):
        """The move's notation and value if seat may play it now; IllegalMoveError says why not."""
        state = self.match.state
        if self.status == OVER or state.current_player is None:
            raise IllegalMoveError("The game is over.", "game_over")
        if state.current_player != seat:
            raise IllegalMoveError("It is not this seat's turn.", "not_your_turn", seat=state.current_player)
        if turn is not None and turn != len(self.match.moves):
            raise IllegalMoveError("The position has changed since.", "stale", turn=len(self.match.moves))
        value = state.check(move)
        return self.spec.encode_move(value), value

    def _tell_move(self, mover, text, request) -> None:
        turn = len(self.match.moves)
        state = self.match.state
        for index, seat in enumerate(self.seats):
            if not seat.links:
                continue
            view = state.view(index)
            message = {"type": "update", "turn": turn, "seat": mover,
                       "events": [event_to_json(e) for e in view.events], "view": view.to_dict()}
            if index == mover:
                message.update(move=text, id=request)
            for link in seat.links:
                link.send(message)

    async def finish(self) -> None:
        """The game is over: store its record and tell everyone."""
        self.status = OVER
        for seat in self.seats:
            seat.away = False
            if seat.away_timer is not None:
                seat.away_timer.cancel()
                seat.away_timer = None
        try:
            await self.storage.finish(self.code, self.match.record())
        except Exception:
            log.exception("room %s: the finished game could not be stored (its moves are)", self.code)
        self.broadcast(self.over_message())

    def idle(self) -> bool:
        """Whether nobody is connected and the AI has nothing to do (the room can leave memory)."""
        return not self.links and not self.ai.busy()

    def close(self) -> None:
        """Stop the AI and the away clocks (the server is closing or forgetting the room)."""
        self.ai.stop()
        for seat in self.seats:
            if seat.away_timer is not None:
                seat.away_timer.cancel()
                seat.away_timer = None
