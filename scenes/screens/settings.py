"""The settings screen: language, sound, volume, motion, symbols, 13's assist, AI speed, the four-colour deck,
fullscreen, each with a line saying what it does."""
from __future__ import annotations

import pygame

from parlour.browser import in_browser
from parlour.online.address import is_address, keep_server, server
from parlour.settings import CHOICES

from ..kit import draw, theme
from ..kit.scene import Scene
from ..kit.slider import Slider
from ..kit.text_field import TextField
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
        # natively the online server's address is the player's to set (a page has its build's)
        self.server_field = None if in_browser() else TextField(
            row_rect(len(ROWS)), server(app.storage), lambda: self.t("online.server_hint"), 200, size=18)
        if self.server_field is not None:
            self.buttons.insert(-1, self.server_field)

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
        if self.server_field is not None:
            try:
                keep_server(self.app.storage, self.server_field.value)
            except ValueError:
                pass

    def server_words(self) -> tuple:
        """The line under the server's field and its colour: what it is for, or why the address is refused."""
        typed = self.server_field.value.strip()
        if typed and not is_address(typed):
            return self.t("online.server_bad"), theme.ALERT
        return self.t("online.server_about"), theme.CREAM

    def draw(self, surface) -> None:
        """The settings on the felt, each explained under it."""
        surface.blit(draw.felt(surface.get_size()), (0, 0))
        draw.text(surface, self.t("settings"), 48, theme.GOLD, (60, 36), "title")
        draw.text(surface, self.t("settings_saved"), 16, theme.CREAM, (640, 700), "ui", "midbottom")
        self.draw_buttons(surface)
        for key, widget in self.rows.items():
            draw_about(surface, widget, self.t(f"settings.about.{key}"), theme.CREAM)
        if self.server_field is not None:
            draw_about(surface, self.server_field, *self.server_words())


def draw_about(surface, widget, words, colour) -> None:
    """A setting's explanation, two lines at most, under its widget."""
    for i, line in enumerate(draw.wrap(words, ABOUT_SIZE, widget.rect.width - 8)[:2]):
        draw.text(surface, line, ABOUT_SIZE, colour, (widget.rect.x + 4, widget.rect.bottom + 8 + i * ABOUT_LINE), "ui")
