"""Quinto's panels over the table: the first-player draw of a round (R-Q9) and the score breakdown."""
from __future__ import annotations

import pygame

from game.quinto.table import first_player_draw

from . import card_art, draw, theme
from .scene import Scene
from .table import ResultPanel
from .widgets import Button

LABEL_W = 210


class FirstDrawPanel(Scene):
    """The first-player draw of a round: each player's card(s) and who starts (R-Q9)."""

    opaque = False

    def __init__(self, app, table, state):
        super().__init__(app)
        self.table = table
        self.draws, self.starter = first_player_draw(state)
        self.buttons = [Button((540, 560, 200, 56), lambda: self.t("continue"), self.app.pop, "primary")]
        self.focus = self.buttons[0]

    def back(self) -> None:
        """Escape continues."""
        self.app.pop()

    def draw(self, surface) -> None:
        """Each drawing as a line of cards under the players' names, and the starter."""
        draw.dim(surface, 140)
        panel = pygame.Rect(200, 70, 880, 580)
        draw.shadowed_panel(surface, panel, theme.PAPER, 18, theme.GOLD)
        draw.text(surface, self.t("quinto_first_title"), 40, theme.INK, (640, 88), "title", "midtop")
        draw.text(surface, self.t("quinto_first_sub"), 18, theme.GOLD_DARK, (640, 142), "bold", "midtop")
        players = len(self.draws[0])
        width = (panel.width - 160) // players
        xs = [panel.x + 140 + width * p + width // 2 for p in range(players)]
        for p, x in enumerate(xs):
            draw.text(surface, self.table.name(p), 19, theme.INK, (x, 182), "bold", "midtop")
        for d, drawing in enumerate(self.draws[-3:]):
            y = 214 + 112 * d
            number = len(self.draws) - len(self.draws[-3:]) + d + 1
            draw.text(surface, self.t("quinto_first_again", n=number), 16, theme.INK_SOFT, (panel.x + 30, y + 40),
                      "bold")
            for p, card in enumerate(drawing):
                if card is None:
                    draw.text(surface, "—", 22, theme.INK_SOFT, (xs[p], y + 43), "bold", "center")
                    continue
                image = self.table.face(card)
                rect = image.get_rect(midtop=(xs[p], y))
                card_art.lay(surface, image, rect)
        text = self.t("quinto_first_starts", name=self.table.name(self.starter))
        draw.text(surface, text, 22, theme.INK, (640, 520), "bold", "midtop")
        self.draw_buttons(surface)


class BreakdownPanel(ResultPanel):
    """A result panel whose cells may hold several lines (the score row by row), the winners' columns lit."""

    def draw(self, surface) -> None:
        """Title, subtitle, the table of cells, the buttons."""
        draw.dim(surface, 140)
        panel = pygame.Rect(140, 40, 1000, 640)
        draw.shadowed_panel(surface, panel, theme.PAPER, 18, theme.GOLD)
        draw.text(surface, self.title, 40, theme.INK, (640, 54), "title", "midtop")
        draw.text(surface, self.subtitle, 20, theme.GOLD_DARK, (640, 104), "bold", "midtop")
        columns = len(self.header) - 1
        first = LABEL_W + 40
        step = (panel.width - first - 40) // max(1, columns)
        xs = [panel.x + first + step * i + step // 2 for i in range(columns)]
        size = 17
        layout = self.layout(size, step - 16)
        while sum(h for h, _ in layout) > 420 and size > 12:
            size -= 1
            layout = self.layout(size, step - 16)
        top = 142
        bottom = top + 34 + sum(h for h, _ in layout)
        for i in self.highlight:
            draw.rounded(surface, (xs[i] - step // 2 + 4, top - 4, step - 8, bottom - top + 4), (244, 226, 180), 10)
        for i, cell in enumerate(self.header[1:]):
            draw.text(surface, cell, 18, theme.INK, (xs[i], top), "bold", "midtop")
        pygame.draw.line(surface, (210, 196, 168), (panel.x + 24, top + 28), (panel.right - 24, top + 28), 1)
        y = top + 36
        for (height, cells), row in zip(layout, self.rows):
            for k, part in enumerate(draw.wrap(row[0], size, first - 40, "bold")):
                draw.text(surface, part, size, theme.INK_SOFT, (panel.x + 28, y + k * (size + 4)), "bold")
            for i, lines in enumerate(cells):
                for k, line in enumerate(lines):
                    draw.text(surface, line, size, theme.INK, (xs[i], y + k * (size + 4)),
                              "bold" if row is self.rows[-1] else "ui", "midtop")
            y += height
        self.draw_buttons(surface)

    def layout(self, size, width) -> list:
        """Each row's height and its cells wrapped into lines at this text size."""
        result = []
        for row in self.rows:
            cells = [[part for line in str(cell).split("\n") for part in draw.wrap(line, size, width)]
                     for cell in row[1:]]
            lines = max(1, max(len(c) for c in cells), len(draw.wrap(row[0], size, LABEL_W, "bold")))
            result.append((lines * (size + 4) + 10, cells))
        return result
