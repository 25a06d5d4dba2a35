"""Quartino in pictures: a card's four colours found on the wheel (the centre, then three ring spaces in
order), and the claim: the card is done and its four pawns go back to the reserve."""
from __future__ import annotations

import pygame

from parlour.words import catalogue

from ...kit import card_art, draw, theme
from ...quartino import art as art
from ...quartino import layout as table_layout
from .stage import Picture, card_size, lay, lerp, progress, pulse, ring, tag

CARD = "YBGP"
FIRST_SPACE = 2
# The top pawns on the wheel: the card's colours on the centre and spaces 2, 3, 4, others elsewhere; and
# the pawns a claim uncovers underneath.
TOP = {0: "Y", 2: "B", 3: "G", 4: "P", 1: "G", 6: "Y", 7: "B"}
UNDER = {0: "P", 3: "B"}
MATCHED = (0, FIRST_SPACE, FIRST_SPACE + 1, FIRST_SPACE + 2)


class Wheel:
    """The table's board scaled to a picture, with where its spaces and pawns lie."""

    def __init__(self, centre, radius):
        self.centre = centre
        self.scale = radius / table_layout.BOARD_RADIUS
        self.pawn_width = max(8, round(table_layout.PAWN_W * self.scale))

    def draw(self, surface) -> None:
        """The board."""
        full = art.board(table_layout.BOARD_RADIUS, table_layout.RING_RADIUS, table_layout.SPACE_RADIUS,
                         table_layout.CENTRE_RADIUS)
        side = round(full.get_width() * self.scale)
        image = card_art.cached(("rule_board", side), lambda: full.resized((side, side)))
        surface.blit(image, image.get_rect(center=self.centre))

    def space(self, space) -> tuple:
        """The centre of a space's well."""
        if space == 0:
            return self.centre
        dx, dy = art.ring_offset(space, table_layout.RING_RADIUS * self.scale)
        return (self.centre[0] + dx, self.centre[1] + dy)

    def well(self, space) -> pygame.Rect:
        """A space's well as a rect, to ring it."""
        radius = (table_layout.CENTRE_RADIUS if space == 0 else table_layout.SPACE_RADIUS) * self.scale
        rect = pygame.Rect(0, 0, round(2 * radius), round(2 * radius))
        rect.center = (round(self.space(space)[0]), round(self.space(space)[1]))
        return rect

    def pawn(self, surface, colour, centre, look) -> None:
        """One pawn standing at centre."""
        image = art.pawn(colour, self.pawn_width, look.symbols)
        surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))


def scene(rect) -> tuple:
    """The wheel in the middle of the picture, the card on the right: (wheel, card size, card centre)."""
    wheel = Wheel((rect.x + rect.width * 0.4, rect.centery), min(rect.height * 0.43, rect.width * 0.17))
    size = card_size(min(rect.height * 0.7, rect.width * 0.26 * art.CARD_SIZE[1] / art.CARD_SIZE[0]), art.CARD_SIZE)
    return wheel, size, (rect.x + rect.width * 0.78, rect.centery)


def reserve(surface, rect, wheel) -> pygame.Rect:
    """The reserve where pawns wait, at the left of the picture."""
    tray = pygame.Rect(0, 0, wheel.pawn_width * 2, rect.height * 0.7)
    tray.center = (rect.x + rect.width * 0.1, rect.centery)
    draw.translucent_panel(surface, tray, theme.FELT_DARK, 150, wheel.pawn_width // 2)
    return tray


def matched_card(surface, size, centre, look, steps, lit) -> pygame.Rect:
    """The card, its colours ringed one by one as steps (0 to 4) go."""
    placed = lay(surface, art.card_face(CARD, size, look.symbols), centre)
    for spot in art.card_spots(size)[: int(steps)]:
        dot = pygame.Rect(0, 0, size[1] // 4, size[1] // 4)
        dot.center = (placed.x + round(spot[0]), placed.y + round(spot[1]))
        ring(surface, dot, lit)
    return placed


def match(surface, rect, t, look) -> None:
    """The centre, then spaces 2, 3 and 4 light up on the wheel and on the card, then all four together."""
    wheel, size, centre = scene(rect)
    wheel.draw(surface)
    reserve(surface, rect, wheel)
    steps = min(4, (t - 0.3) / 0.6 + 1) if t > 0.3 else 0
    for space, colour in TOP.items():
        wheel.pawn(surface, colour, wheel.space(space), look)
    lit = 1 - progress(t, 4.0, 4.4)
    for space in MATCHED[: int(steps)]:
        ring(surface, wheel.well(space), lit)
    matched_card(surface, size, centre, look, steps, lit)
    if steps >= 4:
        word = catalogue(look.language).say("quartino.ui.button")
        tag(surface, word, (centre[0], rect.bottom - rect.height * 0.08), max(11, rect.height // 12),
            alpha=int(255 * pulse(t, 2.8, 4.4)))


def claim(surface, rect, t, look) -> None:
    """The matched pawns lift off to the reserve, uncovering the pawns beneath, and the card is done."""
    wheel, size, centre = scene(rect)
    wheel.draw(surface)
    tray = reserve(surface, rect, wheel)
    leave = progress(t, 0.9, 1.9)
    for space, colour in TOP.items():
        if space not in MATCHED:
            wheel.pawn(surface, colour, wheel.space(space), look)
        elif space in UNDER and leave > 0:
            wheel.pawn(surface, UNDER[space], wheel.space(space), look)
    for i, space in enumerate(MATCHED):
        home = (tray.centerx, tray.y + tray.height * (0.2 + 0.2 * i))
        wheel.pawn(surface, TOP[space], lerp(wheel.space(space), home, leave), look)
    for space in MATCHED:
        ring(surface, wheel.well(space), pulse(t, 0.1, 1.0, 0.2))
    done = lerp(centre, (centre[0], centre[1] - rect.height * 0.06), progress(t, 1.9, 2.5))
    placed = lay(surface, art.card_face(CARD, size, look.symbols), done)
    ring(surface, placed, pulse(t, 1.9, 3.8))


PICTURES = {
    "match": Picture(match, 4.6, 3.2, wide=True),
    "claim": Picture(claim, 4.2, 2.6, wide=True),
}
