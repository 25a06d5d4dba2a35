"""What every rule picture shares: time eased into steps, sizes taken from the picture's rect, cards laid
with their shadow (or fading), rings and tags."""
from __future__ import annotations

from typing import NamedTuple

import pygame

from ...kit import card_art, draw, theme

RING_STEPS = 6


class Look(NamedTuple):
    """How the player sees cards: the interface language, colour-blind symbols, the four-colour deck."""

    language: str
    symbols: bool = True
    four_colour: bool = False


class Picture(NamedTuple):
    """A looping picture: paint(surface, rect, t, look) draws it at t seconds into its period; still is
    the moment shown when motion is off; a wide picture takes two places of a row."""

    paint: object
    period: float
    still: float
    wide: bool = False


def progress(t, start, end) -> float:
    """How far t is from start to end, 0 to 1, eased in and out."""
    if t <= start:
        return 0.0
    if t >= end:
        return 1.0
    k = (t - start) / (end - start)
    return k * k * (3 - 2 * k)


def lerp(a, b, k) -> tuple:
    """The point k of the way from a to b."""
    return (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k)


def card_size(height, shape) -> tuple:
    """A card height pixels tall with the proportions of shape (a card size of the table)."""
    return (max(8, round(height * shape[0] / shape[1])), max(12, round(height)))


def fitted_card(rect, count, share, shape) -> tuple:
    """The largest card of shape's proportions share of rect's height tall, count of them fitting side by side
    across rect with room between."""
    widest = rect.width * 0.86 / (count + 0.2 * (count - 1))
    return card_size(min(rect.height * share, widest * shape[1] / shape[0]), shape)


def row_centres(centre, count, width, gap) -> list:
    """The centres of count cards width wide laid side by side, gap apart, centred on centre."""
    step = width + gap
    left = centre[0] - step * (count - 1) / 2
    return [(left + step * i, centre[1]) for i in range(count)]


def lay(surface, image, centre, alpha=255) -> pygame.Rect:
    """Draw a card centred at centre on its soft shadow (faded by alpha); returns where it lies."""
    rect = image.get_rect(center=(round(centre[0]), round(centre[1])))
    if alpha >= 255:
        card_art.lay(surface, image, rect)
    elif alpha > 0:
        surface.blit(image.faded(alpha), rect)
    return rect


def ring(surface, rect, strength) -> None:
    """A gold highlight around rect, as strong as strength (0 to 1), in a few steps (each step is cached)."""
    level = round(strength * RING_STEPS) / RING_STEPS
    if level > 0:
        draw.glow(surface, pygame.Rect(rect), theme.GOLD, 10, max(1, round(3 * level)), int(230 * level))


def tag(surface, text, centre, size, colour=theme.INK, alpha=255) -> None:
    """A cream pill with a word on it, centred at centre, faded by alpha."""
    if alpha <= 0:
        return
    width, height = theme.font(size, "bold").size(text)
    pill = draw.layer(surface, (width + size, height + size // 3))
    draw.rounded(pill, pill.get_rect(), theme.CREAM, pill.get_height() // 2)
    draw.rounded(pill, pill.get_rect(), theme.GOLD_DARK, pill.get_height() // 2, 1)
    draw.text(pill, text, size, colour, pill.get_rect().center, "bold", "center")
    pill.set_alpha(alpha)
    surface.blit(pill, pill.get_rect(center=(round(centre[0]), round(centre[1]))))


def pulse(t, start, end, fade=0.3) -> float:
    """A highlight that comes up at start and goes at end: 0 to 1."""
    return progress(t, start, start + fade) * (1 - progress(t, end - fade, end))
