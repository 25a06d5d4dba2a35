"""A Quartino table under test: seated with the human first, or showing a hand-built position."""
from game.quartino import SPEC
from game.quartino.components import COLOURS, PAWNS_PER_COLOUR

from ..conftest import open_table

MINE = ["YBGP", "BGPY", "GPYB", "PYBG"]
THEIRS = ["PGBY", "PGYB", "PBGY", "PBYG"]


def seated(app, seed, seats=("human", "easy", "easy")):
    """A table with the human in seat 0, instant AI and no animation."""
    return open_table(app, "quartino", seats, seed, {"first_player": 0})


def table(app, seats=("human", "easy"), seed=3, first=0, fast=True):
    """A table of seats with seat first to play, instant AI and fast animation (or the settings' when not fast)."""
    return open_table(app, "quartino", seats, seed, {"first_player": first}, "fast" if fast else None)


def position(board, placements_left=1, fired=(), cleared=(), column_owed=False):
    """A two-player state, seat 0 (MINE) to move; board maps space -> stack text (bottom first)."""
    stacks = [list(board.get(space, "")) for space in range(9)]
    return SPEC.state_from_dict({
        "game": "quartino", "players": 2, "current_player": 0, "hands": [MINE, THEIRS], "board": stacks,
        "reserve": {c: PAWNS_PER_COLOUR - sum(s.count(c) for s in stacks) for c in COLOURS},
        "completed": [[], []], "options": {"situations": True, "first_player": 0}, "starter": 0,
        "placements_left": placements_left, "placed": 0, "situations_fired": list(fired),
        "cleared_spaces": list(cleared), "column_owed": column_owed, "passes": 0, "turn": 3,
        "viewer": None,
    })


def table_at(app, state):
    """A table against the easy AI showing state, the human to move."""
    scene = table(app)
    scene.match.state = state
    scene.match.history = [state]
    scene.picture.drawn_key = None  # the cached frame showed the dealt state
    app.frame(0.016)
    return scene

