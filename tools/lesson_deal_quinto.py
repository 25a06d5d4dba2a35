"""The hand-built position of Sackson's Quinto lesson (assets/lessons/quinto.json), as a save dict.

The plan names every card the lesson's script needs: the open rows and their heads, the point cards
already won, the two red point cards left on the stack (so the yellow phase begins during the lesson),
both hands and the top of the draw pile in the order the turns draw it. Everything else (the rest of
the draw pile, the quintos already discarded, the yellow and blue stacks) is dealt from SEED.
"""
from __future__ import annotations

from game.quinto import SPEC
from game.quinto.deck import ALL_POINTS, build_deck, sort_hand
from game.rng import make_rng, shuffled

SEED = 14
PLAYERS = 2
# (id, owner, cards, head): your row 4 and the opponent's rows 2 and 5.
ROWS = (
    (2, 1, ("Ot2", "Rt2"), ("red", 20)),
    (4, 0, ("Bs2",), ("red", 30)),
    (5, 1, ("Gc4",), ("red", 20)),
)
WON = ((("red", 10),), (("red", 15), ("red", 25)))
STACK_TOP = (("red", 10), ("red", 30))
HANDS = (
    ("Bt4", "Gt1", "Oh1", "Rs4", "bridge"),
    ("Gs3", "Rt4", "Bc3", "Gs2", "w:square"),
)
# The draw pile's top, turn by turn: you draw 2, the opponent 1, you 3.
DRAWS = ("w:orange", "w:green", "Bc2", "w:3", "Rs3", "Bh1")
QUINTOS_DONE = sum(len(pile) for pile in WON)
FIRST_DRAW = (("Bs4", "Gc2"),)
TURNS_PLAYED = 7


def _point(point) -> list:
    return [point[0], point[1]]


def _rest(items, used) -> list:
    """items without one copy of each of used (raises if used holds something items lacks)."""
    rest = list(items)
    for item in used:
        rest.remove(item)
    return rest


def start_state(lesson=None) -> dict:
    """The lesson's starting position in Quinto's save format, checked by state_from_dict (lesson unused)."""
    rng = make_rng(SEED, "lesson", "quinto")
    deck = build_deck(False)
    in_rows = [card for _, _, cards, _ in ROWS for card in cards]
    rest = shuffled(_rest(deck, in_rows + [c for hand in HANDS for c in hand] + list(DRAWS)), rng)
    discard, tail = rest[:5 * QUINTOS_DONE], rest[5 * QUINTOS_DONE:]
    known = [head for *_, head in ROWS] + [p for pile in WON for p in pile] + list(STACK_TOP)
    later = _rest(ALL_POINTS, known)
    stack = list(STACK_TOP) + [p for colour in ("yellow", "blue")
                               for p in shuffled([p for p in later if p[0] == colour], rng)]
    data = {
        "game": "quinto", "players": PLAYERS, "current_player": 0,
        "hands": [list(sort_hand(hand)) for hand in HANDS],
        "rows": [{"id": i, "owner": owner, "cards": list(cards), "head": head[1], "head_colour": head[0]}
                 for i, owner, cards, head in ROWS],
        "draw_pile": list(DRAWS) + list(tail),
        "point_stack": [_point(p) for p in stack], "offered": None,
        "won": [[_point(p) for p in pile] for pile in WON], "phase": stack[0][0],
        "options": {"rules": "original", "four_vier": False, "variant": "none", "rounds": 3},
        "seed": SEED, "round": 0, "first_draw": [list(d) for d in FIRST_DRAW], "starter": 0,
        "turn": TURNS_PLAYED, "next_row_id": max(i for i, *_ in ROWS) + 1, "discard": list(discard),
        "turn_row": None, "turn_cards": 0, "pending": "", "endgame": False, "shown": [False] * PLAYERS,
        "redeals": [0] * PLAYERS, "gift": None, "history": [], "viewer": None,
    }
    return SPEC.state_from_dict(data).to_dict()
