"""Creating an online room: the New game form (game, players, seats, names, options) with the time after which
an away seat is played by the AI in place of the deal code, sent to the server as a new room."""
from __future__ import annotations

from parlour.match import HUMAN
from parlour.online.address import server
from parlour.online.link import Link

from ..kit import draw, theme
from ..kit.widgets import Cycle
from ..router import REPLACE
from .new_game import SEED_BOX, NewGameScene

AWAY_AFTER = (60, 120, 300, 30, 600, None)
RENAMED = {"new_game": "online.create", "seed": "online.away_after", "start": "online.create"}


def away_words(t, seconds) -> str:
    """An away-after choice in words: never, seconds or minutes."""
    if seconds is None:
        return t("online.away.never")
    if seconds % 60:
        return t("online.away.seconds", n=seconds)
    return t("online.away.minutes", n=seconds // 60)


class OnlineCreateScene(NewGameScene):
    """The New game form for a room; Create sends it and opens the lobby, where the code shows. No seat has a name
    box: the host's shows the name typed on Play online (player), a friend types theirs on joining."""

    def __init__(self, app, player=""):
        self.away_cycle = Cycle(SEED_BOX, AWAY_AFTER, 0, lambda v: away_words(self.t, v), size=20)
        self.player = player
        super().__init__(app)
        self.seat_rows.words = self.seat_words
        self.rebuild()

    def t(self, key, **values) -> str:
        """The New game form's words, renamed where a room differs (its title, the away time, Create)."""
        return super().t(RENAMED.get(key, key), **values)

    def rebuild(self) -> None:
        """The form without the deal code (the server deals) nor the lesson, with the away time."""
        super().rebuild()
        self.away_cycle.rect = self.seed_field.rect.copy()
        lesson = self.t("lesson.title")
        self.buttons = [self.away_cycle if button is self.seed_field else button for button in self.buttons
                        if button.text() != lesson]

    def host_seat(self) -> int:
        """The host's seat: the first person's (where the server seats a room's host)."""
        return next((i for i, kind in enumerate(self.seats[: self.players]) if kind == HUMAN), 0)

    def seat_words(self, seat) -> tuple:
        """What a person's seat shows instead of a name box, and its colour: the host's name, else that a friend
        joins there."""
        if seat == self.host_seat():
            return self.t("online.seat_you", name=self.player or self.t("player_n", n=seat + 1)), theme.CREAM
        return self.t("online.friend_joins"), theme.MUTED

    def deal(self) -> None:
        """Ask the server for the room (the host sits at the first person's seat) and wait in its lobby."""
        seats = self.seats[: self.players]
        options = {option.key: self.option_values[option.key] for option in self.applicable()}
        link = Link(server(self.app.storage), self.app.storage)
        link.session.forget()
        link.session.create(self.game_id, seats, options, name=self.player, away_after=self.away_cycle.value)
        self.app.go("online_lobby", REPLACE, link=link)

    def draw(self, surface) -> None:
        """The form, and above its seats (for a mouse: by touch the tabs stand there) how friends come in."""
        super().draw(surface)
        if not self.form.tabs:
            draw.text(surface, self.t("online.friends_hint"), 15, theme.MUTED, (1215, 146), "ui", "midright")
