"""An online room before its game: the code big and plain, the game and how long an away seat waits, the link to
give friends (with Copy), the seats taken so far and who is connected; the host starts once every seat is taken.
The table opens when the game begins."""
from __future__ import annotations

from parlour.browser import in_browser
from parlour.online.address import room_link
from parlour.seats import Seating

from ..kit import draw, theme
from ..kit.clipboard import copy_text
from ..kit.i18n import game_name
from ..kit.scene import Scene
from ..kit.widgets import Button
from ..router import REPLACE
from .online_create import away_words

SEATS_TOP = 340
SEAT_STEP = 40


class OnlineLobbyScene(Scene):
    """Waits in link's room (a parlour.online.link.Link) until its game begins."""

    def __init__(self, app, link):
        super().__init__(app)
        self.link = link
        self.message = ""
        self.heard = True
        self.buttons = [
            Button((900, 148, 240, 48), lambda: self.t("online.copy" if in_browser() else "online.copy_code"),
                   self.copy, "plain", self.has_room, 19),
            Button((60, 640, 200, 54), lambda: self.t("online.leave"), self.leave, "quiet"),
            Button((1000, 630, 220, 64), lambda: self.t("online.start"), self.link.session.start, "primary",
                   self.can_start, 26),
        ]
        self.focus = self.buttons[-1]

    @property
    def room(self):
        """The room as the server last told it, or None while connecting."""
        return self.link.session.room

    def has_room(self) -> bool:
        """Whether the room is known (joined)."""
        return self.room is not None and self.link.session.seat is not None

    def can_start(self) -> bool:
        """The host, every seat taken, the game not begun."""
        room = self.room
        return self.has_room() and self.link.session.host and room["status"] == "lobby" and \
            all(seat["taken"] for seat in room["seats"])

    def copy(self) -> None:
        """Put the room's link on the clipboard."""
        done = copy_text(room_link(self.room["code"]))
        self.message = self.t("online.copied" if done else "online.copy_failed")

    def leave(self) -> None:
        """Leave the room (a friend's seat is freed) and go back."""
        self.link.session.leave()
        self.link.close()
        self.app.pop()

    def back(self) -> None:
        """Escape leaves the room too."""
        self.leave()

    def update(self, dt) -> None:
        """What the server said: the game's first position opens the table."""
        happened = self.link.pump(self.app.time)
        self.heard = bool(happened)
        for index, (kind, payload) in enumerate(happened):
            if kind == "position":
                # what came with the deal in the same frame (the AI's first moves) is the table's to show
                self.link.put_back(happened[index + 1:])
                self.app.go("online_table", REPLACE, link=self.link, position=payload)
                return
            if kind == "problem":
                self.message = self.t(f"online.error.{payload.code}")

    def busy(self) -> bool:
        """Draw again when the server said something (a seat taken, someone connected) or the field's caret
        blinks."""
        return super().busy() or self.heard

    def seat_line(self, index, seat) -> str:
        """A seat in words: its person's name (or an open seat), an AI's name and level as the table will show
        them; the host marked."""
        if seat["kind"] != "human":
            kinds = [other["kind"] for other in self.room["seats"]]
            return self.t("online.seat_ai_named", name=Seating(kinds).usual_name(index, self.t),
                          level=self.t(f"ai_{seat['kind']}"))
        name = seat["name"] or self.t("player_n", n=index + 1)
        line = name if seat["taken"] else self.t("online.seat_open")
        if index == self.room["host"]:
            line += f" · {self.t('online.host')}"
        return line

    def about_lines(self) -> list:
        """The room's game and player count, then how long an away seat waits for its player."""
        room = self.room
        game = self.t("online.room_game", game=game_name(self.app.language, room["game"]), count=room["players"])
        away = room.get("away_after")
        waits = self.t("online.room_away", time=away_words(self.t, int(away))) if away else \
            self.t("online.room_away_never")
        return [game, waits]

    def draw(self, surface) -> None:
        """The room's code, game, link and seats; while connecting, where to."""
        surface.blit(draw.felt(surface.get_size()), (0, 0))
        draw.text(surface, self.t("online.lobby"), 48, theme.GOLD, (60, 40), "title")
        if not self.has_room():
            draw.text(surface, self.t("online.connecting", server=self.link.url), 20, theme.CREAM, (640, 300),
                      "ui", "center")
        else:
            code = self.room["code"]
            draw.text(surface, f"{code[:4]} {code[4:]}", 72, theme.CREAM, (640, 130), "title", "midtop")
            game, waits = self.about_lines()
            draw.text(surface, game, 22, theme.GOLD, (640, 222), "bold", "midtop")
            draw.text(surface, waits, 17, theme.CREAM, (640, 252), "ui", "midtop")
            if room_link(code) != code:
                draw.text(surface, self.t("online.link", link=room_link(code)), 17, theme.MUTED, (640, 280), "ui",
                          "midtop")
            connected = self.link.session.connected
            for i, seat in enumerate(self.room["seats"]):
                y = SEATS_TOP + SEAT_STEP * i
                here = seat["kind"] != "human" or (i < len(connected) and connected[i])
                draw.circle(surface, (110, 200, 120) if here else (150, 150, 150), (470, y + 14), 7)
                colour = theme.GOLD if i == self.link.session.seat else theme.CREAM
                draw.text(surface, self.seat_line(i, seat), 22, colour, (490, y + 14), "bold", "midleft")
            if not self.link.session.host:
                draw.text(surface, self.t("online.waiting"), 18, theme.CREAM, (640, 600), "ui", "center")
        for i, line in enumerate(draw.wrap(self.message, 17, 600)[:2]):
            draw.text(surface, line, 17, theme.ALERT, (340, round(560 + draw.step(17, 22) * i)), "bold")
        self.draw_buttons(surface)
