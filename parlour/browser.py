"""The page around the game in the browser: pygbag's `platform.window` and the hooks of build/parlour.tmpl.

Standard library only, so main.py can report a failure to the page even when pygame or a scene
cannot be imported. Natively every call here does nothing.
"""
from __future__ import annotations

import sys


def in_browser() -> bool:
    """Whether the parlour runs in a web page (pygbag's CPython reports sys.platform emscripten)."""
    return sys.platform == "emscripten"


def window():
    """The page's JavaScript window object, or None natively or when the runtime does not offer it."""
    if not in_browser():
        return None
    try:
        import platform as runtime

        return runtime.window  # pyright: ignore[reportAttributeAccessIssue]  (pygbag's platform module, not CPython's)
    except Exception:
        return None


def call(hook: str, *args: object):
    """Call the page's window.<hook>(*args); its answer, or None when it is missing or fails."""
    page = window()
    if page is None:
        return None
    try:
        return getattr(page, hook)(*args)
    except Exception:
        return None


def answered_yes(answer: object) -> bool:
    """Whether a page hook answered JavaScript true (as a Python bool, or a proxy that prints true)."""
    return answer is True or str(answer).lower() == "true"


def answered_text(answer: object) -> str:
    """A JavaScript string answer as Python text: "" for null, undefined (None, or a proxy printing them)
    or an empty string. The parlour never stores those words alone: its stored texts are JSON objects."""
    text = "" if answer is None else str(answer)
    return "" if text in ("null", "undefined") else text


def step(words_key: str, percent: int) -> None:
    """Show a loading step on the page (its words in the visitor's language, its place on the progress line)."""
    call("parlour_step", words_key, percent)


def ready() -> None:
    """Tell the page the first frame is drawn: the loading screen fades and the canvas takes the keys."""
    call("parlour_ready")


def report_failure(error: BaseException) -> None:
    """Show the page's failure panel (a plain message and a Retry button) for an error that stops the game."""
    call("parlour_failed", "crash", f"{type(error).__name__}: {error}")


def canvas_pixels():
    """The drawing size the page wants for the canvas, (width, height) in device pixels: its CSS box times the
    device pixel ratio (capped by the page); None natively, or when the page cannot say."""
    answer = answered_text(call("parlour_canvas_pixels"))
    try:
        width, height = (int(part) for part in answer.split(","))
    except ValueError:
        return None
    return (width, height) if width > 0 and height > 0 else None


def canvas_css():
    """The canvas's box on the page, (width, height) in CSS pixels; None natively, or when the page cannot say."""
    answer = answered_text(call("parlour_canvas_css"))
    try:
        width, height = (float(part) for part in answer.split(","))
    except ValueError:
        return None
    return (width, height) if width > 0 and height > 0 else None


def show_text_fields(description: str) -> None:
    """Lay the page's inputs over the text fields on screen (build/page/text_fields.js): description is JSON,
    {"focus": id or null, "fields": [{"id", "rect" (logical), "value", "max_length", "inputmode",
    "placeholder", "size"}, ...]}; no fields removes them."""
    call("parlour_text_fields", description)


def text_values() -> str:
    """What the page's inputs hold, as JSON {"values": {id: text}, "focused": id or null}; "" when none answer."""
    return answered_text(call("parlour_text_values"))


def finger_first() -> bool:
    """Whether the page's main pointer is a finger (CSS pointer: coarse: a phone, a tablet); False natively."""
    page = window()
    try:
        return page is not None and answered_yes(page.matchMedia("(pointer: coarse)").matches)
    except Exception:
        return False


def can_fullscreen() -> bool:
    """Whether the page may go fullscreen (an iframe without allow=fullscreen may not)."""
    return answered_yes(call("parlour_can_fullscreen"))


def toggle_fullscreen() -> None:
    """Ask the page to enter or leave fullscreen (the Fullscreen API, as a key press allows)."""
    call("parlour_fullscreen")
