"""A question card over a dimmed screen: a title, a text and two buttons, the safe answer the default."""
from __future__ import annotations

from . import draw, theme
from .scene import Scene
from .widgets import Button

CARD = (340, 220, 600, 280)
TEXT_SIZE = 19
TEXT_WIDTH = 520
TEXT_LINES = 4


def said(words) -> str:
    """words as they read now: a string, or a function giving one (so a change of language shows at once)."""
    return words() if callable(words) else words


class Question(Scene):
    """title and text on a paper card; the safe button, Enter's first answer and Escape change nothing, the
    other button closes the card and does act(). Every words argument is a string or a function giving one."""

    opaque = False

    def __init__(self, app, title, text, safe, other, act):
        super().__init__(app)
        self.title = title
        self.text = text
        self.act = act
        keep = Button((380, 420, 250, 56), lambda: said(safe), self.back, "primary", size=22)
        self.buttons = [keep, Button((650, 420, 250, 56), lambda: said(other), self.confirm, size=22)]
        self.focus = keep

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
        draw.text(surface, said(self.title), 30, theme.INK, (640, CARD[1] + 26), "title", "midtop")
        step = draw.step(TEXT_SIZE, 25)
        for i, line in enumerate(draw.wrap(said(self.text), TEXT_SIZE, TEXT_WIDTH)[:TEXT_LINES]):
            draw.text(surface, line, TEXT_SIZE, theme.INK, (640, round(CARD[1] + 84 + step * i)), "ui", "midtop")
        self.draw_buttons(surface)
