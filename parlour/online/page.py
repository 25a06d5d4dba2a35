"""The browser's transport: the page's WebSocket (build/page/online.js), since Python in the page has no sockets.
pump() hands the session what arrived once a frame; a dropped connection is opened again after the session's
backoff."""
from __future__ import annotations

import json

from .. import browser
from .session import OnlineSession
from .transport import SessionConnection


class PageConnection(SessionConnection):
    """Carries a session's texts to the server through the page."""

    def __init__(self, url: str, session: OnlineSession) -> None:
        super().__init__(url, session)
        self.retry_at = None

    def start(self) -> None:
        """Connect at the next pump (by then the screen has said which room it joins)."""
        self.retry_at = 0.0

    def open(self) -> None:
        """Ask the page to connect now."""
        self.retry_at = None
        browser.call("parlour_online_open", self.address())

    def send(self, text: str) -> None:
        """Hand text to the page's WebSocket (the session only sends while connected)."""
        browser.call("parlour_online_send", text)

    def retry(self) -> None:
        """Connect again at once instead of waiting out the backoff."""
        if self.retry_at is not None:
            self.open()

    def stop(self) -> None:
        """Stop for good."""
        self.retry_at = None
        browser.call("parlour_online_close")

    def pump(self, now: float) -> None:
        """Give the session what arrived (now: seconds, the app's clock); connect again when the backoff is over."""
        for item in arrivals():
            if item.get("kind") == "opened":
                self.session.opened()
            elif item.get("kind") == "text" and isinstance(item.get("text"), str):
                self.session.receive(item["text"])
            elif item.get("kind") == "closed":
                self.retry_at = now + self.session.closed()
        if self.retry_at is not None and now >= self.retry_at:
            self.open()


def arrivals() -> list:
    """What the page's socket received since the last call (opened, text, closed), or nothing."""
    try:
        found = json.loads(browser.answered_text(browser.call("parlour_online_take")) or "[]")
    except ValueError:
        return []
    return [item for item in found if isinstance(item, dict)] if isinstance(found, list) else []


def server_address() -> str:
    """The online server the page was built for (`make web SERVER=…`), or ""."""
    return browser.answered_text(browser.call("parlour_online_server"))


def room_in_address() -> str:
    """A room code given in a directly hosted page's address (?room=…), or ""."""
    return browser.answered_text(browser.call("parlour_online_room"))
