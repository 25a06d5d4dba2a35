"""The statistics screen: on its first tab, per game and opponent, played, won, best score and streaks (the rows
scroll when there are more than fit) and the totals over every game; a tab per game with its own page
(scenes/screens/stats_game.py); a reset behind a confirmation."""
from __future__ import annotations

import pygame

from game import GAMES
from parlour.replay_store import last_finished
from parlour.scores import shown_score
from parlour.stats import LEVEL_ORDER, all_stats, game_figures, in_reading_order, reset_stats, totals
from parlour.words import figure

from ..kit import draw, theme
from ..kit.i18n import game_name, short_game_name, tiny_game_name
from ..kit.scene import Scene
from ..kit.scroll import BAR_W, PixelScroll
from ..kit.widgets import Button
from .ask_confirm import AskConfirm
from .carry import open_imported
from .record_exchange import RecordExchange
from .stats_game import draw_page

PAGE = pygame.Rect(160, 110, 960, 515)
COLUMNS = (("game", 190), ("against", 560), ("played", 680), ("won", 780), ("best", 890), ("streak", 1010))
GAME_W = 300
ROW_H, TALL_ROW_H = 34, 54
TOTAL_Y = PAGE.bottom - 44
ROWS = pygame.Rect(PAGE.x + 12, PAGE.y + 52, PAGE.width - 24, TOTAL_Y - 14 - (PAGE.y + 52))
TABS_X, TABS_Y, TAB_H = 400, 40, 46


