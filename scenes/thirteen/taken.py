"""13's taken-cards line in a seat's panel: how many cards it took and, with the assist, their colours, set
inside the panel beside the held cards' backs, smaller when the panel is narrow."""
from __future__ import annotations

import pygame

from game.cards import HIDDEN

from ..kit import draw, theme

COUNT_SIZE, ASSIST_SIZE, SMALLEST = 16, 14, 10
INSET = 12
MINI = (22, 32)
BACKS_X, BACK_STEP = 12, 12
GAP = 8


def backs_right(rect, held) -> int:
    """The x just right of the held cards' backs drawn in a panel (its left edge when none are drawn)."""
    return rect.x + BACKS_X + BACK_STEP * max(0, held - 1) + (MINI[0] if held else 0)


def sized(text, size, width) -> int:
    """The largest size up to size, down to SMALLEST, at which text fits in width."""
    while size > SMALLEST and theme.font(size, "bold").size(text)[0] > width:
        size -= 1
    return size


def taken_lines(seen, seat, rect, held) -> list:
    """The taken line's parts, each (text, size, rect): the count at the bottom right and, with the assist,
    the colours above it; both right of the held backs and inside the panel."""
    view = seen.view
    taken = [c for c in view.taken[seat] if c != HIDDEN] if view.assist else []
    flying = seen.in_flight("taken") if seat == seen.parts.last_taker else 0
    count = seen.say("thirteen.ui.taken", count=max(0, len(view.taken[seat]) - flying))
    width = rect.right - INSET - max(rect.x + INSET, backs_right(rect, held) + GAP)
    parts, bottom = [], rect.bottom - 10
    texts = [(count, COUNT_SIZE)]
    if taken:
        say = seen.say
        colours = " ".join(f"{say(f'reading.thirteen.letter.{c}')}{sum(1 for k in taken if k[0] == c)}"
                           for c in "BYGR" if any(k[0] == c for k in taken))
        texts.append((colours, ASSIST_SIZE))
    for text, size in texts:
        size = sized(text, size, width)
        w, h = theme.font(size, "bold").size(text)
        box = pygame.Rect(0, 0, w, h)
        box.bottomright = (rect.right - INSET, bottom)
        parts.append((text, size, box))
        bottom = box.y - 2
    return parts


def draw_taken(surface, seen, seat, rect, held) -> None:
    """The taken line in gold inside seat's panel."""
    for text, size, box in taken_lines(seen, seat, rect, held):
        draw.text(surface, text, size, theme.GOLD, box.bottomright, "bold", "bottomright")
