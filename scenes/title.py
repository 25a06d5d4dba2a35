"""The title screen: the parlour's name, a fan of cards, and the way in."""
from __future__ import annotations

import pygame

from . import card_art, draw, theme, thirteen_art
from .app import BROWSER
from .i18n import LANGUAGES
from .scene import Scene
from .widgets import Button

FAN = ("B7", "Y5", "G1", "R4", "B2")


class TitleScene(Scene):
    """Title with New game, Rules, the language and (on the desktop) Quit."""

    def __init__(self, app):
        super().__init__(app)
        x = 640 - 150
        self.buttons = [
            Button((x, 400, 300, 56), lambda: self.t("new_game"), self.new_game, "primary", size=24),
            Button((x, 468, 300, 50), lambda: self.t("rules"), self.rules),
            Button((x, 530, 300, 50), lambda: "English · Français", self.switch_language, "quiet", size=20),
        ]
        if not BROWSER:
            self.buttons.append(Button((x, 592, 300, 50), lambda: self.t("quit"), self.quit, "quiet"))
        self.focus = self.buttons[0]

    def new_game(self) -> None:
        """Open the new-game screen."""
        from .new_game import NewGameScene

        self.app.push(NewGameScene(self.app))

    def rules(self) -> None:
        """Open the rules."""
        from .rules_screen import RulesScene

        self.app.push(RulesScene(self.app))

    def switch_language(self) -> None:
        """English ↔ French."""
        self.app.language = LANGUAGES[(LANGUAGES.index(self.app.language) + 1) % len(LANGUAGES)]

    def quit(self) -> None:
        """Close the window."""
        self.app.running = False

    def back(self) -> None:
        """Escape on the title does nothing (the browser has no quit)."""

    def draw(self, surface) -> None:
        """Felt, a fan of cards, the name in gold."""
        surface.blit(draw.felt(surface.get_size()), (0, 0))
        for i, card in enumerate(FAN):
            image = thirteen_art.face(card, thirteen_art.HAND_SIZE, self.t("c_R"))
            angle = (i - 2) * 9
            rotated = pygame.transform.rotozoom(image, -angle, 1)
            shadow = pygame.transform.rotozoom(card_art.lifted(image), -angle, 1)
            cx = 640 + (i - 2) * 54
            cy = 140 + abs(i - 2) * 10
            surface.blit(shadow, shadow.get_rect(center=(cx + 3, cy + 8)))
            surface.blit(rotated, rotated.get_rect(center=(cx, cy)))
        draw.text(surface, self.t("title"), 96, theme.GOLD, (640, 300), "title", "center")
        draw.text(surface, self.t("tagline"), 24, theme.CREAM, (640, 362), "ui", "center")
        self.draw_buttons(surface)
        draw.text(surface, "F11 fullscreen · Tab / Enter", 14, (170, 200, 180), (1260, 706), "ui", "bottomright")
