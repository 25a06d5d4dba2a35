"""Where the New game form's controls stand: for a mouse, or on a phone a finger apart, its seats and its
options then on two pages of the panel, chosen by tabs."""
from __future__ import annotations

from typing import NamedTuple

import pygame

from .seat_rows import MOUSE_ROWS, Rows

OPTION_STEP = 86


class Form(NamedTuple):
    """The places of the form's controls and words in one layout."""
    panel: pygame.Rect
    players: tuple
    minus: pygame.Rect
    count: tuple
    plus: pygame.Rect
    back: pygame.Rect
    seed: pygame.Rect
    learn: pygame.Rect
    deal: pygame.Rect
    rows: Rows
    tabs: tuple


MOUSE = Form(pygame.Rect(470, 110, 770, 500), (500, 146), pygame.Rect(640, 122, 56, 48), (733, 146),
             pygame.Rect(770, 122, 56, 48), pygame.Rect(60, 640, 200, 54), pygame.Rect(470, 640, 260, 50),
             pygame.Rect(760, 630, 220, 64), pygame.Rect(1000, 630, 220, 64), MOUSE_ROWS, ())
# the panel rises beside the title to hold six seats a finger apart; the player count and the tabs share its top row
TOUCH = Form(pygame.Rect(470, 14, 770, 592), (500, 60), pygame.Rect(600, 24, 80, 72), (720, 60),
             pygame.Rect(760, 24, 80, 72), pygame.Rect(60, 634, 200, 76), pygame.Rect(470, 634, 260, 76),
             pygame.Rect(760, 634, 220, 76), pygame.Rect(1000, 634, 220, 76), Rows(104, 80, 72, 22),
             (pygame.Rect(880, 24, 164, 72), pygame.Rect(1056, 24, 164, 72)))


def option_rect(form, index, top) -> pygame.Rect:
    """The place of the index-th option: two a row under the seats (top) for a mouse, one a row on its page by
    touch (its explanation beside it)."""
    if form.tabs:
        return pygame.Rect(500, form.rows.top + form.rows.step * index, 400, form.rows.height)
    return pygame.Rect(500 + 370 * (index % 2), top + OPTION_STEP * (index // 2), 350, 40)
