"""The default database: one SQLite file in WAL mode, used from a single worker thread."""
from __future__ import annotations

import asyncio
import sqlite3
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from .base import SCHEMA, Storage, Unchanged


class SqliteStorage(Storage):
    """Rooms in one SQLite file; every call runs on one worker thread so the event loop never waits on disk."""

    conflict = (sqlite3.IntegrityError,)

    def __init__(self, path):
        super().__init__()
        self.path = Path(path)
        self.description = f"SQLite {self.path}"
        self.worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sqlite")
        self.db = None

    async def open(self) -> None:
        """Open (or create) the file and its tables."""
        await self._call(self._open)

    def _open(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        self.db.execute("PRAGMA journal_mode=WAL")
        # In WAL mode NORMAL survives the process being killed at any point; only a power cut may lose the last moves.
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.execute("PRAGMA busy_timeout=5000")
        for statement in SCHEMA:
            self.db.execute(statement)

    async def close(self) -> None:
        """Close the file and stop the worker thread."""
        if self.db is not None:
            await self._call(self.db.close)
            self.db = None
        self.worker.shutdown(wait=True)

    async def write(self, statements, strict=False) -> bool:
        """Run the statements in one transaction on the worker thread."""
        return await self._call(self._write, statements, strict)

    def _write(self, statements, strict) -> bool:
        self.db.execute("BEGIN IMMEDIATE")
        try:
            for sql, params in statements:
                if self.db.execute(sql, params).rowcount == 0 and strict:
                    raise Unchanged(sql)
        except Unchanged:
            self.db.execute("ROLLBACK")
            return False
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")
        return True

    async def write_rows(self, sql, rows) -> None:
        """executemany in one transaction on the worker thread."""
        await self._call(self._write_rows, sql, rows)

    def _write_rows(self, sql, rows) -> None:
        self.db.execute("BEGIN IMMEDIATE")
        try:
            self.db.executemany(sql, rows)
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    async def read(self, sql, params=()) -> list:
        """The rows, read on the worker thread."""
        return await self._call(lambda: self.db.execute(sql, params).fetchall())

    async def _call(self, function, *args):
        return await asyncio.get_running_loop().run_in_executor(self.worker, function, *args)
