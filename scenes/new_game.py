"""The new-game screen: the game, the players, who sits where, the options and a deal code."""
from __future__ import annotations

from urllib.parse import parse_qs

import pygame

from game import GAMES
from parlour import browser
from parlour.match import HUMAN, SEAT_KINDS, Match

from . import draw, theme
from .lesson.start import has_lesson, start_lesson
from .scene import Scene
from .tables import playable_games, table_for
from .widgets import Button, Cycle

SEAT_LABELS = {HUMAN: "human", "easy": "ai_easy", "medium": "ai_medium", "hard": "ai_hard"}
SEED_BOX = pygame.Rect(470, 640, 260, 50)


def page_seed() -> str:
    """The ?seed= of the page address on a directly hosted page, as text ("" natively, inside an iframe
    whose address has no query, or when absent)."""
    page = browser.window()
    if page is None:
        return ""
    try:
        query = str(page.location.search)
    except Exception:
        return ""
    value = parse_qs(query.lstrip("?")).get("seed", [""])[0]
    return value if value.isdigit() else ""


class NewGameScene(Scene):
    """Choose and deal a game; Deal opens its table."""

    def __init__(self, app, game_id=None):
        super().__init__(app)
        self.games = playable_games()
        self.game_id = game_id or self.games[0]
        self.seats = [HUMAN] + ["medium"] * 5
        self.seed_text = page_seed()
        self.typing = False
        self.message = ""
        self.game_buttons = []
        for i, spec in enumerate(GAMES[g] for g in self.games):
            button = Button((60, 130 + i * 70, 380, 58), spec.title, lambda g=spec.id: self.choose(g), size=20)
            self.game_buttons.append(button)
        self.players = max(GAMES[self.game_id].min_players, min(4, GAMES[self.game_id].max_players))
        self.choose(self.game_id)

    @property
    def spec(self):
        """The chosen game's spec."""
        return GAMES[self.game_id]

    def choose(self, game_id) -> None:
        """Select a game and rebuild the seat and option controls."""
        self.game_id = game_id
        spec = self.spec
        self.players = max(spec.min_players, min(self.players, spec.max_players))
        for button, gid in zip(self.game_buttons, self.games):
            button.selected = gid == game_id
        self.option_cycles = [
            Cycle((500 + 370 * (i % 2), 440 + 54 * (i // 2), 350, 46), option.choices,
                  option.choices.index(self.preferred(option)), lambda v, o=option: self.describe_option(o, v))
            for i, option in enumerate(spec.options)
        ]
        self.rebuild()

    def preferred(self, option):
        """An option's starting value: the player's setting where there is one, else the default."""
        if self.game_id == "thirteen" and option.key == "assist":
            return self.app.settings["assist13"]
        return option.default

    def describe_option(self, option, value) -> str:
        """An option's label and value in words."""
        own, shared = f"{self.game_id}.option.{option.key}", f"opt_{option.key}"
        label = next((self.t(k) for k in (own, shared) if self.t(k) != k), option.label)
        if value is True or value is False:
            shown = self.t("on" if value else "off")
        else:
            names = (f"{own}.{value}", f"{shared}_{value}")
            shown = next((self.t(k) for k in names if self.t(k) != k), str(value))
        return self.t("label_value", label=label, value=shown)

    def rebuild(self) -> None:
        """Lay out the buttons for the current game and player count."""
        spec = self.spec
        minus = Button((640, 130, 56, 50), "−", lambda: self.change_players(-1),
                       enabled=lambda: self.players > spec.min_players, size=28)
        plus = Button((770, 130, 56, 50), "+", lambda: self.change_players(1),
                      enabled=lambda: self.players < spec.max_players, size=28)
        self.seat_cycles = []
        for seat in range(self.players):
            rect = (500 + 370 * (seat % 2), 210 + 60 * (seat // 2), 350, 46)
            cycle = Cycle(rect, SEAT_KINDS, SEAT_KINDS.index(self.seats[seat]),
                          lambda v, s=seat: f"{self.seat_name(s)} · {self.t(SEAT_LABELS[v])}",
                          lambda v, s=seat: self.seats.__setitem__(s, v))
            self.seat_cycles.append(cycle)
        back = Button((60, 640, 200, 54), lambda: self.t("back"), self.app.pop, "quiet")
        deal = Button((1000, 630, 220, 64), lambda: self.t("start"), self.deal, "primary", size=26)
        kept = getattr(self, "focus", None)
        learn = Button((760, 630, 220, 64), lambda: self.t("lesson.title"),
                       lambda: start_lesson(self.app, self.game_id), enabled=lambda: has_lesson(self.game_id), size=20)
        self.buttons = [*self.game_buttons, minus, plus, *self.seat_cycles, *self.option_cycles, back, learn, deal]
        # the pressed control keeps the keyboard focus, so the next Enter does the same again
        self.focus = next((b for b in self.buttons if kept is not None and b.rect == kept.rect), deal)

    def seat_name(self, seat) -> str:
        """Seat names: Seat 1, Seat 2, …"""
        return self.t("seat", n=seat + 1)

    def change_players(self, step) -> None:
        """One player more or fewer."""
        self.players = max(self.spec.min_players, min(self.spec.max_players, self.players + step))
        self.rebuild()

    def deal(self) -> None:
        """Start the chosen game (a bad deal code is explained, nothing starts)."""
        seed = None
        if self.seed_text:
            try:
                seed = self.spec.check_seed(int(self.seed_text))
            except ValueError:
                self.message = self.t("seed_bad")
                return
        options = {option.key: cycle.value for option, cycle in zip(self.spec.options, self.option_cycles)}
        try:
            match = Match(self.game_id, self.seats[: self.players], seed, options)
        except ValueError as error:
            self.message = self.t("options_refused", reason=str(error))
            return
        self.message = ""
        self.app.push(table_for(self.app, match))

    def on_event(self, event) -> None:
        """Typing a deal code: click the box, then digits and backspace."""
        if event.type == pygame.MOUSEBUTTONUP:
            self.typing = SEED_BOX.collidepoint(event.pos)
        elif event.type == pygame.KEYDOWN and self.typing:
            if event.key == pygame.K_BACKSPACE:
                self.seed_text = self.seed_text[:-1]
            elif event.unicode and event.unicode.isdigit() and len(self.seed_text) < 19:
                self.seed_text += event.unicode
            self.message = ""

    def draw(self, surface) -> None:
        """The form on the felt."""
        surface.blit(draw.felt(surface.get_size()), (0, 0))
        draw.text(surface, self.t("new_game"), 48, theme.GOLD, (60, 40), "title")
        draw.translucent_panel(surface, (470, 110, 770, 490), alpha=70)
        draw.text(surface, self.t("players"), 24, theme.CREAM, (500, 140), "bold")
        draw.text(surface, str(self.players), 32, theme.CREAM, (733, 155), "bold", "center")
        draw.text(surface, self.t("options"), 20, theme.CREAM, (500, 408), "bold")
        draw.text(surface, self.t("seed"), 18, theme.CREAM, (SEED_BOX.x, SEED_BOX.y - 4), "bold", "bottomleft")
        draw.shadowed_panel(surface, SEED_BOX, theme.PAPER, 10, theme.GOLD if self.typing else theme.INK_SOFT, 2)
        caret = "|" if self.typing and int(self.app.time * 2) % 2 == 0 else ""
        shown = self.seed_text + caret if self.seed_text or self.typing else self.t("seed_hint")
        draw.text(surface, shown, 22, theme.INK if self.seed_text else theme.INK_SOFT,
                  (SEED_BOX.x + 14, SEED_BOX.centery), "ui", "midleft")
        for i, line in enumerate(draw.wrap(self.message, 16, 240)[:4]):
            draw.text(surface, line, 16, theme.ALERT, (SEED_BOX.right + 14, SEED_BOX.y - 18 + 19 * i), "bold")
        self.draw_buttons(surface)
