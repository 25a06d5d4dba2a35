"""What a session needs from its connection: send(text). Incoming texts are fed to session.receive(text), and the
transport calls session.opened() and session.closed() as the connection comes and goes."""
from __future__ import annotations

from typing import Protocol


class Transport(Protocol):
    """Carries message texts to the server."""

    def send(self, text: str) -> None:
        """Send one message text (never waits)."""


class Outbox:
    """A transport that keeps the texts for someone else to carry: a page bridge hands them to JavaScript's
    WebSocket, a test to its socket."""

    def __init__(self):
        self.texts = []

    def send(self, text: str) -> None:
        """Keep text until taken."""
        self.texts.append(text)

    def take(self) -> list:
        """The texts kept so far, oldest first; the outbox is empty after."""
        texts, self.texts = self.texts, []
        return texts
