"""A lesson's look: the caption panel in the table's log corner and the pulsing ring on what it points at."""
from __future__ import annotations

import math

import pygame

from ...kit import draw, theme
from ...kit.round_area import RoundArea
from ...table.layout import LOG_RECT

PANEL = pygame.Rect(LOG_RECT)
PAD = 12
BUTTON_H = 44
HEADING_SIZE = 15
TEXT_SIZES = (19, 18, 17, 16, 15, 14)
LINE_GAP = 5
PULSE_HZ = 1.2
PULSE_LEVELS = 5
CORNER = 14
NEIGHBOURS = 16  # areas closer than this (a hand's cards) are ringed as one
FRAME_ROOM = pygame.Rect(0, 0, 1280, 720).inflate(-10, -10)  # draw.glow paints 5 pixels round its area


def button_rect(i) -> pygame.Rect:
    """The panel's i-th button (0 left, 1 right) along its bottom edge."""
    width = (PANEL.width - 3 * PAD) // 2
    return pygame.Rect(PANEL.x + PAD + i * (width + PAD), PANEL.bottom - PAD - BUTTON_H, width, BUTTON_H)


def text_room() -> pygame.Rect:
    """Where the caption's lines go: under the heading, above the buttons."""
    top = PANEL.y + PAD + HEADING_SIZE + 10
    return pygame.Rect(PANEL.x + PAD, top, PANEL.width - 2 * PAD, button_rect(0).y - 8 - top)


def fitted(text) -> tuple:
    """The largest size at which text fits the panel, and its lines."""
    room = text_room()
    for size in TEXT_SIZES:
        lines = draw.wrap(text, size, room.width)
        if len(lines) * (size + LINE_GAP) <= room.height:
            return size, lines
    return size, lines[: room.height // (size + LINE_GAP)]


def draw_panel(surface, heading, text) -> None:
    """The paper panel: the lesson's heading in gold, then the caption."""
    draw.shadowed_panel(surface, PANEL, theme.PAPER, 14, theme.GOLD_DARK, 3)
    draw.text(surface, heading, HEADING_SIZE, theme.GOLD_DARK, (PANEL.x + PAD, PANEL.y + PAD), "bold")
    size, lines = fitted(text)
    room = text_room()
    for i, line in enumerate(lines):
        draw.text(surface, line, size, theme.INK, (room.x, room.y + i * (size + LINE_GAP)), "ui")


def draw_pointer(surface, rects, time) -> None:
    """A gold ring that breathes around each pointed area at time (None: held still, at full breath), kept inside
    the frame."""
    # a few steps of breath, not a smooth one: draw.glow keeps one ring per size and strength
    level = PULSE_LEVELS if time is None else round(PULSE_LEVELS * (0.5 + 0.5 * math.sin(time * 2 * math.pi
                                                                                         * PULSE_HZ)))
    for area, radius in rings(rects):
        ring = area.inflate(4 + 2 * level, 4 + 2 * level).clip(FRAME_ROOM)
        draw.glow(surface, ring, theme.GOLD, radius, 4, 150 + 20 * level)


def rings(rects) -> list:
    """(area, corner radius) of each ring: a round area circled, areas side by side (a hand's cards, a row of
    rows) joined under one rounded ring rather than a ring per card."""
    found = []
    for rect in rects:
        if isinstance(rect, RoundArea):
            found.append((pygame.Rect(rect), min(rect.size) // 2))
            continue
        area = pygame.Rect(rect)
        near = [i for i, (other, radius) in enumerate(found)
                if radius == CORNER and other.inflate(2 * NEIGHBOURS, 2 * NEIGHBOURS).colliderect(area)]
        if near:
            found[near[0]] = (found[near[0]][0].union(area), CORNER)
        else:
            found.append((area, CORNER))
    return found
