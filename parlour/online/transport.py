"""What a session needs from its connection: send(text). Incoming texts are fed to session.receive(text), and the
connection calls session.opened() and session.closed() as it comes and goes."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from .session import OnlineSession


class Transport(Protocol):
    """Carries message texts to the server."""

    def send(self, text: str) -> None:
        """Send one message text (never waits)."""


class SessionConnection:
    """A session's connection to the server at url: it becomes session.transport; address() says where, asked at each
    connection (url itself unless the link points it at the room's path)."""

    def __init__(self, url: str, session: OnlineSession) -> None:
        self.url = url
        self.address: Callable[[], str] = lambda: self.url
        self.session = session
        session.transport = self
