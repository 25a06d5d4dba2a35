"""Screens laid over a table: the privacy screen between players, and result panels."""
from __future__ import annotations

import pygame

from . import draw, theme
from .scene import Scene
from .widgets import Button


class PassScreen(Scene):
    """Hides the table until the next player is ready, so nobody sees another's hand."""

    def __init__(self, app, name, on_ready):
        super().__init__(app)
        self.name = name
        self.on_ready = on_ready
        self.buttons = [Button((540, 430, 200, 56), lambda: self.t("continue"), self.ready, "primary")]
        self.focus = self.buttons[0]

    def ready(self) -> None:
        """The named player has the device: reveal the table."""
        self.app.pop()
        self.on_ready()

    def on_event(self, event) -> None:
        """A tap anywhere or Enter also continues."""
        if event.type == pygame.MOUSEBUTTONUP or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE)
        ):
            self.ready()

    def back(self) -> None:
        """Escape does not reveal anything."""

    def draw(self, surface) -> None:
        """A closed curtain with the next player's name."""
        surface.blit(draw.felt(surface.get_size()), (0, 0))
        draw.dim(surface, 120)
        draw.text(surface, self.t("pass_to", name=self.name), 44, theme.GOLD, (640, 300), "title", "center")
        draw.text(surface, self.t("pass_tap", name=self.name), 22, theme.CREAM, (640, 360), "ui", "center")
        draw.text(surface, self.t("hidden_hand"), 18, (180, 200, 190), (640, 392), "ui", "center")
        self.draw_buttons(surface)


class ResultPanel(Scene):
    """A panel over the dimmed table: a title, a table of figures, and buttons."""

    opaque = False

    def __init__(self, app, title, subtitle, header, rows, actions, highlight=()):
        super().__init__(app)
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
        pygame.draw.line(surface, (210, 196, 168), (panel.x + 24, y + 28), (panel.right - 24, y + 28), 1)
        row_height = min(44, 330 // max(1, len(self.rows)))
        for r, row in enumerate(self.rows):
            y = 240 + r * row_height
            if r in self.highlight:
                draw.rounded(surface, (panel.x + 16, y - 6, panel.width - 32, row_height - 4), (244, 226, 180), 8)
            for i, cell in enumerate(row):
                draw.text(surface, cell, 21, theme.INK, (xs[i], y), "bold" if i == 0 else "ui",
                          "topleft" if i == 0 else "midtop")
        self.draw_buttons(surface)
