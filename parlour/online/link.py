"""An online seat's session with its connection, handed from the online screens to the table: natively websockets
(parlour/online/native.py), in the browser the page's WebSocket (parlour/online/page.py)."""
from __future__ import annotations

from .. import browser
from ..storage import Storage
from .address import room_address
from .page import PageConnection
from .session import OnlineSession


def native_connection(url: str, session: OnlineSession):
    """websockets' client in the frame loop (imported only natively: the web package leaves it out)."""
    from .native import NativeConnection

    return NativeConnection(url, session)


class Link:
    """A session at the server url and the connection carrying it, started at once; pump() once a frame. Each
    connection goes to address(): the room's path once its code is known."""

    def __init__(self, url: str, storage: Storage, connect=None) -> None:
        self.url = url
        self.session = OnlineSession(None, storage)
        connect = connect or (PageConnection if browser.in_browser() else native_connection)
        self.connection = connect(url, self.session)
        self.connection.address = self.address
        self.connection.start()

    def address(self) -> str:
        """Where to connect now: <server>/r/CODE for the room this seat holds or asks to join, else the server."""
        return room_address(self.url, self.session.room_code)

    @property
    def online(self) -> bool:
        """Whether the connection is up now."""
        return self.session.online

    def pump(self, now: float) -> list:
        """Carry what the page's socket received (now: the app's clock, seconds); what happened since the last
        pump, as the session's (kind, payload) pairs."""
        if isinstance(self.connection, PageConnection):
            self.connection.pump(now)
        return self.session.poll()

    def put_back(self, happenings: list) -> None:
        """Give happenings back, to be pumped again first (a screen that hands the seat to the next one)."""
        self.session.inbox[:0] = happenings

    def retry(self) -> None:
        """Connect again now rather than after the backoff."""
        self.connection.retry()

    def close(self) -> None:
        """Stop connecting (the kept seat stays in storage for a later return)."""
        self.connection.stop()
