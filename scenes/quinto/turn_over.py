"""The end of a turn the engine ended by itself, made visible: a band with the reason ("Nothing more
fits in row 7: your turn ends") that holds the next turn for a moment, or until Enter, Space or a click."""
from __future__ import annotations

import pygame

from game.quinto.turn_end import ended_by_itself

from ..kit import draw, theme
from ..table.fade import Fading
from . import layout

SHOWN_S = 2.2
SKIP_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
BAND_WIDTH = 700
TEXT_SIZE = 20
LINE_H = 26


class TurnOver(Fading):
    """Says why the viewer's turn ended without End turn, and holds the table meanwhile."""

    duration = SHOWN_S

    def tell(self, before, after, move, say) -> None:
        """After a human's card move (decoded): when it ended the turn by itself, show why (say: the catalogue's)."""
        ended = ended_by_itself(before, after, move)
        if ended is not None:
            reason, row = ended
            self.show(say(f"flow.turn_over.{reason}", row=row))

    def skip(self, event) -> bool:
        """Enter, Space or a click ends the pause early; True when it did."""
        if self.visible and (event.type == pygame.MOUSEBUTTONUP or
                             (event.type == pygame.KEYDOWN and event.key in SKIP_KEYS)):
            self.clear()
            return True
        return False

    def lines(self) -> list:
        """The reason's lines in the band."""
        return draw.wrap(self.content, TEXT_SIZE, BAND_WIDTH - 40, "bold")

    def rect(self) -> pygame.Rect:
        """Where the band lies, shadow included: at the foot of the rows, above the status line."""
        size = (BAND_WIDTH + 24, 48 + LINE_H * len(self.lines()))
        return pygame.Rect((0, 0), size).move(layout.HAND_CX - size[0] // 2, layout.ROW_AREA.bottom - 16 - size[1])

    def draw(self, surface) -> None:
        """The band in its place, fading out."""
        if not self.visible:
            return
        lines = self.lines()
        band = pygame.Rect(12, 8, BAND_WIDTH, 24 + LINE_H * len(lines))
        place = self.rect()
        layer = draw.layer(surface, place.size)
        draw.shadowed_panel(layer, band, theme.PAPER, 14, theme.GOLD)
        for i, line in enumerate(lines):
            draw.text(layer, line, TEXT_SIZE, theme.INK, (band.centerx, band.y + 12 + LINE_H * i), "bold", "midtop")
        layer.set_alpha(self.alpha)
        surface.blit(layer, place.topleft)
