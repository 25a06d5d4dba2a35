"""Replaying a game move by move, and its record exported or imported as text (DESIGN.md records)."""
from __future__ import annotations

import pygame

from game.records import record_to_text

from . import draw, theme
from .record_exchange import RecordExchange
from .scene import Scene
from .table.notices import fit, paint
from .tables import table_for
from .widgets import Button

BAR = pygame.Rect(16, 8, 960, 50)


class ReplayScene(Scene):
    """The game's table, passive, stepped through its moves with buttons or the arrow keys."""

    def __init__(self, app, match):
        super().__init__(app)
        self.full = match
        self.index = len(match.moves)
        self.table = None
        self.buttons = [
            Button((BAR.x + 6, BAR.y + 4, 64, 42), "|<", lambda: self.go(0), "plain", size=18),
            Button((BAR.x + 76, BAR.y + 4, 64, 42), "<", lambda: self.go(self.index - 1), "plain", size=18),
            Button((BAR.x + 316, BAR.y + 4, 64, 42), ">", lambda: self.go(self.index + 1), "plain", size=18),
            Button((BAR.x + 386, BAR.y + 4, 64, 42), ">|", lambda: self.go(len(self.full.moves)), "plain", size=18),
            Button((BAR.x + 470, BAR.y + 4, 150, 42), lambda: self.t("export"), self.export, "plain", size=17),
            Button((BAR.x + 626, BAR.y + 4, 150, 42), lambda: self.t("import"), self.import_record, "plain", size=17),
            Button((BAR.x + 782, BAR.y + 4, 170, 42), lambda: self.t("back"), self.app.pop, "quiet", size=17),
        ]
        self.message = ""
        self.exchange = RecordExchange(app)
        self.go(self.index)

    def go(self, index) -> None:
        """Show the position after index moves."""
        self.index = max(0, min(len(self.full.moves), index))
        self.table = table_for(self.app, self.full.prefix(self.index))
        self.table.make_passive()
        self.table.rebuild_log()

    def export(self) -> None:
        """Offer the record text to copy or download (the clipboard natively)."""
        record = self.full.record()
        name = f"parlour-{record['game']}-{record['seed']}"
        self.message = self.exchange.export(record_to_text(record), name)

    def import_record(self) -> None:
        """Ask for a record to replay instead; it arrives through update()."""
        self.message = self.exchange.begin_import()

    def update(self, dt) -> None:
        """Replay an imported record once it arrives (a bad record is explained, nothing changes)."""
        outcome = self.exchange.poll_match()
        if outcome is None:
            return
        match, self.message = outcome
        if match is not None:
            self.full = match
            self.go(len(match.moves))
            self.message = self.t("imported")

    def handle(self, event) -> None:
        """The table's log takes its own input (wheel, drag, keys, chips), then the bar."""
        if not self.table.log.handle(event, self.table.log_labels()):
            super().handle(event)

    def message_place(self):
        """Where the message goes: in the table's free zones clear of the bar, never over a name or a hand."""
        return fit(self.message, [zone for zone in self.table.notice_zones() if not zone.colliderect(BAR)])

    def on_event(self, event) -> None:
        """Arrow keys step; Home and End jump."""
        if event.type == pygame.KEYDOWN:
            steps = {pygame.K_LEFT: self.index - 1, pygame.K_RIGHT: self.index + 1, pygame.K_HOME: 0,
                     pygame.K_END: len(self.full.moves)}
            if event.key in steps:
                self.go(steps[event.key])

    def draw(self, surface) -> None:
        """The table at this move, with the replay bar over it."""
        self.table.draw(surface)
        draw.shadowed_panel(surface, BAR, theme.FELT_DARK, 14, theme.GOLD)
        draw.text(surface, self.t("move_of", n=self.index, total=len(self.full.moves)), 18, theme.CREAM,
                  (BAR.x + 228, BAR.centery), "bold", "center")
        self.draw_buttons(surface)
        placed = self.message_place() if self.message else None
        if placed is not None:
            paint(surface, placed, border=theme.GOLD_DARK)
