"""Play online: the player's name (kept for next time), then create a room, join one by its code (Enter in the code
field joins), or go back to the kept seat; natively the server's address is typed here too."""
from __future__ import annotations

import pygame

from parlour.browser import in_browser
from parlour.match import NAME_LENGTH
from parlour.online.address import keep_server, room_asked, server
from parlour.online.link import Link
from parlour.online.session import SEAT_KEY
from parlour.storage import load_json, save_json

from ..kit import draw, theme
from ..kit.scene import Scene
from ..kit.text_field import TextField
from ..kit.widgets import Button
from ..router import REPLACE

CODE_LENGTH = 11
NAME_KEY = "online_name"
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


class OnlineScene(Scene):
    """Create or join a room on the server (natively its address can be set here; in the browser it is the
    page's build setting)."""

    def __init__(self, app, code=None):
        super().__init__(app)
        self.message = ""
        self.server_field = TextField((340, 172, 600, 48), server(app.storage), lambda: self.t("online.server_hint"),
                                      200, size=19)
        kept_name, _ = load_json(app.storage, NAME_KEY, "")
        self.name_field = TextField((340, 250, 300, 48), kept_name if isinstance(kept_name, str) else "",
                                    lambda: self.t("online.your_name"), NAME_LENGTH)
        self.code_field = TextField((340, 400, 300, 56), code or room_asked(), lambda: self.t("online.code"),
                                    CODE_LENGTH, lambda c: c.isalnum() or c in " -", size=26)
        kept, _ = load_json(app.storage, SEAT_KEY, {})
        self.kept = kept.get("code", "") if isinstance(kept, dict) else ""
        self.buttons = [
            self.name_field,
            Button((660, 250, 280, 48), lambda: self.t("online.create"), self.create, "primary", self.usable, 20),
            self.code_field,
            Button((660, 400, 280, 56), lambda: self.t("online.join"), self.join, "primary",
                   lambda: self.usable() and bool(self.code_field.value.strip()), 22),
            Button((60, 640, 200, 54), lambda: self.t("back"), self.app.pop, "quiet"),
        ]
        if self.kept:
            self.buttons.insert(4, Button((340, 500, 600, 56), lambda: self.t("online.return", code=self.kept),
                                          self.rejoin, "plain", self.usable, 20))
        if not in_browser():
            self.buttons.insert(0, self.server_field)
        self.focus = self.code_field if self.code_field.value else self.name_field

    def address(self) -> str:
        """The server to play on: the typed one natively (kept once it is good), else the page's."""
        if in_browser():
            return server(self.app.storage)
        try:
            keep_server(self.app.storage, self.server_field.value)
        except ValueError:
            return ""
        return self.server_field.value.strip()

    def usable(self) -> bool:
        """Whether a server is set (natively: a good address is typed)."""
        return bool(self.address()) if in_browser() else bool(self.server_field.value.strip())

    def connect(self):
        """A link to the server, or None with the reason shown."""
        url = self.address()
        if not url:
            self.message = self.t("online.server_bad") if self.server_field.value.strip() else \
                self.t("online.no_server")
            return None
        return Link(url, self.app.storage)

    def handle(self, event) -> None:
        """Enter in the code field joins its room; everything else as on any screen."""
        if (event.type == pygame.KEYDOWN and event.key in ENTER_KEYS and self.focus is self.code_field
                and self.buttons[self.buttons.index(self.code_field) + 1].is_enabled()):
            self.join()
            return
        super().handle(event)

    def keep_name(self) -> str:
        """The name typed, kept for the next visit."""
        name = self.name_field.value.strip()
        if name:
            save_json(self.app.storage, NAME_KEY, name)
        return name

    def create(self) -> None:
        """Set up a room: the New game form's choices, sent to the server; never without a name (the room shows
        it to the others)."""
        if not self.address():
            self.connect()
        elif not self.keep_name():
            self.message = self.t("online.name_first")
            self.focus = self.name_field
        else:
            self.app.go("online_create", player=self.name_field.value)

    def join(self) -> None:
        """Join the room whose code is typed."""
        link = self.connect()
        if link is not None:
            link.session.forget()
            link.session.join(self.code_field.value, name=self.keep_name())
            self.app.go("online_lobby", REPLACE, link=link)

    def rejoin(self) -> None:
        """Back to the kept seat (connecting rejoins it)."""
        link = self.connect()
        if link is not None:
            self.app.go("online_lobby", REPLACE, link=link)

    def draw(self, surface) -> None:
        """The form on the felt."""
        surface.blit(draw.felt(surface.get_size()), (0, 0))
        draw.text(surface, self.t("online.title"), 48, theme.GOLD, (60, 40), "title")
        draw.text(surface, self.t("online.intro"), 18, theme.CREAM, (340, 100), "ui")
        if not in_browser():
            draw.text(surface, self.t("online.server"), 17, theme.CREAM, (340, 168), "bold", "bottomleft")
        draw.text(surface, self.t("online.your_name"), 17, theme.CREAM, (340, 248), "bold", "bottomleft")
        draw.text(surface, self.t("online.code"), 17, theme.CREAM, (340, 398), "bold", "bottomleft")
        notice = self.message or ("" if self.usable() else self.t("online.no_server"))
        for i, line in enumerate(draw.wrap(notice, 17, 600)[:3]):
            draw.text(surface, line, 17, theme.ALERT, (340, round(580 + draw.step(17, 22) * i)), "bold")
        self.draw_buttons(surface)
