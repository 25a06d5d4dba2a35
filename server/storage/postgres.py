"""PostgreSQL through psycopg 3."""
from __future__ import annotations

from .base import Storage


class PostgresStorage(Storage):
    """Rooms in a PostgreSQL database given by its URL (postgresql://user:password@host:port/name)."""

    marker = "%s"
    description = "PostgreSQL"
    # processes starting together over one database would race to create its tables
    schema_lock = "SELECT pg_advisory_lock(2727)"
    schema_unlock = "SELECT pg_advisory_unlock(2727)"

    def __init__(self, url: str):
        import psycopg

        super().__init__()
        self.psycopg = psycopg
        self.conflict = (psycopg.errors.UniqueViolation,)
        self.url = url

    def connect(self):
        """Connect in autocommit mode (the storage begins its own transactions)."""
        return self.psycopg.connect(self.url, autocommit=True)
