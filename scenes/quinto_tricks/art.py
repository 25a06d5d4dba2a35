"""Quinto's cards drawn at run time: a classic French-suited pack (suits drawn as shapes, pips laid out,
court cards as double-headed figures in an ornamented frame), in two or four colours, and the Joker."""
from __future__ import annotations

import pygame

from ..kit import card_art, draw, theme
from . import court_art

HAND_SIZE = (84, 122)
TRICK_SIZE = (76, 110)
DUMMY_SIZE = (62, 90)
MINI_SIZE = (30, 44)
RED = (178, 36, 44)
BLACK = (28, 26, 34)
CLARET = (118, 34, 44)
SUIT_INK = {"H": RED, "D": RED, "C": BLACK, "S": BLACK}
# The four-colour deck: spades black, hearts red, diamonds blue, clubs green.
FOUR_COLOUR_INK = {"H": RED, "D": (36, 92, 176), "C": (30, 128, 62), "S": BLACK}
RANK_LABEL = {"T": "10"}
SUPERSAMPLE = 4

# Pip positions for 2–10 as (column, row): column -1/0/1, row -1 (top) … 1 (bottom).
PIPS = {
    2: ((0, -1), (0, 1)),
    3: ((0, -1), (0, 0), (0, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
    7: ((-1, -1), (1, -1), (0, -0.5), (-1, 0), (1, 0), (-1, 1), (1, 1)),
    8: ((-1, -1), (1, -1), (0, -0.5), (-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)),
    9: ((-1, -1), (1, -1), (-1, -1 / 3), (1, -1 / 3), (0, 0), (-1, 1 / 3), (1, 1 / 3), (-1, 1), (1, 1)),
    10: ((-1, -1), (1, -1), (0, -2 / 3), (-1, -1 / 3), (1, -1 / 3), (-1, 1 / 3), (1, 1 / 3), (0, 2 / 3),
         (-1, 1), (1, 1)),
}
RANK_NUMBER = {"T": 10, **{str(n): n for n in range(2, 10)}}
# How far the pips' columns and rows stand from the middle, in card widths and heights: close enough in that the
# outer pips keep a visible gap to the corner index.
PIP_COLUMN, PIP_ROW = 0.14, 0.3


def ink(suit, four_colour=False) -> tuple:
    """The colour a suit is printed in, in the two-colour or the four-colour deck."""
    return (FOUR_COLOUR_INK if four_colour else SUIT_INK)[suit]


def rank_label(card) -> str:
    """The rank as printed in the corner: A, K, Q, J, 10 … 2."""
    return RANK_LABEL.get(card[0], card[0])


def _shape(surface, suit, colour, box) -> None:
    """Draw a suit's shape filling box (a square rect) on surface."""
    x, y, s = box.x, box.y, box.width

    def p(u, v):
        return (x + (u + 1) * s / 2, y + (v + 1) * s / 2)

    def circle(u, v, r):
        pygame.draw.circle(surface, colour, p(u, v), r * s / 2)

    if suit == "H":
        circle(-0.48, -0.38, 0.52)
        circle(0.48, -0.38, 0.52)
        pygame.draw.polygon(surface, colour, [p(-0.98, -0.22), p(0.98, -0.22), p(0, 0.98)])
    elif suit == "D":
        pygame.draw.polygon(surface, colour, [p(0, -1), p(0.76, 0), p(0, 1), p(-0.76, 0)])
    elif suit == "S":
        circle(-0.46, 0.26, 0.46)
        circle(0.46, 0.26, 0.46)
        pygame.draw.polygon(surface, colour, [p(-0.9, 0.12), p(0, -1), p(0.9, 0.12), p(0, 0.5)])
        pygame.draw.polygon(surface, colour, [p(0, 0.3), p(-0.34, 1), p(0.34, 1)])
    else:
        # Three round lobes with clear notches between them, so a club never reads as a spade.
        circle(0, -0.56, 0.4)
        circle(-0.56, 0.14, 0.4)
        circle(0.56, 0.14, 0.4)
        circle(0, 0.02, 0.2)
        pygame.draw.polygon(surface, colour, [p(0, -0.1), p(-0.3, 1), p(0.3, 1)])


def pip(suit, size, colour=None) -> pygame.Surface:
    """A smooth suit symbol size pixels square in colour (the two-colour ink by default), cached (drawn
    large, then scaled down)."""
    colour = colour or SUIT_INK[suit]

    def make():
        big = pygame.Surface((size * SUPERSAMPLE, size * SUPERSAMPLE), pygame.SRCALPHA)
        _shape(big, suit, colour, big.get_rect())
        return pygame.transform.smoothscale(big, (size, size))

    return card_art.cached(("qt_pip", suit, size, tuple(colour)), make)


def face(card, size=HAND_SIZE, four_colour=False):
    """The face of a card ("5H", "TD", "JOKER") at size, cached, in the four-colour deck when asked;
    "?" gives the shared back."""
    if card == "?":
        return card_art.back(size)
    return card_art.crisp(("qt_face", card, four_colour), size, lambda pixels: _paint(card, pixels, four_colour))


def _paint(card, size, four_colour) -> pygame.Surface:
    surface = card_art.blank(size)
    if card == "JOKER":
        _joker(surface)
        return surface
    colour = ink(card[1], four_colour)
    rank = card[0]
    if rank in RANK_NUMBER:
        _pips(surface, card[1], RANK_NUMBER[rank], colour)
    elif rank == "A":
        _ace(surface, card[1], colour)
    else:
        _court(surface, card, colour)
    _corners(surface, card, colour)
    return surface


def _corners(surface, card, colour) -> None:
    """Rank and suit pip top left, and the same turned upside down bottom right."""
    w, h = surface.get_size()
    designed = max(12, h // 7)
    size = card_art.legible(designed)  # larger in a small window, the strip then as wide as the rank
    width = max(15, w // 4) if size == designed else max(15, w // 4, theme.font(size, "bold").size(rank_label(card))[0])
    index = pygame.Surface((width, h // 3), pygame.SRCALPHA)
    label = draw.text(index, rank_label(card), size, colour, (index.get_width() // 2, size // 10), "bold", "midtop",
                      ink=True)
    small = max(10, w // 7)
    index.blit(pip(card[1], small, colour), (index.get_width() // 2 - small // 2, label.bottom + 1 + size * 2 // 5))
    surface.blit(index, (3, 5))
    surface.blit(pygame.transform.rotate(index, 180), (w - 3 - index.get_width(), h - 5 - index.get_height()))


def _pips(surface, suit, number, colour) -> None:
    """The pips of a number card in the classic layout, the lower ones upside down."""
    w, h = surface.get_size()
    size = max(8, int(w * 0.19))
    upright = pip(suit, size, colour)
    flipped = pygame.transform.rotate(upright, 180)
    for column, row in PIPS[number]:
        image = flipped if row > 0 else upright
        surface.blit(image, image.get_rect(center=pip_centre((w, h), column, row)))


def pip_centre(size, column, row) -> tuple:
    """Where a pip of the classic layout (column -1…1, row -1…1) lies on a face of size pixels."""
    w, h = size
    return round(w / 2 + column * w * PIP_COLUMN), round(h / 2 + row * h * PIP_ROW)


def _ace(surface, suit, colour) -> None:
    """One large pip, ringed in gold for the ace of spades."""
    w, h = surface.get_size()
    size = int(w * 0.46)
    centre = (w // 2, h // 2)
    if suit == "S":
        pygame.draw.circle(surface, theme.GOLD, centre, int(size * 0.78), max(1, w // 40))
    image = pip(suit, size, colour)
    surface.blit(image, image.get_rect(center=centre))


def _court(surface, card, colour) -> None:
    """A court card: its double-headed figure in an ornamented frame, a suit pip beside each head."""
    w, h = surface.get_size()
    frame = pygame.Rect(0, 0, int(w * 0.6), int(h * 0.72))
    frame.center = (w // 2, h // 2)
    radius = max(2, w // 14)
    tint = tuple(int(c * 0.1 + 255 * 0.9) for c in colour)
    draw.rounded(surface, frame, tint, radius)
    inset = max(1, w // 40)
    figure = court_art.court(card[0], colour, frame.inflate(-2 * inset, -2 * inset).size)
    surface.blit(figure, (frame.x + inset, frame.y + inset))
    draw.rounded(surface, frame, theme.GOLD_DARK, radius, max(1, w // 40))
    small = max(7, w // 9)
    image = pip(card[1], small, colour)
    surface.blit(image, (frame.x + inset + 1, frame.y + inset + 1))
    flipped = pygame.transform.rotate(image, 180)
    surface.blit(flipped, (frame.right - inset - 1 - small, frame.bottom - inset - 1 - small))


def _joker(surface) -> None:
    """The Joker: a claret panel with a gold crown, its name and its 25 points."""
    w, h = surface.get_size()
    panel = surface.get_rect().inflate(-10, -10)
    draw.rounded(surface, panel, CLARET, card_art.CARD_RADIUS - 3)
    draw.rounded(surface, panel.inflate(-6, -6), theme.GOLD, card_art.CARD_RADIUS - 5, 2)
    cx, top = w // 2, int(h * 0.3)
    span, tall = w * 0.26, h * 0.12
    crown = [(cx - span, top + tall), (cx - span, top - tall * 0.4), (cx - span / 2, top + tall * 0.2),
             (cx, top - tall), (cx + span / 2, top + tall * 0.2), (cx + span, top - tall * 0.4),
             (cx + span, top + tall)]
    pygame.draw.polygon(surface, theme.GOLD, crown)
    pygame.draw.rect(surface, theme.GOLD, (cx - span, top + tall, span * 2, tall * 0.45))
    for x in (cx - span, cx, cx + span):
        pygame.draw.circle(surface, theme.CREAM, (x, top - tall * (1 if x == cx else 0.4)), max(2, w // 30))
    words = card_art.legible(max(9, h // 10))
    draw.text(surface, "JOKER", words, theme.CREAM, (cx, int(h * 0.5) + words // 2), "title", "midtop")
    value = card_art.legible(max(10, h // 9))
    draw.text(surface, "25", value, theme.GOLD, (cx, panel.bottom - 6 - value * 3 // 8), "bold", "midbottom", ink=True)
    for corner in ((panel.x + 9, panel.y + 9), (panel.right - 9, panel.bottom - 9)):
        card_art.symbol(surface, "star", theme.GOLD, corner, max(3, w // 18))
