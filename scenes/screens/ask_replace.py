"""Asked before a new game replaces the saved game of the same game: Keep it (the default) or Replace it."""
from __future__ import annotations

import time

from parlour.saved_when import saved_words

from ..kit import draw, theme
from ..kit.i18n import game_name
from ..kit.scene import Scene
from ..kit.widgets import Button

CARD = (340, 220, 600, 280)


class AskReplace(Scene):
    """A small card over the new-game screen; Escape and Keep leave the saved game as it is."""

    opaque = False

    def __init__(self, app, saved, replace, now=time.time):
        super().__init__(app)
        self.saved = saved
        self.now = now
        self.on_replace = replace
        keep = Button((380, 420, 250, 56), lambda: self.t("menus.keep"), self.back, "primary", size=22)
        swap = Button((650, 420, 250, 56), lambda: self.t("menus.replace"), self.replace, size=22)
        self.buttons = [keep, swap]
        self.focus = keep

    def replace(self) -> None:
        """Close the question and start the new game in place of the saved one."""
        self.app.pop()
        self.on_replace()

    def back(self) -> None:
        """Keep the saved game: back to the new-game screen, nothing changed."""
        self.app.pop()

    def draw(self, surface) -> None:
        """The dimmed form under a paper card with the question."""
        draw.dim(surface, 140)
        draw.shadowed_panel(surface, CARD, theme.PAPER, 16, theme.GOLD, 2)
        game = game_name(self.app.language, self.saved.match.spec.id)
        saved = saved_words(self.t, game, self.saved.saved_at, self.now())
        draw.text(surface, self.t("menus.replace_title"), 30, theme.INK, (640, CARD[1] + 26), "title", "midtop")
        for i, line in enumerate(draw.wrap(self.t("menus.replace_text", saved=saved, game=game), 19, 520)[:4]):
            draw.text(surface, line, 19, theme.INK, (640, CARD[1] + 84 + 25 * i), "ui", "midtop")
        self.draw_buttons(surface)
