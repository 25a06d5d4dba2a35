"""PostgreSQL through psycopg 3's asyncio connections, a few of them shared round the rooms."""
from __future__ import annotations

import asyncio

from .base import SCHEMA, Storage, Unchanged

CONNECTIONS = 4


class PostgresStorage(Storage):
    """Rooms in a PostgreSQL database given by its URL (postgresql://user:password@host:port/name)."""

    def __init__(self, url, connections=CONNECTIONS):
        import psycopg

        super().__init__()
        self.psycopg = psycopg
        self.conflict = (psycopg.errors.UniqueViolation,)
        self.url = url
        self.size = connections
        self.description = "PostgreSQL"
        self.idle = asyncio.Queue()
        self.all = []

    async def open(self) -> None:
        """Connect and create the tables that are missing."""
        for _ in range(self.size):
            connection = await self.psycopg.AsyncConnection.connect(self.url, autocommit=True)
            self.all.append(connection)
            self.idle.put_nowait(connection)
        await self.write([(statement, ()) for statement in SCHEMA])

    async def close(self) -> None:
        """Close every connection."""
        for connection in self.all:
            await connection.close()
        self.all.clear()

    async def write(self, statements, strict=False) -> bool:
        """Run the statements in one transaction."""
        connection = await self.idle.get()
        try:
            if len(statements) == 1 and not strict:
                await connection.execute(statements[0][0].replace("?", "%s"), statements[0][1])
                return True
            async with connection.transaction():
                for sql, params in statements:
                    cursor = await connection.execute(sql.replace("?", "%s"), params)
                    if cursor.rowcount == 0 and strict:
                        raise Unchanged(sql)
            return True
        except Unchanged:
            return False
        finally:
            self.idle.put_nowait(connection)

    async def write_rows(self, sql, rows) -> None:
        """executemany (pipelined by psycopg) in one transaction."""
        connection = await self.idle.get()
        try:
            async with connection.transaction():
                async with connection.cursor() as cursor:
                    await cursor.executemany(sql.replace("?", "%s"), rows)
        finally:
            self.idle.put_nowait(connection)

    async def read(self, sql, params=()) -> list:
        """The rows sql selects."""
        connection = await self.idle.get()
        try:
            cursor = await connection.execute(sql.replace("?", "%s"), params)
            return await cursor.fetchall()
        finally:
            self.idle.put_nowait(connection)
