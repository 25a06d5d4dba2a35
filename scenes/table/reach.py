"""What a table's controllers may know of it and do at it, given to them when they are built: a small frozen value of
narrow callables, never the table itself, so that a controller (and the hand widget it feeds) reads the position as
the viewer sees it and acts only through moves, notices and the table's buttons."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..kit.widgets import Button


@dataclass(frozen=True)
class Reach:
    """A controller's reach: the position the viewer may see (view), the viewer's seat now, whether the viewer may
    move now, whether a seat is a human at this device; a move tried (refused in words, or played: whether it was),
    why a move would be refused now (in a lesson, the step's words; None when it may be played); a short notice
    (notify); the words (say: the catalogue of the moment, t: the table's words, name: a seat's name, is_you: whether
    a seat is called "you"); whether the window is laid out for touch; and the table's buttons (put up with the one
    focused, taken away, the focused and hovered ones)."""

    view: Callable[[], Any]
    viewer: Callable[[], int]
    my_turn: Callable[[], bool]
    is_human: Callable[[int], bool]
    try_move: Callable[[Any], bool]
    refusal: Callable[[Any], str | None]
    notify: Callable[[str], None]
    say: Callable[..., str]
    t: Callable[..., str]
    name: Callable[[int | None], str]
    is_you: Callable[[int | None], bool]
    touch: Callable[[], bool]
    put_up: Callable[[list[Button], Button | None], None]
    take_away: Callable[[list[Button]], None]
    focused: Callable[[], Button | None]
    focus_on: Callable[[Button | None], None]
    hovered: Callable[[], Button | None]

