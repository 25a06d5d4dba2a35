"""Player panels: a seat's name, who plays it, the dealer chip, and the glow of the seat to move."""
from __future__ import annotations

import pygame

from ..kit import draw, theme
from .layout import STANDINGS_RECT

CHIP_RADIUS = 12


def dealer_chip(surface, centre, letter, radius=CHIP_RADIUS) -> None:
    """The dealer's button: a cream disc ringed in gold with the dealer's letter."""
    draw.circle(surface, theme.CREAM, centre, radius)
    draw.circle(surface, theme.GOLD_DARK, centre, radius, 2)
    draw.text(surface, letter, radius + 2, theme.INK, centre, "bold", "center")


class PlayerPanel:
    """One seat's panel on the felt: name, a second line (who plays it), the dealer chip, the turn glow."""

    def __init__(self, rect):
        self.rect = pygame.Rect(rect)

    def draw(self, surface, name, detail="", to_move=False, dealer_letter=None) -> None:
        """Draw the panel; what the game adds inside (cards held, cards taken) goes after this call."""
        if to_move:
            draw.glow(surface, self.rect, theme.GOLD, 14)
        draw.translucent_panel(surface, self.rect, alpha=110)
        draw.text(surface, name, 20, theme.CREAM, (self.rect.x + 12, self.rect.y + 8), "bold")
        if detail and self.holds_detail():
            draw.text(surface, detail, 14, theme.LABEL_SOFT, (self.rect.x + 12, self.rect.y + 34))
        if dealer_letter:
            dealer_chip(surface, (self.rect.right - 18, self.rect.y + 18), dealer_letter)

    def holds_detail(self) -> bool:
        """Whether the second line fits under the name as drawn now (a small window draws both larger: a low
        panel then shows the name alone)."""
        return self.rect.y + 34 + draw.line_step(14) * 7 / 8 <= self.rect.bottom


STANDINGS_HEAD = 32
STANDING_ROW = 26


def standings_height(count) -> int:
    """How tall the standings are for count seats."""
    return STANDINGS_HEAD + STANDING_ROW * count


def standings_rect(count) -> pygame.Rect:
    """Where the standings of count seats lie, under the log."""
    x, y, width, _ = STANDINGS_RECT
    return pygame.Rect(x, y, width, standings_height(count))


def standings(surface, rect, title, rows) -> None:
    """A figure per seat (totals, cards done): rows of (name, figure, lit), the lit ones in gold."""
    rect = pygame.Rect(rect.x, rect.y, rect.width, standings_height(len(rows)))
    draw.translucent_panel(surface, rect, alpha=80)
    draw.text(surface, title, 16, theme.GOLD, (rect.x + 12, rect.y + 8), "bold")
    for i, (name, figure, lit) in enumerate(rows):
        y = rect.y + STANDINGS_HEAD + STANDING_ROW * i
        colour = theme.GOLD if lit else theme.CREAM
        draw.text(surface, name, 17, colour, (rect.x + 12, y))
        draw.text(surface, figure, 17, colour, (rect.right - 14, y), "bold", "topright")
