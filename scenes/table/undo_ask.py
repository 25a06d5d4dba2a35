"""Asked before Undo takes back a move with several people at one device: the player whose move it is agrees."""
from __future__ import annotations

from ..kit import draw, theme
from ..kit.scene import Scene
from ..kit.widgets import Button

CARD = (340, 220, 600, 280)


class UndoAsk(Scene):
    """A small card over the table naming whose move Undo takes back; Escape and Keep change nothing."""

    opaque = False

    def __init__(self, app, name, take_back):
        super().__init__(app)
        self.name = name
        self.take_back = take_back
        keep = Button((380, 420, 250, 56), lambda: self.t("flow.undo_no"), self.back, "primary", size=22)
        agree = Button((650, 420, 250, 56), lambda: self.t("flow.undo_yes"), self.agree, size=22)
        self.buttons = [keep, agree]
        self.focus = keep

    def question(self) -> str:
        """The question, naming the player whose move would be taken back."""
        return self.t("flow.undo_ask_text", name=self.name)

    def agree(self) -> None:
        """Close the question and take the move back."""
        self.app.pop()
        self.take_back()

    def back(self) -> None:
        """Keep the move: back to the table, nothing changed."""
        self.app.pop()

    def draw(self, surface) -> None:
        """The dimmed table under a paper card with the question."""
        draw.dim(surface, 140)
        draw.shadowed_panel(surface, CARD, theme.PAPER, 16, theme.GOLD, 2)
        draw.text(surface, self.t("flow.undo_ask_title"), 30, theme.INK, (640, CARD[1] + 26), "title", "midtop")
        for i, line in enumerate(draw.wrap(self.question(), 19, 520)[:4]):
            draw.text(surface, line, 19, theme.INK, (640, CARD[1] + 84 + 25 * i), "ui", "midtop")
        self.draw_buttons(surface)
