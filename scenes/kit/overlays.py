"""The privacy screen laid over a table between players."""
from __future__ import annotations

import pygame

from . import draw, theme
from .scene import Scene
from .widgets import Button

RECAP = pygame.Rect(290, 250, 700, 280)
RECAP_SIZE = 17
LINE_H = RECAP_SIZE + 6
CONTINUE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class PassScreen(Scene):
    """Hides the table until the next player is ready, so nobody sees another's hand; tells that player
    what happened since their last turn (recap: lines they may read), and Esc goes back to the menu
    (on_leave) with the game saved."""

    def __init__(self, app, name, on_ready, recap=(), on_leave=None):
        super().__init__(app)
        self.name = name
        self.on_ready = on_ready
        self.recap = list(recap)
        self.on_leave = on_leave
        self.buttons = [Button((540, 580, 200, 56), lambda: self.t("continue"), self.ready, "primary")]
        if on_leave is not None:
            self.buttons.append(Button((1110, 12, 150, 46), lambda: self.t("menu"), on_leave, "quiet", size=18))
        self.focus = self.buttons[0]

    def ready(self) -> None:
        """The named player has the device: reveal the table."""
        self.app.pop()
        self.on_ready()

    def on_event(self, event) -> None:
        """A tap anywhere or Enter also continues."""
        if event.type == pygame.MOUSEBUTTONUP or (event.type == pygame.KEYDOWN and event.key in CONTINUE_KEYS):
            self.ready()

    def back(self) -> None:
        """Escape reveals nothing: it goes back to the menu, where the saved game can be resumed."""
        if self.on_leave is not None:
            self.on_leave()

    def draw(self, surface) -> None:
        """A closed curtain with the next player's name and what happened since their last turn."""
        surface.blit(draw.felt(surface.get_size()), (0, 0))
        draw.dim(surface, 120)
        draw.text(surface, self.t("pass_to", name=self.name), 44, theme.GOLD, (640, 110), "title", "center")
        draw.text(surface, self.t("pass_tap", name=self.name), 22, theme.CREAM, (640, 170), "ui", "center")
        draw.text(surface, self.t("hidden_hand"), 18, theme.MUTED, (640, 202), "ui", "center")
        if self.recap:
            self.draw_recap(surface)
        if self.on_leave is not None:
            draw.text(surface, self.t("flow.pass_escape"), 16, theme.MUTED, (640, 660), "ui", "center")
        self.draw_buttons(surface)

    def draw_recap(self, surface) -> None:
        """The lines since the player's last turn in a panel, the latest at the bottom (older ones cut)."""
        lines = [part for line in self.recap for part in draw.wrap(line, RECAP_SIZE, RECAP.width - 40)]
        lines = lines[-((RECAP.height - 64) // LINE_H):]
        panel = pygame.Rect(RECAP.x, RECAP.y, RECAP.width, 64 + LINE_H * len(lines))
        draw.translucent_panel(surface, panel, theme.VEIL, 170, 14)
        draw.rounded(surface, panel, theme.GOLD_DARK, 14, 1)
        draw.text(surface, self.t("flow.recap_title"), 19, theme.GOLD, (panel.x + 20, panel.y + 14), "bold")
        for i, line in enumerate(lines):
            draw.text(surface, line, RECAP_SIZE, theme.CREAM, (panel.x + 20, panel.y + 48 + i * LINE_H))
