"""Where everything lies on the Victorian Quinto's table, as pure geometry (no drawing, no window needed).

Hands sit by position as the viewer sees them: 0 bottom (the viewer), 1 left, 2 top, 3 right.
"""
from __future__ import annotations

import pygame

from game.quinto_tricks.seating import HANDS, table_order

from ..table.layout import TOUCH_ROWS as TABLE_TOUCH_ROWS
from .art import DUMMY_SIZE, HAND_SIZE

CENTRE = (490, 330)
MAT = pygame.Rect(290, 168, 400, 326)
SPOTS = ((490, 420), (382, 330), (490, 240), (598, 330))
HAND_Y = 584
TOP_Y = 16
HAND_SPAN = 810
BOTTOM_STEP, TOP_STEP = 66, 44
LIFT = 18
BACK_PLATES = ((16, 514, 164, 52), (16, 240, 192, 106), (395, 10, 190, 106), (772, 240, 192, 106))
DUMMY_PLATES = (None, (16, 104, 192, 64), (20, 14, 180, 64), (772, 104, 192, 64))
SIDE_ROWS_Y = 178
SIDE_ROW_LENGTH = 6
SIDE_STEP, SIDE_ROW_GAP = 24, 100
CACHETTE = (884, 56)
CACHETTE_STEP = 10
CACHETTE_SHOWN_STEP = 60
SCORE_RECT = pygame.Rect(990, 330, 270, 270)
# a finger's row: from the frame's edge to the score's column, each card a finger wide (80 logical = 40 CSS px on
# the smallest phone)
TOUCH_HAND = pygame.Rect(12, HAND_Y, SCORE_RECT.left - 6 - 12, HAND_SIZE[1])
TOUCH_STEP = 80
LAST_BUTTON = (990, 608, 270, 44)
# on a phone Last trick leaves the bottom row's neighbourhood (Undo and Hint would lose their finger's height) for
# the free felt beside the mat, under the right-hand player
TOUCH_ROWS = {**TABLE_TOUCH_ROWS, LAST_BUTTON: (776, 392, 188, 72)}
STATUS = (CENTRE[0], 504)
# Notices go over the status line, between the mat, your plate and the raised hand.
NOTICE_BAND = pygame.Rect(BACK_PLATES[0][0] + BACK_PLATES[0][2] + 8, MAT.bottom + 2, 780,
                          HAND_Y - LIFT - MAT.bottom - 4)
TRACK_STEP = 84
PEG_STEP = 10


def position(players, dealer, viewer, hand) -> int:
    """Where hand sits seen by viewer: 0 bottom, 1 left, 2 top, 3 right (partners face each other)."""
    order = table_order(players, dealer)
    return (order.index(hand) - order.index(viewer)) % HANDS


def plate_rect(pos, face_up) -> pygame.Rect:
    """The name plate of the hand at pos: a small one above a face-up hand (the dummy), else a larger one."""
    if pos and face_up:
        return pygame.Rect(DUMMY_PLATES[pos])
    return pygame.Rect(BACK_PLATES[pos])


def row_rects(pos, count, raised=None, wide=False) -> list:
    """The cards of a face-up hand laid in a row at the bottom (pos 0) or the top (pos 2), raised lifted
    towards the middle; wide (a finger plays) spreads the bottom row over the felt left of the score so that each
    card shows a finger's width."""
    size = HAND_SIZE if pos == 0 else DUMMY_SIZE
    if wide and pos == 0:
        step = min(TOUCH_STEP, (TOUCH_HAND.width - size[0]) // max(1, count - 1))
        left = max(TOUCH_HAND.left, CENTRE[0] - (step * (count - 1) + size[0]) // 2)
    else:
        step = min(BOTTOM_STEP if pos == 0 else TOP_STEP, (HAND_SPAN - size[0]) // max(1, count - 1))
        left = CENTRE[0] - (step * (count - 1) + size[0]) // 2
    rects = []
    for i in range(count):
        lift = LIFT if i == raised else 0
        y = HAND_Y - lift if pos == 0 else TOP_Y + lift
        rects.append(pygame.Rect(left + i * step, y, *size))
    return rects


def side_rects(pos, count) -> list:
    """The cards of a face-up hand on the left or right (the dummy seen from beside), six to a row."""
    plate = plate_rect(pos, True)
    rects = []
    for i in range(count):
        row, column = divmod(i, SIDE_ROW_LENGTH)
        rects.append(pygame.Rect(plate.x + 5 + SIDE_STEP * column, SIDE_ROWS_Y + SIDE_ROW_GAP * row, *DUMMY_SIZE))
    return rects


def card_rects(pos, count, raised=None, wide=False) -> list:
    """Where each card of a face-up hand at pos lies (wide: the bottom row a finger's width a card)."""
    return row_rects(pos, count, raised, wide) if pos in (0, 2) else side_rects(pos, count)


def spot(pos) -> tuple:
    """The centre of the card played from the hand at pos, in the trick."""
    return SPOTS[pos]


def cachette_rect(i, count, size) -> pygame.Rect:
    """Where card i of the face-down cachette lies."""
    rect = pygame.Rect(0, 0, *size)
    rect.center = (CACHETTE[0] - (count // 2) * CACHETTE_STEP + CACHETTE_STEP * i, CACHETTE[1])
    return rect


def cachette_shown(i, count) -> tuple:
    """Where card i of the cachette turns face up in the middle before going to its taker."""
    return (CENTRE[0] - (count // 2) * CACHETTE_SHOWN_STEP + CACHETTE_SHOWN_STEP * i, CENTRE[1])


def track_rect(side) -> pygame.Rect:
    """The peg track of a side on the score board."""
    return pygame.Rect(SCORE_RECT.x + 12, SCORE_RECT.y + 66 + TRACK_STEP * side, SCORE_RECT.width - 34, 16)


def peg_x(track, score, goal) -> int:
    """The x of a peg at score on a track whose end is goal (a score past the goal stays at its end)."""
    return track.x + 6 + (track.width - 12) * min(score, goal) // goal


def on_mat(pos) -> bool:
    """Whether pos is on the mat where cards are played to the trick."""
    return MAT.collidepoint(pos)
