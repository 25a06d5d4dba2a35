"""The statistics screen: per game and AI level, played, won, best score and streaks."""
from __future__ import annotations

import pygame

from game import GAMES
from parlour.replay_store import last_finished
from parlour.stats import all_stats
from parlour.words import figure

from ..kit import draw, theme
from ..kit.i18n import game_name
from ..kit.scene import Scene
from ..kit.widgets import Button
from .record_exchange import RecordExchange


class StatsScene(Scene):
    """A table of the player's results."""

    def __init__(self, app):
        super().__init__(app)
        self.lines = all_stats(app.storage)
        self.buttons = [
            Button((40, 640, 180, 54), lambda: self.t("back"), self.app.pop, "quiet"),
            Button((760, 640, 240, 54), lambda: self.t("replay_last"), self.replay_last,
                   enabled=lambda: last_finished(self.app.storage) is not None),
            Button((1010, 640, 230, 54), lambda: self.t("import"), self.import_record),
        ]
        self.message = ""
        self.exchange = RecordExchange(app)
        self.focus = self.buttons[0]

    def replay_last(self) -> None:
        """Replay the last finished game."""
        self.app.go("replay", match=last_finished(self.app.storage))

    def import_record(self) -> None:
        """Ask for a record to replay; it arrives through update()."""
        self.message = self.exchange.begin_import()

    def update(self, dt) -> None:
        """Replay an imported record once it arrives; a bad one is explained."""
        outcome = self.exchange.poll_match()
        if outcome is None:
            return
        match, self.message = outcome
        if match is not None:
            self.app.go("replay", match=match)

    def draw(self, surface) -> None:
        """Rows of figures on paper."""
        surface.blit(draw.felt(surface.get_size()), (0, 0))
        draw.text(surface, self.t("statistics"), 48, theme.GOLD, (60, 40), "title")
        page = pygame.Rect(160, 120, 960, 500)
        draw.shadowed_panel(surface, page, theme.PAPER, 16, theme.GOLD)
        columns = (("game", 190), ("against", 470), ("played", 620), ("won", 720), ("best", 830),
                   ("streak", 960))
        for key, x in columns:
            anchor = "midtop" if x > 200 else "topleft"
            draw.text(surface, self.t(f"st_{key}"), 17, theme.INK_SOFT, (x, 140), "bold", anchor)
        if not self.lines:
            draw.text(surface, self.t("st_none"), 22, theme.INK_SOFT, page.center, "ui", "center")
        for row, ((game_id, level), line) in enumerate(sorted(self.lines.items())):
            y = 180 + 36 * row
            if y > page.bottom - 30:
                break
            title = game_name(self.app.language, game_id) if game_id in GAMES else game_id
            level_text = self.t(f"ai_{level}") if level in ("easy", "medium", "hard") else self.t("hotseat")
            share = self.t("percent", n=round(100 * line["won"] / line["played"])) if line["played"] else ""
            rate = f"{line['won']} ({share})" if line["played"] else "0"
            cells = (title, level_text, str(line["played"]), rate, figure(line["best"]),
                     f"{line['streak']} / {line['best_streak']}")
            for (_, x), cell in zip(columns, cells):
                draw.text(surface, cell, 19, theme.INK, (x, y), "ui", "midtop" if x > 200 else "topleft")
        self.draw_buttons(surface)
        if self.message:
            for i, line in enumerate(draw.wrap(self.message, 16, 560)):
                draw.text(surface, line, 16, theme.ALERT, (240, 628 - 20 * (2 - i)), "bold")
