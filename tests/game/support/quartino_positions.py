"""Quartino positions from hand-written saves, and moves played on them by their notation, for the engine's and
the tables' tests."""
from game.quartino import SPEC
from game.quartino.components import CARDS, COLOURS, PAWNS_PER_COLOUR

OTHER_CARDS = ("PGBY", "PGYB", "PBGY", "PBYG")


def position(board=None, hands=None, completed=None, current=0, placements_left=1, placed=0, fired=(),
             cleared=(), players=2, situations=True, passes=0, viewer=None, column_owed=False):
    """A state from a hand-written save: board maps space -> stack text (bottom first); the reserve
    holds every pawn not on the board."""
    stacks = [list((board or {}).get(space, "")) for space in range(9)]
    hands = hands or [["YBGP", "BGPY", "GPYB", "PYBG"], list(OTHER_CARDS)][:players]
    while len(hands) < players:
        hands.append([c for c in CARDS if all(c not in h for h in hands)][:4])
    data = {
        "game": "quartino", "players": players, "current_player": current,
        "hands": [list(h) for h in hands],
        "board": stacks,
        "reserve": {c: PAWNS_PER_COLOUR - sum(s.count(c) for s in stacks) for c in COLOURS},
        "completed": [list(c) for c in (completed or [[]] * players)],
        "options": {"situations": situations, "first_player": "random"},
        "starter": 0, "placements_left": placements_left, "placed": placed,
        "situations_fired": list(fired), "cleared_spaces": list(cleared), "column_owed": column_owed,
        "passes": passes, "turn": 5, "viewer": viewer,
    }
    return SPEC.state_from_dict(data)


def play(state, *texts):
    """Apply moves given as notation."""
    for text in texts:
        state = state.apply(SPEC.decode_move(text))
    return state


BOTH = {0: "YBGGP", 6: "G"}  # four greens (two inside the column) and a column of five on the centre

# every pawn on the wheel (the reserve empty), in stacks whose tops match no card
NO_MATCH_FULL_BOARD = {0: "YYYYYYY", 1: "BBBBBBB", 3: "GGGGGGG", 5: "PPPPPPP"}

