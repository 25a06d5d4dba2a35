"""What the server does with each type of client message; each handler raises ProtocolError to refuse."""
from __future__ import annotations

from typing import TYPE_CHECKING, NoReturn, Protocol

from wire.protocol import VERSION, ProtocolError, RequestId

from .limits import Buckets, allowed
from .room_setup import player_name, requested_room
from .settings import Settings

if TYPE_CHECKING:
    from .link import Link
    from .registry import Rooms
    from .rooms import Room

MOVE_TEXT_LENGTH = 64


class GameServer(Protocol):
    """What a handler asks of the server: its settings and rooms, finding a room and refusing a search."""

    settings: Settings
    rooms: Rooms
    rejoins: Buckets

    async def find_room(self, link: Link, code: object) -> Room:
        """The room a join or rejoin names; refused (and counted against link) when there is none."""
        ...

    def refuse(self, link: Link, error: ProtocolError) -> NoReturn:
        """Count a failed search for a room or seat against link and its address, and raise error."""
        ...


def welcome(settings: Settings) -> dict:
    """The first message of every connection: the protocol version and the limits."""
    return {"type": "welcome", "v": VERSION, "limits": {"message_bytes": settings.message_bytes,
                                                        "rate": settings.rate, "burst": settings.burst}}


def request_id(message: dict) -> RequestId:
    """The client's id for a request (echoed in the answer), if it is a short string or a number."""
    value = message.get("id")
    if isinstance(value, bool) or not isinstance(value, (str, int)) or (isinstance(value, str) and len(value) > 64):
        return None
    return value


def whole_number(message: dict, key: str) -> int | None:
    """A seat or turn number given by the client, or None when absent; ProtocolError when it is not a whole number
    (0 or more)."""
    value = message.get(key)
    if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < 0):
        raise ProtocolError("bad_field", f"{key} is a whole number.", field=key)
    return value



def seated(link: Link) -> tuple[Room, int]:
    """The room link sits in and its seat there; ProtocolError when it has no seat."""
    if link.room is None or link.seat is None:
        raise ProtocolError("no_seat", "Create or join a room first.")
    return link.room, link.seat


async def hello(server: GameServer, link: Link, message: dict) -> None:
    """Answer with the welcome again."""
    link.send(welcome(server.settings))


async def ping(server: GameServer, link: Link, message: dict) -> None:
    """Answer at once (clients measure the round trip and keep the connection alive)."""
    link.send({"type": "pong", "id": request_id(message)})


async def create(server: GameServer, link: Link, message: dict) -> None:
    """A host opens a room: checked, stored, then the host gets the code and a token."""
    stored = requested_room(message)
    name = player_name(message.get("name"))
    room, token = await server.rooms.create(stored, name, link)
    link.send({"type": "joined", "code": room.code, "seat": room.host, "token": token, "host": True,
               "id": request_id(message)})
    room.catch_up(link, room.host)


async def join(server: GameServer, link: Link, message: dict) -> None:
    """A friend takes a free seat of the room named by its code."""
    room = await server.find_room(link, message.get("code"))
    name = player_name(message.get("name"))
    token, seat = await room.claim(link, name, whole_number(message, "seat"))
    link.send({"type": "joined", "code": room.code, "seat": seat, "token": token, "host": False,
               "id": request_id(message)})
    room.catch_up(link, seat)


async def rejoin(server: GameServer, link: Link, message: dict) -> None:
    """A player comes back to their seat with its token, and gets the position and the turns since "turn"."""
    since = whole_number(message, "turn")
    game_number = whole_number(message, "game_number")
    room = await server.find_room(link, message.get("code"))
    seat = room.seat_for_token(message.get("token"))
    if seat is None:
        server.refuse(link, ProtocolError("bad_token", "This token holds no seat in that room."))
    allowed(server.rejoins.get((room.code, seat)), "rejoins of this seat")
    room.attach(link, seat)
    link.send({"type": "joined", "code": room.code, "seat": seat, "token": message["token"],
               "host": seat == room.host, "id": request_id(message)})
    room.catch_up(link, seat, since if game_number in (None, room.game_number) else None)


async def start(server: GameServer, link: Link, message: dict) -> None:
    """The host deals."""
    room, _ = seated(link)
    await room.start(link)


async def move(server: GameServer, link: Link, message: dict) -> None:
    """A move for the sender's own seat, checked by the engine."""
    room, seat = seated(link)
    text = message.get("move")
    if not isinstance(text, str) or len(text) > MOVE_TEXT_LENGTH:
        raise ProtocolError("bad_field", "move is move notation.", field="move")
    claimed = whole_number(message, "seat")
    if claimed is not None and claimed != seat:
        raise ProtocolError("not_your_seat", "A player moves only for their own seat.", seat=seat)
    if room.match is None:
        raise ProtocolError("not_started", "The game has not begun.")
    await room.play(seat, text, whole_number(message, "turn"), link, request_id(message))


async def rematch(server: GameServer, link: Link, message: dict) -> None:
    """Once the game is over, the sender's seat asks for another game with the same seats (accept, default true)
    or withdraws (false); game_number, when given, names the finished game it follows."""
    room, _ = seated(link)
    accept = message.get("accept", True)
    if not isinstance(accept, bool):
        raise ProtocolError("bad_field", "accept is true or false.", field="accept")
    await room.rematch.answer(link, accept, request_id(message), whole_number(message, "game_number"))


async def leave(server: GameServer, link: Link, message: dict) -> None:
    """Leave the room (before the game the seat is freed for someone else)."""
    room, _ = seated(link)
    await room.leave(link)
    link.send({"type": "left", "code": room.code, "id": request_id(message)})


HANDLERS = {"hello": hello, "ping": ping, "create": create, "join": join, "rejoin": rejoin, "start": start,
            "move": move, "leave": leave, "rematch": rematch}
