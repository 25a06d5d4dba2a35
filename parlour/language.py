"""The player's language by default: the browser's or the system's."""
from __future__ import annotations

import locale
import os

from .browser import window
from .words import LANGUAGES

__all__ = ["LANGUAGES", "system_language"]


def system_language() -> str:
    """fr when the system or browser prefers French, else en."""
    page = window()
    if page is not None:
        try:
            code = str(page.navigator.language)
        except Exception:
            code = ""
    else:
        code = os.environ.get("LANG", "") or (locale.getlocale()[0] or "")
    return "fr" if code.lower().startswith("fr") else "en"
