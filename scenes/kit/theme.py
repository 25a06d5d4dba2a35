"""The parlour's one palette and its fonts."""
from __future__ import annotations

import os

import pygame

from .canvas import on_density_change

ASSETS = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "assets")

FELT = (31, 77, 58)
FELT_DARK = (18, 48, 36)
FELT_LIGHT = (44, 100, 76)
LETTERBOX = (10, 26, 20)  # just darker than the felt's darkest edge: bars beside the frame read as more cloth
CREAM = (243, 234, 215)
PAPER = (250, 245, 232)
INK = (43, 33, 24)
INK_SOFT = (105, 92, 78)
GOLD = (216, 178, 90)
GOLD_DARK = (160, 124, 52)
WOOD = (92, 58, 36)
WOOD_DARK = (60, 36, 22)
SHADOW = (0, 0, 0)
ALERT = (196, 72, 58)
GOOD = (120, 190, 120)
GLOW_SOFT = (235, 220, 170)
LABEL_SOFT = (170, 200, 180)
RULE_LINE = (210, 196, 168)
ROW_LIT = (244, 226, 180)
VEIL = (20, 30, 25)
MUTED = (180, 200, 190)

SUIT_COLOURS = {
    "B": (46, 104, 178),
    "Y": (222, 170, 38),
    "G": (52, 140, 78),
    "R": (178, 52, 48),
    "P": (212, 96, 148),
}
# Quartino's pawns and cards: a colour with no pawn left, symbols on light pawns, the spokes of a card,
# and the white of a pawn's gleam.
PAWN_EMPTY = (128, 132, 128)
SYMBOL_INK_DARK = (40, 26, 10)
CARD_SPOKE = (200, 188, 160)
HIGHLIGHT = (255, 255, 255)

_FONT_FILES = {
    "ui": "Lato-Regular.ttf",
    "bold": "Lato-Bold.ttf",
    "title": "EBGaramond12-Lining.ttf",
}
_fonts: dict = {}
# Each font costs about a third of a megabyte and a window of another size asks for other pixel sizes: only the
# fonts of the window's size now are kept, and of those the least recently used go past the bound.
FONT_CACHE_SIZE = 96
on_density_change(_fonts.clear)


def font(size, kind="ui") -> pygame.font.Font:
    """A cached font of one of the shipped faces (ui, bold, title) at size pixels."""
    key = (kind, size)
    found = _fonts.pop(key, None)
    if found is None:
        found = pygame.font.Font(os.path.join(ASSETS, "fonts", _FONT_FILES[kind]), size)
        if len(_fonts) >= FONT_CACHE_SIZE:
            del _fonts[next(iter(_fonts))]
    _fonts[key] = found  # last in the dict's order: the most recently used
    return found
