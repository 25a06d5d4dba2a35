"""Where a table hands out its reach: the one place that turns the table into the narrow calls its controllers
(scenes.table.reach.Reach) and its Undo, Redo and Hint controls (scenes.table.controls.Desk) are built with."""
from __future__ import annotations

from game import IllegalMoveError, InvalidMoveError
from parlour.table_session import Controls

from .controls import Desk, TableControls
from .reach import Reach
from .undo_ask import UndoAsk


def refusal(table, move) -> str | None:
    """Why move would be refused at table now, in the player's words (in a lesson, the step's); None when it may be
    played."""
    if table.lesson is not None:
        return table.lesson.refusal(move)
    try:
        table.view().check(move)
    except (IllegalMoveError, InvalidMoveError) as error:
        return table.wording.refusal(error)
    return None


def reach_of(table) -> Reach:
    """The Reach of a table (scenes.table.scene.TableScene), for the controllers it builds."""

    def put_up(buttons, focus) -> None:
        table.buttons += buttons
        table.focus = focus

    def take_away(buttons) -> None:
        for button in buttons:
            table.buttons.remove(button)
        if table.focus in buttons:
            table.focus = None

    def focus_on(button) -> None:
        table.focus = button

    return Reach(view=table.view, viewer=lambda: table.viewer, my_turn=table.my_turn,
                 is_human=lambda seat: table.match.is_human(seat), try_move=table.try_move,
                 refusal=lambda move: refusal(table, move), notify=table.say,
                 say=lambda *args, **params: table.words.say(*args, **params), t=table.t, name=table.wording.name,
                 is_you=table.wording.is_you, touch=lambda: table.app.window.touch, put_up=put_up,
                 take_away=take_away, focused=lambda: table.focus, focus_on=focus_on, hovered=lambda: table.hover)


def controls_of(table, controls: Controls | None) -> TableControls | None:
    """The Undo, Redo and Hint controls of a table (None when its session offers no controls)."""
    if controls is None:
        return None
    app = table.app
    desk = Desk(match=lambda: table.match, moving=table.flights.busy, finished=lambda: table.finished,
                offers=lambda button: button in table.buttons, press=table.press, hint_move=lambda: table.hint_move,
                choosing=lambda: table.controller.choosing(), hear=table.hear,
                ask_undo=lambda name, take_back: app.push(UndoAsk(app, name, take_back)))
    return TableControls(reach_of(table), desk, controls)
