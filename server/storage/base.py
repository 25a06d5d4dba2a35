"""The interface both databases offer: rooms, seats, moves and finished games, written and read on one thread."""
from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from .rows import (
    ADDED_COLUMNS,
    GAME_KEPT,
    GUARD,
    LOBBY,
    MOVE_INSERT,
    MOVES_OF,
    OVER,
    PLAYING,
    ROOM_COLUMNS,
    SCHEMA,
    SEATS_OF,
    StoredRoom,
)

__all__ = ["LOBBY", "OVER", "PLAYING", "Fenced", "Storage", "StoredRoom"]

Params = Sequence[Any]  # a statement's DB-API parameters
Statement = tuple[str, Params]
MoveRow = tuple[str, int, str, float]  # code, move number, notation, when


class Unchanged(Exception):
    """A strict write's statement changed nothing: its transaction is undone."""


class Fenced(Exception):
    """Another process has taken the room over: this one may no longer write to it."""


class Storage:
    """Rooms, seats and moves in a database; each call returns once the change is durable.

    Every database call runs on one worker thread with a plain DB-API connection, so the event loop never waits
    on the database and a call costs the loop one wake-up, however many round trips it makes. Subclasses give
    connect() (queries here use ? placeholders; marker is the driver's), the statement that begins a write
    transaction, and the driver's unique-violation errors (conflict).
    """

    description = ""
    conflict: tuple = ()
    marker = "?"
    begin = "BEGIN"
    schema_lock = schema_unlock = None

    def __init__(self):
        self.worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="storage")
        self.db: Any = None  # the DB-API connection once opened: sqlite3's or psycopg's
        self.waiting_moves = []
        self.mover = None
        self.process: str | None = None  # this process's name among several sharing the database

    def connect(self):
        """A new DB-API connection in autocommit mode (transactions are begun explicitly)."""
        raise NotImplementedError

    async def open(self) -> None:
        """Connect and create the tables that are missing."""
        self.db = await self._call(self.connect)
        if self.schema_lock:
            await self._call(self.db.execute, self.schema_lock)
        try:
            for statement in SCHEMA:
                await self._call(self.db.execute, statement)
            for column in ADDED_COLUMNS:
                try:
                    await self._call(self.db.execute, f"ALTER TABLE rooms ADD COLUMN {column}")
                except Exception:  # a database made by this version has it already
                    pass
        finally:
            if self.schema_unlock:
                await self._call(self.db.execute, self.schema_unlock)

    async def close(self) -> None:
        """Disconnect and stop the worker thread."""
        if self.db is not None:
            await self._call(self.db.close)
            self.db = None
        self.worker.shutdown(wait=True)

    async def write(self, statements: Iterable[Statement], strict: bool = False) -> bool:
        """Run (sql, params) statements in one transaction; strict: undo it all, answering False, when one of
        them changed no row (a GUARD statement always is)."""
        return await self._call(self._transaction, self._statements, statements, strict)

    async def owned_write(self, code: str, statements: list[Statement]) -> None:
        """Write statements about room code; Fenced when another process owns it now."""
        if self.process is not None:
            statements = [(GUARD, (code, self.process)), *statements]
        if not await self.write(statements):
            raise Fenced(code)

    async def write_moves(self, rows: list[MoveRow]) -> list[bool]:
        """Insert move rows in one transaction; for each, whether it was fenced off (its room owned elsewhere)."""
        if self.process is None:
            if len(rows) == 1:
                await self._call(self.db.execute, self._sql(MOVE_INSERT), rows[0])
            else:
                await self._call(self._transaction, self._rows, MOVE_INSERT, rows)
            return [False] * len(rows)
        return await self._call(self._transaction, self._guarded_moves, rows)

    async def read(self, sql: str, params: Params = ()) -> list:
        """The rows sql selects."""
        return await self._call(lambda: self.db.execute(self._sql(sql), params).fetchall())

    def _sql(self, sql: str) -> str:
        return sql.replace("?", self.marker)

    def _transaction(self, work: Callable[..., Any], *args: Any) -> Any:
        self.db.execute(self.begin)
        try:
            result = work(*args)
        except Unchanged:
            self.db.execute("ROLLBACK")
            return False
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")
        return True if result is None else result

    def _statements(self, statements: Iterable[Statement], strict: bool) -> None:
        for sql, params in statements:
            if self.db.execute(self._sql(sql), params).rowcount == 0 and (strict or sql is GUARD):
                raise Unchanged(sql)

    def _guarded_moves(self, rows: list[MoveRow]) -> list[bool]:
        fenced = []
        for row in rows:
            fenced.append(self.db.execute(self._sql(GUARD), (row[0], self.process)).rowcount == 0)
            if not fenced[-1]:
                self.db.execute(self._sql(MOVE_INSERT), row)
        return fenced

    def _rows(self, sql: str, rows: list[MoveRow]) -> None:
        self.db.cursor().executemany(self._sql(sql), rows)

    async def _call(self, function: Callable[..., Any], *args: Any) -> Any:
        return await asyncio.get_running_loop().run_in_executor(self.worker, function, *args)

    async def add_room(self, room: StoredRoom) -> bool:
        """Store a new room with its claimed seats; False when its code is already taken."""
        marks = ", ".join("?" * len(ROOM_COLUMNS.split(",")))
        statements = [(f"INSERT INTO rooms ({ROOM_COLUMNS}) VALUES ({marks}) ON CONFLICT (code) DO NOTHING",
                       room.row())]
        statements += [("INSERT INTO seats (code, seat, token_hash, name) VALUES (?, ?, ?, ?)",
                        (room.code, seat, token_hash, name)) for seat, (token_hash, name) in room.claimed.items()]
        try:
            return await self.write(statements, strict=True)
        except self.conflict:
            return False

    async def claim_seat(self, code: str, seat: int, token_hash: str, name: str) -> None:
        """A person took seat in room code."""
        await self.owned_write(code, [("INSERT INTO seats (code, seat, token_hash, name) VALUES (?, ?, ?, ?)",
                                       (code, seat, token_hash, name))])

    async def free_seat(self, code: str, seat: int) -> None:
        """The person at seat left the room before the game began."""
        await self.owned_write(code, [("DELETE FROM seats WHERE code = ? AND seat = ?", (code, seat))])

    async def start(self, code: str, seed: int) -> None:
        """The game of room code began, dealt from seed."""
        await self.owned_write(code, [("UPDATE rooms SET seed = ?, status = ? WHERE code = ?", (seed, PLAYING, code))])

    async def add_move(self, code: str, number: int, move: str) -> None:
        """Move number (from 1) of room code, in notation.

        Moves arriving together share one transaction (a group commit): under load the database commits once
        for many rooms instead of once per move, and each caller still returns only once its move is durable.
        """
        future = asyncio.get_running_loop().create_future()
        self.waiting_moves.append(((code, number, move, time.time()), future))
        if self.mover is None or self.mover.done():
            self.mover = asyncio.get_running_loop().create_task(self._store_moves())
        await future

    async def _store_moves(self) -> None:
        while self.waiting_moves:
            batch, self.waiting_moves = self.waiting_moves, []
            try:
                fenced = await self.write_moves([row for row, _ in batch])
            except Exception:
                await self._store_one_by_one(batch)
                continue
            for (row, future), lost in zip(batch, fenced):
                settle(future, Fenced(row[0]) if lost else None)

    async def _store_one_by_one(self, batch: list[tuple[MoveRow, asyncio.Future]]) -> None:
        """A batch failed: each move alone, so only a faulty one fails."""
        for row, future in batch:
            try:
                lost = (await self.write_moves([row]))[0]
            except Exception as error:
                settle(future, error)
            else:
                settle(future, Fenced(row[0]) if lost else None)

    async def finish(self, code: str, record: dict, game_number: int = 1) -> None:
        """Game game_number of room code ended; record is its DESIGN.md game record (kept with the room until a
        rematch, and among the room's finished games for good)."""
        await self.owned_write(code, [("UPDATE rooms SET status = ?, record = ? WHERE code = ?",
                                       (OVER, json.dumps(record), code)), kept_game(code, game_number, record)])

    async def rematch(self, code: str, game_number: int, record: dict, seed: int) -> None:
        """Room code deals game game_number + 1 from seed with the same seats: the finished game (record) is kept
        among the room's finished games, and the room's moves start again."""
        await self.owned_write(code, [
            kept_game(code, game_number, record), ("DELETE FROM moves WHERE code = ?", (code,)),
            ("UPDATE rooms SET seed = ?, status = ?, record = NULL, game_number = ? WHERE code = ?",
             (seed, PLAYING, game_number + 1, code))])

    async def finished_games(self, code: str) -> list:
        """The records of room code's finished games, first to last."""
        rows = await self.read("SELECT record FROM games WHERE code = ? ORDER BY game_number", (code,))
        return [json.loads(record) for record, in rows]

    async def take_over(self, code: str) -> StoredRoom | None:
        """Make this process the owner of room code and read it as the database holds it then; None when there is
        no such room. Any write of the former owner from then on is fenced off."""
        found = await self._call(self._transaction, self._take, code)
        return StoredRoom.from_rows(*found) if found else None

    def _take(self, code: str) -> tuple | bool:
        if self.db.execute(self._sql("UPDATE rooms SET owner = ? WHERE code = ?"), (self.process, code)).rowcount == 0:
            return False
        rooms, seats, moves = (self.db.execute(self._sql(sql), (code,)).fetchall()
                               for sql in (f"SELECT {ROOM_COLUMNS} FROM rooms WHERE code = ?", SEATS_OF, MOVES_OF))
        return rooms[0], seats, moves

    async def lost(self, codes: list[str]) -> set[str]:
        """Which of the rooms codes this process no longer owns (taken over by another)."""
        lost = set()
        for start in range(0, len(codes), 500):
            chunk = codes[start:start + 500]
            marks = ", ".join("?" * len(chunk))
            rows = await self.read(f"SELECT code FROM rooms WHERE code IN ({marks}) AND owner = ?",
                                   (*chunk, self.process))
            lost |= set(chunk) - {code for code, in rows}
        return lost

    async def room(self, code: str) -> StoredRoom | None:
        """Room code with its seats and moves, or None."""
        rows = await self.read(f"SELECT {ROOM_COLUMNS} FROM rooms WHERE code = ?", (code,))
        return (await self._complete(rows))[0] if rows else None

    async def unfinished(self) -> list:
        """Every room not yet over (of this process, behind several), with its seats and moves, oldest first."""
        mine = "" if self.process is None else " AND owner = ?"
        rows = await self.read(f"SELECT {ROOM_COLUMNS} FROM rooms WHERE status <> ?{mine} ORDER BY created",
                               (OVER,) if self.process is None else (OVER, self.process))
        return await self._complete(rows)

    async def _complete(self, rows: list) -> list[StoredRoom]:
        rooms = []
        for row in rows:
            seats = await self.read(SEATS_OF, (row[0],))
            moves = await self.read(MOVES_OF, (row[0],))
            rooms.append(StoredRoom.from_rows(row, seats, moves))
        return rooms


def kept_game(code: str, game_number: int, record: dict) -> Statement:
    """The statement keeping a finished game among its room's."""
    return GAME_KEPT, (code, game_number, json.dumps(record), time.time())


def settle(future: asyncio.Future, outcome: BaseException | None) -> None:
    """Give a waiting move its outcome: None when stored, else the exception to raise."""
    if future.done():
        return
    if outcome is None:
        future.set_result(None)
    else:
        future.set_exception(outcome)
