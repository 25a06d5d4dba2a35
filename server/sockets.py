"""Sockets counted from the moment they are accepted, before any handshake: one address cannot hold more than its
share of them, nor everyone together all of the process's files."""
from __future__ import annotations

import asyncio
from collections import Counter

from websockets.asyncio.server import ServerConnection


class Sockets:
    """The open sockets by peer address and in all; connection_class() is the ServerConnection counting them,
    which cuts at once a socket past either limit (per_peer None: no limit per peer, as behind a proxy, where every
    socket comes from the proxy)."""

    def __init__(self, per_peer: int | None, most: int):
        self.per_peer = per_peer
        self.most = most
        self.by_peer = Counter()
        self.total = 0

    def opened(self, peer: str) -> bool:
        """Count a socket from peer; whether it may stay."""
        self.by_peer[peer] += 1
        self.total += 1
        return self.total <= self.most and (self.per_peer is None or self.by_peer[peer] <= self.per_peer)

    def closed(self, peer: str) -> None:
        """Forget a socket from peer."""
        self.total -= 1
        self.by_peer[peer] -= 1
        if not self.by_peer[peer]:
            del self.by_peer[peer]

    def connection_class(self) -> type:
        """The ServerConnection class that counts its sockets here."""
        sockets = self

        class Counted(ServerConnection):
            def connection_made(self, transport: asyncio.BaseTransport) -> None:
                """Count the accepted socket; cut it at once past a limit."""
                super().connection_made(transport)
                peer = transport.get_extra_info("peername")
                self.peer = peer[0] if peer else "?"
                if not sockets.opened(self.peer) and isinstance(transport, asyncio.Transport):
                    transport.abort()

            def connection_lost(self, exc: Exception | None) -> None:
                """Forget the socket."""
                sockets.closed(self.peer)
                super().connection_lost(exc)

        return Counted
