"""A client's side of an online room, without sockets: it turns a player's intents into message texts, and the
server's texts into what a table shows (its seat's view as an engine state, the events of each turn, refusals,
who is connected or thinking). It keeps its seat's token in the parlour's storage to come back after a drop."""
from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from itertools import count

from game import GAMES, GameSpec
from game.core import replaced
from wire.messages import checked
from wire.protocol import VERSION, ProtocolError, decode, encode, event_from_json, normal_code
from wire.requests import Bare, Create, Join, Move, Rejoin, Rematch

from ..storage import Storage, load_json, save_json
from .backoff import Backoff
from .heard import Position, Problem, Refusal, Turn, Update

SEAT_KEY = "online-seat"


class OnlineSession:
    """A seat at a server's room, driven through a transport: call create/join/rejoin/start/move, feed every text
    received to receive(), and take what happened with poll(): (kind, payload) pairs where kind is joined, room,
    presence, position, update, refused, over, rematch, left, pong, problem. clock (seconds) counts the away
    countdowns down from their arrival."""

    def __init__(self, transport, storage: Storage | None = None, backoff: Backoff | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.transport = transport
        self.clock = clock
        self.storage = storage
        self.backoff = backoff or Backoff()
        self.ids = count(1)
        self.online = False
        self.waiting = []
        self.inbox = []
        self.code = self.token = self.seat = None
        self.asked = None
        self.host = False
        self.room = None
        self.connected = self.away = self.away_in = ()
        self.presence_at = 0.0
        self.rematch = None
        self.thinking = None
        self.turn = None
        self.view = None
        self.over = None
        self.rejoining = None
        if storage is not None:
            kept, _ = load_json(storage, SEAT_KEY, {})
            if isinstance(kept, dict) and isinstance(kept.get("code"), str) and isinstance(kept.get("token"), str):
                self.code, self.token = kept["code"], kept["token"]

    # intents

    def create(self, game_id: str, seats: list, options: dict | None = None, name: str = "", seat: int | None = None,
               away_after: float = 60.0, away_level: str = "medium") -> int:
        """Ask for a new room (seats: human or an AI level per seat); the answer is a joined happening."""
        message = Create(type="create", v=VERSION, game=game_id, seats=list(seats), options=options or {}, name=name,
                         away_after=away_after, away_level=away_level)
        if seat is not None:
            message["seat"] = seat
        return self.send(message)

    def join(self, code: str, name: str = "", seat: int | None = None) -> int:
        """Ask for a free seat in the room with code."""
        self.asked = normal_code(code)
        message = Join(type="join", v=VERSION, code=code, name=name)
        if seat is not None:
            message["seat"] = seat
        return self.send(message)

    def rejoin(self) -> int | None:
        """Come back to the kept seat with its token (None when no seat is kept, or while offline: connecting
        rejoins by itself)."""
        if self.token is None or self.code is None or not self.online:
            return None
        message = Rejoin(type="rejoin", v=VERSION, code=self.code, token=self.token)
        if self.turn is not None:
            message["turn"] = self.turn
            message["game_number"] = self.game_number
        self.rejoining = self.send(message)
        return self.rejoining

    def start(self) -> int:
        """The host deals."""
        return self.send(Bare(type="start"))

    def move(self, move: object) -> int:
        """Play move (an engine move or its notation) for this seat, at the turn this session has seen."""
        text = move if isinstance(move, str) else self.spec().encode_move(move)
        return self.send(Move(type="move", move=text, turn=self.turn))

    def again(self, accept: bool = True) -> int:
        """After the end, ask the room for another game with the same seats (accept False withdraws)."""
        return self.send(Rematch(type="rematch", accept=accept, game_number=self.game_number))

    def leave(self) -> int:
        """Leave the room, forgetting the kept seat."""
        request = self.send(Bare(type="leave"))
        self.forget()
        return request

    def ping(self) -> int:
        """Ask for a pong (round trip time)."""
        return self.send(Bare(type="ping"))

    def forget(self) -> None:
        """Drop the kept seat (a finished game, or a player who left)."""
        self.code = self.token = None
        if self.storage is not None:
            self.storage.remove(SEAT_KEY)

    def send(self, request: Mapping[str, object]) -> int:
        """Send a request (one of wire.requests' shapes) with a fresh id (kept until connected); the id."""
        message = {**request, "id": next(self.ids)}
        if self.online:
            self.transport.send(encode(message))
        else:
            self.waiting.append(message)
        return message["id"]

    # the connection

    def opened(self) -> None:
        """The transport is connected: come back to the kept seat first, then send what waited."""
        self.online = True
        self.rejoin()
        waiting, self.waiting = self.waiting, []
        for message in waiting:
            self.transport.send(encode(message))

    def closed(self) -> float:
        """The transport lost its connection; how many seconds to wait before connecting again."""
        self.online = False
        return self.backoff.next()

    # what the server says

    def poll(self) -> list:
        """What happened since the last poll, oldest first."""
        happened, self.inbox = self.inbox, []
        return happened

    def receive(self, text: str | bytes) -> None:
        """Take in one text from the server."""
        try:
            message = checked(decode(text, limit=1 << 24))
            self.HEARD[message["type"]](self, message)
        except ProtocolError as error:
            self.inbox.append(("problem", Problem(error.code, error.params, str(error))))
        except (KeyError, TypeError, ValueError) as error:
            self.inbox.append(("problem", Problem("bad_field", {}, f"Unreadable message from the server: {error}")))

    def _on_welcome(self, message: dict) -> None:
        # nothing to keep: every request carries the client's version, which the server refuses when it differs,
        # and the server enforces its own limits
        pass

    def _on_pong(self, message: dict) -> None:
        self.inbox.append(("pong", message.get("id")))

    def _on_joined(self, message: dict) -> None:
        if message["code"] != self.code:
            self.turn = self.view = self.over = None
        self.code, self.token, self.seat, self.host = message["code"], message["token"], message["seat"], \
            message["host"]
        self.backoff.reset()
        if self.storage is not None:
            save_json(self.storage, SEAT_KEY, {"code": self.code, "token": self.token, "seat": self.seat})
        self.inbox.append(("joined", message))

    def _on_room(self, message: dict) -> None:
        if self.room is not None and message.get("game_number", 1) > self.game_number:
            self.turn = self.view = self.over = self.rematch = None
        self.room = message
        self.inbox.append(("room", message))

    def _on_presence(self, message: dict) -> None:
        self.connected, self.away, self.thinking = tuple(message["connected"]), tuple(message["away"]), \
            message["thinking"]
        self.away_in, self.presence_at = tuple(message.get("away_in") or ()), self.clock()
        self.inbox.append(("presence", message))

    def _on_state(self, message: dict) -> None:
        history = tuple(self._turn(entry) for entry in message["history"])
        events = history[-1].events if history and history[-1].turn == message["turn"] else ()
        self.view = self._view(message["view"], events)
        self.turn = message["turn"]
        self.thinking = message.get("thinking")
        self.inbox.append(("position", Position(self.turn, self.view, history)))

    def _on_update(self, message: dict) -> None:
        turn = self._turn(message)
        self.view = self._view(message["view"], turn.events)
        self.turn = turn.turn
        self.thinking = None
        self.inbox.append(("update", Update(turn, self.view)))

    def _on_refused(self, message: dict) -> None:
        refusal = Refusal(message["code"], message.get("params", {}), message.get("notation", False),
                          message.get("move"))
        self.inbox.append(("refused", refusal))

    def _on_over(self, message: dict) -> None:
        self.over = message
        self.inbox.append(("over", message))

    def _on_rematch(self, message: dict) -> None:
        if message["game_number"] == self.game_number:
            self.rematch = message
            self.inbox.append(("rematch", message))

    def _on_left(self, message: dict) -> None:
        self.inbox.append(("left", message))

    def _on_error(self, message: dict) -> None:
        if message["code"] in ("bad_token", "no_room") and message.get("id") == self.rejoining:
            self.forget()
        self.inbox.append(("problem", Problem(message["code"], message.get("params", {}), message.get("message", ""))))

    HEARD = {"welcome": _on_welcome, "pong": _on_pong, "joined": _on_joined, "room": _on_room,
             "presence": _on_presence, "state": _on_state, "update": _on_update, "refused": _on_refused,
             "over": _on_over, "rematch": _on_rematch, "left": _on_left, "error": _on_error}

    def _turn(self, entry: dict) -> Turn:
        return Turn(entry["turn"], entry["seat"], tuple(event_from_json(e) for e in entry["events"]), entry.get("move"))

    def _view(self, data: dict, events: tuple):
        return replaced(self.spec().state_from_dict(data), events=events)

    def spec(self) -> GameSpec:
        """The spec of the room's game (ProtocolError before the server has described the room)."""
        if self.room is None:
            raise ProtocolError("bad_field", "No room has been described yet.")
        return GAMES[self.room["game"]]

    # what a table asks

    @property
    def room_code(self) -> str | None:
        """The code of the room this seat holds, or of the one it asks to join (None before either)."""
        return self.code or self.asked

    @property
    def game_number(self) -> int:
        """Which game of the room this is (1 for its first, one more for each game played again)."""
        return self.room.get("game_number", 1) if self.room is not None else 1

    def away_left(self, seat: int) -> float | None:
        """Seconds before the AI takes seat while its person is away, counted down since the presence came (None
        when no countdown runs for it)."""
        if seat >= len(self.away_in) or self.away_in[seat] is None:
            return None
        return max(0.0, self.away_in[seat] - (self.clock() - self.presence_at))

    def accepted(self) -> tuple:
        """Per seat, whether it has asked for another game since this one ended."""
        return tuple(self.rematch["accepted"]) if self.rematch is not None else ()

    @property
    def my_turn(self) -> bool:
        """Whether this seat is to move."""
        return self.view is not None and self.seat is not None and self.view.current_player == self.seat
