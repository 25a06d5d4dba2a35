"""The online protocol shared by the server and its clients: versioned JSON messages, limits, codes."""
from __future__ import annotations

import json
from typing import Any

from game import Event

VERSION = 1
MAX_MESSAGE_BYTES = 4096
MAX_FRAME_BYTES = 65536
ROOM_CODE_LENGTH = 8
# No 0/O, 1/I: codes are read aloud and typed from a friend's message.
ROOM_CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
AWAY_LEVELS = ("easy", "medium", "hard")
RequestId = str | int | None  # a client's id for a request, echoed in the answer

CLIENT_TYPES = ("hello", "create", "join", "rejoin", "start", "move", "leave", "ping", "rematch")
SERVER_TYPES = ("welcome", "joined", "room", "presence", "state", "update", "refused", "over", "error", "left",
                "pong", "rematch")
ERROR_CODES = (
    "bad_json", "not_object", "too_big", "unknown_type", "bad_field", "version", "rate_limited", "join_limited",
    "no_room", "bad_token", "room_full", "seat_taken", "bad_setup", "no_seat", "not_host", "started",
    "not_started", "seats_open", "not_your_seat", "busy", "storage", "not_over",
)


class ProtocolError(ValueError):
    """A message the other side cannot use: a code from ERROR_CODES with its parameters."""

    def __init__(self, code: str, message: str = "", **params: object):
        super().__init__(message or code)
        self.code = code
        self.params = params


def encode(message: object) -> str:
    """A message dict as compact JSON text."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


def decode(text: str | bytes, limit: int = MAX_MESSAGE_BYTES) -> dict:
    """A received text as a message dict with a known-looking "type"; ProtocolError says what is wrong."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as error:
            raise ProtocolError("bad_json", "Messages are UTF-8 JSON text.") from error
    if len(text.encode("utf-8")) > limit:
        raise ProtocolError("too_big", f"Messages are at most {limit} bytes.", limit=limit)
    try:
        message = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise ProtocolError("bad_json", "The message is not JSON.") from error
    if not isinstance(message, dict):
        raise ProtocolError("not_object", "A message is a JSON object.")
    try:
        encode(message).encode("utf-8")
    except UnicodeEncodeError as error:
        raise ProtocolError("bad_json", "The message holds a lone surrogate, which no UTF-8 text can.") from error
    if not isinstance(message.get("type"), str):
        raise ProtocolError("bad_field", "A message names its type.", field="type")
    if "v" in message and message["v"] != VERSION:
        raise ProtocolError("version", f"This side speaks version {VERSION}.", v=VERSION)
    return message


def normal_code(text: object) -> str | None:
    """A typed room code in its stored form (upper case, spaces and dashes dropped), or None if it cannot be one."""
    if not isinstance(text, str):
        return None
    code = text.upper().replace("-", "").replace(" ", "")
    if len(code) != ROOM_CODE_LENGTH or any(c not in ROOM_CODE_ALPHABET for c in code):
        return None
    return code


def event_to_json(event: Event) -> dict:
    """An engine event as plain JSON data (tuples become lists)."""
    return json.loads(json.dumps({"kind": event.kind, "params": event.params, "secret": list(event.secret),
                                  "shown_to": list(event.shown_to)}))


def tupled(value: object):
    """A parameter as the engine keeps it: JSON's lists back as tuples, at any depth."""
    return tuple(tupled(item) for item in value) if isinstance(value, list) else value


def event_from_json(data: Any) -> Event:
    """An event received as JSON, back as a game.Event (ProtocolError when it is not one)."""
    try:
        return Event(data["kind"], {key: tupled(value) for key, value in dict(data["params"]).items()},
                     tuple(data.get("secret", ())),
                     tuple(data.get("shown_to", ())))
    except (KeyError, TypeError, ValueError) as error:
        raise ProtocolError("bad_field", "An event has a kind and params.", field="events") from error
