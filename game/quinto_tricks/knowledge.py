"""What the AI knows about Quinto: dealing the unseen cards (respecting shown voids), a greedy card
policy that knows partners, quints and the suit order, and evaluation by side (hard's and the expert's also
counting what the rest of the hand promises each side: outlook.py); the expert bids from a tree of its own words.

Partners cooperate because rewards are by side: both players of a side (and the dealer for his
dummy in the three-player game) get the same reward, so the shared search plays for the side.
"""
from __future__ import annotations

from collections.abc import Sequence
from random import Random

from ..ai.last_view import per_last_view
from ..ai.levels import Level
from ..cards import HIDDEN
from ..core import replaced
from ..rng import shuffled
from .bidding import answering, bid_choice, doubler_hands, round_rewards
from .deck import DECK, JOKER, PAIR_MATE, POWER, RANK, SOLO_POINTS, SUIT, SUIT_RANK, Card, sort_hand
from .outlook import rest_margin
from .rules import DOUBLING, OVER, TricksState
from .seating import HANDS, sides, trick_hands

POINT_SCALE = 60
OUTLOOK_SCALE = 100
HORIZON = 3
CACHETTE = -1


def shown_voids(state: TricksState) -> dict:
    """For each hand, the suits it has shown it lacks by not following this hand's leads."""
    voids = {h: set() for h in range(HANDS)}
    tricks = [(t.leader, t.cards) for t in state.tricks]
    if state.trick:
        tricks.append((state.leader, state.trick))
    for leader, cards in tricks:
        led = SUIT[cards[0]]
        if led is None:
            continue
        for hand, card in zip(trick_hands(state.players, state.dealer, leader)[1:], cards[1:], strict=False):
            if card != JOKER and SUIT[card] != led:
                voids[hand].add(led)
    return voids


def determinize(view, seat: int, rng: Random):
    """A full state consistent with what seat knows: unseen cards dealt at random to the hidden hands
    and the cachette, each hand only getting suits it has not shown it lacks, and a doubler awaiting
    an answer a hand that could have doubled; a random seed."""
    if view.viewer is None:
        return view
    unseen, slots, voids = _hidden(view)
    shown = _doubler_hands(view) if view.phase == DOUBLING else None
    if shown is None:
        dealt = _deal_unseen(unseen, slots, voids, rng)
    else:
        doubled_by, strong_hands = shown
        strong = strong_hands[rng.randrange(len(strong_hands))]
        rest = shuffled([c for c in unseen if c not in strong], rng)
        dealt = _deal_blind(rest, {s: n for s, n in slots.items() if s != doubled_by})
        dealt[doubled_by] = strong
    hands = tuple(
        sort_hand(dealt[h]) if h in dealt else hand for h, hand in enumerate(view.hands)
    )
    return replaced(view, seed=rng.getrandbits(62), hands=hands, cachette=tuple(dealt[CACHETTE]), viewer=None,
                    events=())


@per_last_view
def _hidden(view) -> tuple:
    """(the cards view's seat has not seen, in the deck's order; the sizes of the hidden hands and the cachette;
    the voids each hand has shown)."""
    seen = {c for hand in view.hands for c in hand if c != HIDDEN}
    seen.update(c for t in view.tricks for c in t.cards)
    seen.update(view.trick)
    slots = {h: len(hand) for h, hand in enumerate(view.hands) if hand and hand[0] == HIDDEN}
    slots[CACHETTE] = len(view.cachette)
    return [c for c in DECK if c not in seen], slots, shown_voids(view)


@per_last_view
def _doubler_hands(view) -> tuple | None:
    """bidding.doubler_hands for view, its unseen cards worked out once."""
    return doubler_hands(view, _hidden(view)[0])


def _deal_unseen(unseen: list[Card], slots: dict[int, int], voids: dict[int, set], rng: Random) -> dict:
    """Cards into slots of given sizes at random; cards of a suit some hand lacks are placed first,
    each into a slot that may hold it, chosen in proportion to its free space."""
    cards = shuffled(unseen, rng)
    lacking = set().union(*(voids[s] for s in slots if s != CACHETTE))
    if not lacking:
        return _deal_blind(cards, slots)
    space = dict(slots)
    dealt = {slot: [] for slot in slots}
    for card in cards:
        suit = SUIT[card]
        if suit not in lacking:
            continue
        options = [s for s in space if space[s] and (s == CACHETTE or suit not in voids[s])]
        if not options:
            return _deal_blind(cards, slots)
        pick = rng.random() * sum(space[s] for s in options)
        for slot in options:
            pick -= space[slot]
            if pick < 0:
                break
        dealt[slot].append(card)
        space[slot] -= 1
    free = [c for c in cards if SUIT[c] not in lacking]
    for slot, room in space.items():
        dealt[slot] += free[:room]
        free = free[room:]
    return dealt


def _deal_blind(cards: Sequence[Card], slots: dict[int, int]) -> dict:
    """Cards into slots in order, ignoring voids (when the voids leave no room for a card)."""
    dealt = {}
    for slot, size in slots.items():
        dealt[slot], cards = list(cards[:size]), cards[size:]
    return dealt


def policy_move(state, rng: Random, noise: float = 0.0):
    """The greedy move (a random legal one with probability noise): see card_choice and bid_choice."""
    legal = state.legal_moves()
    if noise and rng.random() < noise:
        return legal[rng.randrange(len(legal))]
    if len(legal) == 1:
        return legal[0]
    if state.phase == DOUBLING:
        return bid_choice(state, state.hands[state.turn])
    return card_choice(state, legal)


