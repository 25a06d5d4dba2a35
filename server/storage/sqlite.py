"""The default database: one SQLite file in WAL mode."""
from __future__ import annotations

import sqlite3
from pathlib import Path

from .base import Storage


class SqliteStorage(Storage):
    """Rooms in one SQLite file."""

    conflict = (sqlite3.IntegrityError,)
    begin = "BEGIN IMMEDIATE"

    def __init__(self, path: str):
        super().__init__()
        self.path = Path(path)
        self.description = f"SQLite {self.path}"

    def connect(self):
        """Open (or create) the file in WAL mode."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        db.execute("PRAGMA journal_mode=WAL")
        # In WAL mode NORMAL survives the process being killed at any point; only a power cut may lose the last moves.
        db.execute("PRAGMA synchronous=NORMAL")
        db.execute("PRAGMA busy_timeout=5000")
        return db
