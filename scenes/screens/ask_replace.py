"""Asked before a new game replaces the saved game of the same game: Keep it (the default) or Replace it."""
from __future__ import annotations

import time

from parlour.saved_when import saved_words

from ..kit.i18n import game_name
from ..kit.question import Question


class AskReplace(Question):
    """A question card over the new-game screen; Escape and Keep leave the saved game as it is, Replace closes
    the card and starts the new game (replace())."""

    def __init__(self, app, saved, replace, now=time.time):
        super().__init__(app, lambda: app.t("menus.replace_title"), self.question, lambda: app.t("menus.keep"),
                         lambda: app.t("menus.replace"), replace)
        self.saved = saved
        self.now = now

    def question(self) -> str:
        """The question, naming the saved game and when it was saved."""
        game = game_name(self.app.language, self.saved.match.spec.id)
        saved = saved_words(self.t, game, self.saved.saved_at, self.now())
        return self.t("menus.replace_text", saved=saved, game=game)
