"""Where everything lies on Sackson's Quinto table, as pure geometry (no drawing, no window needed).

The open rows lie two to a line in the row area, VISIBLE_LINES lines at a time; `scroll` counts the
lines scrolled past. A row is found by its index among the open rows. While there are no more than
ROOMY_ROWS open rows they fill the area in two tall lines with larger cards; the size of a cell tells
which of the two layouts it belongs to.
"""
from __future__ import annotations

import pygame

from game.quinto.moves import NEW

from ..kit import card_art
from . import art as quinto_art

ROW_AREA = pygame.Rect(188, 10, 790, 480)
CELL_W, CELL_H, CELL_GAP, LINE_PITCH = 389, 114, 12, 120
VISIBLE_LINES = 4
SLOT_X, SLOT_Y, SLOT_STEP = 62, 24, 64
HEAD_OFFSET = (8, 30)
ROOMY_ROWS = 4
ROOMY_CELL_H, ROOMY_PITCH = 232, 240
ROOMY_CARD = (72, 104)
ROOMY_SLOT_X, ROOMY_SLOT_Y, ROOMY_SLOT_STEP = 8, 106, 76
ROOMY_HEAD = (8, 14)
ROOMY_TITLE_X = 64
HAND_Y = 548
HAND_GAP = 100
HAND_CX = 583
NEW_SLOT = pygame.Rect(210, HAND_Y, 88, 126)
PHASE_RECT = pygame.Rect(12, 10, 164, 156)
STACK_RECT = pygame.Rect(12, 176, 164, 176)
PILE_RECT = pygame.Rect(12, 362, 164, 128)
MATCH_RECT = pygame.Rect(12, 548, 164, 126)
PLAYERS_RECT = pygame.Rect(990, 330, 270, 324)
END_BUTTON = (860, HAND_Y, 118, 52)
PASS_BUTTON = (860, HAND_Y + 64, 118, 52)
STACK_SPOT = (60, 268)
OFFERED_SPOT = (132, 268)
PILE_SPOT = (56, 426)
OUT_SPOT = (132, 426)
STATUS_POS = (HAND_CX, ROW_AREA.bottom + 4)
HAND_LIFT = 20
# Notices go over the status line, between the rows and the raised hand, or below the last line of rows.
NOTICE_BAND = pygame.Rect(ROW_AREA.x, ROW_AREA.bottom + 1, ROW_AREA.width, HAND_Y - HAND_LIFT - ROW_AREA.bottom - 2)
NOTICE_ROOM = 44
BANNER_CENTRE = (ROW_AREA.centerx, ROW_AREA.centery)
TABLE = quinto_art.TABLE_SIZE
HAND = quinto_art.HAND_SIZE
SMALL = (44, 64)
PROMPT_SIZE = (230, 104)


def lines(count) -> int:
    """How many lines of two the open rows take."""
    return (count + 1) // 2


def clamp_scroll(scroll, count) -> int:
    """scroll kept within count open rows."""
    return max(0, min(scroll, lines(count) - VISIBLE_LINES))


def scroll_to(scroll, index, count) -> int:
    """The scroll that brings the index-th of count open rows into sight, moving as little as possible."""
    line = index // 2
    return clamp_scroll(min(line, max(scroll, line - VISIBLE_LINES + 1)), count)


def roomy(count) -> bool:
    """Whether count open rows (None: as many as may be) lie in the roomy layout of two tall lines."""
    return count is not None and count <= ROOMY_ROWS


def _cell(index, line, count) -> pygame.Rect:
    pitch, height = (ROOMY_PITCH, ROOMY_CELL_H) if roomy(count) else (LINE_PITCH, CELL_H)
    return pygame.Rect(ROW_AREA.x + (index % 2) * (CELL_W + CELL_GAP), ROW_AREA.y + line * pitch, CELL_W, height)


