"""The settings screen: sections of settings (reading the table, pace and sound, the games, online play), each
setting with a line saying what it does; the page scrolls by wheel, drag or focus when it outgrows the view."""
from __future__ import annotations

import pygame

from parlour.browser import in_browser
from parlour.online.address import is_address, keep_server, server
from parlour.settings import CHOICES

from ..kit import draw, theme, touch
from ..kit.scene import Scene
from ..kit.scroll import BAR_W, PixelScroll
from ..kit.slider import Slider
from ..kit.text_field import TextField
from ..kit.widgets import Button, Cycle
from .settings_rows import VIEW, Page, shown_sections

LABEL_KEYS = {"four_colour": "pictures.set_four_colour"}
ABOUT_SIZE, ABOUT_LINE = 15, 18
POINTER = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP)


class SettingsScene(Scene):
    """Each setting is a chooser (the volume a slider, the server a text field) with its explanation under it;
    changes are saved at once."""

    def __init__(self, app, sections=None):
        super().__init__(app)
        # natively the online server's address is the player's to set (a page has its build's)
        self.page = Page(sections or shown_sections(not in_browser()))
        self.rows = {key: self.control(key, rect.copy()) for key, rect in self.page.rows.items()}
        self.volume = self.rows.get("volume")
        self.server_field = self.rows.get("server")
        self.back_button = Button((40, 640, 180, 54), lambda: self.t("back"), self.app.pop, "quiet")
        self.buttons = [*self.rows.values(), self.back_button]
        self.focus = self.buttons[0]
        self.scroller = PixelScroll(VIEW, self.page.most_scroll)
        self.place()

    def control(self, key, rect):
        """The widget that sets key: a slider for the volume, a button for fullscreen, a text field for the
        server's address, else a chooser."""
        if key == "volume":
            return Slider(rect, self.app.settings["volume"],
                          lambda: self.t("label_value", label=self.t("set_volume"),
                                         value=self.describe("volume", self.volume.value)),
                          lambda value: self.change("volume", value), lambda value: self.app.sounds.play("play"))
        if key == "fullscreen":
            return Button(rect, lambda: self.t("fullscreen"), self.app.toggle_fullscreen)
        if key == "server":
            return TextField(rect, server(self.app.storage), lambda: self.t("online.server_hint"), 200, size=18)
        choices = CHOICES[key]
        return Cycle(rect, choices, choices.index(self.app.settings[key]),
                     lambda value: self.t("label_value", label=self.t(LABEL_KEYS.get(key, "set_" + key)),
                                          value=self.describe(key, value)),
                     lambda value: self.change(key, value))

    def place(self) -> None:
        """Every row where the page's scroll puts it in the view."""
        shift = VIEW.y - self.scroller.offset
        for key, widget in self.rows.items():
            widget.rect = self.page.rows[key].move(0, shift)

    def show(self, widget) -> None:
        """Scroll just enough for widget and its explanation to be in view."""
        if widget not in self.rows.values():
            return
        top = self.page.rows[next(k for k, w in self.rows.items() if w is widget)]
        low, high = top.bottom + 2 * ABOUT_LINE + 12 - VIEW.height, top.y - 8
        self.scroller.to(max(low, min(self.scroller.offset, high)))
        self.place()

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

    def button_at(self, pos):
        """The enabled control under pos: a row only where the view shows it."""
        shown = [b for b in self.buttons if b.is_enabled()
                 and (b is self.back_button or (VIEW.collidepoint(pos) and VIEW.colliderect(b.rect)))]
        return touch.pick(shown, lambda button: button.rect, pos, self.touch_minimum())

    def move_focus(self, step) -> None:
        """Tab to the next control, the page scrolled to show it."""
        super().move_focus(step)
        self.show(self.focus)

    def handle(self, event) -> None:
        """The slider's press, drag and release are its own; the wheel, and a drag from between the rows,
        scroll the page; then the controls."""
        if event.type in POINTER and self.volume is not None and self.volume.pointer(event):
            self.hover = self.focus = self.volume
            return
        scrolls = event.type == pygame.MOUSEWHEEL or (
            event.type in POINTER and (self.scroller.drag_from is not None or (
                event.type == pygame.MOUSEBUTTONDOWN and self.button_at(event.pos) is None)))
        if scrolls and self.scroller.handle(event):
            self.place()
            return
        super().handle(event)
        if self.server_field is not None:
            try:
                keep_server(self.app.storage, self.server_field.value)
            except ValueError:
                pass

    def about(self, key) -> tuple:
        """The line under a row and its colour: what the setting does (for the server, why an address is
        refused)."""
        if key != "server":
            return self.t(f"settings.about.{key}"), theme.CREAM
        typed = self.server_field.value.strip()
        if typed and not is_address(typed):
            return self.t("online.server_bad"), theme.ALERT
        return self.t("online.server_about"), theme.CREAM

    def draw(self, surface) -> None:
        """The settings on the felt, by section, each explained under it; the view's part of the page."""
        surface.blit(draw.felt(surface.get_size()), (0, 0))
        draw.text(surface, self.t("settings"), 48, theme.GOLD, (60, 36), "title")
        draw.text(surface, self.t("settings_saved"), 16, theme.CREAM, (640, 700), "ui", "midbottom")
        clip = surface.get_clip()
        surface.set_clip(VIEW.clip(clip))
        shift = VIEW.y - self.scroller.offset
        for title, rect in self.page.headers:
            at = rect.move(0, shift)
            draw.text(surface, self.t(title), 22, theme.GOLD, (at.x, at.y), "bold")
            draw.rounded(surface, (at.x, at.bottom - 6, at.width, 1), theme.GOLD_DARK, 0)
        for key, widget in self.rows.items():
            widget.draw(surface, widget is self.hover, widget is self.focus)
            draw_about(surface, widget, *self.about(key))
        surface.set_clip(clip)
        self.back_button.draw(surface, self.back_button is self.hover, self.back_button is self.focus)
        if self.page.most_scroll():
            self.scroller.draw_bar(surface, (VIEW.right - 24, VIEW.y + 8, BAR_W, VIEW.height - 16))
            hint = "scroll_hint.touch" if touch.wanted(self.app) else "scroll_hint"
            draw.text(surface, self.t(hint), 15, theme.CREAM, (1240, 660), "ui", "topright")


def draw_about(surface, widget, words, colour) -> None:
    """A setting's explanation, two lines at most, under its widget (one, cut short, when a small window draws
    its text larger than the room for two)."""
    step = draw.step(ABOUT_SIZE, ABOUT_LINE)
    for i, line in enumerate(draw.fold(words, ABOUT_SIZE, widget.rect.width - 8, int(2 * ABOUT_LINE // step))):
        draw.text(surface, line, ABOUT_SIZE, colour, (widget.rect.x + 4, round(widget.rect.bottom + 8 + i * step)))
