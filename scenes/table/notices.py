"""The table's notice: a refused move, a reminder or a hint, in a paper panel that fades out; it goes only
where the table's layout leaves room (its free zones), never over the hand, the board, a panel or another
notice already up (a band, a banner): with no room left it waits until there is."""
from __future__ import annotations

from typing import NamedTuple

import pygame

from ..kit import draw, theme
from .fade import Fading

NOTICE_S = 5.0
SIZES = range(20, 14, -1)
LAST_RESORT = 14
PAD_X, PAD_Y = 14, 6
GAP = 5
MARGIN = 2
ELLIPSIS = "…"


class Placed(NamedTuple):
    """Where a notice goes: its panel, its text size and its lines."""

    rect: pygame.Rect
    size: int
    lines: list


def line_h(size) -> int:
    """The distance between two lines of a notice at size, as drawn now (a small window draws them larger)."""
    return round(draw.step(size, size + GAP))


def box_h(count, size) -> int:
    """How tall a notice of count lines at size is (the last line's descenders included)."""
    return count * line_h(size) - (line_h(size) - size) + 2 * PAD_Y + 4


def boxed(zone, size, lines) -> Placed:
    """lines at size in a panel as wide as they need, centred in zone."""
    width = round(max(draw.text_size(line, size, "bold")[0] for line in lines)) + 2 * PAD_X
    rect = pygame.Rect(0, 0, min(zone.width, width), box_h(len(lines), size))
    rect.center = zone.center
    return Placed(rect, size, lines)


def fit(text, zones) -> Placed | None:
    """The first zone where text fits at a readable size, as large as fits; when none holds it, the roomiest
    zone at the last-resort size with the lines that fit, the last one ended by an ellipsis."""
    zones = [pygame.Rect(zone).inflate(-2 * MARGIN, -2 * MARGIN) for zone in zones]
    zones = [zone for zone in zones if zone.width > 2 * PAD_X and zone.height >= box_h(1, LAST_RESORT)]
    if not zones or not text:
        return None
    for zone in zones:
        for size in SIZES:
            lines = draw.wrap(text, size, zone.width - 2 * PAD_X, "bold")
            if box_h(len(lines), size) <= zone.height:
                return boxed(zone, size, lines)
    zone = max(zones, key=lambda z: z.width * z.height)
    lines = draw.wrap(text, LAST_RESORT, zone.width - 2 * PAD_X, "bold")
    room = max(1, (zone.height - box_h(1, LAST_RESORT)) // line_h(LAST_RESORT) + 1)
    if len(lines) > room:
        lines = lines[:room]
        lines[-1] = shortened(lines[-1], LAST_RESORT, zone.width - 2 * PAD_X)
    return boxed(zone, LAST_RESORT, lines)


def clear_of(zones, taken) -> list:
    """zones, each cut to its larger free part above or below every taken rect it meets."""
    free = []
    for zone in zones:
        zone = pygame.Rect(zone)
        for rect in taken:
            if zone.colliderect(rect):
                above = pygame.Rect(zone.x, zone.y, zone.width, max(0, rect.top - zone.y))
                below = pygame.Rect(zone.x, rect.bottom, zone.width, max(0, zone.bottom - rect.bottom))
                zone = max(above, below, key=lambda part: part.height)
        free.append(zone)
    return free


def shortened(line, size, width) -> str:
    """line cut at a word so that it and an ellipsis fit in width."""
    words = line.split(" ")
    while len(words) > 1 and draw.text_size(" ".join(words) + ELLIPSIS, size, "bold")[0] > width:
        words.pop()
    return " ".join(words) + ELLIPSIS


def status_line(surface, covered, text, size, pos, anchor) -> None:
    """The table's status line at pos, left out while a notice lies over it (covered(rect) says): the notice says
    what matters now, and a line half hidden under it reads as a fault."""
    rect = pygame.Rect((0, 0), draw.text_size(text, size, "bold"))
    setattr(rect, anchor, pos)
    if not covered(rect):
        draw.text(surface, text, size, theme.CREAM, pos, "bold", anchor)


def paint(surface, placed, alpha=255, border=theme.ALERT) -> None:
    """A placed notice: its lines in a paper panel with a coloured border, at alpha."""
    rect = placed.rect
    layer = draw.layer(surface, (rect.width + 2 * MARGIN, rect.height + 2 * MARGIN))
    inner = pygame.Rect(MARGIN, MARGIN, rect.width, rect.height)
    draw.shadowed_panel(layer, inner, theme.PAPER, 10, border, 2)
    for i, line in enumerate(placed.lines):
        draw.text(layer, line, placed.size, theme.INK, (inner.centerx, inner.y + PAD_Y + 1 + line_h(placed.size) * i),
                  "bold", "midtop")
    layer.set_alpha(alpha)
    surface.blit(layer, (rect.x - MARGIN, rect.y - MARGIN))


class TableNotice(Fading):
    """One short message at a time for NOTICE_S seconds, in the first of the table's free zones that holds it
    (zones: a function giving them now, for they follow the layout's state)."""

    duration = NOTICE_S

    def __init__(self, zones=lambda: ()):
        super().__init__()
        self.zones = zones
        self.taken = lambda: ()  # the other notices up now (a table with bands or banners says which)
        self.content = ""

    @property
    def text(self) -> str:
        """The message shown (or last shown)."""
        return self.content

    def say(self, text) -> None:
        """Show text now."""
        self.show(text)

    def update(self, dt) -> None:
        """Let dt seconds pass, unless the notice waits for another to leave it room."""
        if self.visible and self.others() and self.placed() is None:
            return
        super().update(dt)

    def dismiss(self) -> None:
        """Take the notice down (a move was played)."""
        self.clear()

    def placed(self) -> Placed | None:
        """Where the message goes now (None when there is no message or no room)."""
        return fit(self.text, clear_of(self.zones(), self.others()))

    def others(self) -> list:
        """The rects of the other notices up now."""
        return [rect for rect in self.taken() if rect is not None]

    def covers(self, rect) -> bool:
        """Whether the notice, shown now, lies over rect."""
        placed = self.placed() if self.visible else None
        return placed is not None and placed.rect.colliderect(rect)

    def draw(self, surface) -> None:
        """The text in its zone, at the fade's opacity."""
        placed = self.placed() if self.visible else None
        if placed is not None:
            paint(surface, placed, self.alpha)
