"""`python -m server`: the parlour's game server (see docs/online.md)."""
from __future__ import annotations

import argparse
import asyncio
import logging
import resource

from .app import run
from .settings import Settings

FILES_SPARE = 64


def parse(argv: list[str] | None = None) -> Settings:
    """Settings from the command line."""
    defaults = Settings()
    parser = argparse.ArgumentParser(prog="python -m server", description="The parlour's game server: rooms with "
                                     "a code, the engine authoritative, every move stored before it is told.")
    parser.add_argument("--host", default=defaults.host,
                        help=f"address to listen on (default {defaults.host}; 0.0.0.0 in a container)")
    parser.add_argument("--port", type=int, default=defaults.port, help=f"port (default {defaults.port}; 0 picks one)")
    parser.add_argument("--db", default=defaults.db, help="a SQLite file (default %(default)s) or a PostgreSQL URL "
                        "postgresql://user:password@host:5432/name")
    parser.add_argument("--max-rooms", type=int, default=defaults.max_rooms, help="rooms held in memory at most")
    parser.add_argument("--rate", type=float, default=defaults.rate, help="messages per second per connection")
    parser.add_argument("--burst", type=int, default=defaults.burst, help="messages in a burst per connection")
    parser.add_argument("--join-rate", type=float, default=defaults.join_rate,
                        help="failed room or seat look-ups per second per connection and per address")
    parser.add_argument("--connections-per-address", type=int, default=defaults.connections_per_address,
                        help="open connections one address may hold (default %(default)s)")
    parser.add_argument("--max-connections", type=int, default=defaults.max_connections,
                        help="open connections in all (default %(default)s; kept under the open-files limit)")
    parser.add_argument("--idle", type=float, default=defaults.idle_s,
                        help="seconds a connection holding no seat may stay silent (default %(default)g)")
    parser.add_argument("--rooms-per-address", type=int, default=defaults.rooms_per_address,
                        help="rooms one address may hold in memory (default %(default)s)")
    parser.add_argument("--creates-per-minute", type=float, default=defaults.create_rate * 60,
                        help=f"rooms one address may create a minute (burst {defaults.create_burst}; "
                        "default %(default)g)")
    parser.add_argument("--outbox-kb", type=int, default=defaults.outbox_bytes // 1024,
                        help="kB queued for a connection that does not read before it is dropped (default "
                        "%(default)s)")
    parser.add_argument("--ai-slice-ms", type=float, default=defaults.ai_slice_s * 1000,
                        help="how long the AI thinks before letting messages through (default %(default)g ms)")
    parser.add_argument("--trust-proxy", action="store_true",
                        help="take the client's address from X-Forwarded-For (only behind your own reverse proxy)")
    parser.add_argument("--process", default=None,
                        help="behind a proxy with other processes sharing one PostgreSQL database: this process's "
                        "name, unique among them (docs/online.md, Deployment)")
    parser.add_argument("--log-level", default="INFO", help="DEBUG, INFO, WARNING or ERROR")
    args = parser.parse_args(argv)
    logging.basicConfig(level=args.log_level.upper(), format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if logging.getLogger().level > logging.DEBUG:
        logging.getLogger("websockets").setLevel(logging.WARNING)
    return Settings(host=args.host, port=args.port, db=args.db, max_rooms=args.max_rooms, rate=args.rate,
                    burst=args.burst, join_rate=args.join_rate, ai_slice_s=args.ai_slice_ms / 1000,
                    trust_proxy=args.trust_proxy, connections_per_address=args.connections_per_address,
                    max_connections=open_files_for(args.max_connections), idle_s=args.idle,
                    rooms_per_address=args.rooms_per_address, create_rate=args.creates_per_minute / 60,
                    outbox_bytes=args.outbox_kb * 1024, process=args.process)


def open_files_for(connections: int) -> int:
    """Raise the process's open-files limit as far as allowed; the connections it leaves room for (each is a file,
    and the database and the listener need a few)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = connections + FILES_SPARE
    if soft != resource.RLIM_INFINITY and soft < wanted:
        soft = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    return connections if soft == resource.RLIM_INFINITY else min(connections, soft - FILES_SPARE)


def main(argv: list[str] | None = None) -> None:
    """Run the server until interrupted."""
    asyncio.run(run(parse(argv)))


if __name__ == "__main__":
    main()
