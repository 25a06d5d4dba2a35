"""A yes-or-no card over a screen for an action that cannot be taken back: Cancel is the default."""
from __future__ import annotations

from ..kit.question import Question


class AskConfirm(Question):
    """title and text on a question card; Escape and Cancel change nothing, the yes button does act()."""

    def __init__(self, app, title, text, yes, act):
        super().__init__(app, title, text, lambda: app.t("stats.cancel"), yes, act)
