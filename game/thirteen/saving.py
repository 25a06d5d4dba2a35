"""13's save format (DESIGN.md): a state as a JSON-safe dict, read from its attributes only."""
from __future__ import annotations

from ..core import save_header
from .deck import COLOURS

GAME_ID = "thirteen"


def state_to_dict(state) -> dict:
    """A JSON-safe dict holding the whole state (its events are not saved)."""
    return {
        **save_header(GAME_ID, state),
        "targets": {c: list(t) for c, t in zip(COLOURS, state.targets)},
        "taken": [list(t) for t in state.taken],
        "draw_pile": list(state.draw_pile),
        "dealer": state.dealer,
        "round": state.round,
        "totals": list(state.totals),
        "options": dict(state.options),
        "seed": state.seed,
        "plays": [[p, card, target] for p, card, target in state.plays],
        "last_round": None if state.last_round is None else [list(t) for t in state.last_round],
        "viewer": state.viewer,
    }
