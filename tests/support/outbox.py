"""A transport that keeps a session's texts for the test to read or carry to a server itself."""
from __future__ import annotations


class Outbox:
    """Keeps the texts sent, oldest first, until taken."""

    def __init__(self):
        self.texts = []

    def send(self, text: str) -> None:
        """Keep text until taken."""
        self.texts.append(text)

    def take(self) -> list:
        """The texts kept so far, oldest first; the outbox is empty after."""
        texts, self.texts = self.texts, []
        return texts
