"""The new-game screen: the game, the players, who sits where, the options and a deal code."""
from __future__ import annotations

from urllib.parse import parse_qs

from game import GAMES
from parlour import browser
from parlour.match import HUMAN, Match
from parlour.saves import clear_autosave, read_autosave
from parlour.setups import first_choice, last_game, last_setup, remember_setup, usual_players

from ..kit import draw, theme, touch
from ..kit.i18n import game_name, short_game_name
from ..kit.reasons import reason_in_words
from ..kit.scene import Scene
from ..kit.text_field import TextField
from ..kit.widgets import Button, Cycle
from ..tables import playable_games, setting_presets
from .lesson.start import has_lesson, start_lesson
from .new_game_form import MOUSE, TOUCH, option_rect
from .seat_rows import SeatRows

SEED_BOX = MOUSE.seed
GAME_STEP = 92
SEED_DIGITS = 19
DEFAULT_SEATS = (HUMAN,) + ("medium",) * 5


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
    """Choose and deal a game; Deal opens its table (after asking, when it would replace a saved game)."""

    def __init__(self, app, game_id=None):
        super().__init__(app)
        self.games = playable_games()
        remembered = last_game(app.storage)
        self.game_id = game_id or (remembered if remembered in self.games else self.games[0])
        self.seat_rows = SeatRows(list(DEFAULT_SEATS), [""] * 6, self.t)
        self.levels_chosen = {}  # per game, the seats as the player left them on this screen
        self.seed_field = TextField(SEED_BOX, page_seed(), lambda: self.t("seed_hint"), SEED_DIGITS, str.isdigit,
                                    size=22)
        self.message = ""
        self.option_values = {}
        self.form = MOUSE
        self.page = "seats"
        self.tabs = [Button((0, 0, 0, 0), lambda p=p, k=k: self.t(k), lambda p=p: self.show_page(p), size=20)
                     for p, k in (("seats", "seats_page"), ("options", "options"))]
        self.game_buttons = [
            Button((60, 120 + i * GAME_STEP, 380, GAME_STEP - 12), lambda g=g: game_name(self.app.language, g),
                   lambda g=g: self.choose(g), size=20, note=lambda g=g: self.t(f"menus.about.{g}"),
                   short=lambda g=g: short_game_name(self.app.language, g))
            for i, g in enumerate(self.games)
        ]
        self.choose(self.game_id)
        touch.follow(self)

    def arrange(self, roomy) -> None:
        """The form where a mouse wants it, or (roomy) a finger apart, its seats and options on two pages."""
        self.form = TOUCH if roomy else MOUSE
        self.seat_rows.rows = self.form.rows
        for button in self.game_buttons:
            button.size = 24 if roomy else 20
        self.rebuild()

    def show_page(self, page) -> None:
        """Show the seats' or the options' page of the touch layout."""
        self.page = page
        self.rebuild()

    def shown(self, page) -> bool:
        """Whether page's controls show: both in the mouse layout, the chosen page's by touch."""
        return not self.form.tabs or self.page == page

    @property
    def spec(self):
        """The chosen game's spec."""
        return GAMES[self.game_id]

    @property
    def seats(self) -> list:
        """Who plays each seat (the first `players` of them are dealt)."""
        return self.seat_rows.kinds

    @property
    def seed_text(self) -> str:
        """The deal code typed so far."""
        return self.seed_field.value

    @seed_text.setter
    def seed_text(self, value) -> None:
        self.seed_field.value = value

    def choose(self, game_id) -> None:
        """Select a game; its last set-up (players, seats, names, options) comes back, else its usual count of
        players (never the count left by the game chosen before); the seats as last left on this screen for
        that game, else as last dealt, else the defaults (never the levels chosen for another game)."""
        if game_id != self.game_id:
            self.levels_chosen[self.game_id] = list(self.seat_rows.kinds)
        self.game_id = game_id
        spec = self.spec
        self.seat_rows.keep_names()
        setup = last_setup(self.app.storage, game_id)
        self.players = setup.get("players", usual_players(spec))
        kinds = list(DEFAULT_SEATS)
        kinds[:len(setup.get("seats", []))] = setup.get("seats", [])
        self.seat_rows.kinds = self.levels_chosen.pop(game_id, kinds)
        for i, name in enumerate(setup.get("names", [])):
            self.seat_rows.names[i] = name
        self.seat_rows.fields = {}
        stored = setup.get("options", {})
        self.option_values = {o.key: stored.get(o.key, self.preferred(o)) for o in spec.options}
        for button, gid in zip(self.game_buttons, self.games):
            button.selected = gid == game_id
        self.rebuild()

    def preferred(self, option):
        """An option's starting value: the player's setting where there is one, else the first-game choice."""
        setting = setting_presets(self.game_id).get(option.key)
        return self.app.settings[setting] if setting is not None else first_choice(self.game_id, option)

    def applicable(self) -> tuple:
        """The options that apply now, as the engine describes them (e.g. Rounds only when cumulative)."""
        return self.spec.applicable_options(self.players, self.option_values)

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

    def settle_options(self) -> None:
        """A choice that no longer fits (teams for three players) falls back to the default or the first that fits."""
        for option in self.spec.options:
            fits = option.choices_for(self.players, self.option_values)
            if self.option_values[option.key] not in fits:
                self.option_values[option.key] = option.default if option.default in fits else fits[0]

    def applicable_choices(self) -> list:
        """(option, the choices that fit now) for each option that applies."""
        return [(o, o.choices_for(self.players, self.option_values)) for o in self.applicable()]

    def set_option(self, key, value) -> None:
        """Change one option; the options that depend on it appear or go."""
        self.option_values[key] = value
        self.rebuild()

    def option_top(self) -> int:
        """Where the options begin, under the seat rows."""
        return self.seat_rows.rows.bottom(self.players) + 16

    def rebuild(self) -> None:
        """Lay out the controls for the current game, player count and options."""
        spec, form = self.spec, self.form
        minus = Button(form.minus, "−", lambda: self.change_players(-1),
                       enabled=lambda: self.players > spec.min_players, size=28)
        plus = Button(form.plus, "+", lambda: self.change_players(1),
                      enabled=lambda: self.players < spec.max_players, size=28)
        seats = self.seat_rows.build(self.players, self.rebuild) if self.shown("seats") else []
        self.settle_options()
        top = self.option_top() + 26
        self.option_cycles = [
            Cycle(option_rect(form, i, top), choices, choices.index(self.option_values[option.key]),
                  lambda v, o=option: self.describe_option(o, v), lambda v, o=option: self.set_option(o.key, v),
                  size=18)
            for i, (option, choices) in enumerate(self.applicable_choices())
        ] if self.shown("options") else []
        for tab, rect in zip(self.tabs, form.tabs):
            tab.rect, tab.selected = rect, tab is self.tabs[self.page == "options"]
        self.seed_field.rect = form.seed.copy()
        back = Button(form.back, lambda: self.t("back"), self.app.pop, "quiet")
        deal = Button(form.deal, lambda: self.t("start"), self.deal, "primary", size=26)
        kept = getattr(self, "focus", None)
        learn = Button(form.learn, lambda: self.t("lesson.title"),
                       lambda: start_lesson(self.app, self.game_id), enabled=lambda: has_lesson(self.game_id), size=20)
        self.buttons = [*self.game_buttons, minus, plus, *self.tabs[:len(form.tabs)], *seats, *self.option_cycles,
                        self.seed_field, back, learn, deal]
        # the pressed control keeps the keyboard focus, so the next Enter does the same again
        self.focus = next((b for b in self.buttons if kept is not None and b.rect == kept.rect), deal)

    def update(self, dt) -> None:
        """A window of another size draws the levels' words at another size: the seat rows are laid out again."""
        super().update(dt)
        if self.seat_rows.outgrown():
            self.rebuild()

    def change_players(self, step) -> None:
        """One player more or fewer."""
        self.players = max(self.spec.min_players, min(self.spec.max_players, self.players + step))
        self.rebuild()

    def deal(self) -> None:
        """Start the chosen game (a bad deal code is explained, nothing starts); ask first when it would
        replace this game's saved game."""
        seed = None
        if self.seed_text:
            try:
                seed = self.spec.check_seed(int(self.seed_text))
            except ValueError:
                self.message = self.t("seed_bad")
                return
        options = {option.key: self.option_values[option.key] for option in self.applicable()}
        names = self.seat_rows.chosen_names(self.players)
        try:
            match = Match(self.game_id, self.seats[: self.players], seed, options, names=names)
        except ValueError as error:
            self.message = self.t("options_refused", reason=reason_in_words(self.app.language, error))
            return
        self.message = ""
        remember_setup(self.app.storage, self.game_id, self.players, self.seats, self.seat_rows.names, options)
        saved, _ = read_autosave(self.app.storage, self.game_id)
        if saved is None:
            self.start(match)
            return
        self.app.go("ask_replace", saved=saved, replace=lambda: self.start(match))

    def start(self, match) -> None:
        """Open the table of match (a saved game of the same game is replaced)."""
        clear_autosave(self.app.storage, match.spec.id)
        self.app.go("table", match=match)

    def draw(self, surface) -> None:
        """The form on the felt."""
        surface.blit(draw.felt(surface.get_size()), (0, 0))
        draw.text(surface, self.t("new_game"), 48, theme.GOLD, (60, 40), "title")
        form = self.form
        draw.translucent_panel(surface, form.panel, alpha=70)
        draw.text(surface, self.t("players"), 24, theme.CREAM, form.players, "bold", "midleft")
        draw.text(surface, str(self.players), 32, theme.CREAM, form.count, "bold", "center")
        if self.seat_rows.fields and not form.tabs:
            draw.text(surface, self.t("menus.names_hint"), 15, theme.MUTED, (1215, 146), "ui", "midright")
        if self.shown("seats"):
            self.seat_rows.draw(surface, self.players)
        if self.option_cycles and not form.tabs:
            draw.text(surface, self.t("options"), 18, theme.CREAM, (500, self.option_top()), "bold")
        self.draw_option_notes(surface)
        seed = self.seed_field.rect
        draw.text(surface, self.t("seed"), 18, theme.CREAM, (seed.x, seed.y - 4), "bold", "bottomleft")
        # under the list of games: the one free space clear of every button, wide enough for a reason
        top = 120 + GAME_STEP * len(self.games) + 8
        for i, line in enumerate(draw.wrap(self.message, 17, 380)[:5]):
            draw.text(surface, line, 17, theme.ALERT, (60, round(top + draw.step(17, 21) * i)), "bold")
        self.draw_buttons(surface)

    def draw_option_notes(self, surface) -> None:
        """What each option does: under it for a mouse, beside it by touch."""
        roomy = bool(self.form.tabs)
        size, step, lines = (16, 20, 3) if roomy else (14, 17, 2)
        for cycle, option in zip(self.option_cycles, self.applicable()):
            about = self.t(f"menus.option_about.{self.game_id}.{option.key}")
            left = cycle.rect.right + 24 if roomy else cycle.rect.x + 2
            width = self.form.panel.right - 24 - left if roomy else cycle.rect.width
            drawn_step = draw.step(size, step)  # longer when a small window draws the text larger: fewer lines
            wrapped = draw.fold(about, size, width, int(lines * step // drawn_step))
            step = drawn_step
            top = cycle.rect.centery - step * len(wrapped) / 2 if roomy else cycle.rect.bottom + 5
            for i, line in enumerate(wrapped):
                draw.text(surface, line, size, theme.MUTED, (left, round(top + step * i)), "ui")
