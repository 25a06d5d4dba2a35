"""What the server does with each type of client message; each handler raises ProtocolError to refuse."""
from __future__ import annotations

from wire.protocol import VERSION, ProtocolError

from .limits import allowed
from .room_setup import player_name, requested_room

MOVE_TEXT_LENGTH = 64


def welcome(settings) -> dict:
    """The first message of every connection: the protocol version and the limits."""
    return {"type": "welcome", "v": VERSION, "limits": {"message_bytes": settings.message_bytes,
                                                        "rate": settings.rate, "burst": settings.burst}}


def request_id(message):
    """The client's id for a request (echoed in the answer), if it is a short string or a number."""
    value = message.get("id")
    if isinstance(value, bool) or not isinstance(value, (str, int)) or (isinstance(value, str) and len(value) > 64):
        return None
    return value


def whole_number(message, key):
    """A seat or turn number given by the client, or None when absent; ProtocolError when it is not a whole number
    (0 or more)."""
    value = message.get(key)
    if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < 0):
        raise ProtocolError("bad_field", f"{key} is a whole number.", field=key)
    return value



def seated(link):
    """The room link sits in; ProtocolError when it has no seat."""
    if link.room is None:
        raise ProtocolError("no_seat", "Create or join a room first.")
    return link.room


async def hello(server, link, message) -> None:
    """Answer with the welcome again."""
    link.send(welcome(server.settings))


async def ping(server, link, message) -> None:
    """Answer at once (clients measure the round trip and keep the connection alive)."""
    link.send({"type": "pong", "id": request_id(message)})


async def create(server, link, message) -> None:
    """A host opens a room: checked, stored, then the host gets the code and a token."""
    stored = requested_room(message)
    name = player_name(message.get("name"))
    room, token = await server.rooms.create(stored, name, link)
    link.send({"type": "joined", "code": room.code, "seat": room.host, "token": token, "host": True,
               "id": request_id(message)})
    room.catch_up(link, room.host)


async def join(server, link, message) -> None:
    """A friend takes a free seat of the room named by its code."""
    room = await server.find_room(link, message.get("code"))
    name = player_name(message.get("name"))
    token = await room.claim(link, name, whole_number(message, "seat"))
    link.send({"type": "joined", "code": room.code, "seat": link.seat, "token": token, "host": False,
               "id": request_id(message)})
    room.catch_up(link, link.seat)


async def rejoin(server, link, message) -> None:
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


async def start(server, link, message) -> None:
    """The host deals."""
    await seated(link).start(link)


async def move(server, link, message) -> None:
    """A move for the sender's own seat, checked by the engine."""
    room = seated(link)
    text = message.get("move")
    if not isinstance(text, str) or len(text) > MOVE_TEXT_LENGTH:
        raise ProtocolError("bad_field", "move is move notation.", field="move")
    claimed = whole_number(message, "seat")
    if claimed is not None and claimed != link.seat:
        raise ProtocolError("not_your_seat", "A player moves only for their own seat.", seat=link.seat)
    if room.match is None:
        raise ProtocolError("not_started", "The game has not begun.")
    await room.play(link.seat, text, whole_number(message, "turn"), link, request_id(message))


async def rematch(server, link, message) -> None:
    """Once the game is over, the sender's seat asks for another game with the same seats (accept, default true)
    or withdraws (false); game_number, when given, names the finished game it follows."""
    room = seated(link)
    accept = message.get("accept", True)
    if not isinstance(accept, bool):
        raise ProtocolError("bad_field", "accept is true or false.", field="accept")
    await room.rematch.answer(link, accept, request_id(message), whole_number(message, "game_number"))


async def leave(server, link, message) -> None:
    """Leave the room (before the game the seat is freed for someone else)."""
    room = seated(link)
    await room.leave(link)
    link.send({"type": "left", "code": room.code, "id": request_id(message)})


HANDLERS = {"hello": hello, "ping": ping, "create": create, "join": join, "rejoin": rejoin, "start": start,
            "move": move, "leave": leave, "rematch": rematch}
