"""Memory given back to the system: pictures and fonts made for a window size are freed when the size changes,
but the C allocator keeps their pages for reuse, and pictures of the next size, of other sizes, do not fit them
well; natively the freed pages are handed back at once (glibc's malloc_trim), so a window dragged through many
sizes does not grow the program."""
from __future__ import annotations

import ctypes
import sys


def _trimmer():
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ctypes.CDLL(None).malloc_trim
    except (OSError, AttributeError):  # not glibc (musl, the browser's WebAssembly): nothing to hand back
        return None


_malloc_trim = _trimmer()


def give_back() -> bool:
    """Hand the allocator's free pages back to the system; whether it could (glibc only)."""
    if _malloc_trim is None:
        return False
    _malloc_trim(0)
    return True
