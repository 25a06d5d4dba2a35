"""Where everything lies on Quartino's table, as pure geometry (no drawing, no window needed)."""
from __future__ import annotations

import pygame

from game.quartino.components import CENTRE, COLOURS, SPACES

from ..table.layout import STANDINGS_RECT
from ..table.layout import TOUCH_ROWS as TABLE_TOUCH_ROWS
from ..table.panels import standings_height
from . import art

WHEEL = (445, 290)
BOARD_RADIUS = 244
RING_RADIUS = 168
SPACE_RADIUS = 44
CENTRE_RADIUS = 54
HIT_MARGIN = 4
PAWN_W = 58
PAWN_TOP, PAWN_THICK = art.pawn_metrics(PAWN_W)
MOST_DRAWN = 6
RESERVE = pygame.Rect(20, 70, 170, 456)
RESERVE_ROW_H = 102
HAND_X, HAND_Y, HAND_STEP = 216, 580, 104
HAND_LIFT = 16
OWN_PANEL = pygame.Rect(20, HAND_Y, 170, 120)
SIDE_X, SIDE_W = 712, 262
OTHER_TOP, OTHER_H, OTHER_GAP = 70, 112, 8
TURN_PANEL = pygame.Rect(SIDE_X, 436, SIDE_W, 64)
CLAIM_BUTTON = (SIDE_X, 512, SIDE_W, 58)
END_BUTTON = (SIDE_X, 580, SIDE_W, 50)
# on a phone Quartino! and End turn stand taller and a finger apart, beside the table's own touch rows
TOUCH_ROWS = {**TABLE_TOUCH_ROWS, 512: (500, 64), 580: (586, 60)}
STATUS_POS = (WHEEL[0], 540)
STATUS_W = 2 * (SIDE_X - 20 - WHEEL[0])
BANNER_CENTRE = (WHEEL[0], WHEEL[1] - 40)
DONE_STEP = 48  # two completed cards side by side in one hand slot
SIDE_BOTTOM = 714
CHROME_BOTTOM = 656
TOP_BAND = pygame.Rect(WHEEL[0] - BOARD_RADIUS - 4, 4, 2 * BOARD_RADIUS + 8, WHEEL[1] - BOARD_RADIUS - 6)
NOTICE_ROOM = 60


def well_radius(space) -> int:
    """The radius of a space's well: the centre's is the largest."""
    return CENTRE_RADIUS if space == CENTRE else SPACE_RADIUS


def space_centre(space) -> tuple:
    """The centre of a space's well on the screen."""
    if space == CENTRE:
        return WHEEL
    dx, dy = art.ring_offset(space, RING_RADIUS)
    return (round(WHEEL[0] + dx), round(WHEEL[1] + dy))


def pawn_spot(space, level) -> tuple:
    """The centre of the pawn at level (0 = bottom) of a space's stack (the drawn stack stops growing)."""
    x, y = space_centre(space)
    return (x, round(y - PAWN_THICK * min(level, MOST_DRAWN - 1)))


def space_rect(space, height) -> pygame.Rect:
    """A space's well and the stack of height pawns standing on it."""
    x, y = space_centre(space)
    radius = well_radius(space)
    top = min(y - radius, pawn_spot(space, max(0, height - 1))[1] - PAWN_W // 2)
    return pygame.Rect(x - radius, top, 2 * radius, y + radius - top)


def wheel_rect() -> pygame.Rect:
    """The whole wheel."""
    return pygame.Rect(WHEEL[0] - BOARD_RADIUS, WHEEL[1] - BOARD_RADIUS, 2 * BOARD_RADIUS, 2 * BOARD_RADIUS)


def space_at(pos, heights):
    """The space whose well or stack (heights: pawns per space) is under pos, or None."""
    for space in SPACES:
        x, y = space_centre(space)
        top = pawn_spot(space, max(0, heights[space] - 1))[1]
        nearest_y = min(max(pos[1], top), y)
        if (pos[0] - x) ** 2 + (pos[1] - nearest_y) ** 2 <= (well_radius(space) + HIT_MARGIN) ** 2:
            return space
    return None


def reserve_row(colour) -> pygame.Rect:
    """The reserve's row for a colour."""
    return pygame.Rect(RESERVE.x + 8, RESERVE.y + 44 + RESERVE_ROW_H * COLOURS.index(colour), RESERVE.width - 16,
                       RESERVE_ROW_H - 8)


def reserve_spot(colour) -> tuple:
    """Where a colour's pawns wait in the reserve."""
    row = reserve_row(colour)
    return (row.x + 46, row.centery)


def colour_at(pos):
    """The reserve colour whose row is under pos, or None."""
    return next((c for c in COLOURS if reserve_row(c).collidepoint(pos)), None)


def hand_rects(count, raised=None) -> list:
    """Where each of the viewer's count held cards lies, the raised one (a claim shown) lifted."""
    rects = []
    for i in range(count):
        rect = pygame.Rect(0, 0, *art.CARD_SIZE)
        rect.topleft = (HAND_X + HAND_STEP * i, HAND_Y - (HAND_LIFT if i == raised else 0))
        rects.append(rect)
    return rects


def own_done_rect(held, j) -> pygame.Rect:
    """The viewer's j-th completed card, after the held ones, two to a slot."""
    rect = pygame.Rect(0, 0, *art.MINI_CARD)
    rect.bottomleft = (HAND_X + HAND_STEP * (held + j // 2) + 2 + (j % 2) * DONE_STEP, OWN_PANEL.bottom)
    return rect


def other_panel(i) -> pygame.Rect:
    """The panel of the i-th other player, down the right of the wheel."""
    return pygame.Rect(SIDE_X, OTHER_TOP + (OTHER_H + OTHER_GAP) * i, SIDE_W, OTHER_H)


def other_back(panel, k) -> tuple:
    """The top left of the k-th held card back in an other player's panel."""
    return (panel.x + 12 + k * 16, panel.bottom - 12 - art.MINI_CARD[1])


def other_done_rect(panel, held, j) -> pygame.Rect:
    """The j-th completed card in an other player's panel, after the backs of held cards."""
    rect = pygame.Rect(0, 0, *art.MINI_CARD)
    rect.bottomleft = (panel.x + 24 + 16 * max(0, held - 1) + art.MINI_CARD[0] + 50 * j, panel.bottom - 12)
    return rect


def notice_zones(players) -> list:
    """Where notices and hints may go: under the End turn button, in the right column between the standings
    and Undo, in the side column between the other players and the turn panel when there is room, and the
    band above the wheel."""
    end = pygame.Rect(END_BUTTON)
    x, top, width, _ = STANDINGS_RECT
    below = top + standings_height(players) + 8
    zones = [pygame.Rect(SIDE_X, end.bottom + 6, SIDE_W, SIDE_BOTTOM - end.bottom - 6),
             pygame.Rect(x, below, width, CHROME_BOTTOM - below)]
    last = other_panel(players - 2)
    if TURN_PANEL.y - last.bottom - 12 >= NOTICE_ROOM:
        zones.append(pygame.Rect(SIDE_X, last.bottom + 6, SIDE_W, TURN_PANEL.y - last.bottom - 12))
    return zones + [TOP_BAND]


def others(viewer, players) -> list:
    """The other seats in turn order from the viewer."""
    return [(viewer + i) % players for i in range(1, players)]


def turn_pip(i) -> tuple:
    """The centre of the i-th pip of the placements still owed, from the right of the turn panel."""
    return (TURN_PANEL.right - 24 - 30 * i, TURN_PANEL.y + 22)
