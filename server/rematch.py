"""Another game at a finished room's table: which seats have asked for it, and the new deal (same seats, names and
options, a fresh seed) once every person present has."""
from __future__ import annotations

import asyncio
import logging

from wire.protocol import ProtocolError, RequestId

from .codes import new_seed
from .storage import OVER, Fenced

log = logging.getLogger("parlour.server")


class Rematch:
    """The seats whose people have asked to play again since the room's game ended."""

    def __init__(self, room):
        self.room = room
        self.accepted = set()
        self.pending = None

    def message(self, request: RequestId = None) -> dict:
        """The rematch message: per seat, whether its person has asked to play again after game game_number."""
        seats = range(len(self.room.seats))
        return {"type": "rematch", "game_number": self.room.game_number,
                "accepted": [seat in self.accepted for seat in seats], "id": request}

    async def answer(self, link, accept: bool, request: RequestId, after: int | None = None) -> None:
        """link's seat accepts another game after game number after (the current one when None), or withdraws; it
        is dealt once everyone present has accepted. Everyone hears of a change; the sender is always answered (with
        its request's id), also when the game it asked to follow has already been followed by another."""
        room = self.room
        async with room.lock:
            if link.room is not room:
                raise ProtocolError("no_seat", "Create or join a room first.")
            if after is not None and after > room.game_number:
                raise ProtocolError("bad_field", "There is no such game in this room.", field="game_number")
            if after is not None and after < room.game_number:
                link.send(self.message(request))
                return
            if room.status != OVER:
                raise ProtocolError("not_over", "Another game is offered once this one is over.", status=room.status)
            if (link.seat in self.accepted) != accept:
                (self.accepted.add if accept else self.accepted.discard)(link.seat)
                room.broadcast(self.message(), but=link)
            link.send(self.message(request))
            await self._deal_if_agreed()

    def someone_left(self) -> None:
        """A connection left the finished room: everyone still present may have accepted already."""
        if self.room.status == OVER and self.accepted and (self.pending is None or self.pending.done()):
            self.pending = asyncio.get_running_loop().create_task(self._settle())

    async def _settle(self) -> None:
        async with self.room.lock:
            try:
                await self._deal_if_agreed()
            except Fenced:
                self.room.move_away()
            except Exception:
                log.exception("room %s: the rematch could not be stored", self.room.code)

    async def _deal_if_agreed(self) -> None:
        room = self.room
        present = {index for index, seat in enumerate(room.seats) if seat.human and seat.links}
        if room.status != OVER or not present or not present <= self.accepted:
            return
        seed = new_seed()
        await room.storage.rematch(room.code, room.game_number, room.game.record(), seed)
        self.accepted.clear()
        room.game_number += 1
        room.dealt(seed)

    def stop(self) -> None:
        """Drop a deal waiting to be checked (the room is closing)."""
        if self.pending is not None:
            self.pending.cancel()