class StatsScene(Scene):
    """A table of the player's results."""

    def __init__(self, app):
        super().__init__(app)
        self.lines = all_stats(app.storage)
        self.tab = None  # None: every game's table; else a game's own page
        self.tabs = self.make_tabs()
        self.buttons = [*self.tabs,
            Button((40, 640, 180, 54), lambda: self.t("back"), self.app.pop, "quiet"),
            Button((240, 640, 250, 54), lambda: self.t("stats.reset"), self.ask_reset, "quiet",
                   enabled=lambda: bool(self.lines)),
            Button((760, 640, 240, 54), lambda: self.t("replay_last"), self.replay_last,
                   enabled=lambda: last_finished(self.app.storage) is not None,
                   short=lambda: self.t("replay_last_short")),
            Button((1010, 640, 230, 54), lambda: self.t("import"), self.import_record),
        ]
        self.message = ""
        self.exchange = RecordExchange(app)
        self.focus = self.buttons[len(self.tabs)]
        self.scroller = PixelScroll(ROWS, lambda: max(0, sum(height for *_, height in self.rows()) - ROWS.height))

    def make_tabs(self) -> list:
        """All games, then a tab per game, side by side right of the title."""
        names = [(None, lambda: self.t("stats.all_games"))] + [
            (game_id, lambda g=game_id: self.short_name(g)) for game_id in GAMES]
        width = (1240 - TABS_X) // len(names)
        tabs = []
        for i, (game_id, label) in enumerate(names):
            tab = Button((TABS_X + i * width, TABS_Y, width - 8, TAB_H), label, lambda g=game_id: self.show(g),
                         "quiet", size=17, short=lambda g=game_id: tiny_game_name(self.app.language, g))
            tab.selected = game_id is None
            tabs.append(tab)
        return tabs

    def short_name(self, game_id) -> str:
        """A game's name without its author, in the interface language."""
        return short_game_name(self.app.language, game_id).split(" (")[0]

    def show(self, game_id) -> None:
        """Open a game's page (None: every game's table)."""
        self.tab = game_id
        self.figures = game_figures(self.app.storage, game_id) if game_id is not None else None
        for tab, shown in zip(self.tabs, [None, *GAMES]):
            tab.selected = shown == game_id

    def replay_last(self) -> None:
        """Replay the last finished game."""
        self.app.go("replay", match=last_finished(self.app.storage))

    def ask_reset(self) -> None:
        """Ask before every figure goes back to zero."""
        self.app.push(AskConfirm(self.app, self.t("stats.reset_title"), self.t("stats.reset_text"),
                                 self.t("stats.reset_yes"), self.reset))

    def reset(self) -> None:
        """Every figure back to zero (confirmed)."""
        reset_stats(self.app.storage)
        self.lines = all_stats(self.app.storage)
        self.show(self.tab)
        self.scroller.to(0)

    def import_record(self) -> None:
        """Ask for a record to open; it arrives through update()."""
        self.message = self.exchange.begin_import()

    def update(self, dt) -> None:
        """Open an imported record once it arrives (a finished game's replay, an unfinished game's table); a bad
        one is explained."""
        outcome = self.exchange.poll_match()
        if outcome is None:
            return
        match, self.message = outcome
        if match is not None:
            open_imported(self.app, match)

    def on_event(self, event) -> None:
        """The wheel, a drag on the rows and the arrow keys scroll them."""
        self.scroller.handle(event)

    def busy(self) -> bool:
        """An import may arrive from the page at any frame."""
        return self.exchange.waiting

    def draw(self, surface) -> None:
        """Rows of figures on paper, the totals under them."""
        surface.blit(draw.felt(surface.get_size()), (0, 0))
        draw.text(surface, self.t("statistics"), 48, theme.GOLD, (60, 30), "title")
        draw.shadowed_panel(surface, PAGE, theme.PAPER, 16, theme.GOLD)
        if self.tab is not None:
            draw_page(surface, self.t, self.tab, self.short_name(self.tab), self.figures, PAGE)
            self.draw_buttons(surface)
            return
        self.draw_heads(surface)
        if self.lines:
            self.draw_lines(surface)
        else:
            draw.text(surface, self.t("st_none"), 22, theme.INK_SOFT, PAGE.center, "ui", "center")
        self.draw_buttons(surface)
        if self.message:
            for i, line in enumerate(draw.wrap(self.message, 16, 560)):
                draw.text(surface, line, 16, theme.ALERT, (240, round(628 - draw.step(16, 20) * (2 - i))), "bold")

    def draw_heads(self, surface) -> None:
        """The columns' heads on one line; where two would meet (a small window draws them larger than their
        scale), each folded onto two lines within its share."""
        heads = [(self.t(f"st_{key}"), x) for key, x in COLUMNS]
        widths = [draw.text_size(head, 17, "bold")[0] for head, _ in heads]
        meet = any(x + width / 2 + 8 > next_x - next_width / 2
                   for (_, x), width, (_, next_x), next_width in zip(heads[1:], widths[1:], heads[2:], widths[2:]))
        step = draw.step(17, 20)
        for i, (head, x) in enumerate(heads):
            share = GAME_W if i == 0 else min(abs(x - other) for _, other in heads[1:] if other != x) - 12
            lines = draw.fold(head, 17, share, 2, "bold") if meet else [head]
            for k, line in enumerate(lines):
                top = round(PAGE.y + 18 - (len(lines) - 1) * step / 2 + k * step)
                draw.text(surface, line, 17, theme.INK_SOFT, (x, top), "bold", anchor(x))

    def rows(self) -> list:
        """(names, cells, height) of each game and AI level's row, in order; a long name takes two lines."""
        out = []
        for (game_id, level), line in in_reading_order(self.lines):
            title = game_name(self.app.language, game_id) if game_id in GAMES else game_id
            names = draw.wrap(title, 19, GAME_W)[:2]
            level_text = self.t(f"ai_{level}") if level in LEVEL_ORDER else self.t("hotseat")
            best = figure(shown_score(game_id, line["best"]))
            cells = (level_text, str(line["played"]), self.rate(line), best,
                     f"{line['streak']} / {line['best_streak']}")
            out.append((names, cells, ROW_H if len(names) == 1 else TALL_ROW_H))
        return out

    def draw_lines(self, surface) -> None:
        """The rows in their window, scrolled, with a bar when they do not all fit; the totals under them."""
        clip = surface.get_clip()
        surface.set_clip(ROWS)
        y = ROWS.y + 4 - self.scroller.offset
        for names, cells, height in self.rows():
            if ROWS.y - height < y < ROWS.bottom:
                self.draw_row(surface, y, names, cells)
            y += height
        surface.set_clip(clip)
        self.scroller.draw_bar(surface, (PAGE.right - 8 - BAR_W, ROWS.y + 4, BAR_W, ROWS.height - 8))
        summed = totals(self.lines)
        draw.line(surface, theme.RULE_LINE, (PAGE.x + 24, TOTAL_Y - 10), (PAGE.right - 24, TOTAL_Y - 10), 1)
        draw.text(surface, self.t("stats.all_games"), 19, theme.INK, (COLUMNS[0][1], TOTAL_Y), "bold")
        for (_, x), cell in zip(COLUMNS[2:], (str(summed["played"]), self.rate(summed), "—",
                                              f"— / {summed['best_streak']}")):
            draw.text(surface, cell, 19, theme.INK, (x, TOTAL_Y), "bold", anchor(x))

    def rate(self, line) -> str:
        """Games won, with their share of those played."""
        if not line["played"]:
            return "0"
        return f"{line['won']} ({self.t('percent', n=round(100 * line['won'] / line['played']))})"

    def draw_row(self, surface, y, names, cells) -> None:
        """One line of figures: the game's name (on two lines when long, at the same size), then its cells."""
        top = y
        for name in names:
            top = draw.text(surface, name, 19, theme.INK, (COLUMNS[0][1], top), "ui").bottom
        for (_, x), cell in zip(COLUMNS[1:], cells):
            draw.text(surface, cell, 19, theme.INK, (x, y), "ui", anchor(x))


def anchor(x) -> str:
    """The game's column reads from the left, the figures are centred."""
    return "topleft" if x == COLUMNS[0][1] else "midtop"
