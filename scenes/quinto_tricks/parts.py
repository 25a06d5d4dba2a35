"""The Victorian Quinto's own parts its view draws from, taken once a frame with the table's Seen."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from ..table.hand import Hand


@dataclass(frozen=True)
class TricksParts:
    """The Victorian table's own parts a view draws: the viewer's hand and the dummy's, whether the viewer picks
    from the dummy, the hand the viewer plays from, the doubling panel (drawn now or None) and its status hint, the
    last trick when shown, a card's face, the back pegs, a seat's name inside a sentence, whether anything moves."""

    own: Hand
    dummy: Hand
    dummy_clickable: bool
    active_hand: int
    doubling: Callable[[pygame.Surface, Any], None] | None
    bid_hint: str
    last_trick: Any
    card_face: Callable[[str, tuple], pygame.Surface]
    back_pegs: tuple
    name_in_text: Callable[[int], str]
    moving: bool

