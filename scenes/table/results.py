"""Result panels: a round's or a game's figures over the dimmed table, one class for every game."""
from __future__ import annotations

from typing import NamedTuple

import pygame

from ..kit import draw, theme
from ..kit.scene import Scene
from ..kit.widgets import Button
from .celebration import Celebration

LABEL_W = 230
ROWS_BOTTOM = 588
ROW_H = 44
LARGEST, SMALLEST, COMPACT_FROM = 21, 12, 15
MARGIN = 20
SUBTITLE_SIZES = (22, 20, 18, 17, 16)


class NewDeal:
    """An action that deals a new game: a panel never gives it Enter's focus, so a keyboard player who presses
    Enter reads the result rather than losing it to a fresh deal."""

    def __init__(self, deal):
        self.deal = deal

    def __call__(self) -> None:
        """Deal."""
        self.deal()


class Frame(NamedTuple):
    """The panel's vertical layout: its rect, title size and where title, subtitle, header and rows start."""

    panel: pygame.Rect
    title_size: int
    title_y: int
    subtitle_y: int
    header_y: int
    rows_top: int


ROOMY = Frame(pygame.Rect(140, 70, 1000, 610), 44, 92, 150, 200, 240)
COMPACT = Frame(pygame.Rect(140, 40, 1000, 640), 38, 52, 100, 138, 174)


