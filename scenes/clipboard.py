"""Copy and paste text: the system clipboard where the platform allows, the parlour's own otherwise."""
from __future__ import annotations

import sys

import pygame

KEY = "clipboard"


def copy_text(storage, text) -> None:
    """Put text on the clipboard (and keep it in the parlour's storage, so Import always finds it)."""
    storage.put(KEY, text)
    try:
        if sys.platform == "emscripten":
            import platform as browser

            browser.window.navigator.clipboard.writeText(text)
        else:
            pygame.scrap.put_text(text)
    except Exception:
        pass


def paste_text(storage):
    """Text from the system clipboard when it can be read, else the last text copied here, else None."""
    if sys.platform != "emscripten":
        try:
            text = pygame.scrap.get_text()
        except Exception:
            text = None
        if text:
            return text
    return storage.get(KEY)
