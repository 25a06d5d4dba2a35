"""The whole game log opened large over the table: the same entries, more of them at once, with notation."""
from __future__ import annotations

import pygame

from ..kit import draw
from ..kit.scene import Scene
from ..kit.widgets import Button
from .log import GameLog

RECT = pygame.Rect(190, 40, 900, 580)
CLOSE = (540, 636, 200, 52)


class LogPanel(Scene):
    """The table's log entries in a large panel; wheel, drag and keys scroll it, Escape or Close go back."""

    opaque = False

    def __init__(self, app, log, title, labels):
        super().__init__(app)
        self.log = GameLog(RECT, log.entries)
        self.log.notation = True
        self.log.focused = True
        self.title = title
        self.labels = labels
        self.buttons = [Button(CLOSE, lambda: self.t("reading.close"), self.app.pop, "primary", size=20)]

    def handle(self, event) -> None:
        """The log first (its chips, wheel, drag and keys), then the Close button, Escape and Enter."""
        if not self.log.handle(event, self.labels):
            super().handle(event)

    def on_event(self, event) -> None:
        """Enter closes the panel, like Close."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.app.pop()

    def draw(self, surface) -> None:
        """The dimmed table, the large log and its Close button."""
        draw.dim(surface, 150)
        draw.shadowed_panel(surface, RECT.inflate(8, 8), (20, 52, 40), 16)
        self.log.draw(surface, self.title, self.labels)
        self.draw_buttons(surface)
