"""What a table's player may ask besides a move, when the table's session offers it (parlour.table_session's
Controls: a game at this device): Undo, Redo and Hint by their buttons or keys, and Enter to play a hint shown. A
component the table owns, built with its reach (scenes.table.reach), the session's controls and a few calls of the
table's own (scenes.table.wiring builds it), never the table itself."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from parlour.match import Match
from parlour.table_session import Controls

from ..kit.icons import turn_arrow
from ..kit.widgets import Button, ShownButton
from .keys import HINT_PLAY_KEYS, shortcut
from .layout import BOTTOM_RIGHT, REDO_RECT, UNDO_RECT
from .reach import Reach


@dataclass(frozen=True)
class Desk:
    """The table's calls the controls use besides its reach: the match now, whether something still moves, whether
    the game is over, whether a button is on the table and pressing it, the hint shown, whether the player holds a
    choice of their own, showing the session's news, and asking whose move Undo takes back (name, then take_back)."""

    match: Callable[[], Match]
    moving: Callable[[], bool]
    finished: Callable[[], bool]
    offers: Callable[[Button | None], bool]
    press: Callable[[Button], None]
    hint_move: Callable[[], Any]
    choosing: Callable[[], bool]
    hear: Callable[[], None]
    ask_undo: Callable[[str, Callable[[], None]], None]


class TableControls:
    """Undo, redo and hint asked of controls (the session's) from the table's reach and desk; buttons names them by
    key."""

    def __init__(self, reach: Reach, desk: Desk, controls: Controls):
        self.reach = reach
        self.desk = desk
        self.controls = controls
        self.hint_shown_at = None  # when the last hint's mark was first shown (it pulses a while)
        t = reach.t

        def playing() -> bool:  # a finished game's Results spans the row instead
            return not desk.finished()

        # In a window too small for "Annuler" or "Rétablir", turning arrows stand for the words (their tip on hover).
        self.buttons = {
            "undo": ShownButton(UNDO_RECT, lambda: t("undo"), self.undo, "quiet", playing,
                                lambda: controls.can_undo() and not desk.moving(), 17, partial(turn_arrow, back=True)),
            "redo": ShownButton(REDO_RECT, lambda: t("redo"), self.redo, "quiet", playing,
                                lambda: bool(desk.match().redo_moves) and not desk.moving(), 17,
                                partial(turn_arrow, back=False)),
            "hint": ShownButton(BOTTOM_RIGHT, lambda: t("hint"), self.hint, "quiet", playing,
                                lambda: reach.my_turn() and not controls.hint_thinking(), 17),
        }

    def took_shortcut(self, event) -> bool:
        """Ctrl+Z, Ctrl+Y and H press Undo, Redo and Hint where the table shows them; Enter plays a hint shown
        (unless Tab chose a button, or the player chose a card of their own); whether the event was one of
        these."""
        desk = self.desk
        name = shortcut(event)
        if name is not None:
            button = self.buttons[name]
            if name == "undo" and desk.offers(button) and not button.is_enabled():
                self.refuse_undo()
            elif desk.offers(button):
                desk.press(button)
            return True
        hinted = desk.hint_move()
        if (event.type == pygame.KEYDOWN and event.key in HINT_PLAY_KEYS and hinted is not None
                and self.reach.my_turn() and not desk.offers(self.reach.focused()) and not desk.choosing()):
            self.reach.try_move(hinted)
            return True
        return False

    def undo(self) -> None:
        """Take back to the last human decision; with several people at this device, once the player whose
        move it takes back agrees; never once the game is over."""
        match = self.desk.match()
        kept = match.undo_point()
        if kept is None or not self.controls.can_undo():
            return
        if len(match.humans) > 1:
            self.desk.ask_undo(self.reach.name(match.history[kept].current_player), self.take_back)
        else:
            self.take_back()

    def refuse_undo(self) -> None:
        """Say why Ctrl+Z takes nothing back, as the session tells it (nothing while a move still flies: undo is
        only waiting)."""
        reason = self.controls.undo_refusal()
        if reason is not None and not self.desk.moving():
            self.reach.notify(self.reach.t(f"flow.undo_refused_{reason}"))

    def take_back(self) -> None:
        """Undo now."""
        self.controls.undo()
        self.desk.hear()

    def redo(self) -> None:
        """Replay what was undone."""
        self.controls.redo()
        self.desk.hear()

    def hint(self) -> None:
        """Ask the hard AI, on a shorter budget, what it would play here."""
        self.controls.ask_hint()
