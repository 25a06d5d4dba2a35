"""13 in pictures: a card landing on a target takes its total past 13, so the player takes the cards that
were there and his card stays; and a rotten four going on each target in turn."""
from __future__ import annotations

import pygame

from game.thirteen.rules import LIMIT
from parlour.words import catalogue

from ...kit import card_art, draw, theme
from ...thirteen import art as thirteen_art
from .stage import Picture, fitted_card, lay, lerp, progress, pulse, ring, row_centres


def face(card, size, look):
    """A 13 card as the table draws it."""
    rotten = catalogue(look.language).say("thirteen.card.colour.R")
    return thirteen_art.face(card, size, rotten, look.symbols)


def mat(surface, rect, colour_key, look) -> None:
    """A target's mat in its colour (and shape, with symbols on)."""
    colour = theme.SUIT_COLOURS[colour_key]
    draw.translucent_panel(surface, rect, colour, 60, 12)
    draw.rounded(surface, rect, colour, 12, 2)
    if look.symbols:
        card_art.symbol(surface, thirteen_art.SHAPES[colour_key], colour, (rect.centerx, rect.bottom - rect.h // 10),
                        max(3, rect.h // 16))


def total_badge(surface, centre, total, size) -> None:
    """The running total of a target, in red past 13."""
    over = total > LIMIT
    text = f"{total} / {LIMIT}"
    badge = pygame.Rect((0, 0), theme.font(size, "bold").size(text)).inflate(size, size // 2)
    badge.center = (round(centre[0]), round(centre[1]))
    draw.shadowed_panel(surface, badge, theme.PAPER, badge.h // 2, theme.ALERT if over else theme.GOLD_DARK, 2)
    draw.text(surface, text, size, theme.ALERT if over else theme.INK, badge.center, "bold", "center")


def took_pile(surface, rect, t, look) -> None:
    """B5, B4 and B2 make 11; a B7 makes 18: the three go face down to the player, the B7 stays."""
    size = fitted_card(rect, 5, 0.64, thirteen_art.SMALL_SIZE)
    step = size[0] * 0.4
    target = pygame.Rect(0, 0, size[0] + step * 3 + 24, rect.height - 16)
    target.midleft = (rect.x + rect.width * 0.06, rect.centery)
    mat(surface, target, "B", look)
    first = (target.x + 12 + size[0] / 2, target.centery - rect.height * 0.04)
    pile = ("B5", "B4", "B2")
    taker = (rect.right - size[0] * 0.9, rect.centery + rect.height * 0.1)
    leave = progress(t, 2.2, 3.0)
    for i, card in enumerate(pile):
        home = (first[0] + step * i, first[1])
        image = face(card, size, look) if leave < 0.5 else card_art.back(size)
        lay(surface, image, lerp(home, (taker[0] + 3 * i, taker[1] - 3 * i), progress(t, 2.2 + 0.12 * i, 3.0)))
    played = (first[0] + step * 3, first[1])
    stays = lerp(played, first, progress(t, 3.1, 3.7))
    landing = lerp((played[0], rect.bottom + size[1]), played, progress(t, 0.4, 1.2))
    placed = lay(surface, face("B7", size, look), stays if t > 3.0 else landing)
    ring(surface, placed, pulse(t, 1.2, 2.4))
    total = 11 if t < 1.2 else 18 if t < 3.0 else 7
    total_badge(surface, ((target.right + taker[0] - size[0] / 2) / 2, rect.centery), total,
                max(12, rect.height // 8))


def rotten_four(surface, rect, t, look) -> None:
    """A rotten four lands on the blue target, then the yellow, then the green one."""
    size = fitted_card(rect, 3.6, 0.5, thirteen_art.SMALL_SIZE)
    mats = []
    for centre, key, card in zip(row_centres(rect.center, 3, size[0] + 14, 8), "BYG", ("B2", "Y5", "G1")):
        spot = pygame.Rect(0, 0, size[0] + 14, rect.height * 0.86)
        spot.center = (round(centre[0]), round(centre[1]))
        mat(surface, spot, key, look)
        lay(surface, face(card, size, look), (spot.centerx, spot.centery - size[1] * 0.12))
        mats.append(spot)
    visit = min(2, int(t // 1.2))
    clock = t - visit * 1.2
    spot = mats[visit]
    above = (spot.centerx, rect.y - size[1] * 0.1)
    resting = (spot.centerx + size[0] * 0.12, spot.centery + size[1] * 0.1)
    where = lerp(above, resting, progress(clock, 0.0, 0.5)) if clock < 0.8 else lerp(resting, above,
                                                                                       progress(clock, 0.8, 1.2))
    ring(surface, spot, pulse(clock, 0.4, 1.0, 0.15))
    lay(surface, face("R4", size, look), where)


PICTURES = {
    "took_pile": Picture(took_pile, 4.6, 1.8, wide=True),
    "rotten_four": Picture(rotten_four, 3.6, 0.6),
}
