"""The game log: the lines of what happened, newest at the bottom of a panel on the right."""
from __future__ import annotations

import pygame

from .. import draw, theme

LOG_LINES = 200


class GameLog:
    """The last LOG_LINES lines, drawn from the bottom of rect upwards, wrapped to its width."""

    def __init__(self, rect):
        self.rect = pygame.Rect(rect)
        self.lines = []
        self.wrapped = {}

    def add(self, line) -> None:
        """Add a line at the bottom."""
        self.lines.append(line)
        del self.lines[:-LOG_LINES]

    def clear(self) -> None:
        """Start again (the log is rebuilt from the moves after undo, redo or a resume)."""
        self.lines = []
        self.wrapped = {}

    def __len__(self):
        return len(self.lines)

    def __iter__(self):
        return iter(self.lines)

    def __getitem__(self, index):
        return self.lines[index]

    def draw(self, surface, title) -> None:
        """The panel and as many of the newest lines as fit."""
        rect = self.rect
        draw.translucent_panel(surface, rect, alpha=80)
        draw.text(surface, title, 16, theme.GOLD, (rect.x + 12, rect.y + 8), "bold")
        y = rect.bottom - 10
        for line in reversed(self.lines):
            for part in reversed(self.wrap(line)):
                y -= 19
                if y < rect.y + 32:
                    return
                draw.text(surface, part, 15, theme.CREAM, (rect.x + 12, y))

    def wrap(self, line) -> list:
        """line cut to the panel's width, measured once per line (every frame would redo it)."""
        if line not in self.wrapped:
            if len(self.wrapped) > 2 * LOG_LINES:
                self.wrapped = {}
            self.wrapped[line] = draw.wrap(line, 15, self.rect.width - 24)
        return self.wrapped[line]
