"""The online server's address: the page's build setting in the browser, the player's choice natively (kept in
storage), checked to be a WebSocket address."""
from __future__ import annotations

import re
from urllib.parse import urlsplit, urlunsplit

from .. import browser
from ..storage import Storage, load_json, save_json
from .page import room_in_address, server_address

KEY = "online-server"
ADDRESS = re.compile(r"wss?://[^\s\"'<>]+")


def is_address(text: str) -> bool:
    """Whether text is a WebSocket address (ws://… or wss://…)."""
    return bool(ADDRESS.fullmatch(text))


def server(storage: Storage) -> str:
    """Where to play online: the page's build setting in the browser, else the address kept natively ("": none)."""
    if browser.in_browser():
        return server_address()
    kept, _ = load_json(storage, KEY, "")
    return kept if isinstance(kept, str) and is_address(kept) else ""


def keep_server(storage: Storage, text: str) -> None:
    """Keep the native server address text ("" forgets it); ValueError when it is no WebSocket address."""
    text = text.strip()
    if text and not is_address(text):
        raise ValueError(f"{text!r} is not a ws:// or wss:// address.")
    save_json(storage, KEY, text)


def room_address(server_url: str, code: str | None) -> str:
    """Where to connect for the room with code: <server>/r/CODE, the path a proxy in front of several server
    processes routes by (one process ignores it); the server's own address while no code is known."""
    if not code:
        return server_url
    parts = urlsplit(server_url)
    return urlunsplit(parts._replace(path=f"{parts.path.rstrip('/')}/r/{code}"))


def room_asked() -> str:
    """The room code in the page's address (?room=…), or "" (natively always "")."""
    return room_in_address() if browser.in_browser() else ""


def room_link(code: str) -> str:
    """What to give friends: in the browser the page's link to the room (the game's page with ?room=CODE), the code
    alone natively or when the page cannot say."""
    return browser.answered_text(browser.call("parlour_online_room_link", code)) or code
