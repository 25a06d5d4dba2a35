"""Quartino's art drawn at run time: the round wheel board, shaded pawns that stack, and the secret cards
with their wheel-segment pattern. Every colour also carries a symbol for colour-blind players."""
from __future__ import annotations

import math
import random

import pygame

from ..kit import canvas, card_art, draw, pen, theme

PAWN_COLOURS = {key: theme.SUIT_COLOURS[key] for key in "YBGP"}
SYMBOLS = {"Y": "star", "B": "circle", "G": "triangle", "P": "square"}
LIGHT_COLOURS = ("Y", "P")
SUPERSAMPLE = 3
RING_ANGLES = (-135, -90, -45)
CARD_SIZE = (92, 122)
MINI_CARD = (44, 58)


def mix(colour, other, k) -> tuple:
    """colour moved a fraction k toward other."""
    return tuple(int(a + (b - a) * k) for a, b in zip(colour, other))


def symbol_ink(colour_key) -> tuple:
    """The ink of a colour's symbol: dark on light pawns, light on dark ones."""
    base = PAWN_COLOURS[colour_key]
    return mix(base, theme.SYMBOL_INK_DARK, 0.62) if colour_key in LIGHT_COLOURS else mix(base, theme.HIGHLIGHT, 0.82)


def pawn_metrics(width) -> tuple:
    """(half height of the top ellipse, thickness) of a pawn width pixels wide."""
    return width * 0.34, width * 0.24


def pawn(colour_key, width, symbols=True, empty=False):
    """A round pawn seen from above at an angle: a shaded top with a highlight over a darker side, cached.
    empty draws it greyed (a colour with no pawn left)."""
    return card_art.crisp_at(("quartino_pawn", colour_key, width, symbols, empty),
                             lambda scale: _paint_pawn(colour_key, round(width * scale), symbols, empty))


