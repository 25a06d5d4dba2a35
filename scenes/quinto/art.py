"""Quinto's card faces: combinations as shapes counted out in their colour (with the colour named),
word cards with their word in the interface language, bridges, word-or-bridge cards, point cards."""
from __future__ import annotations

from typing import NamedTuple

import pygame

from game.quinto.deck import BRIDGE, SHAPE_LETTERS, WORD, WORD_OR_BRIDGE, card_parts

from ..kit import card_art, draw, theme

HAND_SIZE = (88, 126)
TABLE_SIZE = (60, 86)
POINT_SIZE = (46, 64)
CHIP_SIZE = (26, 34)
# Quinto's four colours; orange is the one hue the shared palette lacks.
COLOURS = {
    "orange": (222, 118, 34),
    "red": theme.SUIT_COLOURS["R"],
    "green": theme.SUIT_COLOURS["G"],
    "blue": theme.SUIT_COLOURS["B"],
}
POINT_BACKS = {"red": theme.SUIT_COLOURS["R"], "yellow": theme.SUIT_COLOURS["Y"], "blue": theme.SUIT_COLOURS["B"]}
BRIDGE_INK = theme.WOOD
WB_TINT = (238, 228, 246)
WORD_RULE = theme.RULE_LINE
WORD_FRAME = (234, 224, 204)
BRIDGE_WATER = (90, 130, 170)
SMALLEST_TEXT = 8
# cards whose words would have less room than this (in pixels) show none
SMALLEST_ROOM = 20
# How large a combination's shapes are, as a fraction of the card's width, by count.
SHAPE_SCALE = {1: 0.24, 2: 0.19, 3: 0.15, 4: 0.15}
# Where the shapes of a combination sit, as fractions of the card, by count.
LAYOUTS = {
    1: ((0.5, 0.5),),
    2: ((0.5, 0.34), (0.5, 0.66)),
    3: ((0.5, 0.27), (0.5, 0.5), (0.5, 0.73)),
    4: ((0.32, 0.36), (0.68, 0.36), (0.32, 0.64), (0.68, 0.64)),
}


class Labels(NamedTuple):
    """The texts printed on cards in one language: (word, text) pairs, the bridge's name, "or"."""

    words: tuple
    bridge: str
    or_word: str


def face(card, size, labels):
    """The face of a hand card or played card (`Oc3`, `w:red`, `bridge`, `wb:green`, `wb:green=word`)
    with its texts from labels, cached."""
    return card_art.crisp(("quinto", card, labels), size, lambda pixels: _paint(card, pixels, labels))


def _paint(card, size, labels):
    words, bridge_word, or_word = dict(labels.words), labels.bridge, labels.or_word
    surface = card_art.blank(size)
    frame = surface.get_rect().inflate(-8, -8)
    parts = card_parts(card)
    if parts.kind == WORD_OR_BRIDGE:
        draw.rounded(surface, frame, WB_TINT, card_art.CARD_RADIUS - 3)
        if parts.chosen == "word":
            _word(surface, frame, parts.word, words)
        elif parts.chosen == "bridge":
            _bridge(surface, frame, bridge_word)
        else:
            _word_or_bridge(surface, frame, parts.word, words, bridge_word, or_word)
        _corner_mark(surface, frame)
    elif parts.kind == WORD:
        _word(surface, frame, parts.word, words)
    elif parts.kind == BRIDGE:
        _bridge(surface, frame, bridge_word)
    else:
        _combination(surface, frame, parts, words)
    return surface


