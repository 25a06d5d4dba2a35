"""Typing on touch devices: in the browser, the top scene's text fields become real inputs of the page.

A phone opens its on-screen keyboard only for an input focused inside the tap's own handler, and the game's
Python runs later, in an animation frame: so the page keeps one transparent <input> over each text field the
scene draws (build/page/text_fields.js), and the tap itself lands on it. Each frame, while fields are on
screen, TextEntry.sync() reads what was typed there (`parlour_text_values`), puts it into the TextFields
(through their `allowed` and `max_length`), lets the field the page focused take the game's focus, and tells
the page the fields, their places in the 1280×720 frame, their values and the game's focus
(`parlour_text_fields`) whenever that changes. The canvas goes on drawing every field, its text and caret.

Natively, and on screens without text fields, sync() makes no call at all.
"""
from __future__ import annotations

import json

from parlour import browser

NUMERIC_CHECKS = (str.isdigit, str.isdecimal)


def text_fields(scene) -> list:
    """The scene's text fields (its buttons that take the keyboard focus to be typed into), in order."""
    return [b for b in getattr(scene, "buttons", None) or [] if getattr(b, "takes_focus", False)]


def field_id(field) -> str:
    """A name for the field that outlives a rebuild of its scene's controls: its place in the frame."""
    return f"field-{field.rect.x}-{field.rect.y}"


def input_mode(field) -> str:
    """The on-screen keyboard the field wants: digits for a field that takes only digits, else text."""
    return "numeric" if field.allowed in NUMERIC_CHECKS else "text"


def cleaned(field, typed) -> str:
    """What the field keeps of text typed in the page: its allowed characters, at most max_length of them."""
    return "".join(c for c in str(typed) if field.allowed(c))[: field.max_length]


def describe(fields, focus) -> dict:
    """The page's view of the fields: each one's id, logical rect, value, limits and words, and the one the
    game's keyboard focus is on (or None)."""
    listed = []
    for key, field in fields.items():
        placeholder = field.placeholder() if callable(field.placeholder) else field.placeholder
        listed.append({"id": key, "rect": list(field.rect), "value": field.value, "max_length": field.max_length,
                       "inputmode": input_mode(field), "placeholder": placeholder, "size": field.size})
    return {"focus": focus, "fields": listed}


class TextEntry:
    """Keeps the page's inputs and the top scene's text fields in step (see the module's words)."""

    def __init__(self):
        self.shown = {}
        self.agreed = {}
        self.sent = ""
        self.page_focus = None

    def sync(self, scene) -> None:
        """Once a frame, after the events: take what was typed in the page, then show the page the fields."""
        if not browser.in_browser():
            return
        fields = {field_id(f): f for f in text_fields(scene)}
        if not fields and not self.shown:
            return
        typed, page_focus = self.read() if self.shown else ({}, None)
        for key, field in fields.items():
            if key in typed and self.shown.get(key) is field and typed[key] != self.agreed.get(key):
                field.value = cleaned(field, typed[key])
        if page_focus != self.page_focus:
            self.page_focus = page_focus
            if page_focus in fields:
                scene.focus = fields[page_focus]
        focus = next((key for key, field in fields.items() if field is getattr(scene, "focus", None)), None)
        text = json.dumps(describe(fields, focus), ensure_ascii=False)
        stale = any(typed.get(key, field.value) != field.value for key, field in fields.items())
        if text != self.sent or stale:
            browser.show_text_fields(text)
            self.sent = text
        self.shown = fields
        self.agreed = {key: field.value for key, field in fields.items()}

    def read(self) -> tuple:
        """({field id: the text in its input}, the id of the input the page's focus is in, or None)."""
        answer = browser.text_values()
        try:
            page = json.loads(answer) if answer else {}
            values = {str(k): str(v) for k, v in dict(page.get("values") or {}).items()}
            focused = page.get("focused")
        except (ValueError, TypeError, AttributeError):
            return {}, None
        return values, focused if isinstance(focused, str) else None