def _paint_pawn(colour_key, width, symbols, empty) -> pygame.Surface:
    s = SUPERSAMPLE
    base = theme.PAWN_EMPTY if empty else PAWN_COLOURS[colour_key]
    ry, thick = pawn_metrics(width)
    w, h = width * s, int((2 * ry + thick) * s) + 2
    rx, ry, thick = w / 2, ry * s, thick * s
    big = pygame.Surface((w, h), pygame.SRCALPHA)
    for x in range(w):
        u = (x + 0.5 - rx) / rx
        edge = ry * math.sqrt(max(0.0, 1 - u * u))
        light = 0.42 + 0.38 * max(0.0, 1 - abs(u + 0.35))
        pygame.draw.line(big, mix(theme.SHADOW, base, light), (x, ry), (x, ry + thick + edge))
    steps = 14
    for i in range(steps):
        k = i / (steps - 1)
        shrink = 1 - 0.78 * k
        rect = pygame.Rect(0, 0, w * shrink, 2 * ry * shrink)
        rect.center = (rx - rx * 0.22 * k, ry - ry * 0.22 * k)
        pygame.draw.ellipse(big, mix(mix(base, theme.SHADOW, 0.14), theme.HIGHLIGHT, 0.32 * k), rect)
    gleam = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.ellipse(gleam, (*theme.HIGHLIGHT, 90), (rx * 0.42, ry * 0.28, rx * 0.62, ry * 0.5))
    big.blit(gleam, (0, 0))
    pygame.draw.ellipse(big, mix(base, theme.SHADOW, 0.5), (0, 0, w, 2 * ry), max(1, s))
    if symbols and not empty:
        _squashed_symbol(big, colour_key, (rx, ry), rx * 0.36, ry / rx)
    small = pygame.transform.smoothscale(big, (width, h // s))
    if empty:
        small.set_alpha(120)
    return small


def _squashed_symbol(surface, colour_key, centre, radius, squash) -> None:
    """A colour's symbol drawn flattened onto a pawn's top."""
    size = int(radius * 2.6)
    layer = pygame.Surface((size, size), pygame.SRCALPHA)
    card_art.symbol(layer, SYMBOLS[colour_key], symbol_ink(colour_key), (size // 2, size // 2), int(radius))
    layer = pygame.transform.smoothscale(layer, (size, max(1, int(size * squash))))
    surface.blit(layer, layer.get_rect(center=(int(centre[0]), int(centre[1]))))


def pawn_shadow(width):
    """A soft oval shadow for under a pawn or a stack (logical width), crisp at the window's density."""
    return card_art.crisp_at(("quartino_shadow", width), lambda scale: _paint_pawn_shadow(round(width * scale)))


def _paint_pawn_shadow(width) -> pygame.Surface:
    ry, _ = pawn_metrics(width)
    small = pygame.Surface((width // 2 + 8, int(ry) + 8), pygame.SRCALPHA)
    pygame.draw.ellipse(small, (*theme.SHADOW, 120), small.get_rect().inflate(-8, -8))
    return pygame.transform.smoothscale(pygame.transform.smoothscale(small, (width // 4 + 4, int(ry) // 2 + 4)),
                                        (width + 16, int(2 * ry) + 16))


def dot(colour_key, radius, symbols=True) -> pygame.Surface:
    """A flat coloured disc with a soft highlight (and the colour's symbol): one space of a card's pattern."""
    def make():
        s = SUPERSAMPLE
        size = radius * 2 * s + 2 * s
        big = pygame.Surface((size, size), pygame.SRCALPHA)
        base = PAWN_COLOURS[colour_key]
        c = size // 2
        for i in range(10):
            k = i / 9
            r = radius * s * (1 - 0.7 * k)
            shift = radius * s * 0.2 * k
            pygame.draw.circle(big, mix(base, theme.HIGHLIGHT, 0.3 * k), (c - shift, c - shift), r)
        pygame.draw.circle(big, mix(base, theme.SHADOW, 0.45), (c, c), radius * s, s)
        if symbols:
            card_art.symbol(big, SYMBOLS[colour_key], symbol_ink(colour_key), (c, c), int(radius * s * 0.48))
        return pygame.transform.smoothscale(big, (size // s, size // s))

    return card_art.cached(("quartino_dot", colour_key, radius, symbols), make)


def card_face(card, size=CARD_SIZE, symbols=True):
    """A Quartino card: a wheel segment, the centre below and three consecutive ring spaces above, clockwise
    from left to right, in the card's colours."""
    return card_art.crisp(("quartino_card", card, symbols), size, lambda pixels: _paint_card(card, pixels, symbols))


def _paint_card(card, size, symbols) -> pygame.Surface:
    w, h = size
    surface = card_art.blank(size)
    frame = surface.get_rect().inflate(-8, -8)
    draw.rounded(surface, frame, theme.GOLD, max(3, card_art.CARD_RADIUS - 4), 1)
    spots = card_spots(size)
    centre = spots[0]
    reach = h * 0.34
    radius = max(6, int(h * 0.115))
    wedge = [centre] + [(centre[0] + reach * 1.45 * math.cos(math.radians(a)),
                         centre[1] + reach * 1.45 * math.sin(math.radians(a))) for a in range(-150, -29, 10)]
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.polygon(layer, (*theme.FELT_LIGHT, 60), wedge)
    surface.blit(layer, (0, 0))
    for spot in spots[1:]:
        pygame.draw.line(surface, theme.CARD_SPOKE, centre, spot, 1)
    for colour_key, spot in zip(card, spots):
        image = dot(colour_key, radius, symbols)
        surface.blit(image, image.get_rect(center=(int(spot[0]), int(spot[1]))))
    return surface


def card_spots(size) -> list:
    """Where a card of size shows its colours: the centre, then its three ring spaces clockwise."""
    w, h = size
    centre, reach = (w / 2, h * 0.7), h * 0.34
    return [centre] + [(centre[0] + reach * math.cos(math.radians(a)), centre[1] + reach * math.sin(math.radians(a)))
                       for a in RING_ANGLES]


def board(radius, ring_radius, space_radius, centre_radius):
    """The round wooden board with its felt inlay, the centre well and eight ring wells, cached."""
    return card_art.crisp_at(("quartino_board", radius, ring_radius, space_radius, centre_radius),
                             lambda scale: _paint_board(radius, ring_radius, space_radius, centre_radius, scale))


def ring_offset(space, ring_radius) -> tuple:
    """Where ring space space lies from the wheel's centre: space 1 at the top, then clockwise."""
    angle = math.radians(-90 + 45 * (space - 1))
    return ring_radius * math.cos(angle), ring_radius * math.sin(angle)


def _paint_board(radius, ring_radius, space_radius, centre_radius, scale) -> pygame.Surface:
    # Painted in logical pixels on a layer at the window's density, so its rims and numbers scale too.
    pad = 24
    size = 2 * (radius + pad)
    surface = canvas.layer((size, size), scale)
    c = size // 2
    shade = pygame.Surface((size // 8, size // 8), pygame.SRCALPHA)
    pygame.draw.circle(shade, (*theme.SHADOW, 150), (size // 16, size // 16), radius // 8 + 1)
    shade = pygame.transform.smoothscale(pygame.transform.smoothscale(shade, (size // 4, size // 4)),
                                         surface.surface.get_size())
    surface.surface.blit(shade, surface.px_point((5, 12)))
    for i in range(24):
        k = i / 23
        pen.circle(surface, mix(theme.WOOD_DARK, theme.WOOD, 0.4 + 0.6 * k), (c - 3 * k, c - 3 * k),
                   radius * (1 - 0.09 * k))
    rng = random.Random(4)
    grain = canvas.layer((size, size), scale)
    for _ in range(40):
        r = rng.uniform(radius * 0.9, radius - 2)
        pen.circle(grain, (*theme.WOOD_DARK, rng.randrange(20, 60)), (c, c), r, 1)
    surface.blit(grain, (0, 0))
    felt_r = radius - 22
    for i in range(16):
        k = i / 15
        pen.circle(surface, mix(theme.FELT_DARK, theme.FELT_LIGHT, 0.25 + 0.75 * k), (c, c), felt_r * (1 - 0.5 * k))
    pen.circle(surface, theme.GOLD_DARK, (c, c), felt_r, 2)
    pen.circle(surface, mix(theme.FELT_LIGHT, theme.GOLD, 0.3), (c, c), ring_radius, 2)
    for space in range(1, 9):
        dx, dy = ring_offset(space, ring_radius)
        pen.line(surface, mix(theme.FELT_LIGHT, theme.GOLD, 0.2), (c, c), (c + dx, c + dy), 2)
    _well(surface, (c, c), centre_radius)
    for space in range(1, 9):
        dx, dy = ring_offset(space, ring_radius)
        _well(surface, (c + dx, c + dy), space_radius)
        nx, ny = ring_offset(space, radius - 11)
        draw.text(surface, str(space), 15, mix(theme.GOLD, theme.WOOD, 0.15), (c + nx, c + ny), "bold", "center")
    return surface.surface


def _well(surface, centre, radius) -> None:
    """A round hollow in the board: a gold rim, a dark inside lit from below."""
    x, y = centre
    pen.circle(surface, theme.GOLD_DARK, (x, y), radius + 3)
    pen.circle(surface, mix(theme.FELT_DARK, theme.SHADOW, 0.35), (x, y), radius)
    pen.circle(surface, theme.FELT_DARK, (x, y + 3), radius - 3)
    pen.circle(surface, mix(theme.FELT_DARK, theme.FELT, 0.6), (x, y + 5), radius - 9)


def halo(radius, colour, width, alpha) -> pygame.Surface:
    """A glowing ring to lay around a well of radius (a lit space, a claimed pattern)."""
    size = 2 * radius + 24
    layer = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(layer, (*colour, alpha // 3), (size // 2, size // 2), radius + 10, width + 4)
    pygame.draw.circle(layer, (*colour, alpha), (size // 2, size // 2), radius + 6, width)
    return layer
