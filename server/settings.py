"""The server's settings: where it listens, its database and its limits."""
from __future__ import annotations

from dataclasses import dataclass

from wire.protocol import MAX_FRAME_BYTES, MAX_MESSAGE_BYTES


@dataclass
class Settings:
    """Everything `python -m server` can be told; the defaults suit one small server."""

    host: str = "127.0.0.1"
    port: int = 8765
    db: str = "parlour-server.db"
    max_rooms: int = 10000
    message_bytes: int = MAX_MESSAGE_BYTES
    frame_bytes: int = MAX_FRAME_BYTES
    rate: float = 20.0
    burst: int = 40
    join_rate: float = 0.2
    join_burst: int = 10
    strikes: int = 50
    outbox: int = 512
    outbox_bytes: int = 1 << 20
    connections_per_address: int = 32
    max_connections: int = 5000
    idle_s: float = 60.0
    create_burst: int = 10
    create_rate: float = 10 / 60
    rooms_per_address: int = 20
    rejoin_burst: int = 20
    rejoin_rate: float = 2.0
    ai_slice_s: float = 0.005
    linger_s: float = 900.0
    trust_proxy: bool = False
    process: str | None = None
    owners_check_s: float = 1.0
