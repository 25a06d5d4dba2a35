"""The settings screen: language, sound, volume, motion, symbols, 13's assist, AI speed, the four-colour deck,
fullscreen, each with a line saying what it does."""
from __future__ import annotations

import pygame

from parlour.settings import CHOICES

from ..kit import draw, theme
from ..kit.scene import Scene
from ..kit.slider import Slider
from ..kit.widgets import Button, Cycle

ROWS = ("language", "sound", "volume", "animation", "symbols", "assist13", "ai_speed", "four_colour", "fullscreen")
LABEL_KEYS = {"four_colour": "pictures.set_four_colour"}
PER_COLUMN = 5
TOP, ROW_GAP, WIDTH, HEIGHT = 118, 102, 540, 48
ABOUT_SIZE, ABOUT_LINE = 15, 18


def row_rect(index) -> pygame.Rect:
    """Where the setting of a row sits: two columns of five."""
    column, row = divmod(index, PER_COLUMN)
    return pygame.Rect(80 + column * (WIDTH + 80), TOP + row * ROW_GAP, WIDTH, HEIGHT)


class SettingsScene(Scene):
    """Each setting is a chooser (the volume a slider) with its explanation under it; changes are saved at once."""

    def __init__(self, app):
        super().__init__(app)
        self.rows = {key: self.control(key, row_rect(i)) for i, key in enumerate(ROWS)}
        self.volume = self.rows["volume"]
        self.buttons = [*self.rows.values(), Button((40, 640, 180, 54), lambda: self.t("back"), self.app.pop, "quiet")]
        self.focus = self.buttons[0]

    def control(self, key, rect):
        """The widget that sets key: a slider for the volume, a button for fullscreen, else a chooser."""
        if key == "volume":
            return Slider(rect, self.app.settings["volume"],
                          lambda: self.t("label_value", label=self.t("set_volume"),
                                         value=self.describe("volume", self.volume.value)),
                          lambda value: self.change("volume", value), lambda value: self.app.sounds.play("play"))
        if key == "fullscreen":
            return Button(rect, lambda: self.t("fullscreen"), self.app.toggle_fullscreen)
        choices = CHOICES[key]
        return Cycle(rect, choices, choices.index(self.app.settings[key]),
                     lambda value: self.t("label_value", label=self.t(LABEL_KEYS.get(key, "set_" + key)),
                                          value=self.describe(key, value)),
                     lambda value: self.change(key, value))

    def change(self, key, value) -> None:
        """Store a chosen setting; the sound effects hear a change of sound at once."""
        self.app.settings.set(key, value)
        self.app.sounds.apply_volume()

    def describe(self, key, value) -> str:
        """A setting's value in words."""
        if key == "language":
            return {"en": "English", "fr": "Français"}[value]
        if key == "volume":
            return self.t("percent", n=round(value * 100))
        if isinstance(value, bool):
            return self.t("on") if value else self.t("off")
        return self.t(f"{key}_{value}")

    def handle(self, event) -> None:
        """A press, drag or release on the slider is the slider's alone."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP) \
                and self.volume.pointer(event):
            self.hover = self.focus = self.volume
            return
        super().handle(event)

    def draw(self, surface) -> None:
        """The settings on the felt, each explained under it."""
        surface.blit(draw.felt(surface.get_size()), (0, 0))
        draw.text(surface, self.t("settings"), 48, theme.GOLD, (60, 36), "title")
        draw.text(surface, self.t("settings_saved"), 16, theme.CREAM, (640, 700), "ui", "midbottom")
        self.draw_buttons(surface)
        for key, widget in self.rows.items():
            lines = draw.wrap(self.t(f"settings.about.{key}"), ABOUT_SIZE, widget.rect.width - 8)[:2]
            for i, line in enumerate(lines):
                place = (widget.rect.x + 4, widget.rect.bottom + 8 + i * ABOUT_LINE)
                draw.text(surface, line, ABOUT_SIZE, theme.CREAM, place, "ui")
