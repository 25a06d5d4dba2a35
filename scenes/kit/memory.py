"""Memory given back to the system: pictures and fonts made for a window size are freed when the size changes,
but the C allocator keeps their pages for reuse, and pictures of the next size, of other sizes, do not fit them
well; natively the freed pages are handed back at once (glibc's malloc_trim), so a window dragged through many
sizes does not grow the program."""
from __future__ import annotations

import gc
import sys


def _trimmer():
    if not sys.platform.startswith("linux"):  # the browser's WebAssembly (emscripten) may have no ctypes at all
        return None
    try:
        import ctypes

        return ctypes.CDLL(None).malloc_trim
    except (ImportError, OSError, AttributeError):  # not glibc (musl…): nothing to hand back
        return None


_malloc_trim = _trimmer()


def give_back() -> bool:
    """Hand the allocator's free pages back to the system; whether it could (glibc only)."""
    if _malloc_trim is None:
        return False
    _malloc_trim(0)
    return True


class AtRest:
    """Memory handed back when the program comes to rest (nothing moves, a person reads or thinks): first the
    screens left behind, whose parts refer to one another (a table and its picture, its buttons' calls) and hold
    whole-frame pictures that Python's collector, counting objects rather than bytes, would free only much later;
    then, at one window size, the frames' passing pictures (layers, veils, whole-frame copies) are freed among
    pictures still kept, and the allocator would keep their pages for good. At most once every `every` seconds of
    the program's time, or at the first rest after a screen was left."""

    def __init__(self, every):
        self.every = every
        self.given_at = None
        self.screen_left = False

    def left_screen(self) -> None:
        """A screen was closed or replaced: its parts are garbage from now on."""
        self.screen_left = True

    def rested(self, now) -> None:
        """The program has just come to rest at time now (seconds)."""
        if self.given_at is None or self.screen_left or now - self.given_at >= self.every:
            self.given_at, self.screen_left = now, False
            gc.collect()
            give_back()
