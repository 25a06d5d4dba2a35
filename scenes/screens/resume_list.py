"""Resuming saved games: straight back to one, or a small list naming each game and when it was saved."""
from __future__ import annotations

import time

from parlour.saved_when import saved_words

from ..kit import draw, theme
from ..kit.i18n import game_name
from ..kit.scene import Scene
from ..kit.widgets import Button


def describe_saved(scene, saved, now) -> str:
    """"13 — saved today at 14:05" in the scene's language."""
    return saved_words(scene.t, game_name(scene.app.language, saved.match.spec.id), saved.saved_at, now)


def resume_saved(app, saved) -> None:
    """Open the table of a saved game, its log rebuilt from the moves."""
    app.go("table", match=saved.match).rebuild_log()


class ResumeList(Scene):
    """Every saved game as a button, newest first; Back (or Escape) returns to the title."""

    def __init__(self, app, saves, now=time.time):
        super().__init__(app)
        self.saves = saves
        self.buttons = [
            Button((290, 170 + 76 * i, 700, 62), lambda s=saved: describe_saved(self, s, now()),
                   lambda s=saved: resume_saved(self.app, s), size=21)
            for i, saved in enumerate(saves)
        ]
        self.buttons.append(Button((540, 640, 200, 54), lambda: self.t("back"), self.back, "quiet"))
        self.focus = self.buttons[0]

    def draw(self, surface) -> None:
        """The list on the felt."""
        surface.blit(draw.felt(surface.get_size()), (0, 0))
        draw.text(surface, self.t("menus.saved_games"), 48, theme.GOLD, (640, 70), "title", "midtop")
        self.draw_buttons(surface)
