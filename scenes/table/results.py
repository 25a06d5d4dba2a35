"""Result panels: a round's or a game's figures over the dimmed table, one class for every game."""
from __future__ import annotations

import pygame

from .. import draw, theme
from ..scene import Scene
from ..widgets import Button


class ResultPanel(Scene):
    """A panel over the dimmed table: a title, a table of figures, buttons, and optionally a picture
    under the figures (below(surface), e.g. the Victorian game's cachette)."""

    opaque = False

    def __init__(self, app, title, subtitle, header, rows, actions, highlight=(), below=None):
        super().__init__(app)
        self.below = below
        self.title = title
        self.subtitle = subtitle
        self.header = header
        self.rows = rows
        self.highlight = set(highlight)
        width = 220 * len(actions)
        self.buttons = [
            Button((640 - width // 2 + 220 * i + 10, 600, 200, 56), label, action, "primary" if i == 0 else "plain")
            for i, (label, action) in enumerate(actions)
        ]
        self.focus = self.buttons[0]

    def back(self) -> None:
        """Escape takes the first action."""
        self.press(self.buttons[0])

    def draw(self, surface) -> None:
        """The panel with its table of figures."""
        draw.dim(surface, 140)
        panel = pygame.Rect(140, 70, 1000, 610)
        draw.shadowed_panel(surface, panel, theme.PAPER, 18, theme.GOLD)
        draw.text(surface, self.title, 44, theme.INK, (640, 92), "title", "midtop")
        draw.text(surface, self.subtitle, 22, theme.GOLD_DARK, (640, 150), "bold", "midtop")
        columns = len(self.header)
        first = 260
        step = (panel.width - first - 40) // max(1, columns - 1)
        xs = [panel.x + 30] + [panel.x + first + step * i + step // 2 for i in range(columns - 1)]
        y = 200
        for i, cell in enumerate(self.header):
            draw.text(surface, cell, 17, theme.INK_SOFT, (xs[i], y), "bold", "topleft" if i == 0 else "midtop")
        pygame.draw.line(surface, theme.RULE_LINE, (panel.x + 24, y + 28), (panel.right - 24, y + 28), 1)
        row_height = min(44, 330 // max(1, len(self.rows)))
        for r, row in enumerate(self.rows):
            y = 240 + r * row_height
            if r in self.highlight:
                draw.rounded(surface, (panel.x + 16, y - 6, panel.width - 32, row_height - 4), theme.ROW_LIT, 8)
            for i, cell in enumerate(row):
                draw.text(surface, cell, 21, theme.INK, (xs[i], y), "bold" if i == 0 else "ui",
                          "topleft" if i == 0 else "midtop")
        if self.below is not None:
            self.below(surface)
        self.draw_buttons(surface)