def _combination(surface, frame, parts, words):
    colour_name, shape, number = parts.colour, parts.shape, int(parts.number)
    colour = COLOURS[colour_name]
    tint = tuple(int(c * 0.12 + 255 * 0.88) for c in colour)
    draw.rounded(surface, frame, tint, card_art.CARD_RADIUS - 3)
    draw.rounded(surface, frame, colour, card_art.CARD_RADIUS - 3, 2)
    w, h = frame.size
    corner = card_art.legible(max(12, h // 8))
    draw.text(surface, str(number), corner, colour, (frame.x + 5, frame.y + 1 + corner // 10), "bold", ink=True)
    radius = max(5, int(w * SHAPE_SCALE[number]))
    for fx, fy in LAYOUTS[number]:
        centre = (frame.x + int(w * fx), frame.y + int(h * (0.08 + 0.78 * fy)))
        card_art.symbol(surface, shape, colour, centre, radius)
    _card_word(surface, words[colour_name], colour, (frame.centerx, frame.bottom - 2), w - 8, max(9, h // 10),
               "midbottom")


def _word(surface, frame, word, words):
    draw.rounded(surface, frame, theme.INK, card_art.CARD_RADIUS - 3, 2)
    inner = frame.inflate(-6, -6)
    draw.rounded(surface, inner, WORD_RULE, card_art.CARD_RADIUS - 5, 1)
    text = words[word].upper()
    if _card_word(surface, text, theme.INK, (frame.centerx, frame.centery - frame.h // 10), frame.w - 10,
                  max(11, frame.h // 6), "center"):
        _word_glyph(surface, word, (frame.centerx, frame.centery + frame.h // 5), max(4, frame.h // 14))
    else:
        _word_glyph(surface, word, frame.center, _glyph_radius_alone(word, frame.w))


def _glyph_radius_alone(word, width) -> int:
    """How large a word's glyph is drawn alone, on a card too small for the word: as large as its width allows
    (a colour bar is six radii wide, a row of four dots ten)."""
    if word in COLOURS:
        return max(2, width // 8)
    if word in SHAPE_LETTERS.values():
        return max(2, width // 5)
    return max(2, width // 10)


def _word_glyph(surface, word, centre, radius):
    """A non-colour cue under a word: a colour bar, an outlined shape, or counted dots."""
    cx, cy = centre
    if word in COLOURS:
        draw.rounded(surface, (cx - radius * 3, cy - radius // 2 - 2, radius * 6, radius + 4), COLOURS[word], 4)
    elif word in SHAPE_LETTERS.values():
        card_art.symbol(surface, word, theme.INK, centre, radius + 2)
        card_art.symbol(surface, word, theme.PAPER, centre, max(2, radius - 1))
    else:
        n = int(word)
        step = radius * 2 + 2
        for i in range(n):
            pygame.draw.circle(surface, theme.INK, (int(cx + (i - (n - 1) / 2) * step), cy), max(2, radius // 2 + 1))


def _bridge(surface, frame, label):
    draw.rounded(surface, frame, WORD_FRAME, card_art.CARD_RADIUS - 3)
    draw.rounded(surface, frame, BRIDGE_INK, card_art.CARD_RADIUS - 3, 2)
    bridge_glyph(surface, (frame.centerx, frame.centery - frame.h // 12), frame.w - 12)
    _card_word(surface, label.upper(), BRIDGE_INK, (frame.centerx, frame.bottom - 4), frame.w - 8, max(9, frame.h // 9),
               "midbottom")


def bridge_glyph(surface, centre, width) -> None:
    """A little arched bridge: deck, arch and piers, width pixels wide."""
    cx, cy = centre
    half = width // 2
    thick = max(2, width // 14)
    pygame.draw.line(surface, BRIDGE_INK, (cx - half, cy - width // 6), (cx + half, cy - width // 6), thick + 1)
    arch = pygame.Rect(cx - half + thick, cy - width // 6, width - 2 * thick, width // 2)
    pygame.draw.arc(surface, BRIDGE_INK, arch, 0, 3.1416, thick)
    for x in (cx - half + thick, cx + half - thick):
        pygame.draw.line(surface, BRIDGE_INK, (x, cy - width // 6), (x, cy + width // 4), thick)
    pygame.draw.line(surface, BRIDGE_WATER, (cx - half, cy + width // 4), (cx + half, cy + width // 4), thick)


def _word_or_bridge(surface, frame, word, words, bridge_word, or_word):
    top = pygame.Rect(frame.x, frame.y, frame.w, frame.h // 2)
    bottom = pygame.Rect(frame.x, frame.centery, frame.w, frame.h // 2)
    draw.rounded(surface, frame, theme.INK, card_art.CARD_RADIUS - 3, 2)
    _card_word(surface, words[word].upper(), theme.INK, (top.centerx, top.centery - 2), top.w - 10,
               max(10, frame.h // 8), "center")
    _word_glyph(surface, word, (top.centerx, top.bottom - top.h // 6), max(3, frame.h // 20))
    pygame.draw.line(surface, theme.INK_SOFT, (frame.x + 6, frame.centery), (frame.right - 6, frame.centery), 1)
    size = card_art.legible(max(9, frame.h // 11))
    tag = pygame.Rect((0, 0), theme.font(size, "bold").size(or_word)).inflate(8, 0)
    tag.center = frame.center
    pygame.draw.rect(surface, WB_TINT, tag)
    draw.text(surface, or_word, size, theme.INK_SOFT, frame.center, "bold", "center")
    bridge_glyph(surface, (bottom.centerx, bottom.centery), int(bottom.w * 0.6))
    word_size = max(8, frame.h // 12)
    if card_art.legible(word_size) == word_size:  # drawn larger, it would cover the bridge that tells it
        _card_word(surface, bridge_word.upper(), BRIDGE_INK, (bottom.centerx, bottom.bottom - 2), bottom.w - 10,
                   word_size, "midbottom")


def _corner_mark(surface, frame):
    """The gold corner that tells a word-or-bridge card from a plain word or bridge."""
    x, y = frame.right - 3, frame.y + 3
    size = max(8, frame.w // 6)
    pygame.draw.polygon(surface, theme.GOLD_DARK, ((x - size, y), (x, y), (x, y + size)))


def _card_word(surface, text, colour, pos, width, size, anchor) -> bool:
    """A word printed on a card, shrunk to fit width; on a card too small for words (an open hand's, or any in a
    small window), left out, the card's picture telling it alone. Says whether it was drawn."""
    return width >= SMALLEST_ROOM and _fitted(surface, text, colour, pos, width, size, anchor)


def _fitted(surface, text, colour, pos, width, size, anchor) -> bool:
    """Text shrunk until it fits width (at most down to SMALLEST_TEXT, where it may overrun width a little); in a
    small window never below what reads there, and left out when it does not fit then. Says whether it was
    drawn."""
    least = card_art.legible(SMALLEST_TEXT)
    size = max(size, least)
    while size > least and theme.font(size, "bold").size(text)[0] > width:
        size -= 1
    if least > SMALLEST_TEXT and theme.font(size, "bold").size(text)[0] > width:
        return False
    draw.text(surface, text, size, colour, pos, "bold", anchor)
    return True


def point_card(point, size=POINT_SIZE):
    """A point card: its back colour, and its value in a cream oval (a "?" when face down)."""
    colour, value = point
    return card_art.crisp(("quinto-point", colour, value), size, lambda pixels: _paint_point(colour, value, pixels))


def _paint_point(colour, value, size):
    back = POINT_BACKS[colour]
    surface = card_art.blank(size, back, tuple(int(c * 0.6) for c in back))
    w, h = size
    inner = surface.get_rect().inflate(-max(4, w // 8), -max(4, w // 8))
    pygame.draw.rect(surface, theme.CREAM, inner, 1, border_radius=max(3, card_art.CARD_RADIUS - 4))
    oval = pygame.Rect(0, 0, int(w * 0.8), int(h * 0.42))
    oval.center = (w // 2, h // 2)
    pygame.draw.ellipse(surface, theme.PAPER, oval)
    text = "?" if value is None else str(value)
    _fitted(surface, text, theme.INK, oval.center, oval.w - 4, max(9, int(h * 0.3)), "center")  # or left blank
    return surface
