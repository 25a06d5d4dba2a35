"""Quartino's save format (DESIGN.md): a state as a JSON-safe dict, read from its attributes alone."""
from __future__ import annotations

from ..core import save_header
from .components import COLOURS

GAME_ID = "quartino"


def state_to_dict(state) -> dict:
    """A JSON-safe dict holding the whole state (its events are not part of the save)."""
    return {
        **save_header(GAME_ID, state),
        "board": [list(stack) for stack in state.board],
        "reserve": dict(zip(COLOURS, state.reserve)),
        "completed": [list(c) for c in state.completed],
        "options": dict(state.options),
        "starter": state.starter,
        "placements_left": state.placements_left,
        "placed": state.placed,
        "situations_fired": list(state.fired),
        "cleared_spaces": list(state.cleared),
        "column_owed": state.column_owed,
        "passes": state.passes,
        "turn": state.turn,
        "viewer": state.viewer,
    }
