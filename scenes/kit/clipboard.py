"""The desktop's clipboard through pygame (SDL); in the browser records go through the page's panel instead."""
from __future__ import annotations

import pygame


def copy_text(text) -> bool:
    """Put text on the system clipboard; True only when it is really there afterwards."""
    try:
        pygame.scrap.put_text(text)
        return pygame.scrap.get_text() == text
    except Exception:
        return False


def paste_text():
    """The system clipboard's text, or None when it is empty or cannot be read."""
    try:
        return pygame.scrap.get_text() or None
    except Exception:
        return None
