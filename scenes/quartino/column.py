"""Quartino's 'Return the column' control (R-P3): with both situations at once the player returns the
columns himself, whenever he likes during his placements; the control shows only on his turn while
the columns are owed, and the owed columns are ringed on the wheel."""
from __future__ import annotations

from game.quartino.moves import COLUMN_MOVE

from ..kit import theme
from ..kit.widgets import ShownButton
from .wheel import ring
from .words import say


class ColumnControl:
    """The column return for one table: its button (in the End turn slot), the C key, the wheel marks
    and the status hint."""

    def __init__(self, table, rect):
        self.table = table
        self.button = ShownButton(rect, lambda: say(table.words, "return_column"), self.press, "primary",
                                  self.shown, self.allowed, 19)

    def owed(self, view) -> tuple:
        """The spaces of the columns still to return, as the viewer sees them."""
        return view.cleared if view.column_owed else ()

    def shown(self) -> bool:
        """Whether the viewer, a human, has the columns to return on this turn."""
        table = self.table
        seat = table.state.current_player
        return seat == table.viewer and table.match.is_human(seat) and bool(self.owed(table.view()))

    def allowed(self) -> bool:
        """Whether the viewer may return the columns now (his turn, nothing still moving)."""
        return self.table.my_turn() and bool(self.owed(self.table.view()))

    def press(self) -> None:
        """Return the columns, or say why not."""
        table = self.table
        if self.allowed():
            table.controller.hand.clear()
            table.try_move(COLUMN_MOVE)
        elif table.my_turn():
            table.say(table.controller.refusal(COLUMN_MOVE))
        else:
            table.controller.out_of_turn()

    def hint(self, view) -> str:
        """What to do about the owed columns, for the status line."""
        return say(self.table.words, "hint_column" if view.placing else "hint_column_last")

    def draw_marks(self, surface, view) -> None:
        """A red ring round each owed column, brighter while its control is under the pointer or focused."""
        lit = self.button in (self.table.hover, self.table.focus)
        for space in self.owed(view):
            ring(surface, space, theme.ALERT, 5 if lit else 4, 255)
