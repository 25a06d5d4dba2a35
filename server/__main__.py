"""`python -m server`: the parlour's game server (see docs/online.md)."""
from __future__ import annotations

import argparse
import asyncio
import logging

from .app import run
from .settings import Settings


def parse(argv=None) -> Settings:
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
    parser.add_argument("--ai-slice-ms", type=float, default=defaults.ai_slice_s * 1000,
                        help="how long the AI thinks before letting messages through (default %(default)g ms)")
    parser.add_argument("--trust-proxy", action="store_true",
                        help="take the client's address from X-Forwarded-For (only behind your own reverse proxy)")
    parser.add_argument("--log-level", default="INFO", help="DEBUG, INFO, WARNING or ERROR")
    args = parser.parse_args(argv)
    logging.basicConfig(level=args.log_level.upper(), format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if logging.getLogger().level > logging.DEBUG:
        logging.getLogger("websockets").setLevel(logging.WARNING)
    return Settings(host=args.host, port=args.port, db=args.db, max_rooms=args.max_rooms, rate=args.rate,
                    burst=args.burst, join_rate=args.join_rate, ai_slice_s=args.ai_slice_ms / 1000,
                    trust_proxy=args.trust_proxy)


def main(argv=None) -> None:
    """Run the server until interrupted."""
    asyncio.run(run(parse(argv)))


if __name__ == "__main__":
    main()
