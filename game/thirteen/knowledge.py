"""What the AI knows about 13: sampling hidden cards, a greedy playout policy (the expert's prices a take by the
majority rule, dearer to reckon), and evaluation.

The public plays of the round are part of every view (every player saw them), so the search
remembers who took which cards, as an attentive player would; the piles themselves stay hidden.
"""
from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from random import Random

from ..ai.last_view import per_last_view
from ..ai.levels import Level
from ..cards import missing_from
from ..core import replaced
from ..rng import shuffled
from .deck import COLOURS, DECK, ROTTEN, VALUE, card_value, target_total
from .rules import LIMIT, ROTTEN_PENALTY, colour_penalties, round_scores

ROLLOUT_PLIES = 16


def taken_from_plays(players: int, plays: Iterable[tuple]) -> tuple:
    """Replay a round's public plays: (taken piles per player, cards on each target)."""
    taken = [[] for _ in range(players)]
    targets = [[], [], []]
    for player, card, target in plays:
        pile = targets[COLOURS.index(target)]
        if target_total(pile) + card_value(card) > LIMIT:
            taken[player].extend(pile)
            pile[:] = [card]
        else:
            pile.append(card)
    return tuple(tuple(t) for t in taken), tuple(tuple(t) for t in targets)


def determinize(view, seat: int, rng: Random):
    """A full state consistent with what seat knows: unseen cards dealt at random, a random seed."""
    if view.viewer is None:
        return view
    taken, unseen = _known(view, seat)
    unknown = list(shuffled(unseen, rng))
    hands = []
    for p, hand in enumerate(view.hands):
        if p == seat:
            hands.append(hand)
        else:
            hands.append(tuple(sorted(unknown[: len(hand)])))
            del unknown[: len(hand)]
    return replaced(view, seed=rng.getrandbits(62), hands=tuple(hands), draw_pile=tuple(unknown), taken=taken,
                    viewer=None, events=())


@per_last_view
def _known(view, seat: int) -> tuple:
    """(the piles each player took, the cards seat has not seen) in view."""
    taken, _ = taken_from_plays(view.players, view.plays)
    played = tuple(card for _, card, _ in view.plays)
    return taken, missing_from(DECK, view.hands[seat] + played)


def penalty(cards: tuple) -> int:
    """Rough penalty of taking cards, before any majority: 1 a colour card, a rotten four its rule's penalty."""
    return len(cards) + (ROTTEN_PENALTY - 1) * cards.count(ROTTEN)


def move_cost(card: str, pile_total: int, taking: float) -> float:
    """Greedy cost of playing card on a pile of the given total that would cost taking to take (its penalty,
    say): a take costs that; a safe play prefers shedding high cards."""
    value = VALUE[card]
    total = pile_total + value
    if total > LIMIT:
        return 10 * taking - value + (2 if card == ROTTEN else 0)
    rotten_kept = 1.5 if card == ROTTEN else 0
    return -value - (total - 7) * 0.3 + rotten_kept


def policy_move(state, rng: Random, noise: float = 0.0, take_cost=None):
    """The greedy move (cheapest by move_cost, a take costing the pile's penalty, or take_cost(state, pile) if
    given), a random one with probability noise."""
    moves = state.legal_moves()
    if noise and rng.random() < noise:
        return moves[rng.randrange(len(moves))]
    take_cost = take_cost or _pile_penalty
    piles = dict(zip(COLOURS, state.targets))
    totals = {colour: target_total(pile) for colour, pile in piles.items()}  # once each, not once per move
    takes = {}  # only for a pile some card would take: a take's cost may be dear to reckon
    best, best_cost = None, None
    for move in moves:
        target, card = move.target, move.card
        taking = 0
        if totals[target] + VALUE[card] > LIMIT:
            if target not in takes:
                takes[target] = take_cost(state, piles[target])
            taking = takes[target]
        cost = move_cost(card, totals[target], taking) + rng.random() * 0.01
        if best_cost is None or cost < best_cost:
            best, best_cost = move, cost
    return best


def _pile_penalty(state, pile: tuple) -> int:
    return penalty(pile)


def scoring_policy_move(state, rng: Random, noise: float = 0.0):
    """The greedy move, a take costing what it does under the majority rule (see majority_take_cost)."""
    return policy_move(state, rng, noise, majority_take_cost)


def majority_take_cost(state, pile: tuple) -> float:
    """What taking pile costs the player to move under the majority rule: the rise of his round's penalty less
    the others' average rise (a take that wins a colour's majority can cost nothing, or gain)."""
    me = state.current_player
    counts = _colour_counts(state.taken)
    mine, others = 0, 0
    for c, added in enumerate(_colours_of(pile)):
        if not added:
            continue
        before = [row[c] for row in counts]
        after = before.copy()
        after[me] += added
        was, now = colour_penalties(before), colour_penalties(after)
        mine += now[me] - was[me]
        others += sum(now) - now[me] - sum(was) + was[me]
    return mine + ROTTEN_PENALTY * pile.count(ROTTEN) - others / (len(counts) - 1)


def _colours_of(cards: tuple) -> tuple:
    """How many of cards are of each colour (in COLOURS' order)."""
    return tuple(sum(1 for card in cards if card[0] == colour) for colour in COLOURS)


@lru_cache(maxsize=1024)
def _colour_counts(taken: tuple) -> tuple:
    """Per player, _colours_of the cards he has taken (remembered: a round's playouts meet the same piles often)."""
    return tuple(_colours_of(cards) for cards in taken)


def rollout_over(state, origin, deeper: int = 0) -> bool:
    """Playouts stop at the end of the round, or ROLLOUT_PLIES (and deeper) moves past the searched position."""
    return (
        state.current_player is None
        or state.round != origin.round
        or len(state.plays) - len(origin.plays) >= ROLLOUT_PLIES + deeper
    )


def evaluate(state, origin) -> tuple:
    """Reward in [0, 1] per player: half for leading on penalties (taken piles scored as if the
    round ended now), half by the margin."""
    totals = state.totals
    if state.current_player is not None and state.round == origin.round:
        totals = tuple(t + s for t, s in zip(totals, round_scores(state.taken)))
    low, high = min(totals), max(totals)
    leaders = [t == low for t in totals]
    share = 1 / sum(leaders)
    spread = (high - low) or 1
    return tuple(0.5 * (share if lead else 0.0) + 0.5 * (high - t) / spread for t, lead in zip(totals, leaders))


LEVELS = {
    "easy": Level(policy_noise=0.35),
    "medium": Level(iterations=44),
    "hard": Level(iterations=1400),
    "expert": Level(iterations=3800, playout=scoring_policy_move),
}
