"""The title screen: the parlour's name, a fan of cards, and the way in."""
from __future__ import annotations

import pygame

from parlour.browser import in_browser
from parlour.saves import read_autosave
from parlour.words import LANGUAGES, catalogue

from . import card_art, draw, theme, thirteen_art
from .lesson.start import learn
from .scene import Scene
from .widgets import Button

FAN = ("B7", "Y5", "G1", "R4", "B2")


class TitleScene(Scene):
    """Title with New game, Rules, the language and (on the desktop) Quit."""

    def __init__(self, app):
        super().__init__(app)
        self.saved, self.problem = read_autosave(app.storage)
        x = 640 - 150
        self.buttons = [
            Button((x, 398, 300, 56), lambda: self.t("new_game"), self.new_game, "primary", size=24),
            Button((x - 160, 466, 200, 50), lambda: self.t("rules"), self.rules),
            Button((x + 50, 466, 200, 50), lambda: self.t("settings"), self.settings),
            Button((x + 260, 466, 200, 50), lambda: self.t("statistics"), self.statistics),
            Button((x - 160, 528, 200, 50), lambda: self.t("lesson.title"), lambda: learn(self.app), size=20),
            Button((x + 50, 528, 410, 50), lambda: "English · Français", self.switch_language, "quiet", size=20),
        ]
        if self.saved is not None:
            self.buttons[0].rect.x = x - 160
            self.buttons.insert(0, Button((x + 170, 398, 290, 56), lambda: self.t("resume"), self.resume,
                                          "primary", size=24))
        if not in_browser():
            self.buttons.append(Button((x, 590, 300, 50), lambda: self.t("quit"), self.quit, "quiet"))
        self.focus = self.buttons[0]

    def resume(self) -> None:
        """Back to the autosaved game."""
        from .tables import table_for

        table = table_for(self.app, self.saved)
        table.rebuild_log()
        self.app.push(table)

    def settings(self) -> None:
        """Open the settings."""
        from .settings_screen import SettingsScene

        self.app.push(SettingsScene(self.app))

    def statistics(self) -> None:
        """Open the statistics."""
        from .stats_screen import StatsScene

        self.app.push(StatsScene(self.app))

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
        rotten = catalogue(self.app.language).say("thirteen.card.colour.R")
        for i, card in enumerate(FAN):
            image = thirteen_art.face(card, thirteen_art.HAND_SIZE, rotten)
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
        if self.problem:
            for i, line in enumerate(draw.wrap(self.t("save_unreadable", reason=self.problem), 17, 900)):
                draw.text(surface, line, 17, theme.ALERT, (640, 650 + 22 * i), "bold", "midtop")
        hint = self.t("keys_hint_fullscreen" if self.app.can_fullscreen() else "keys_hint")
        draw.text(surface, hint, 14, (170, 200, 180), (1260, 706), "ui", "bottomright")