def cell_rect(index, scroll, count):
    """The cell of the index-th of count open rows (None: as many as may be, the grid), or None when it is
    scrolled out of sight."""
    line = index // 2 - scroll
    if not 0 <= line < VISIBLE_LINES or (roomy(count) and line >= 2):
        return None
    return _cell(index, line, count)


def cell_of(index, scroll, count) -> pygame.Rect:
    """The cell of the index-th of count open rows; scrolled away, a cell just past the row area's edge."""
    cell = cell_rect(index, scroll, count)
    if cell is None:
        cell = _cell(index, 0, count)
        if index // 2 >= scroll:
            cell.top = ROW_AREA.bottom
        else:
            cell.bottom = ROW_AREA.top
    return cell


def slot_rect(cell, i) -> pygame.Rect:
    """Where the i-th card of a row's cell lies."""
    if cell.height == ROOMY_CELL_H:
        return pygame.Rect(cell.x + ROOMY_SLOT_X + i * ROOMY_SLOT_STEP, cell.y + ROOMY_SLOT_Y, *ROOMY_CARD)
    return pygame.Rect(cell.x + SLOT_X + i * SLOT_STEP, cell.y + SLOT_Y, *TABLE)


def head_rect(cell) -> pygame.Rect:
    """Where a row's head point card lies in its cell."""
    offset = ROOMY_HEAD if cell.height == ROOMY_CELL_H else HEAD_OFFSET
    return pygame.Rect(cell.x + offset[0], cell.y + offset[1], *quinto_art.POINT_SIZE)


def title_pos(cell) -> tuple:
    """Where a row's title (its number and owner) begins in its cell."""
    return (cell.x + (ROOMY_TITLE_X if cell.height == ROOMY_CELL_H else 10), cell.y + 4)


def hand_rects(count, raised=None) -> list:
    """Where each of count cards of the viewer's hand lies, the raised one lifted."""
    return card_art.hand_row(count, HAND_CX, HAND_Y, HAND, HAND_GAP, raised, HAND_LIFT)


def notice_zones(count, scroll, prompt=None) -> list:
    """Where notices and hints may go with count open rows scrolled by scroll (and the word-or-bridge question
    at prompt, if asked): the band above the hand, then the row area below its last shown line of rows."""
    pitch = ROOMY_PITCH if roomy(count) else LINE_PITCH
    top = ROW_AREA.y + min(VISIBLE_LINES, lines(count) - scroll) * pitch
    if prompt is not None:
        top = max(top, prompt.bottom + 2)
    zones = [NOTICE_BAND]
    if ROW_AREA.bottom - top >= NOTICE_ROOM:
        zones.append(pygame.Rect(ROW_AREA.x, top, ROW_AREA.width, ROW_AREA.bottom - top))
    return zones


def player_rect(seat, players) -> pygame.Rect:
    """A seat's panel in the column on the right."""
    height = PLAYERS_RECT.height // players
    return pygame.Rect(PLAYERS_RECT.x, PLAYERS_RECT.y + seat * height, PLAYERS_RECT.width, height - 4)


def target_at(row_ids, scroll, pos):
    """The row id, or "new", under pos among the open rows (their ids in order), or None."""
    if NEW_SLOT.collidepoint(pos):
        return NEW
    for index, row_id in enumerate(row_ids):
        cell = cell_rect(index, scroll, len(row_ids))
        if cell is not None and cell.collidepoint(pos):
            return row_id
    return None


def prompt_rect(target, index, scroll, count) -> pygame.Rect:
    """Where the word-or-bridge question shows: over the new-row slot, or over the index-th of count rows."""
    above_slot = (NEW_SLOT.centerx + 60, NEW_SLOT.y - PROMPT_SIZE[1] // 2 - 6)
    centre = above_slot if target == NEW else slot_rect(cell_of(index, scroll, count), 2).center
    rect = pygame.Rect((0, 0), PROMPT_SIZE)
    rect.center = centre
    return rect.clamp(ROW_AREA.inflate(0, 140))
