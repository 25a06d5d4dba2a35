"""What a Quinto seat may believe about the cards it cannot see: the unseen play cards dealt at random to the
hidden hands and the draw pile, the point values under the stack shuffled by colour, and a completer owing a new
row given a card that can open one."""
from __future__ import annotations

from collections.abc import Sequence
from random import Random

from ..cards import HIDDEN, missing_from
from ..core import replaced
from .components import POINT_COLOURS, QUINTO
from .deck import ALL_POINTS, BASE, BRIDGE, build_deck, sort_hand
from .rules import ASS, MUST_OPEN, QuintoState

# Turns of cards a playout may draw beyond the hidden hands: the searched turn and a few replies.
DRAWN_TURNS = 4


def determinize(view, seat: int, rng: Random):
    """A full state consistent with what seat knows: unseen cards and point values dealt at random."""
    if view.viewer is None:
        return view
    unknown, points = _unseen(view)
    hidden = sum(len(h) for h in view.hands if h and h[0] == HIDDEN)
    # Playouts stop within a few turns, so only the cards they can reach need a random order.
    unknown = drawn_first(unknown, hidden + QUINTO * DRAWN_TURNS, rng)
    hands = []
    for hand in view.hands:
        if hand and hand[0] == HIDDEN:
            hands.append(sort_hand(unknown[:len(hand)]))
            del unknown[:len(hand)]
        else:
            hands.append(hand)
    _keep_an_opener(view, hands, unknown)
    # Only the stack's top cards can head a row within a playout: only their values need drawing.
    top = [colour for colour, _ in view.point_stack[:2 * DRAWN_TURNS]]
    values = {colour: drawn_first(vs, top.count(colour), rng) for colour, vs in points.items()}
    stack = tuple((colour, values[colour].pop(0)) for colour, _ in view.point_stack)
    return replaced(view, seed=rng.getrandbits(62), hands=tuple(hands), draw_pile=tuple(unknown),
                    point_stack=stack, viewer=None)


def drawn_first(items: Sequence, count: int, rng: Random) -> list:
    """The items with their first count places drawn at random: a partial Fisher–Yates on rng.random(), which
    costs a search's every iteration less than randrange and draws the same on every platform."""
    order = list(items)
    n = len(order)
    draw = rng.random
    for i in range(min(count, n - 1)):
        j = i + int(draw() * (n - i))
        order[i], order[j] = order[j], order[i]
    return order


def _keep_an_opener(view: QuintoState, hands: list, unknown: list) -> None:
    """While a giver chooses (R-Q13), the completer owing a new row must hold a card that can open
    one (R-Q14 saw to it): a sampled hand of bridges alone trades a bridge for another unseen card,
    from the pile or else from another hidden hand."""
    if not view.gift or view.pending != MUST_OPEN:
        return
    completer = view.gift[0]
    hand = list(hands[completer])
    if any(card != BRIDGE for card in hand):
        return
    others = [q for q, h in enumerate(view.hands) if q != completer and h and h[0] == HIDDEN]
    for owner in (None, *others):
        pool = unknown if owner is None else list(hands[owner])
        swap = next((i for i, card in enumerate(pool) if card != BRIDGE), None)
        if swap is not None:
            hand[0], pool[swap] = pool[swap], hand[0]
            if owner is not None:
                hands[owner] = sort_hand(pool)
            hands[completer] = sort_hand(hand)
            return


_UNSEEN = {}


def _unseen(view: QuintoState) -> tuple:
    """The play cards seat has not seen and the point values still under the stack's backs, by colour;
    remembered for the last view, which a search samples from at every iteration."""
    if _UNSEEN.get("view") is not view:
        deck = build_deck(view.four_vier or view.rules == ASS)
        seen = [c for h in view.hands for c in h if c != HIDDEN]
        seen += [BASE[c] for row in view.rows for c in row.cards] + list(view.discard)
        known = [p for pile in view.won for p in pile] + [r.head for r in view.rows if r.head is not None]
        known += [view.offered] if view.offered is not None else []
        rest = missing_from(ALL_POINTS, known)
        points = {c: tuple(v for colour, v in rest if colour == c) for c in POINT_COLOURS}
        _UNSEEN.update(view=view, result=(missing_from(deck, seen), points))
    return _UNSEEN["result"]
