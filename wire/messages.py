"""The shapes of the messages a server sends (TypedDicts, one per type of SERVER_TYPES), and the check a client
makes at the boundary: a message missing a field its shape requires, or holding one of the wrong kind, is a
ProtocolError (bad_field) naming that field, never a KeyError deep in a handler."""

import types
from typing import Any, NotRequired, TypedDict, Union, get_args, get_origin, get_type_hints

from .protocol import ProtocolError


class Welcome(TypedDict):
    """The server's first words: its protocol version and limits."""

    type: str
    limits: NotRequired[dict]


class Joined(TypedDict):
    """A seat is this client's: the room's code, the seat, its token to come back with, whether it hosts."""

    type: str
    code: str
    seat: int
    token: str
    host: bool


class Room(TypedDict):
    """The room: its game, seats (kind and name each), options and status."""

    type: str
    code: str
    game: str
    seats: list
    options: dict
    status: str
    game_number: NotRequired[int]


class Presence(TypedDict):
    """Who is connected or away, per seat, and who the server's AI is thinking for."""

    type: str
    connected: list
    away: list
    thinking: int | None
    away_in: NotRequired[list]


class State(TypedDict):
    """The whole position for this seat: its view, the turn, the recent turns."""

    type: str
    turn: int
    view: dict
    history: list
    thinking: NotRequired[int | None]


class Update(TypedDict):
    """A move was played: the turn, who moved, its events for this seat, the new view (the move's notation when it
    was this seat's)."""

    type: str
    turn: int
    seat: int | None
    events: list
    view: dict
    move: NotRequired[str | None]


class Refused(TypedDict):
    """This seat's move was refused: the engine's code and parameters."""

    type: str
    code: str
    params: NotRequired[dict]
    notation: NotRequired[bool]
    move: NotRequired[str | None]


class Over(TypedDict):
    """The game ended: its record, seats, names, winners and scores."""

    type: str
    record: dict
    seats: list
    names: list
    winners: list
    scores: list


class Rematch(TypedDict):
    """Who has asked for another game after game_number ended, per seat."""

    type: str
    game_number: int
    accepted: list
    id: NotRequired[int | None]


class Left(TypedDict):
    """Someone left the room."""

    type: str


class Error(TypedDict):
    """A coded error (ERROR_CODES), answering the request with id."""

    type: str
    code: str
    params: NotRequired[dict]
    message: NotRequired[str]
    id: NotRequired[int | None]


class Pong(TypedDict):
    """The answer to a ping."""

    type: str
    id: NotRequired[int | None]


SHAPES: dict[str, Any] = {"welcome": Welcome, "joined": Joined, "room": Room, "presence": Presence, "state": State,
                          "update": Update, "refused": Refused, "over": Over, "rematch": Rematch, "left": Left,
                          "error": Error, "pong": Pong}


def _fits(value: object, kind: Any) -> bool:
    """Whether value is of kind (a class, a parametrised list or dict, or a union; a bool is never an int)."""
    if get_origin(kind) in (Union, types.UnionType):
        return any(_fits(value, option) for option in get_args(kind))
    if kind is type(None):
        return value is None
    kind = get_origin(kind) or kind
    return isinstance(value, kind) and not (isinstance(value, bool) and kind is int)


def checked(message: dict, shapes: dict[str, Any] = SHAPES) -> dict:
    """message, once every field its type's shape (in shapes: the server's messages unless told) names holds a
    value of its kind (a field the shape may leave out may be missing); ProtocolError bad_field otherwise, or
    unknown_type for a type no shape has."""
    shape = shapes.get(message["type"])
    if shape is None:
        raise ProtocolError("unknown_type", "Unknown message type.", type=message["type"])
    for name, kind in get_type_hints(shape).items():
        if name not in message:
            if name in shape.__required_keys__:
                raise ProtocolError("bad_field", f"A {message['type']} message has no {name!r}.", field=name)
            continue
        if not _fits(message[name], kind):
            raise ProtocolError("bad_field", f"{name!r} of a {message['type']} message is of the wrong kind.",
                                field=name)
    return message
