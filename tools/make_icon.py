"""Draw the web build's favicon, a cream playing card with a felt-green spade: `python -m tools.make_icon`.

The PNG is committed as build/favicon.png; run this again only to change the drawing.
"""
from __future__ import annotations

from pathlib import Path

import pygame

from scenes.kit.theme import CREAM, FELT, GOLD, GOLD_DARK

ICON_PATH = Path(__file__).resolve().parent.parent / "build" / "favicon.png"
SIZE = 64
SCALE = 8


def card_rect(canvas_size) -> pygame.Rect:
    """The card's outline: a portrait card centred on the square canvas."""
    height = canvas_size * 15 // 16
    width = height * 5 // 7
    rect = pygame.Rect(0, 0, width, height)
    rect.center = (canvas_size // 2, canvas_size // 2)
    return rect


def draw_spade(surface, centre, size, colour) -> None:
    """A spade of the given height: two lobes, a point on top and a flared stem."""
    cx, cy = centre
    lobe = size * 0.26
    lobe_y = cy + size * 0.08
    for dx in (-lobe * 0.95, lobe * 0.95):
        pygame.draw.circle(surface, colour, (round(cx + dx), round(lobe_y)), round(lobe))
    point = [(cx, cy - size * 0.5), (cx - lobe * 1.9, lobe_y - lobe * 0.2), (cx + lobe * 1.9, lobe_y - lobe * 0.2)]
    pygame.draw.polygon(surface, colour, [(round(x), round(y)) for x, y in point])
    stem = [(cx, lobe_y), (cx - size * 0.2, cy + size * 0.5), (cx + size * 0.2, cy + size * 0.5)]
    pygame.draw.polygon(surface, colour, [(round(x), round(y)) for x, y in stem])


def draw_icon(size=SIZE) -> pygame.Surface:
    """The icon at size pixels, drawn large and smoothed down so its edges are soft."""
    big = size * SCALE
    canvas = pygame.Surface((big, big), pygame.SRCALPHA)
    card = card_rect(big)
    radius = big // 9
    pygame.draw.rect(canvas, GOLD_DARK, card.move(0, big // 48), border_radius=radius)
    pygame.draw.rect(canvas, CREAM, card, border_radius=radius)
    pygame.draw.rect(canvas, GOLD, card, width=big // 22, border_radius=radius)
    draw_spade(canvas, card.center, card.height * 0.55, FELT)
    return pygame.transform.smoothscale(canvas, (size, size))


def main() -> None:
    """Write build/favicon.png."""
    ICON_PATH.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(draw_icon(), str(ICON_PATH))
    print(f"wrote {ICON_PATH}")


if __name__ == "__main__":
    main()
