"""The server's database: SQLite by default, PostgreSQL when given a postgresql:// URL."""
from __future__ import annotations

from .base import LOBBY, OVER, PLAYING, Fenced, Storage, StoredRoom

__all__ = ["LOBBY", "OVER", "PLAYING", "Fenced", "Storage", "StoredRoom", "open_storage"]


def open_storage(where: str) -> Storage:
    """The storage for where: a postgresql:// (or postgres://) URL, else a SQLite file path (sqlite:/// allowed)."""
    if where.startswith(("postgresql://", "postgres://")):
        from .postgres import PostgresStorage

        return PostgresStorage(where)
    from .sqlite import SqliteStorage

    return SqliteStorage(where.removeprefix("sqlite:///") if where.startswith("sqlite:///") else where)
