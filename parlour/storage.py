"""Where the parlour keeps its saves and settings: localStorage in the browser, files natively."""
from __future__ import annotations

import json
import os
import sys
from abc import ABC, abstractmethod
from pathlib import Path
from typing import Any, Protocol

from .browser import answered_text, in_browser, window

PREFIX = "parlour."


class Storage(Protocol):
    """Where text is kept under keys: in memory, in files, or in the browser's localStorage."""

    lost: bool

    def get(self, key: str) -> str | None:
        """The stored text for key, or None."""
        ...

    def put(self, key: str, text: str) -> None:
        """Store text under key."""
        ...

    def remove(self, key: str) -> None:
        """Forget key."""
        ...


class MemoryStorage:
    """Keeps text in memory (tests, and the fallback when the browser refuses storage)."""

    lost = False

    def __init__(self):
        self.items = {}

    def get(self, key: str):
        """The stored text for key, or None."""
        return self.items.get(key)

    def put(self, key: str, text: str) -> None:
        """Store text under key."""
        self.items[key] = text

    def remove(self, key: str) -> None:
        """Forget key."""
        self.items.pop(key, None)


class KeptStorage(ABC):
    """A storage whose medium may refuse: what it refuses stays in memory for this session, and `lost`
    says so. Subclasses read, write and delete one key on their medium (raising when refused)."""

    lost_message = "storage_lost"
    refused_reads_lose = True

    def __init__(self):
        self.fallback = MemoryStorage()
        self.lost = False

    @abstractmethod
    def read(self, key: str) -> str | None:
        """The medium's text for key, or None (raising when the medium refuses)."""

    @abstractmethod
    def write(self, key: str, text: str) -> None:
        """Put text under key on the medium (raising when it refuses)."""

    @abstractmethod
    def delete(self, key: str) -> None:
        """Remove key from the medium (raising when it refuses)."""

    def get(self, key: str) -> str | None:
        """The stored text for key, or None."""
        if key in self.fallback.items:
            return self.fallback.get(key)
        try:
            return self.read(key)
        except Exception:
            self.lost = self.lost or self.refused_reads_lose
            return None

    def put(self, key: str, text: str) -> None:
        """Store text under key (in memory, and `lost` set, when the medium refuses it)."""
        try:
            self.write(key, text)
        except Exception:
            self.lost = True
            self.fallback.put(key, text)
        else:
            self.fallback.remove(key)

    def remove(self, key: str) -> None:
        """Forget key."""
        self.fallback.remove(key)
        try:
            self.delete(key)
        except Exception:
            self.lost = self.lost or self.refused_reads_lose


class FileStorage(KeptStorage):
    """One file per key in the user's data folder (a missing file is no loss)."""

    lost_message = "storage_lost_disk"
    refused_reads_lose = False

    def __init__(self, folder: Path | str):
        super().__init__()
        self.folder = Path(folder)

    def path(self, key: str) -> Path:
        """The file that holds key."""
        return self.folder / f"{key}.json"

    def read(self, key: str):
        """The file's text."""
        return self.path(key).read_text(encoding="utf-8")

    def write(self, key: str, text: str) -> None:
        """Write the file atomically (a crash never leaves half a file)."""
        self.folder.mkdir(parents=True, exist_ok=True)
        temporary = self.path(key).with_suffix(".tmp")
        temporary.write_text(text, encoding="utf-8")
        os.replace(temporary, self.path(key))

    def delete(self, key: str) -> None:
        """Delete the file."""
        self.path(key).unlink()


class BrowserStorage(KeptStorage):
    """window.localStorage, wrapped: the browser may refuse it (a third-party iframe in Safari or Brave,
    a private window) or it may be full."""

    PROBE = PREFIX + "probe"

    def __init__(self):
        super().__init__()
        try:
            self._local().setItem(self.PROBE, "1")
            self._local().removeItem(self.PROBE)
        except Exception:
            self.lost = True

    def _local(self):
        page = window()
        if page is None:
            raise OSError("There is no page here.")
        return page.localStorage

    def read(self, key: str):
        """The item's text, or None."""
        return answered_text(self._local().getItem(PREFIX + key)) or None

    def write(self, key: str, text: str) -> None:
        """Set the item."""
        self._local().setItem(PREFIX + key, text)

    def delete(self, key: str) -> None:
        """Remove the item."""
        self._local().removeItem(PREFIX + key)


def data_folder() -> Path:
    """The user's data folder for the parlour (PARLOUR_DATA_DIR overrides it)."""
    if os.environ.get("PARLOUR_DATA_DIR"):
        return Path(os.environ["PARLOUR_DATA_DIR"])
    if sys.platform == "win32":
        return Path(os.environ.get("APPDATA", Path.home())) / "parlour"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "parlour"
    return Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share")) / "parlour"


def default_storage():
    """The storage for this platform."""
    if in_browser():
        return BrowserStorage()
    return FileStorage(data_folder())


def load_json(storage: Storage, key: str, default: Any = None) -> tuple[Any, str | None]:
    """Stored JSON for key: (value, None) when readable, (default, reason) when corrupt or missing."""
    text = storage.get(key)
    if text is None:
        return default, None
    try:
        return json.loads(text), None
    except (ValueError, TypeError, RecursionError) as error:
        return default, f"{key} could not be read ({error})"


def save_json(storage: Storage, key: str, value: Any) -> None:
    """Store value as JSON under key."""
    storage.put(key, json.dumps(value, ensure_ascii=False))
