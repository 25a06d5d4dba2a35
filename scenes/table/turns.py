"""Whoever is to move at a table with nothing left to show: the game's end is shown, the hint or the AI thinks a
little each frame, or the device goes to the next person at it behind the privacy screen (with what they missed)."""
from __future__ import annotations

from ..kit.overlays import PassScreen
from . import hinting
from .recap import recap_lines

AI_BUDGET_S = 0.005


def next_turn(table, dt) -> None:
    """Give the turn its due this frame: the result at the end, a hint's or the AI's search, or the privacy screen
    for a new human at this device."""
    seat = table.state.current_player
    if seat is None:
        if not table.finished:
            table.exits.game_over()
        return
    if table.hint_thinking():
        hinting.think(table, AI_BUDGET_S)
    elif table.session.ai_thinking():
        move = table.session.next_move(dt, AI_BUDGET_S, table.app.settings.min_think_s())
        if move is not None:
            table.commit(move)
    elif len(table.match.humans) > 1 and seat != table.shown_seat:
        table.app.push(PassScreen(table.app, table.wording.name(seat), lambda: setattr(table, "shown_seat", seat),
                                  recap_lines(table, seat), table.exits.set_aside))
