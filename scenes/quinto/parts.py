"""Sackson's Quinto's own parts its view draws from, taken once a frame with the table's Seen."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from ..table.hand import Hand
from . import art


@dataclass(frozen=True)
class QuintoParts:
    """The viewer's hand, the destinations lit, the rows' scroll and places, the words printed on cards, the row
    just completed while its cards still rest in its place (place, owner; else None), the last round scored, each
    seat's panel, the seats whose hands lie open, whether the redeal banner is up, and the gift and face questions
    drawn over the table."""

    hand: Hand
    lit: dict
    scroll: int
    row_places: dict
    labels: art.Labels
    vanished: tuple | None
    last_scored: Any
    player_rects: tuple[pygame.Rect, ...]
    opened: Callable[[int], bool]
    redeal_shown: bool
    gift: Callable[[pygame.Surface], None]
    face_prompt: Callable[[pygame.Surface], None]
