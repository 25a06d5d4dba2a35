"""Where the settings screen puts its rows: sections of rows (a header, then each setting with its explanation
under it) set in two columns, each section under the shorter column; a page taller than the view scrolls."""
from __future__ import annotations

import pygame

# (section's words key, its rows): a row is a setting's key in parlour.settings, or "fullscreen" or "server"
SECTIONS = (
    ("settings.section.reading", ("language", "symbols", "four_colour", "fullscreen")),
    ("settings.section.pace", ("sound", "volume", "animation", "ai_speed")),
    ("settings.section.games", ("assist13",)),
    ("settings.section.online", ("server",)),
)
VIEW = pygame.Rect(0, 96, 1280, 540)  # the part of the screen the rows scroll in
COLUMNS = (80, 700)
WIDTH, HEIGHT = 500, 48
HEAD, ROW, SECTION_GAP = 32, 92, 16


class Page:
    """Every section header and row placed on a page whose top is 0: headers as (words key, rect), rows by key."""

    def __init__(self, sections):
        self.headers: list[tuple[str, pygame.Rect]] = []
        self.rows: dict[str, pygame.Rect] = {}
        bottoms = [0] * len(COLUMNS)
        for title, rows in sections:
            if not rows:
                continue
            column = bottoms.index(min(bottoms))
            x, y = COLUMNS[column], bottoms[column] + (SECTION_GAP if bottoms[column] else 0)
            self.headers.append((title, pygame.Rect(x, y, WIDTH, HEAD)))
            for i, key in enumerate(rows):
                if key in self.rows:
                    raise ValueError(f"The setting {key!r} has two rows.")
                self.rows[key] = pygame.Rect(x, y + HEAD + i * ROW, WIDTH, HEIGHT)
            bottoms[column] = y + HEAD + len(rows) * ROW
        self.height = max(bottoms)

    def most_scroll(self) -> int:
        """How far the page scrolls in the view (0 when it fits)."""
        return max(0, self.height - VIEW.height)


def shown_sections(server_row) -> tuple:
    """The sections with the rows this build offers (the server's address only natively: a page has its own)."""
    return tuple((title, tuple(row for row in rows if row != "server" or server_row)) for title, rows in SECTIONS)
