"""Quartino's own parts its view draws from, taken once a frame with the table's Seen."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from ..table.hand import Hand


@dataclass(frozen=True)
class QuartinoParts:
    """Quartino's own parts a view draws: the viewer's hand, the chosen colour, the lit and hovered spaces, the claim
    shown, whether the viewer may claim or pass now, whether the player to move completed a card this turn, the
    owed columns' rings, the end button's place, a pawn dragged, a refusal in words and whether the catalogue holds
    a word."""

    hand: Hand
    colour: str | None
    lit_spaces: tuple
    hover_space: int | None
    shown_claim: Any
    may_claim: bool
    may_pass: bool
    claimed_this_turn: bool
    column_marks: Callable[[pygame.Surface, Any], None]
    end_rect: pygame.Rect
    drag: Any
    refusal: Callable[[Exception], str]
    has_word: Callable[[str], bool]

