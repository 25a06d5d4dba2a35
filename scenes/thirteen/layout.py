"""Where everything lies on 13's table, as pure geometry (no drawing, no window needed)."""
from __future__ import annotations

import pygame

from game.thirteen.deck import COLOURS

from ..kit import card_art
from ..table.layout import STANDINGS_RECT
from ..table.panels import standings_height
from . import art

CARD = art.HAND_SIZE
SMALL = art.SMALL_SIZE
HAND_CENTRE_X = 600
HAND_Y = 560
HAND_GAP = 108
HAND_LIFT = 22
TARGET_X = (330, 560, 790)
TARGET_Y = 232
# Six cards fanned this far apart keep inside the mat, clear of the target's label under it.
FAN_STEP = 21
FAN_SHOWN = 6
FAN_TOP = 60
PILE_POS = (95, 360)
OWN_PANEL = pygame.Rect(20, 585, 180, 96)
OWN_CENTRE = (110, 630)
OTHERS_LEFT = 20
OTHERS_WIDTH = 940
OTHERS_Y = 110
PANEL_HEIGHT = 96
STATUS_POS = (600, 538)
# Notices go over the status line, between the targets' labels and the raised hand, or in the side column
# between the last-round button and Undo.
NOTICE_BAND = pygame.Rect(212, 481, 760, HAND_Y - HAND_LIFT - 482)
SIDE_BOTTOM = 656


def hand_rects(count, raised=None) -> list:
    """Where each of count cards of the viewer's hand lies, the raised one lifted."""
    return card_art.hand_row(count, HAND_CENTRE_X, HAND_Y, CARD, HAND_GAP, raised, HAND_LIFT)


def target_rect(t) -> pygame.Rect:
    """The drop zone of target number t (0 blue, 1 yellow, 2 green)."""
    return pygame.Rect(TARGET_X[t] - 80, TARGET_Y - 20, 160, 270)


def mat_rect(t) -> pygame.Rect:
    """The coloured mat of target t."""
    mat = pygame.Rect(0, 0, 150, 236)
    mat.midtop = (TARGET_X[t], TARGET_Y - 12)
    return mat


def total_badge(t) -> pygame.Rect:
    """The running total's badge above target t."""
    badge = pygame.Rect(0, 0, 112, 40)
    badge.midbottom = (TARGET_X[t], TARGET_Y - 20)
    return badge


def target_at(pos):
    """The colour of the target under pos, or None."""
    for t, colour in enumerate(COLOURS):
        if target_rect(t).collidepoint(pos):
            return colour
    return None


def card_spot(t, i) -> tuple:
    """The centre of the i-th card on target t (the fan stops growing after FAN_SHOWN cards)."""
    return (TARGET_X[t], TARGET_Y + FAN_TOP + FAN_STEP * min(i, FAN_SHOWN - 1))


def others(viewer, players) -> list:
    """The other seats, clockwise from the viewer, laid out across the top."""
    return [(viewer + i) % players for i in range(1, players)]


def seat_centre(viewer, players, seat) -> tuple:
    """Where a seat's panel is: the viewer's own bottom left, the others across the top."""
    around = others(viewer, players)
    if seat not in around:
        return OWN_CENTRE
    width = OTHERS_WIDTH // len(around)
    return (OTHERS_LEFT + width * around.index(seat) + width // 2, OTHERS_Y)


def panel_rect(viewer, players, seat) -> pygame.Rect:
    """The panel of seat: its own at the bottom left, the others' side by side across the top."""
    if seat == viewer:
        return OWN_PANEL.copy()
    rect = pygame.Rect(0, 0, min(220, 900 // (players - 1)), PANEL_HEIGHT)
    rect.center = seat_centre(viewer, players, seat)
    return rect


def notice_zones(players) -> list:
    """Where notices and hints may go, nearest the hand first."""
    review = review_button(players)
    return [NOTICE_BAND, pygame.Rect(review.x, review.bottom + 6, review.width, SIDE_BOTTOM - review.bottom - 6)]


def review_button(players) -> pygame.Rect:
    """The "last round's scores" button, under the standings (which grow with the players)."""
    x, top, width, _ = STANDINGS_RECT
    return pygame.Rect(x, max(480, top + standings_height(players) + 14), width, 46)
