"""Quinto's save format (DESIGN.md): a state as a JSON-safe dict, from its attributes alone."""
from __future__ import annotations

from ..cards import HIDDEN
from ..core import save_header

GAME_ID = "quinto"


def _point(point: tuple) -> list:
    return [point[0], HIDDEN if point[1] is None else point[1]]


def _row_dict(row) -> dict:
    head = row.head
    return {"id": row.id, "owner": row.owner, "cards": list(row.cards),
            "head": None if head is None else head[1], "head_colour": None if head is None else head[0]}


def state_to_dict(state) -> dict:
    """A JSON-safe dict holding the whole state."""
    return {
        **save_header(GAME_ID, state),
        "rows": [_row_dict(row) for row in state.rows],
        "draw_pile": list(state.draw_pile),
        "point_stack": [_point(p) for p in state.point_stack],
        "offered": None if state.offered is None else _point(state.offered),
        "won": [[_point(p) for p in pile] for pile in state.won],
        "phase": state.phase,
        "options": dict(state.options),
        "seed": state.seed,
        "round": state.round,
        "first_draw": [list(draw) for draw in state.first_draw],
        "starter": state.starter,
        "turn": state.turn,
        "next_row_id": state.next_row_id,
        "discard": list(state.discard),
        "turn_row": state.turn_row,
        "turn_cards": state.turn_cards,
        "pending": state.pending,
        "endgame": state.endgame,
        "shown": list(state.shown),
        "redeals": list(state.redeals),
        "gift": None if state.gift is None else list(state.gift),
        "history": [[{"won": [_point(p) for p in won], "rows": [[i, n, None if h is None else _point(h)]
                                                                  for i, n, h in rows]}
                     for won, rows in record] for record in state.history],
        "viewer": state.viewer,
    }
