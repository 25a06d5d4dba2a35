"""What a table's view draws from, taken once a frame: a small frozen value, so that every game's view has one
signature, draw_table(surface, table, seen)."""
from __future__ import annotations

from dataclasses import dataclass

from game.protocols import State


@dataclass(frozen=True)
class Seen:
    """The position the viewer may see, the viewer's seat, the move a hint lights (None when none), and whether
    the table only shows (a replay)."""

    view: State
    viewer: int
    hint: object | None
    passive: bool
