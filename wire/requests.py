"""The shapes of the messages a client sends (TypedDicts, one per type of CLIENT_TYPES): the client builds its
requests as these, and the server checks each one at its boundary with wire.messages.checked(message, REQUESTS)
before a handler reads it (a missing or wrong-kind field is bad_field naming it). What a field's value may be
beyond its kind (a known game, a seat's range, a name's length) the server's handlers check, and the request's id
(echoed in the answer when it is a string or a whole number) is read apart, never refused."""

from typing import Any, NotRequired, TypedDict


class Hello(TypedDict):
    """Ask for the welcome again."""

    type: str
    v: NotRequired[int]


class Create(TypedDict):
    """Open a room: the game, a human or an AI level per seat, the options, the host's name and seat, and how long
    an away seat waits before the AI (of away_level) takes it."""

    type: str
    game: str
    seats: list
    v: NotRequired[int]
    options: NotRequired[dict]
    name: NotRequired[str | None]
    seat: NotRequired[int | None]
    away_after: NotRequired[int | float | None]
    away_level: NotRequired[str]


class Join(TypedDict):
    """Take a free seat (the one asked, or any) of the room with code."""

    type: str
    code: str
    v: NotRequired[int]
    name: NotRequired[str | None]
    seat: NotRequired[int | None]


class Rejoin(TypedDict):
    """Come back to a kept seat with its token, with the last turn seen of game game_number."""

    type: str
    code: str
    token: str
    v: NotRequired[int]
    turn: NotRequired[int | None]
    game_number: NotRequired[int | None]


class Move(TypedDict):
    """A move in notation for the sender's seat, at the last turn it saw."""

    type: str
    move: str
    turn: NotRequired[int | None]
    seat: NotRequired[int | None]


class Rematch(TypedDict):
    """After the end, ask the room for another game (accept False withdraws), following game game_number."""

    type: str
    accept: NotRequired[bool]
    game_number: NotRequired[int | None]


class Bare(TypedDict):
    """A request that says only what it is: start (the host deals), leave, ping."""

    type: str


REQUESTS: dict[str, Any] = {"hello": Hello, "create": Create, "join": Join, "rejoin": Rejoin, "start": Bare,
                            "move": Move, "leave": Bare, "ping": Bare, "rematch": Rematch}