class ResultPanel(Scene):
    """A panel over the dimmed table: a title, a table of figures, buttons, and optionally a picture
    under the figures (below(surface, centre x), e.g. the Victorian game's cachette). keep_clear leaves a
    rect of the table free for what must stay in sight (a lesson's caption). live, when set, is kept going while the
    panel is open (update(), then draw(surface) over it): an online room's call for another game.

    A cell may hold several lines (separated by newlines, and wrapped to its column); the text
    shrinks until every row fits. highlight lights rows (players listed down the side), lit_columns
    lights columns (players listed across the top). weights, one per column after the first, share the
    width between them (equal shares by default).
    """

    opaque = False

    def __init__(self, app, title, subtitle, header, rows, actions, highlight=(), below=None, lit_columns=(),
                 weights=None):
        super().__init__(app)
        self.title = title
        self.subtitle = subtitle
        self.header = header
        self.rows = rows
        self.highlight = set(highlight)
        self.lit_columns = set(lit_columns)
        self.below = below
        self.weights = weights or [1] * (len(header) - 1)
        self.left, self.width = ROOMY.panel.x, ROOMY.panel.width
        self.aside = None
        self.actions = actions
        self.place_buttons()
        self.celebration = None
        self.live = None

    @property
    def centre(self) -> int:
        """The x of the panel's middle."""
        return self.left + self.width // 2

    def place_buttons(self) -> None:
        """The buttons in a row centred under the figures, the first that deals no new game focused."""
        width = 220 * len(self.actions)
        self.buttons = [
            Button((self.centre - width // 2 + 220 * i + 10, 600, 200, 56), label, action,
                   "primary" if i == 0 else "plain")
            for i, (label, action) in enumerate(self.actions)
        ]
        self.focus = next((b for b in self.buttons if not isinstance(b.action, NewDeal)), self.buttons[0])

    def keep_clear(self, rect, draw_aside) -> None:
        """Narrow the panel to the left of rect and draw draw_aside(surface) there, over the dimmed table."""
        self.left = MARGIN
        self.width = pygame.Rect(rect).x - 2 * MARGIN
        self.aside = draw_aside
        self.place_buttons()

    def celebrate(self, scale) -> None:
        """A player at this device won: cards fall round the panel a moment (not when animations are off,
        scale 0)."""
        if scale:
            self.celebration = Celebration(self.layout()[0].panel, scale)

    def busy(self) -> bool:
        """Whether the celebration still moves."""
        return self.celebration is not None and self.celebration.busy()

    def update(self, dt) -> None:
        """The live part's frame, the celebration's time."""
        if self.live is not None:
            self.live.update()
        if self.celebration is not None:
            self.celebration.update(dt)

    def back(self) -> None:
        """Escape takes the last action, the way out: Continue on a round's panel, the menu at the game's end
        (never a new deal, which would lose the result)."""
        self.press(self.buttons[-1])

    def subtitle_size(self) -> int:
        """The subtitle's text size: 22, smaller when the panel is too narrow for it on one line."""
        size = SUBTITLE_SIZES[0]
        for size in SUBTITLE_SIZES:
            if draw.text_size(self.subtitle, size, "bold")[0] <= self.width - 40:
                break
        return size

    def columns(self) -> tuple:
        """The x of each column (the first left-aligned, the others centred) and each column's width (the
        first's is LABEL_W)."""
        left, room = self.left, self.width - LABEL_W - 40
        total = sum(self.weights) or 1
        widths = [LABEL_W] + [room * w // total for w in self.weights]
        xs, x = [left + 30], left + LABEL_W + 30
        for width in widths[1:]:
            xs.append(x + width // 2)
            x += width
        return xs, widths

    def layout(self) -> tuple:
        """The frame, the text size and, per row, its height and each cell's lines: the roomy frame at
        the largest size that fits, else the compact frame, down to the smallest size."""
        _, widths = self.columns()
        tries = ((ROOMY, range(LARGEST, COMPACT_FROM - 1, -1)), (COMPACT, range(LARGEST, SMALLEST - 1, -1)))
        for frame, sizes in tries:
            room = ROWS_BOTTOM - frame.rows_top
            floor = min(ROW_H, room // max(1, len(self.rows)))
            for size in sizes:
                rows = []
                for row in self.rows:
                    cells = [lines(cell, size, widths[i] - (10 if i == 0 else 16)) for i, cell in enumerate(row)]
                    rows.append((max(floor, max(len(c) for c in cells) * (size + 4) + 12), cells))
                if sum(h for h, _ in rows) <= room:
                    return frame, size, rows
        return frame, size, rows

    def draw(self, surface) -> None:
        """The panel with its table of figures."""
        frame, size, rows = self.layout()
        panel = pygame.Rect(self.left, frame.panel.y, self.width, frame.panel.height)
        draw.dim(surface, 140)
        if self.aside is not None:
            self.aside(surface)
        draw.shadowed_panel(surface, panel, theme.PAPER, 18, theme.GOLD)
        draw.text(surface, self.title, frame.title_size, theme.INK, (self.centre, frame.title_y), "title", "midtop")
        draw.text(surface, self.subtitle, self.subtitle_size(), theme.GOLD_DARK, (self.centre, frame.subtitle_y),
                  "bold", "midtop")
        xs, widths = self.columns()
        header_y, y = frame.header_y, frame.rows_top
        bottom = y + sum(h for h, _ in rows)
        for i in self.lit_columns:
            step = widths[i + 1]
            draw.rounded(surface, (xs[i + 1] - step // 2 + 4, header_y - 6, step - 8, bottom - header_y), theme.ROW_LIT,
                         10)
        for i, cell in enumerate(self.header):
            draw.text(surface, cell, 17, theme.INK_SOFT, (xs[i], header_y), "bold", "topleft" if i == 0 else "midtop")
        draw.line(surface, theme.RULE_LINE, (panel.x + 24, header_y + 28), (panel.right - 24, header_y + 28), 1)
        for r, (height, cells) in enumerate(rows):
            if r in self.highlight:
                draw.rounded(surface, (panel.x + 16, y - 6, panel.width - 32, height - 4), theme.ROW_LIT, 8)
            for i, cell in enumerate(cells):
                for k, line in enumerate(cell):
                    draw.text(surface, line, size, theme.INK, (xs[i], y + k * (size + 4)), "bold" if i == 0 else "ui",
                              "topleft" if i == 0 else "midtop")
            y += height
        if self.below is not None:
            self.below(surface, self.centre)
        self.draw_buttons(surface)
        if self.live is not None:
            self.live.draw(surface)
        if self.celebration is not None:
            self.celebration.draw(surface)


def lines(cell, size, width) -> list:
    """A cell's text as lines: its own line breaks, then wrapped to width."""
    return [part for line in str(cell).split("\n") for part in draw.wrap(line, size, width)] or [""]
