"""Quartino's 'Return the column' control (R-P3): with both situations at once the player returns the
columns himself, whenever he likes during his placements; the control shows only on his turn while
the columns are owed, and the owed columns are ringed on the wheel."""
from __future__ import annotations

from collections.abc import Callable

from game.quartino.moves import COLUMN_MOVE

from ..kit import theme
from ..kit.widgets import ShownButton
from ..table.reach import Reach
from .wheel import ring
from .words import say


class ColumnControl:
    """The column return for one table: its button (in the End turn slot), the C key, the wheel marks
    and the status hint; built with the table's reach, the button's place, what goes before a return (the player's
    choices put back) and what is said out of turn."""

    def __init__(self, reach: Reach, rect, before_return: Callable[[], None], out_of_turn: Callable[[], None]):
        self.reach = reach
        self.before_return = before_return
        self.out_of_turn = out_of_turn
        self.button = ShownButton(rect, lambda: say(reach, "return_column"), self.press, "primary",
                                  self.shown, self.allowed, 19)

    def owed(self, view) -> tuple:
        """The spaces of the columns still to return, as the viewer sees them."""
        return view.cleared if view.column_owed else ()

    def shown(self) -> bool:
        """Whether the viewer, a human, has the columns to return on this turn."""
        view = self.reach.view()
        seat = view.current_player
        return seat == self.reach.viewer() and self.reach.is_human(seat) and bool(self.owed(view))

    def allowed(self) -> bool:
        """Whether the viewer may return the columns now (his turn, nothing still moving)."""
        return self.reach.my_turn() and bool(self.owed(self.reach.view()))

    def press(self) -> None:
        """Return the columns, or say why not."""
        reach = self.reach
        if self.allowed():
            self.before_return()
            reach.try_move(COLUMN_MOVE)
        elif reach.my_turn():
            reach.notify(reach.refusal(COLUMN_MOVE))
        else:
            self.out_of_turn()

    def hint(self, view) -> str:
        """What to do about the owed columns, for the status line."""
        return say(self.reach, "hint_column" if view.placing else "hint_column_last")

    def draw_marks(self, surface, view) -> None:
        """A red ring round each owed column, brighter while its control is under the pointer or focused."""
        lit = self.button in (self.reach.hovered(), self.reach.focused())
        for space in self.owed(view):
            ring(surface, space, theme.ALERT, 5 if lit else 4, 255)
