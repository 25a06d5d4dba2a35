"""The server's AI: one worker steps every thinking agent in turn, one small slice per turn of the event loop,
so however many rooms think at once, a message never waits for more than one slice."""
from __future__ import annotations

import asyncio
import logging
from collections import deque
from time import perf_counter

from game.ai import new_agent
from game.protocols import Agent
from game.rng import derive_seed

from .room_messages import presence_message
from .storage import PLAYING

THINKING_NOTICE_S = 0.2
log = logging.getLogger("parlour.server")


class Thinkers:
    """The server-wide queue of thinking agents, stepped round-robin by one task."""

    def __init__(self, slice_s: float):
        self.slice_s = slice_s
        self.queue = deque()
        self.task = None
        self.slices = deque(maxlen=5000)

    def think(self, agent: Agent) -> asyncio.Future:
        """A future for agent's move (cancel it to stop the agent)."""
        loop = asyncio.get_running_loop()
        future = loop.create_future()
        self.queue.append((agent, future))
        if self.task is None or self.task.done():
            self.task = loop.create_task(self._run())
        return future

    async def _run(self) -> None:
        while self.queue:
            agent, future = self.queue.popleft()
            if future.done():
                continue
            begun = perf_counter()
            try:
                done = agent.step(self.slice_s)
            except Exception as error:
                future.set_exception(error)
                continue
            self.slices.append(perf_counter() - begun)
            if done:
                future.set_result(agent.best_move())
            else:
                self.queue.append((agent, future))
            await asyncio.sleep(0)

    def stop(self) -> None:
        """Stop every agent."""
        if self.task is not None:
            self.task.cancel()
        for _, future in self.queue:
            future.cancel()
        self.queue.clear()


class AiSeats:
    """Plays a room's AI seats (and the seats of people away too long) whenever one of them is to move."""

    def __init__(self, room, thinkers: Thinkers):
        self.room = room
        self.thinkers = thinkers
        self.task = None
        self.working_on = None
        self.thinking = None

    def wanted(self) -> tuple[int, int] | None:
        """(seat, turn) the AI should play now, or None."""
        room, match = self.room, self.room.match
        seat = match.state.current_player if match is not None else None
        if match is None or room.status != PLAYING or seat is None or not room.plays_itself(seat):
            return None
        return seat, len(match.moves)

    def changed(self) -> None:
        """Something changed in the room: think for the AI seat to move, dropping a thought that no longer fits."""
        wanted = self.wanted()
        if self.busy():
            if self.task is None or self.task is asyncio.current_task() or self.working_on == wanted:
                return
            self.task.cancel()
        self._begin(wanted)

    def _begin(self, wanted: tuple[int, int] | None) -> None:
        if wanted is not None:
            self.task = asyncio.get_running_loop().create_task(self._play())
            self.task.add_done_callback(self._report)

    def restart(self) -> None:
        """Drop any thought and think afresh for the seat to move (the room's position was reloaded)."""
        self.stop()
        self.working_on = None
        self._begin(self.wanted())

    def busy(self) -> bool:
        """Whether the AI is thinking or about to."""
        return self.task is not None and not self.task.done()

    def stop(self) -> None:
        """Stop thinking."""
        if self.task is not None:
            self.task.cancel()

    async def _play(self) -> None:
        room = self.room
        while (wanted := self.wanted()) is not None:
            self.working_on = seat, turn = wanted
            agent = new_agent(room.spec.id, room.level_of(seat))
            agent.start(room.game.state.view(seat), seat, derive_seed(room.seed, "ai", turn))
            notice = asyncio.get_running_loop().call_later(THINKING_NOTICE_S, self._notice, seat)
            try:
                move = await self.thinkers.think(agent)
            finally:
                notice.cancel()
                if self.thinking is not None:
                    self.thinking = None
                    room.broadcast(presence_message(room))
            if not await room.play(seat, move, turn):
                return

    def _notice(self, seat: int) -> None:
        self.thinking = seat
        self.room.broadcast(presence_message(self.room))

    def _report(self, task: asyncio.Task) -> None:
        if not task.cancelled() and task.exception() is not None:
            log.error("room %s: the AI stopped", self.room.code, exc_info=task.exception())
