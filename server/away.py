"""The away clock: a person's seat left empty during the game is played by the server's AI after the room's away
time, and every client is told how long the clock has left (presence's away_in)."""
from __future__ import annotations

import asyncio

from .room_messages import presence_message
from .storage import PLAYING


def watch_absence(room, seat: int) -> None:
    """Start the away clock of seat if it is an empty person's seat while the game runs."""
    place = room.seats[seat]
    if (room.status == PLAYING and place.human and not place.links and not place.away
            and room.away_after is not None and place.away_timer is None):
        place.away_timer = asyncio.get_running_loop().call_later(room.away_after, _gone, room, seat)


def _gone(room, seat: int) -> None:
    place = room.seats[seat]
    place.away_timer = None
    if not place.links and room.status == PLAYING:
        place.away = True
        room.broadcast(presence_message(room))
        room.ai.changed()
