"""What a room tells its players about itself: its set-up and seats, and who is at the table."""
from __future__ import annotations

import asyncio


def room_message(room) -> dict:
    """The room message: its set-up and its seats."""
    return {"type": "room", "code": room.code, "game": room.spec.id, "players": len(room.seats),
            "options": room.options, "host": room.host, "status": room.status, "away_after": room.away_after,
            "away_level": room.away_level, "seats": [seat.public() for seat in room.seats],
            "game_number": room.game_number}


def presence_message(room) -> dict:
    """The presence message: who is connected or away, when the AI takes an empty seat, whom the AI thinks for."""
    now = asyncio.get_running_loop().time()
    return {"type": "presence", "connected": [bool(seat.links) for seat in room.seats],
            "away": [seat.away for seat in room.seats], "away_in": [seat.away_in(now) for seat in room.seats],
            "thinking": room.ai.thinking}
