"""Banners: a ribbon over the middle of the table ("Quint!", "Quinto!", "Over 13!") that fades away."""
from __future__ import annotations

import pygame

from ..kit import canvas, card_art, draw, theme
from ..kit.canvas import Canvas
from .fade import Fading

BANNER_S = 2.4
WIDTH = 520
STAR_REACH, STAR_GAP = 110, 22


class Banner(Fading):
    """One banner at a time: a title, lines under it and a figure in red, shown for BANNER_S seconds."""

    duration = BANNER_S

    def __init__(self, centre):
        super().__init__()
        self.centre = centre

    def show(self, title, lines="", figure="") -> None:
        """Raise a banner now."""
        super().show((title, lines, figure))

    def layer(self):
        """The ribbon's picture."""
        return card_art.cached(("banner", self.content), lambda: paint(*self.content))

    def rect(self) -> pygame.Rect | None:
        """Where the ribbon lies on the 1280×720 table, None when it is down."""
        return self.layer().get_rect(center=self.centre) if self.visible else None

    def draw(self, surface) -> None:
        """The ribbon at its current opacity."""
        if not self.visible:
            return
        layer = self.layer()
        layer.set_alpha(self.alpha)
        draw.put(surface, layer, layer.get_rect(center=self.centre).topleft)


def paint(title, lines, figure) -> Canvas:
    """The banner's picture, at the window's density: a paper ribbon edged in gold with stars, the title,
    the lines, the figure."""
    wrapped = draw.wrap(lines, 18, WIDTH - 80) if lines else []
    height = 64 + 22 * len(wrapped) + (30 if figure else 0)
    layer = canvas.layer((WIDTH, height + 16))
    ribbon = pygame.Rect(8, 4, WIDTH - 16, height)
    draw.shadowed_panel(layer, ribbon, theme.PAPER, 18, theme.GOLD, 3)
    draw.rounded(layer, ribbon.inflate(-10, -10), theme.GOLD, 14, 1)
    draw.text(layer, title, 34, theme.GOLD_DARK, (ribbon.centerx, ribbon.y + 8), "title", "midtop")
    # The stars stand clear of the title, however long it is.
    reach = max(STAR_REACH, theme.font(34, "title").size(title)[0] // 2 + STAR_GAP)
    for star in (ribbon.centerx - reach, ribbon.centerx + reach):
        card_art.symbol(layer, "star", theme.GOLD, (star, ribbon.y + 30), 10)
    for i, line in enumerate(wrapped):
        draw.text(layer, line, 18, theme.INK, (ribbon.centerx, ribbon.y + 56 + 22 * i), "bold", "midtop")
    if figure:
        draw.text(layer, figure, 18, theme.ALERT, (ribbon.centerx, ribbon.bottom - 30), "bold", "midtop")
    return layer