def reach(hand: Sequence[Card], led: str | None) -> int:
    """The highest power hand can put on a trick led in suit led (None: any suit), -1 for none.
    Hands are sorted high to low, hearts first, so the first card of a suit is its best."""
    if led is not None:
        for card in hand:
            if SUIT[card] == led:
                return POWER[card]
    return POWER[hand[0]] if hand else -1


def _value(card: Card) -> int:
    """Points a card carries into a trick on its own or as half of a pair (rough)."""
    return SOLO_POINTS.get(card, 0) + (8 if card in PAIR_MATE else 0)


def _feed(cards: list[Card], trick: tuple) -> Card:
    """The card that puts most points on a trick the side will keep (completing pairs counts)."""
    return max(cards, key=lambda c: (_value(c) + (20 if PAIR_MATE.get(c) in trick else 0), -POWER[c]))


def _cheapest(cards: list[Card]) -> Card:
    """The card that gives away least: no points, low rank, low suit; the Joker only if alone."""
    plain = [c for c in cards if c != JOKER] or cards
    return min(plain, key=lambda c: (_value(c), RANK[c], SUIT_RANK[SUIT[c]]))


def card_choice(state, legal: list) -> Card:
    """A greedy card: feed points to a trick the side holds for sure, win a trick cheaply when it
    can be kept, otherwise throw the cheapest card; lead sure winners, else a low card."""
    order = trick_hands(state.players, state.dealer, state.leader)
    side = sides(state.players, state.dealer)
    mine = side[state.turn]
    trick = state.trick
    hands = state.hands
    if not trick:
        return _lead(hands, legal, [h for h in range(HANDS) if side[h] != mine])
    led = SUIT[trick[0]]
    threat = max((reach(hands[h], led) for h in order[len(trick) + 1:] if side[h] != mine), default=-1)
    powers = [POWER[c] for c in trick]
    best_power = max(powers)
    if side[order[powers.index(best_power)]] == mine and best_power > threat:
        return _feed(legal, trick)
    safe = [c for c in legal if POWER[c] > best_power and POWER[c] > threat]
    return _feed(safe, trick) if safe else _cheapest(legal)


def _lead(hands: tuple, legal: list, opponents: list[int]) -> Card:
    """Lead the best-paying card no opponent can beat if there is one, else a low card."""
    cards = [c for c in legal if c != JOKER] or legal
    threats = {}
    sure = []
    for card in cards:
        suit = SUIT[card]
        if suit not in threats:
            threats[suit] = max(reach(hands[h], suit) for h in opponents)
        if POWER[card] > threats[suit]:
            sure.append(card)
    if sure:
        return max(sure, key=lambda c: (_value(c), POWER[c]))
    return min(cards, key=lambda c: (_value(c), RANK[c], -SUIT_RANK[SUIT[c]]))


def rollout_over(state, origin, deeper: int = 0) -> bool:
    """Playouts stop at the end of the hand (or of the game), or HORIZON (and deeper) tricks past the searched
    position: the near tricks decide a card, and shorter playouts are faster and less noisy. Whether
    to redouble is a bet on the whole hand, not its first tricks: those playouts stop when the
    doubling round ends, and round_rewards judges the deal."""
    if answering(origin):
        return state.phase != DOUBLING
    return (
        state.phase == OVER
        or state.deal_number != origin.deal_number
        or len(state.tricks) - len(origin.tricks) >= HORIZON + deeper
    )


def evaluate(state, origin) -> tuple:
    """Reward in [0, 1] per player: 1 to the winners of a finished game; after an answer to a double,
    round_rewards; otherwise by the margin of points the player's side made in this hand since the
    searched position."""
    return _judged(state, origin, None)


def outlook_evaluate(state, origin) -> tuple:
    """evaluate, but a hand still in play at the horizon also counts what the rest of it promises each side
    (outlook.rest_margin), the margin read on a wider scale since it covers the whole hand."""
    return _judged(state, origin, rest_margin)


def _judged(state, origin, rest) -> tuple:
    """evaluate's rewards, the margin of a hand still in play adding rest(state) when rest is given."""
    if state.phase == OVER:
        return tuple(1.0 if p in state.winners else 0.0 for p in range(state.players))
    if answering(origin):
        return round_rewards(state)
    scale, promised = POINT_SCALE, 0
    if state.deal_number == origin.deal_number:
        points = state.hand_points
        if rest is not None:
            scale, promised = OUTLOOK_SCALE, rest(state)
    else:
        points = state.last_hand.points
    gain = [points[s] - origin.hand_points[s] for s in (0, 1)]
    margin = max(-1.0, min(1.0, (gain[0] - gain[1] + promised) / scale))
    side = sides(origin.players, origin.dealer)
    return tuple(0.5 + 0.5 * margin * (1 if side[p] == 0 else -1) for p in range(origin.players))


def while_bidding(view) -> bool:
    """Whether view is in the doubling round, where the expert's tree holds only its own words: another player's
    word kept in the tree is chosen by its average over every sampled deal, so it would answer a double the same
    whatever he holds; the policy speaks for the others instead, reading each sampled hand."""
    return view.phase == DOUBLING


LEVELS = {
    "easy": Level(policy_noise=0.5),
    "medium": Level(iterations=30, exploration=0.7),
    "hard": Level(iterations=2200, exploration=0.7, evaluate=outlook_evaluate),
    "expert": Level(iterations=6600, exploration=0.7, evaluate=outlook_evaluate, own_tree=while_bidding),
}
