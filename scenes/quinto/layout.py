"""Where everything lies on Sackson's Quinto table, as pure geometry (no drawing, no window needed).

The open rows lie two to a line in the row area, VISIBLE_LINES lines at a time; `scroll` counts the
lines scrolled past. Each row has a place in that grid for its whole life (a new row takes the first
place free), so a completed row leaves a gap rather than moving the others; `span_of` counts the places up
to the last one taken.
"""
from __future__ import annotations

import itertools

import pygame

from game.quinto.moves import NEW

from ..kit import card_art
from ..table import layout as table_layout
from . import art as quinto_art

ROW_AREA = pygame.Rect(188, 10, 790, 480)
CELL_W, CELL_H, CELL_GAP, LINE_PITCH = 389, 114, 12, 120
VISIBLE_LINES = 4
SLOT_X, SLOT_Y, SLOT_STEP = 62, 24, 64
HEAD_OFFSET = (8, 30)
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
# on a phone End turn and Pass stand taller and a finger apart, beside the table's own touch rows
TOUCH_ROWS = {**table_layout.TOUCH_ROWS, HAND_Y: (HAND_Y - 8, 70), HAND_Y + 64: (HAND_Y + 74, 70)}
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
CHIP_GAP = 3
PROMPT_SIZE = (230, 104)


def placed(places, row_ids) -> dict:
    """The rows' places after a move, from those before it (row id to place): a row keeps its place; a new row
    takes the first place that no row held before the move, so it never lands where a row has just left."""
    held = set(places.values())
    kept = {row_id: places[row_id] for row_id in row_ids if row_id in places}
    for row_id in row_ids:
        if row_id not in kept:
            kept[row_id] = next(place for place in itertools.count() if place not in held)
            held.add(kept[row_id])
    return kept


def span_of(places) -> int:
    """How many places the grid reaches to, up to the last one taken."""
    return max(places.values(), default=-1) + 1


def lines(span) -> int:
    """How many lines of two span places take."""
    return (span + 1) // 2


def clamp_scroll(scroll, span) -> int:
    """scroll kept within a grid of span places."""
    return max(0, min(scroll, lines(span) - VISIBLE_LINES))


def scroll_to(scroll, place, span) -> int:
    """The scroll that brings place into sight in a grid of span places, moving as little as possible."""
    line = place // 2
    return clamp_scroll(min(line, max(scroll, line - VISIBLE_LINES + 1)), span)


def _cell(place, line) -> pygame.Rect:
    return pygame.Rect(ROW_AREA.x + (place % 2) * (CELL_W + CELL_GAP), ROW_AREA.y + line * LINE_PITCH, CELL_W,
                       CELL_H)


def cell_rect(place, scroll):
    """The cell at place, or None when it is scrolled out of sight."""
    line = place // 2 - scroll
    return _cell(place, line) if 0 <= line < VISIBLE_LINES else None


def cell_of(place, scroll) -> pygame.Rect:
    """The cell at place; scrolled away, a cell just past the row area's edge."""
    cell = cell_rect(place, scroll)
    if cell is None:
        cell = _cell(place, 0)
        if place // 2 >= scroll:
            cell.top = ROW_AREA.bottom
        else:
            cell.bottom = ROW_AREA.top
    return cell


def slot_rect(cell, i) -> pygame.Rect:
    """Where the i-th card of a row's cell lies."""
    return pygame.Rect(cell.x + SLOT_X + i * SLOT_STEP, cell.y + SLOT_Y, *TABLE)


def head_rect(cell) -> pygame.Rect:
    """Where a row's head point card lies in its cell."""
    return pygame.Rect(cell.x + HEAD_OFFSET[0], cell.y + HEAD_OFFSET[1], *quinto_art.POINT_SIZE)


def title_pos(cell) -> tuple:
    """Where a row's title (its number and owner) begins in its cell."""
    return (cell.x + 10, cell.y + 4)


def hand_rects(count, raised=None) -> list:
    """Where each of count cards of the viewer's hand lies, the raised one lifted."""
    return card_art.hand_row(count, HAND_CX, HAND_Y, HAND, HAND_GAP, raised, HAND_LIFT)


def notice_zones(span, scroll, prompt=None) -> list:
    """Where notices and hints may go with a grid of span places scrolled by scroll (and the word-or-bridge
    question at prompt, if asked): the band above the hand, then the row area below its last shown line."""
    top = ROW_AREA.y + min(VISIBLE_LINES, lines(span) - scroll) * LINE_PITCH
    if prompt is not None:
        top = max(top, prompt.bottom + 2)
    zones = [NOTICE_BAND]
    if ROW_AREA.bottom - top >= NOTICE_ROOM:
        zones.append(pygame.Rect(ROW_AREA.x, top, ROW_AREA.width, ROW_AREA.bottom - top))
    return zones


def won_chips(panel, count, beside) -> tuple:
    """Where a player's count won point cards lie in their panel (beside: in its right half, beside the lines
    rather than under them, as when the panel is too short): whole chips side by side, and when they do not all
    fit, the spot of a "+n" label in place of the last (else None)."""
    width, height = quinto_art.CHIP_SIZE
    top, left, room = panel.y + 56, panel.x + 12, panel.width - 24
    if beside or top + height > panel.bottom - 4:
        top, left, room = panel.y + 36, panel.centerx + 30, panel.width // 2 - 40
    pitch = width + CHIP_GAP
    fits = max(1, (room + CHIP_GAP) // pitch)
    shown = count if count <= fits else fits - 1
    chips = [pygame.Rect(left + i * pitch, top, width, height) for i in range(shown)]
    more = (left + shown * pitch + width // 2, top + height // 2) if shown < count else None
    return chips, more


def player_rect(seat, players) -> pygame.Rect:
    """A seat's panel in the column on the right."""
    height = PLAYERS_RECT.height // players
    return pygame.Rect(PLAYERS_RECT.x, PLAYERS_RECT.y + seat * height, PLAYERS_RECT.width, height - 4)


def target_at(places, scroll, pos):
    """The row id, or "new", under pos among the open rows (row id to place), or None."""
    if NEW_SLOT.collidepoint(pos):
        return NEW
    for row_id, place in places.items():
        cell = cell_rect(place, scroll)
        if cell is not None and cell.collidepoint(pos):
            return row_id
    return None


def prompt_rect(target, place, scroll) -> pygame.Rect:
    """Where the word-or-bridge question shows: over the new-row slot, or over the row at place."""
    above_slot = (NEW_SLOT.centerx + 60, NEW_SLOT.y - PROMPT_SIZE[1] // 2 - 6)
    centre = above_slot if target == NEW else slot_rect(cell_of(place, scroll), 2).center
    rect = pygame.Rect((0, 0), PROMPT_SIZE)
    rect.center = centre
    return rect.clamp(ROW_AREA.inflate(0, 140))
