"""Replaying a game move by move, and its record exported or imported as text (DESIGN.md records)."""
from __future__ import annotations

import pygame

from game.records import record_to_text

from ..kit import draw, theme, touch
from ..kit.scene import Scene
from ..kit.widgets import Button
from ..table.notices import fit, paint
from ..tables import table_for
from .carry import open_imported
from .record_exchange import RecordExchange

# The passive table has no buttons: the steps take the place of Rules and Menu, the record's buttons that of
# Undo, Redo and Hint, so that nothing covers the game.
STEPS = pygame.Rect(990, 8, 270, 54)
RECORD = pygame.Rect(930, 656, 330, 58)
BARS = (STEPS, RECORD)
# each bar's buttons: their left edges and widths from the bar's left, and their inset and height in it
STEP_PLACES = (((4, 42), (50, 42), (178, 42), (224, 42)), 6, 42)
RECORD_PLACES = (((4, 90), (98, 144), (246, 80)), 7, 44)
# on a phone the steps are a finger wide and apart, their bar reaching further over the table to hold them, and
# both bars' buttons are a finger from the frame's edge
TOUCH_BARS = (pygame.Rect(880, 4, 380, 72), pygame.Rect(930, 644, 330, 76))
TOUCH_STEP_PLACES = (((4, 72), (84, 72), (224, 72), (304, 72)), 6, 60)
TOUCH_RECORD_PLACES = (((4, 90), (98, 144), (246, 80)), 6, 60)


class ReplayScene(Scene):
    """The game's table, passive, stepped through its moves with buttons or the arrow keys."""

    def __init__(self, app, match):
        super().__init__(app)
        self.full = match
        self.index = len(match.moves)
        self.table = None
        self.bars = BARS
        self.buttons = [
            Button((0, 0, 0, 0), "|<", lambda: self.go(0), "plain", size=18),
            Button((0, 0, 0, 0), "<", lambda: self.go(self.index - 1), "plain", size=18),
            Button((0, 0, 0, 0), ">", lambda: self.go(self.index + 1), "plain", size=18),
            Button((0, 0, 0, 0), ">|", lambda: self.go(len(self.full.moves)), "plain", size=18),
            Button((0, 0, 0, 0), lambda: self.t("export"), self.export, "plain", size=16),
            Button((0, 0, 0, 0), lambda: self.t("import"), self.import_record, "plain", size=16),
            Button((0, 0, 0, 0), lambda: self.t("back"), self.app.pop, "quiet", size=16),
        ]
        touch.follow(self)
        self.message = ""
        self.exchange = RecordExchange(app)
        self.go(self.index)

    def arrange(self, roomy) -> None:
        """The bars and their buttons where a mouse wants them, or (roomy) a finger wide and apart."""
        self.bars = TOUCH_BARS if roomy else BARS
        places = (TOUCH_STEP_PLACES, TOUCH_RECORD_PLACES) if roomy else (STEP_PLACES, RECORD_PLACES)
        buttons = iter(self.buttons)
        for bar, (spans, inset, height) in zip(self.bars, places):
            for (left, width), button in zip(spans, buttons):
                button.rect = pygame.Rect(bar.x + left, bar.y + inset, width, height)

    def go(self, index) -> None:
        """Show the position after index moves."""
        self.index = max(0, min(len(self.full.moves), index))
        self.table = table_for(self.app, self.full.prefix(self.index))
        self.table.make_passive()
        self.table.feed.rebuild()

    def export(self) -> None:
        """Offer the record text to copy or download (the clipboard natively)."""
        record = self.full.record()
        name = f"parlour-{record['game']}-{record['seed']}"
        self.message = self.exchange.export(record_to_text(record), name)

    def import_record(self) -> None:
        """Ask for a record to replay instead; it arrives through update()."""
        self.message = self.exchange.begin_import()

    def update(self, dt) -> None:
        """Replay an imported record once it arrives, or play on an unfinished one at its table (a bad record is
        explained, nothing changes)."""
        outcome = self.exchange.poll_match()
        if outcome is None:
            return
        match, self.message = outcome
        if match is not None and match.state.outcome() is None:
            open_imported(self.app, match)
        elif match is not None:
            self.full = match
            self.go(len(match.moves))
            self.message = self.t("imported")

    def busy(self) -> bool:
        """An import may arrive from the page at any frame; the table shown may have changed."""
        return self.exchange.waiting or self.table.busy()

    def handle(self, event) -> None:
        """The table's log takes its own input (wheel, drag, keys, chips), then the bar."""
        if not self.table.log.handle(event, self.table.feed.labels()):
            super().handle(event)

    def message_place(self):
        """Where the message goes: in the table's free zones clear of the bars, never over a name or a hand."""
        zones = self.table.notice_zones()
        return fit(self.message, [zone for zone in zones if not any(zone.colliderect(bar) for bar in self.bars)])

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
        for bar in self.bars:
            draw.shadowed_panel(surface, bar, theme.FELT_DARK, 14, theme.GOLD)
        between = (self.buttons[1].rect.right + self.buttons[2].rect.left) // 2
        draw.text(surface, self.t("reading.replay.move", n=self.index, total=len(self.full.moves)), 18, theme.CREAM,
                  (between, self.bars[0].centery), "bold", "center")
        self.draw_buttons(surface)
        placed = self.message_place() if self.message else None
        if placed is not None:
            paint(surface, placed, border=theme.GOLD_DARK)
