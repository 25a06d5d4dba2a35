"""The privacy screen laid over a table between players."""
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
        draw.text(surface, self.t("hidden_hand"), 18, theme.MUTED, (640, 392), "ui", "center")
        self.draw_buttons(surface)
