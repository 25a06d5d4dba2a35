"""Replaying a game move by move, and its record exported or imported as text (DESIGN.md records)."""
from __future__ import annotations

import pygame

from game.records import record_to_text

from ..kit import draw, theme
from ..kit.scene import Scene
from ..kit.widgets import Button
from ..table.notices import fit, paint
from ..tables import table_for
from .record_exchange import RecordExchange

# The passive table has no buttons: the steps take the place of Rules and Menu, the record's buttons that of
# Undo, Redo and Hint, so that nothing covers the game.
STEPS = pygame.Rect(990, 8, 270, 54)
RECORD = pygame.Rect(930, 656, 330, 58)
BARS = (STEPS, RECORD)


class ReplayScene(Scene):
    """The game's table, passive, stepped through its moves with buttons or the arrow keys."""

    def __init__(self, app, match):
        super().__init__(app)
        self.full = match
        self.index = len(match.moves)
        self.table = None
        self.buttons = [
            Button((STEPS.x + 4, STEPS.y + 6, 42, 42), "|<", lambda: self.go(0), "plain", size=18),
            Button((STEPS.x + 50, STEPS.y + 6, 42, 42), "<", lambda: self.go(self.index - 1), "plain", size=18),
            Button((STEPS.x + 178, STEPS.y + 6, 42, 42), ">", lambda: self.go(self.index + 1), "plain", size=18),
            Button((STEPS.x + 224, STEPS.y + 6, 42, 42), ">|", lambda: self.go(len(self.full.moves)), "plain", size=18),
            Button((RECORD.x + 4, RECORD.y + 7, 90, 44), lambda: self.t("export"), self.export, "plain", size=16),
            Button((RECORD.x + 98, RECORD.y + 7, 144, 44), lambda: self.t("import"), self.import_record, "plain",
                   size=16),
            Button((RECORD.x + 246, RECORD.y + 7, 80, 44), lambda: self.t("back"), self.app.pop, "quiet", size=16),
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
        """Where the message goes: in the table's free zones clear of the bars, never over a name or a hand."""
        zones = self.table.notice_zones()
        return fit(self.message, [zone for zone in zones if not any(zone.colliderect(bar) for bar in BARS)])

    def on_event(self, event) -> None:
        """Arrow keys step; Home and End jump."""
        if event.type == pygame.KEYDOWN:
            steps = {pygame.K_LEFT: self.index - 1, pygame.K_RIGHT: self.index + 1, pygame.K_HOME: 0,
                     pygame.K_END: len(self.full.moves)}
            if event.key in steps:
                self.go(steps[event.key])

    def draw(self, surface) -> None:
        """The table at this move, with the replay's bars where its own buttons were."""
        self.table.draw(surface)
        for bar in BARS:
            draw.shadowed_panel(surface, bar, theme.FELT_DARK, 14, theme.GOLD)
        draw.text(surface, self.t("reading.replay.move", n=self.index, total=len(self.full.moves)), 18, theme.CREAM,
                  (STEPS.x + 135, STEPS.centery), "bold", "center")
        self.draw_buttons(surface)
        placed = self.message_place() if self.message else None
        if placed is not None:
            paint(surface, placed, border=theme.GOLD_DARK)
