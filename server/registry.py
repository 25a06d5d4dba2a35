"""Every room the server knows: made with a fresh code, found by code (from memory or the database), restored
after a restart, and forgotten from memory once idle."""
from __future__ import annotations

import logging
import time
from collections import Counter
from typing import TYPE_CHECKING

from wire.protocol import ProtocolError

from .ai_seats import Thinkers
from .codes import new_room_code, new_token, token_hash
from .limits import Buckets, allowed
from .rooms import Room
from .storage import OVER, Storage, StoredRoom

if TYPE_CHECKING:
    from .link import Link
    from .settings import Settings

CODE_TRIES = 8
log = logging.getLogger("parlour.server")


class Rooms:
    """The rooms in memory, by code, over the storage that keeps them all."""

    def __init__(self, storage: Storage, settings: Settings):
        self.storage = storage
        self.settings = settings
        self.rooms = {}
        self.held = Counter()
        self.creates = Buckets(settings.create_burst, settings.create_rate)
        self.thinkers = Thinkers(settings.ai_slice_s)

    def check_room_for(self, address: str) -> None:
        """ProtocolError busy unless address may create one more room (the server's and the address's limits)."""
        if len(self.rooms) >= self.settings.max_rooms:
            raise ProtocolError("busy", "The server holds as many rooms as it can; try again later.")
        limit = self.settings.rooms_per_address
        if self.held[address] >= limit:
            raise ProtocolError("busy", "Your address holds as many rooms as it may; leave one first.", limit=limit)

    async def create(self, stored: StoredRoom, host_name: str, link: Link) -> tuple:
        """Store a new room from a checked request with its host seated; (room, host's token)."""
        self.check_room_for(link.address)
        allowed(self.creates.get(link.address), "rooms created from your address")
        token = new_token()
        stored.claimed = {stored.host: (token_hash(token), host_name)}
        stored.owner = self.storage.process
        for _ in range(CODE_TRIES):
            stored.code = new_room_code()
            if stored.code not in self.rooms and await self.storage.add_room(stored):
                break
        else:
            raise ProtocolError("busy", "No free room code was found; try again.")
        room = self.rooms[stored.code] = Room(stored, self.storage, self.settings, self.thinkers)
        room.creator = link.address
        self.held[link.address] += 1
        room.attach(link, stored.host)
        return room, token

    async def find(self, code: str) -> Room | None:
        """The room with code, loaded from the database when it is not in memory (behind several processes: taken
        over from its owner); None when there is none."""
        room = self.rooms.get(code)
        if room is not None and room.moved_away:
            self.forget(code)
            room = None
        if room is None:
            stored = await (self.storage.room(code) if self.storage.process is None else self.storage.take_over(code))
            if stored is None or code in self.rooms:
                return self.rooms.get(code)
            room = await self._restored(stored)
        return room

    async def restore(self) -> int:
        """Bring back every unfinished room from the database (after a restart); how many."""
        count = 0
        for stored in await self.storage.unfinished():
            try:
                room = await self._restored(stored)
            except Exception:
                log.exception("room %s cannot be restored", stored.code)
                continue
            if room is not None:
                count += 1
        return count

    async def _restored(self, stored: StoredRoom) -> Room:
        room = Room(stored, self.storage, self.settings, self.thinkers)
        self.rooms[room.code] = room
        if room.match is not None and room.match.state.current_player is None and room.status != OVER:
            async with room.lock:
                await room.finish()
        if room.match is not None:
            room.resume()
        return room

    def sweep(self) -> int:
        """Forget rooms nobody has used for linger_s (the database keeps them); how many were forgotten."""
        now = time.monotonic()
        gone = [code for code, room in self.rooms.items()
                if room.idle() and now - room.quiet_since > self.settings.linger_s]
        for code in gone:
            self.forget(code)
        return len(gone)

    async def check_owners(self) -> int:
        """Behind several processes: let go of the rooms another process has taken over (their connections are
        closed, their players connect again to the new owner); how many."""
        lost = await self.storage.lost(list(self.rooms))
        lost |= {code for code, room in self.rooms.items() if room.moved_away}
        for code in lost & self.rooms.keys():
            self.rooms[code].move_away()
            self.forget(code)
        return len(lost)

    def forget(self, code: str) -> None:
        """Drop room code from memory (the database keeps it)."""
        room = self.rooms.pop(code)
        room.close()
        if room.creator is not None:
            self.held[room.creator] -= 1
            if not self.held[room.creator]:
                del self.held[room.creator]

    def close(self) -> None:
        """Stop every room's AI and clocks."""
        for room in self.rooms.values():
            room.close()
        self.thinkers.stop()
