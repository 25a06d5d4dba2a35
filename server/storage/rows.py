"""What the server keeps in its database: the tables, and a room as they hold it."""
from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS rooms (
        code TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL, seats TEXT NOT NULL,
        host INTEGER NOT NULL, away_after DOUBLE PRECISION, away_level TEXT NOT NULL, seed BIGINT,
        status TEXT NOT NULL, record TEXT, created DOUBLE PRECISION NOT NULL, owner TEXT,
        game_number INTEGER NOT NULL DEFAULT 1)""",
    """CREATE TABLE IF NOT EXISTS seats (
        code TEXT NOT NULL, seat INTEGER NOT NULL, token_hash TEXT NOT NULL, name TEXT NOT NULL,
        PRIMARY KEY (code, seat))""",
    """CREATE TABLE IF NOT EXISTS moves (
        code TEXT NOT NULL, number INTEGER NOT NULL, move TEXT NOT NULL, at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (code, number))""",
    """CREATE TABLE IF NOT EXISTS games (
        code TEXT NOT NULL, game_number INTEGER NOT NULL, record TEXT NOT NULL, finished DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (code, game_number))""",
    "CREATE INDEX IF NOT EXISTS rooms_by_status ON rooms (status)",
)
# Columns added since the first databases were made (each ALTER fails harmlessly on a database that has it).
ADDED_COLUMNS = ("owner TEXT", "game_number INTEGER NOT NULL DEFAULT 1")
MOVE_INSERT = "INSERT INTO moves (code, number, move, at) VALUES (?, ?, ?, ?)"
ROOM_COLUMNS = ("code, game, options, seats, host, away_after, away_level, seed, status, record, created, owner, "
                "game_number")
# Behind several processes every write to a room first touches its row as its owner: none touched, the room has
# been taken over (and in PostgreSQL the row stays locked until the write commits, so a takeover waits for it).
GUARD = "UPDATE rooms SET owner = owner WHERE code = ? AND owner = ?"
SEATS_OF = "SELECT seat, token_hash, name FROM seats WHERE code = ?"
MOVES_OF = "SELECT number, move FROM moves WHERE code = ?"
# A finished game is kept by its number in the room; kept again (after a failed write, or by a rematch) it stays.
GAME_KEPT = ("INSERT INTO games (code, game_number, record, finished) VALUES (?, ?, ?, ?) "
             "ON CONFLICT (code, game_number) DO NOTHING")
LOBBY, PLAYING, OVER = "lobby", "playing", "over"


@dataclass
class StoredRoom:
    """A room as the database holds it: its set-up, claimed seats (seat: (token hash, name)), the moves of its
    current game and that game's number (1, then one more for each rematch)."""

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
    owner: str | None = None
    game_number: int = 1

    def row(self) -> tuple:
        """The rooms table's values, in ROOM_COLUMNS order."""
        return (self.code, self.game, json.dumps(self.options), json.dumps(self.seats), self.host, self.away_after,
                self.away_level, self.seed, self.status, None if self.record is None else json.dumps(self.record),
                self.created, self.owner, self.game_number)

    @classmethod
    def from_rows(cls, row: Sequence[Any], seat_rows: Iterable[Sequence[Any]],
                  move_rows: Iterable[tuple[int, str]]) -> StoredRoom:
        """A room from its rooms row, its (seat, token hash, name) rows and its (number, move) rows."""
        code, game, options, seats, host, away_after, away_level, seed, status, record, created, owner, number = row
        return cls(code, game, json.loads(options), json.loads(seats), host, away_after, away_level, seed, status,
                   None if record is None else json.loads(record), created,
                   {seat: (token_hash, name) for seat, token_hash, name in seat_rows},
                   [move for _, move in sorted(move_rows)], owner, number)
