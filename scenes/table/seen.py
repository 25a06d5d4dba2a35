"""What a table's view draws from, taken once a frame: a small frozen value of plain facts and narrow callables,
never the table itself, so that every game's view has one signature, draw_table(surface, seen)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import pygame

Parts = TypeVar("Parts")


@dataclass(frozen=True)
class Seen(Generic[Parts]):
    """One frame's facts for a view: the position the viewer may see (view), the viewer's seat, the move a hint
    lights (None when none), whether the table only shows (passive: a replay), whether the viewer may move now,
    who plays each seat, whether cards carry their colour's symbol; the words (say: the catalogue, t: the table's
    words, name: a seat's name, is_you, thinking: the waiting line); and the few things drawn by the table's own
    parts (the hint's mark, the shared chrome, the standings, what is still in flight, whether the notice covers
    a rect, where open hands were laid). parts: the game's own parts (its controller's hand, its prompts)."""

    view: Any
    viewer: int
    hint: Any
    passive: bool
    my_turn: bool
    seats: tuple[str, ...]
    symbols: bool
    say: Callable[..., str]
    t: Callable[..., str]
    name: Callable[[int], str]
    is_you: Callable[[int], bool]
    thinking: Callable[[], str]
    mark_hint: Callable[..., None]
    chrome: Callable[[pygame.Surface], None]
    standings: Callable[[pygame.Surface, str, list], None]
    in_flight: Callable[[str], int]
    notice_covers: Callable[[pygame.Rect], bool]
    keep_open: Callable[[int, list], None]
    parts: Parts


def seen_of(table) -> Seen:
    """This frame's Seen of a table (scenes.table.scene.TableScene), its game's parts from table.view_parts()."""
    wording, picture = table.wording, table.picture
    return Seen(table.view(), table.viewer, table.hint_move, table.passive, table.my_turn(), tuple(table.match.seats),
                bool(table.app.settings["symbols"]), table.words.say, table.t, wording.name, wording.is_you,
                wording.thinking_text, table.mark_hint, picture.chrome, picture.standings, table.flights.count,
                table.notice.covers, table.open_cards.__setitem__, table.view_parts())
