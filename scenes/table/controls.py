"""What a table's player may ask besides a move, when the table's session offers it (parlour.table_session's
Controls: a game at this device): Undo, Redo and Hint by their buttons or keys, and Enter to play a hint shown. A
component the table owns, built with the table it acts on and the session's controls."""
from __future__ import annotations

import pygame

from ..kit.widgets import Button, ShownButton
from .keys import HINT_PLAY_KEYS, shortcut
from .layout import BOTTOM_RIGHT, REDO_RECT, UNDO_RECT
from .undo_ask import UndoAsk


class TableControls:
    """Undo, redo and hint of table, asked of controls (the session's); buttons names them by key."""

    def __init__(self, table, controls):
        self.table = table
        self.controls = controls
        self.hint_shown_at = None  # when the last hint's mark was first shown (it pulses a while)
        t = table.t
        self.buttons = {
            "undo": Button(UNDO_RECT, lambda: t("undo"), self.undo, "quiet", size=17,
                           enabled=lambda: controls.can_undo() and not table.flights.busy()),
            "redo": Button(REDO_RECT, lambda: t("redo"), self.redo, "quiet", size=17,
                           enabled=lambda: bool(table.match.redo_moves) and not table.flights.busy()),
            "hint": ShownButton(BOTTOM_RIGHT, lambda: t("hint"), self.hint, "quiet", lambda: not table.finished,
                                lambda: table.my_turn() and not controls.hint_thinking(), 17),
        }

    def took_shortcut(self, event) -> bool:
        """Ctrl+Z, Ctrl+Y and H press Undo, Redo and Hint where the table shows them; Enter plays a hint shown
        (unless Tab chose a button, or the player chose a card of their own); whether the event was one of
        these."""
        table = self.table
        name = shortcut(event)
        if name is not None:
            button = self.buttons[name]
            if name == "undo" and button in table.buttons and not button.is_enabled():
                self.refuse_undo()
            elif button in table.buttons:
                table.press(button)
            return True
        if (event.type == pygame.KEYDOWN and event.key in HINT_PLAY_KEYS and table.hint_move is not None
                and table.my_turn() and table.focus not in table.buttons and not table.controller.choosing()):
            table.try_move(table.hint_move)
            return True
        return False

    def undo(self) -> None:
        """Take back to the last human decision; with several people at this device, once the player whose
        move it takes back agrees; never once the game is over."""
        match = self.table.match
        kept = match.undo_point()
        if kept is None or not self.controls.can_undo():
            return
        if len(match.humans) > 1:
            name = self.table.wording.name(match.history[kept].current_player)
            self.table.app.push(UndoAsk(self.table.app, name, self.take_back))
        else:
            self.take_back()

    def refuse_undo(self) -> None:
        """Say why Ctrl+Z takes nothing back, as the session tells it (nothing while a move still flies: undo is
        only waiting)."""
        reason = self.controls.undo_refusal()
        if reason is not None and not self.table.flights.busy():
            self.table.say(self.table.t(f"flow.undo_refused_{reason}"))

    def take_back(self) -> None:
        """Undo now."""
        self.controls.undo()
        self.table.hear()

    def redo(self) -> None:
        """Replay what was undone."""
        self.controls.redo()
        self.table.hear()

    def hint(self) -> None:
        """Ask the hard AI, on a shorter budget, what it would play here."""
        self.controls.ask_hint()
