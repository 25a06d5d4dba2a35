"""A yes-or-no card over a screen for an action that cannot be taken back: Cancel is the default."""
from __future__ import annotations

from ..kit import draw, theme
from ..kit.scene import Scene
from ..kit.widgets import Button

CARD = (340, 220, 600, 280)


class AskConfirm(Scene):
    """title and text on a paper card; Escape and Cancel change nothing, the other button does act()."""

    opaque = False

    def __init__(self, app, title, text, yes, act):
        super().__init__(app)
        self.title = title
        self.text = text
        self.act = act
        cancel = Button((380, 420, 250, 56), lambda: self.t("stats.cancel"), self.back, "primary", size=22)
        self.buttons = [cancel, Button((650, 420, 250, 56), lambda: yes, self.confirm, size=22)]
        self.focus = cancel

    def confirm(self) -> None:
        """Close the card and act."""
        self.app.pop()
        self.act()

    def back(self) -> None:
        """Close the card, nothing changed."""
        self.app.pop()

    def draw(self, surface) -> None:
        """The dimmed screen under a paper card with the question."""
        draw.dim(surface, 140)
        draw.shadowed_panel(surface, CARD, theme.PAPER, 16, theme.GOLD, 2)
        draw.text(surface, self.title, 30, theme.INK, (640, CARD[1] + 26), "title", "midtop")
        for i, line in enumerate(draw.wrap(self.text, 19, 520)[:4]):
            draw.text(surface, line, 19, theme.INK, (640, CARD[1] + 84 + 25 * i), "ui", "midtop")
        self.draw_buttons(surface)
