"""The fake page of fake_browser.py with the inputs of build/page/text_fields.js: one per text field Python
describes, which a visitor taps (the page's focus goes there) and types into, as a phone's keyboard types into
the real ones (their JavaScript is checked in Chromium by tests/web/typing.mjs)."""
from __future__ import annotations

import json

from .fake_browser import Page


class TextPage(Page):
    """window with parlour_text_fields / parlour_text_values, and a visitor's taps and typing."""

    def __init__(self, **options):
        super().__init__(**options)
        self.inputs = {}
        self.described = []
        self.focused = None
        self.told_focus = None
        self.calls = 0

    def parlour_text_fields(self, description):
        """Count the call and make the inputs those described (JSON), the page's focus following the game's moves."""
        shown = json.loads(description)
        self.calls += 1
        self.described = shown["fields"]
        wanted = {field["id"] for field in self.described}
        self.inputs = {field["id"]: field["value"] for field in self.described}
        if self.focused not in wanted:
            self.focused = None
        if shown["focus"] != self.told_focus:
            self.told_focus = shown["focus"]
            self.focused = shown["focus"]
        return True

    def parlour_text_values(self):
        """What the inputs hold and which one has the page's focus, as JSON, as the page's hook answers."""
        return json.dumps({"values": self.inputs, "focused": self.focused})

    def field(self, field_id) -> dict:
        """The description of one input."""
        return next(field for field in self.described if field["id"] == field_id)

    def tap(self, field_id) -> None:
        """The visitor taps the input: the page's focus goes there (and a phone opens its keyboard)."""
        assert field_id in self.inputs, f"no input {field_id} on the page: {sorted(self.inputs)}"
        self.focused = field_id

    def tap_canvas(self) -> None:
        """The visitor taps the canvas elsewhere: the input loses the page's focus."""
        self.focused = None

    def type(self, text) -> None:
        """The visitor types text at the end of the focused input (held to its maxlength, as a browser holds it)."""
        assert self.focused is not None, "nothing has the page's focus"
        limit = self.field(self.focused)["max_length"]
        self.inputs[self.focused] = (self.inputs[self.focused] + text)[:limit]

    def erase(self, count=1) -> None:
        """Backspace count times in the focused input."""
        self.inputs[self.focused] = self.inputs[self.focused][:-count]
