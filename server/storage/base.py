"""What the server keeps in its database, and the interface both databases offer."""
from __future__ import annotations

import asyncio
import json
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS rooms (
        code TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL, seats TEXT NOT NULL,
        host INTEGER NOT NULL, away_after DOUBLE PRECISION, away_level TEXT NOT NULL, seed BIGINT,
        status TEXT NOT NULL, record TEXT, created DOUBLE PRECISION NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS seats (
        code TEXT NOT NULL, seat INTEGER NOT NULL, token_hash TEXT NOT NULL, name TEXT NOT NULL,
        PRIMARY KEY (code, seat))""",
    """CREATE TABLE IF NOT EXISTS moves (
        code TEXT NOT NULL, number INTEGER NOT NULL, move TEXT NOT NULL, at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (code, number))""",
    "CREATE INDEX IF NOT EXISTS rooms_by_status ON rooms (status)",
)
MOVE_INSERT = "INSERT INTO moves (code, number, move, at) VALUES (?, ?, ?, ?)"
ROOM_COLUMNS = "code, game, options, seats, host, away_after, away_level, seed, status, record, created"
LOBBY, PLAYING, OVER = "lobby", "playing", "over"


@dataclass
class StoredRoom:
    """A room as the database holds it: its set-up, claimed seats (seat: (token hash, name)) and moves."""

    code: str
    game: str
    options: dict
    seats: list
    host: int
    away_after: float | None
    away_level: str
    seed: int | None = None
    status: str = LOBBY
    record: dict | None = None
    created: float = 0.0
    claimed: dict = field(default_factory=dict)
    moves: list = field(default_factory=list)

    def row(self) -> tuple:
        """The rooms table's values, in ROOM_COLUMNS order."""
        return (self.code, self.game, json.dumps(self.options), json.dumps(self.seats), self.host, self.away_after,
                self.away_level, self.seed, self.status, None if self.record is None else json.dumps(self.record),
                self.created)

    @classmethod
    def from_rows(cls, row, seat_rows, move_rows) -> StoredRoom:
        """A room from its rooms row, its (seat, token hash, name) rows and its (number, move) rows."""
        code, game, options, seats, host, away_after, away_level, seed, status, record, created = row
        return cls(code, game, json.loads(options), json.loads(seats), host, away_after, away_level, seed, status,
                   None if record is None else json.loads(record), created,
                   {seat: (token_hash, name) for seat, token_hash, name in seat_rows},
                   [move for _, move in sorted(move_rows)])


class Unchanged(Exception):
    """A strict write's statement changed nothing: its transaction is undone."""


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

    def __init__(self):
        self.worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="storage")
        self.db = None
        self.waiting_moves = []
        self.mover = None

    def connect(self):
        """A new DB-API connection in autocommit mode (transactions are begun explicitly)."""
        raise NotImplementedError

    async def open(self) -> None:
        """Connect and create the tables that are missing."""
        self.db = await self._call(self.connect)
        for statement in SCHEMA:
            await self._call(self.db.execute, statement)

    async def close(self) -> None:
        """Disconnect and stop the worker thread."""
        if self.db is not None:
            await self._call(self.db.close)
            self.db = None
        self.worker.shutdown(wait=True)

    async def write(self, statements, strict=False) -> bool:
        """Run (sql, params) statements in one transaction; strict: undo it all, answering False, when one of
        them changed no row."""
        return await self._call(self._transaction, self._statements, statements, strict)

    async def write_rows(self, sql, rows) -> None:
        """Run one statement for each row of parameters, all in one transaction (a single row needs none)."""
        if len(rows) == 1:
            await self._call(self.db.execute, self._sql(sql), rows[0])
        else:
            await self._call(self._transaction, self._rows, sql, rows)

    async def read(self, sql, params=()) -> list:
        """The rows sql selects."""
        return await self._call(lambda: self.db.execute(self._sql(sql), params).fetchall())

    def _sql(self, sql) -> str:
        return sql.replace("?", self.marker)

    def _transaction(self, work, *args) -> bool:
        self.db.execute(self.begin)
        try:
            work(*args)
        except Unchanged:
            self.db.execute("ROLLBACK")
            return False
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")
        return True

    def _statements(self, statements, strict) -> None:
        for sql, params in statements:
            if self.db.execute(self._sql(sql), params).rowcount == 0 and strict:
                raise Unchanged(sql)

    def _rows(self, sql, rows) -> None:
        self.db.cursor().executemany(self._sql(sql), rows)

    async def _call(self, function, *args):
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

    async def claim_seat(self, code, seat, token_hash, name) -> None:
        """A person took seat in room code."""
        await self.write([("INSERT INTO seats (code, seat, token_hash, name) VALUES (?, ?, ?, ?)",
                           (code, seat, token_hash, name))])

    async def free_seat(self, code, seat) -> None:
        """The person at seat left the room before the game began."""
        await self.write([("DELETE FROM seats WHERE code = ? AND seat = ?", (code, seat))])

    async def start(self, code, seed) -> None:
        """The game of room code began, dealt from seed."""
        await self.write([("UPDATE rooms SET seed = ?, status = ? WHERE code = ?", (seed, PLAYING, code))])

    async def add_move(self, code, number, move) -> None:
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
                await self.write_rows(MOVE_INSERT, [row for row, _ in batch])
            except Exception:
                await self._store_one_by_one(batch)
                continue
            for _, future in batch:
                if not future.done():
                    future.set_result(None)

    async def _store_one_by_one(self, batch) -> None:
        """A batch failed: each move alone, so only a faulty one fails."""
        for row, future in batch:
            try:
                await self.write([(MOVE_INSERT, row)])
            except Exception as error:
                if not future.done():
                    future.set_exception(error)
            else:
                if not future.done():
                    future.set_result(None)

    async def finish(self, code, record) -> None:
        """The game of room code ended; record is its DESIGN.md game record."""
        await self.write([("UPDATE rooms SET status = ?, record = ? WHERE code = ?",
                           (OVER, json.dumps(record), code))])

    async def room(self, code) -> StoredRoom | None:
        """Room code with its seats and moves, or None."""
        rows = await self.read(f"SELECT {ROOM_COLUMNS} FROM rooms WHERE code = ?", (code,))
        return (await self._complete(rows))[0] if rows else None

    async def unfinished(self) -> list:
        """Every room not yet over, with its seats and moves, oldest first."""
        rows = await self.read(f"SELECT {ROOM_COLUMNS} FROM rooms WHERE status <> ? ORDER BY created", (OVER,))
        return await self._complete(rows)

    async def _complete(self, rows) -> list:
        rooms = []
        for row in rows:
            seats = await self.read("SELECT seat, token_hash, name FROM seats WHERE code = ?", (row[0],))
            moves = await self.read("SELECT number, move FROM moves WHERE code = ?", (row[0],))
            rooms.append(StoredRoom.from_rows(row, seats, moves))
        return rooms
