"""The server's AI at a room's table: it thinks in small slices, yielding to the event loop between them."""
from __future__ import annotations

import asyncio
import logging
import time
from collections import deque

from game.ai import new_agent
from game.rng import derive_seed

from .storage import PLAYING

THINKING_NOTICE_S = 0.2
log = logging.getLogger("parlour.server")


class AiSeats:
    """Plays a room's AI seats (and the seats of people away too long) whenever one of them is to move; turns is
    the server's lock that lets one slice run at a time."""

    def __init__(self, room, turns):
        self.room = room
        self.turns = turns
        self.task = None
        self.thinking = None
        self.slices = deque(maxlen=2000)

    def to_move(self):
        """The seat the AI should play now, or None."""
        room = self.room
        seat = room.match.state.current_player if room.match is not None else None
        if room.status != PLAYING or seat is None or not room.plays_itself(seat):
            return None
        return seat

    def changed(self) -> None:
        """Something changed in the room: start thinking if an AI seat is to move and nobody thinks yet."""
        if (self.task is None or self.task.done()) and self.to_move() is not None:
            self.task = asyncio.get_running_loop().create_task(self._play())
            self.task.add_done_callback(self._report)

    def busy(self) -> bool:
        """Whether the AI is thinking or about to."""
        return self.task is not None and not self.task.done()

    def stop(self) -> None:
        """Stop thinking."""
        if self.task is not None:
            self.task.cancel()

    async def _play(self) -> None:
        while (seat := self.to_move()) is not None:
            turn = len(self.room.match.moves)
            move = await self._think(seat, turn)
            if move is not None and not await self.room.play(seat, move, turn):
                return

    async def _think(self, seat, turn):
        """The AI's move for seat at turn, thought in slices; None when the position or the seat changed meanwhile."""
        room = self.room
        agent = new_agent(room.spec.id, room.level_of(seat))
        agent.start(room.match.state.view(seat), seat, derive_seed(room.seed, "ai", turn))
        started = time.monotonic()
        while True:
            async with self.turns:
                begun = time.perf_counter()
                done = agent.step(room.settings.ai_slice_s)
                self.slices.append(time.perf_counter() - begun)
            if done:
                return agent.best_move()
            await asyncio.sleep(0)
            if len(room.match.moves) != turn or self.to_move() != seat:
                if self.thinking is not None:
                    self.thinking = None
                    room.broadcast(room.presence())
                return None
            if self.thinking is None and time.monotonic() - started > THINKING_NOTICE_S:
                self.thinking = seat
                room.broadcast(room.presence())

    def _report(self, task) -> None:
        if not task.cancelled() and task.exception() is not None:
            log.error("room %s: the AI stopped", self.room.code, exc_info=task.exception())
