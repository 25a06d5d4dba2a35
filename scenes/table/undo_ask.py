"""Asked before Undo takes back a move with several people at one device: the player whose move it is agrees."""
from __future__ import annotations

from ..kit.question import Question


class UndoAsk(Question):
    """A question card over the table naming whose move Undo takes back; Escape and Keep change nothing, Take it
    back closes the card and does take_back()."""

    def __init__(self, app, name, take_back):
        super().__init__(app, lambda: app.t("flow.undo_ask_title"), self.question, lambda: app.t("flow.undo_no"),
                         lambda: app.t("flow.undo_yes"), take_back)
        self.name = name

    def question(self) -> str:
        """The question, naming the player whose move would be taken back."""
        return self.t("flow.undo_ask_text", name=self.name)
