"""What a table's player may ask besides a move: Undo, Redo and Hint by their buttons or keys, the key help, and
Enter to play a hint shown (a mixin of TableScene)."""
from __future__ import annotations

import pygame

from ..kit.widgets import Button, ShownButton
from . import hinting
from .key_help import KeyHelp
from .keys import HINT_PLAY_KEYS, is_help_key, shortcut
from .layout import BOTTOM_RIGHT, REDO_RECT, UNDO_RECT
from .undo_ask import UndoAsk


class TableControls:
    """Undo, redo and hint, asked of the table's session; shortcuts names them by key."""

    def control_buttons(self) -> dict:
        """Undo, Redo and Hint by name, each enabled only while it can act."""
        return {
            "undo": Button(UNDO_RECT, lambda: self.t("undo"), self.undo, "quiet", size=17,
                           enabled=lambda: self.session.can_undo() and not self.flights.busy()),
            "redo": Button(REDO_RECT, lambda: self.t("redo"), self.redo, "quiet", size=17,
                           enabled=lambda: bool(self.match.redo_moves) and not self.flights.busy()),
            "hint": ShownButton(BOTTOM_RIGHT, lambda: self.t("hint"), self.hint, "quiet", lambda: not self.finished,
                                lambda: self.my_turn() and not self.session.hint_thinking(), 17),
        }

    def handle(self, event) -> None:
        """? (or whatever key types it) opens the key help over the table; the log takes its own input (wheel,
        drag, keys, chips) before the buttons and the game, except under a lesson's caption."""
        if is_help_key(event):
            self.app.push(KeyHelp.for_table(self))
        elif self.took_shortcut(event):
            return
        elif self.lesson is not None or not self.log.handle(event, self.log_labels()):
            super().handle(event)

    def took_shortcut(self, event) -> bool:
        """Ctrl+Z, Ctrl+Y and H press Undo, Redo and Hint where the table shows them; Enter plays a hint shown
        (unless Tab chose a button, or the player chose a card of their own); whether the event was one of
        these."""
        name = shortcut(event)
        if name is not None:
            button = self.shortcuts[name]
            if name == "undo" and button in self.buttons and not button.is_enabled():
                self.refuse_undo()
            elif button in self.buttons:
                self.press(button)
            return True
        if (event.type == pygame.KEYDOWN and event.key in HINT_PLAY_KEYS and self.hint_move is not None
                and self.my_turn() and self.focus not in self.buttons and not self.controller.choosing()):
            self.try_move(self.hint_move)
            return True
        return False

    def undo(self) -> None:
        """Take back to the last human decision; with several people at this device, once the player whose
        move it takes back agrees; never once the game is over."""
        kept = self.match.undo_point()
        if kept is None or not self.session.can_undo():
            return
        if len(self.match.humans) > 1:
            self.app.push(UndoAsk(self.app, self.name(self.match.history[kept].current_player), self.take_back))
        else:
            self.take_back()

    def refuse_undo(self) -> None:
        """Say why Ctrl+Z takes nothing back (not while a move still flies: it is only waiting)."""
        if self.flights.busy():
            return
        if self.finished:
            self.say(self.t("flow.undo_refused_over"))
        elif len(self.match.humans) > 1 and any(self.match.is_human(s.current_player) for s in self.match.history[:-1]):
            self.say(self.t("flow.undo_refused_shown"))
        else:
            self.say(self.t("flow.undo_refused_none"))

    def take_back(self) -> None:
        """Undo now."""
        if self.match.undo():
            self.after_jump()

    def redo(self) -> None:
        """Replay what was undone."""
        if self.match.redo():
            self.after_jump()

    def after_jump(self) -> None:
        """The state changed by undo or redo: rebuild what the table derives from the moves."""
        self.flights.items.clear()
        self.pending.clear()
        self.ribbon.clear()
        self.session.jumped()
        self.rebuild_log()

    def hint(self) -> None:
        """Ask the hard AI, on a shorter budget, what it would play here."""
        self.session.ask_hint()

    def mark_hint(self, surface, rect, tagged=True) -> None:
        """Mark the hinted card or place (views call this where they draw the hinted thing)."""
        hinting.mark(self, surface, rect, tagged)
