"""A host's request for a new room, checked into what the database keeps."""
from __future__ import annotations

import time

from game import GAMES, ReadError
from wire.protocol import AWAY_LEVELS, ProtocolError
from wire.seats import HUMAN, SEAT_KINDS, checked_names

from .storage import StoredRoom

DEFAULT_AWAY_S = 60.0
LONGEST_AWAY_S = 86400.0


def player_name(value: object) -> str:
    """A player's name as on the New game screen (wire.seats.NAME_LENGTH), or ProtocolError."""
    try:
        return checked_names([value if value is not None else ""], 1)[0]
    except ValueError as error:
        raise ProtocolError("bad_field", str(error), field="name") from error


def requested_room(message: dict) -> StoredRoom:
    """The room a create message asks for (code still empty), the host's seat claimed by nobody yet."""
    game_id = message.get("game")
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise ProtocolError("bad_field", "Unknown game.", field="game")
    spec = GAMES[game_id]
    seats = message.get("seats")
    if not isinstance(seats, list) or not all(isinstance(kind, str) and kind in SEAT_KINDS for kind in seats):
        kinds = f"{', '.join(SEAT_KINDS[:-1])} or {SEAT_KINDS[-1]}"
        raise ProtocolError("bad_field", f"seats is a list of {kinds}.", field="seats")
    if HUMAN not in seats:
        raise ProtocolError("bad_field", "At least one seat is for a person.", field="seats")
    options = message.get("options", {})
    if not isinstance(options, dict):
        raise ProtocolError("bad_field", "options is an object.", field="options")
    try:
        spec.check_players(len(seats))
        options = spec.resolve_options(options)
        spec.new_state(len(seats), 0, options)
    except ReadError as error:
        raise ProtocolError("bad_setup", str(error), reason=error.code, **error.params) from error
    except ValueError as error:
        raise ProtocolError("bad_setup", str(error), reason="damaged") from error
    host = message.get("seat", seats.index(HUMAN))
    if not isinstance(host, int) or isinstance(host, bool) or not 0 <= host < len(seats) or seats[host] != HUMAN:
        raise ProtocolError("bad_field", "The host sits at a seat for a person.", field="seat")
    away_after = message.get("away_after", DEFAULT_AWAY_S)
    if away_after is not None and (not isinstance(away_after, (int, float)) or isinstance(away_after, bool)
                                   or not 0 <= away_after <= LONGEST_AWAY_S):
        raise ProtocolError("bad_field", f"away_after is null or 0–{LONGEST_AWAY_S:g} seconds.", field="away_after")
    away_level = message.get("away_level", "medium")
    if away_level not in AWAY_LEVELS:
        raise ProtocolError("bad_field", "away_level is easy, medium or hard.", field="away_level")
    return StoredRoom("", game_id, options, list(seats), host, None if away_after is None else float(away_after),
                      away_level, created=time.time())
