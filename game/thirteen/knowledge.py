"""What the AI knows about 13: sampling hidden cards, a greedy playout policy, and evaluation.

The public plays of the round are part of every view (every player saw them), so the search
remembers who took which cards, as an attentive player would; the piles themselves stay hidden.
"""
from __future__ import annotations

from collections.abc import Iterable
from random import Random

from ..ai.last_view import per_last_view
from ..ai.levels import Level
from ..cards import missing_from
from ..core import replaced
from ..rng import shuffled
from .deck import COLOURS, DECK, ROTTEN, VALUE, card_value, target_total
from .rules import LIMIT, ROTTEN_PENALTY, round_scores

ROLLOUT_PLIES = 16
LEVELS = {
    "easy": Level(policy_noise=0.35),
    "medium": Level(iterations=40),
    "hard": Level(iterations=1400),
    "expert": Level(iterations=6500),
}


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


def move_cost(card: str, pile: tuple, pile_total: int) -> float:
    """Greedy cost of playing card on pile (whose total is given): taking the pile costs its penalty; a safe
    play prefers shedding high cards."""
    value = VALUE[card]
    total = pile_total + value
    if total > LIMIT:
        return 10 * penalty(pile) - value + (2 if card == ROTTEN else 0)
    rotten_kept = 1.5 if card == ROTTEN else 0
    return -value - (total - 7) * 0.3 + rotten_kept


def policy_move(state, rng: Random, noise: float = 0.0):
    """The greedy move (cheapest by move_cost), a random one with probability noise."""
    moves = state.legal_moves()
    if noise and rng.random() < noise:
        return moves[rng.randrange(len(moves))]
    piles = dict(zip(COLOURS, state.targets))
    totals = {colour: target_total(pile) for colour, pile in piles.items()}  # once each, not once per move
    best, best_cost = None, None
    for move in moves:
        cost = move_cost(move.card, piles[move.target], totals[move.target]) + rng.random() * 0.01
        if best_cost is None or cost < best_cost:
            best, best_cost = move, cost
    return best


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
