"""The settings screen: language, sound, motion, symbols, 13's assist, AI speed, the four-colour deck,
fullscreen."""
from __future__ import annotations

from parlour.settings import CHOICES

from ..kit import draw, theme
from ..kit.scene import Scene
from ..kit.widgets import Button, Cycle

ROWS = ("language", "sound", "volume", "animation", "symbols", "assist13", "ai_speed", "four_colour")
LABEL_KEYS = {"four_colour": "pictures.set_four_colour"}


class SettingsScene(Scene):
    """Each setting is a chooser; changes are saved at once."""

    def __init__(self, app):
        super().__init__(app)
        self.cycles = []
        for i, key in enumerate(ROWS):
            choices = CHOICES[key]
            cycle = Cycle((390, 120 + 58 * i, 500, 48), choices, choices.index(app.settings[key]),
                          lambda value, k=key: self.t("label_value", label=self.t(LABEL_KEYS.get(k, "set_" + k)),
                                                      value=self.describe(k, value)),
                          lambda value, k=key: self.app.settings.set(k, value))
            self.cycles.append(cycle)
        self.buttons = [
            *self.cycles,
            Button((390, 120 + 58 * len(ROWS), 500, 48), lambda: self.t("fullscreen"), self.app.toggle_fullscreen),
            Button((40, 640, 180, 54), lambda: self.t("back"), self.app.pop, "quiet"),
        ]
        self.focus = self.buttons[0]

    def describe(self, key, value) -> str:
        """A setting's value in words."""
        if key == "language":
            return {"en": "English", "fr": "Français"}[value]
        if key == "volume":
            return self.t("percent", n=round(value * 100))
        if isinstance(value, bool):
            return self.t("on") if value else self.t("off")
        return self.t(f"{key}_{value}")

    def draw(self, surface) -> None:
        """The choosers on the felt."""
        surface.blit(draw.felt(surface.get_size()), (0, 0))
        draw.text(surface, self.t("settings"), 48, theme.GOLD, (60, 40), "title")
        draw.text(surface, self.t("settings_saved"), 16, theme.CREAM, (640, 700), "ui", "midbottom")
        self.draw_buttons(surface)
