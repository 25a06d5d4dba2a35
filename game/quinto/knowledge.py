"""What the AI knows about Quinto: a row-planning policy and evaluation (sampling the hidden cards: belief.py).

The policy plans a whole turn: for each row (and a new one) it finds which lengths the hand can
bring it to, then weighs taking point cards against leaving a row that the next players can finish.
At the usual horizon the search stops at the end of its own turn (each card one decision) and judges
where the turn led the same way the policy judges a plan, so it refines the plan card by card. A level
that looks deeper lets the policy play the next players' turns on their sampled hands, and judges the
standings plus what the player then to move can make of his turn: the risk of a row left open is
played out instead of read from a table.
"""
from __future__ import annotations

import math
from functools import lru_cache
from random import Random

from ..ai.levels import Level
from ..core import replaced
from .belief import determinize  # noqa: F401 (determinize is part of the knowledge)
from .components import QUINTO
from .deck import BASE, BRIDGE, FACE, build_deck
from .gifts import eligible, give_text, point_order
from .reach import reachable
from .rules import ASS, END, MAY_OPEN, NEW, ORIGINAL, PASS, Move, QuintoState
from .scoring import player_score, side_scores, sides

LEVELS = {
    "easy": Level(policy_noise=0.3),
    # Medium refines the planner's turn card by card; it overrules the planner only on evidence.
    "medium": Level(iterations=150, exploration=0.02, policy_margin=1.0),
    # Hard plays the next player's reply out (the policy's, on his sampled hand) before judging; the expert plays
    # one turn more (at two players its own next turn, on its sampled draws). Both explore on the scale of a
    # playout's spread (its rewards vary by about 0.05 from world to world), so a card is not abandoned after one
    # unlucky world and the move is not fixed by the first worlds sampled.
    "hard": Level(iterations=600, exploration=0.15, deeper=1, own_tree=True),
    "expert": Level(iterations=2400, exploration=0.15, deeper=2, own_tree=True),
}
# Chance that the next player can finish a row left with this many cards (measured in policy games).
FINISH_RISK = (0.0, 0.33, 0.5, 0.62, 0.85)
SHED_BONUS = 0.5
BRIDGE_BONUS = 2.0
SCORE_SCALE = 200.0
PLAY_CARDS = len(build_deck(False))


def progress(state: QuintoState) -> float:
    """How far the round is, from 0 (full draw pile) to 1 (empty), squared: unfinished rows only
    count near the end, since until then someone will likely finish them."""
    return (1.0 - len(state.draw_pile) / PLAY_CARDS) ** 2


def negated_chance(state: QuintoState, player: int) -> float:
    """Under ass scoring, how likely player's total ends negated: with an own row of one or two
    cards, as likely as the round is far on (the weight standing gives it); else nought."""
    short = any(r.owner == player and len(r.cards) <= 2 for r in state.rows)
    return progress(state) if short else 0.0


@lru_cache(maxsize=4096)
def _owed_value(won: tuple, phase: str, highest: bool) -> int:
    """The value of the lowest (or highest) point card of won a giver owes in phase (0 if none)."""
    owed = eligible(won, phase)
    if not owed:
        return 0
    return (max if highest else min)(owed, key=point_order)[1]


def expected_given(state: QuintoState, giver: int, phase: str) -> int:
    """The value a completion in front of giver takes from him in phase, the state's (0 in red, or if none):
    his lowest, or under ass scoring his highest when his total will likely be negated (R-Q13)."""
    likely_negated = state.rules == ASS and negated_chance(state, giver) > 0.5
    return _owed_value(state.won[giver], phase, likely_negated)


def gift_move(state) -> Move:
    """The giver's choice under ass scoring (R-Q13): a card given is worth -v to him (+v when his total
    ends negated) and +v to the completer (likewise), so he gives his lowest card unless the negations
    make the balance turn, then his highest. A partner's gain is his own."""
    giver, completer = state.current_player, state.gift[0]
    side_of = {p: i for i, side in enumerate(sides(state.players, state.variant)) for p in side}
    share = -1.0 if side_of[giver] == side_of[completer] else 1.0 / max(1, len(set(side_of.values())) - 1)
    keep = (1 - 2 * negated_chance(state, giver)) + share * (1 - 2 * negated_chance(state, completer))
    options = state.gift_choices()
    return Move(give_text(options[0] if keep >= 0 else options[-1]))


# The chance that one of the opponents finishes a row of each length, by how many opponents there are.
_RISKS = {n: tuple(1.0 - (1.0 - risk) ** n for risk in FINISH_RISK) for n in range(1, 4)}


class TurnPlanner:
    """The facts of one position that every candidate plan is weighed against."""

    def __init__(self, state) -> None:
        self.state = state
        self.me = me = state.current_player
        self.ass = state.rules == ASS
        self.offered = state.offered[1] if state.offered else 0
        self.weight = progress(state)
        self.risks = _RISKS[state.players - 1]  # the chance an opponent finishes a row of each length
        phase = state.phase
        self.given = [expected_given(state, p, phase) for p in range(state.players)]
        self.my_won = sum(v for _, v in state.won[me])

    def prize(self, head: tuple | None) -> int:
        """The point card a completion takes: the row's head (original) or the face-up card (ass)."""
        if self.ass:
            return self.offered
        return head[1] if head else 0

    def own_row_worth(self, head: tuple | None, length: int) -> float:
        """What one's own unfinished row of length cards adds at the end (0 for no row)."""
        if length == 0:
            return 0.0
        if not self.ass:
            return 0.0 if head is None else head[1] * (1 if length >= 3 else -1)
        return 0.0 if length >= 3 else -2.0 * max(20, self.my_won)

    def value(self, owner: int, head: tuple | None, start: int, final: int, bridges: int) -> float:
        """How good it is for me to bring a row of start cards to final cards this turn."""
        value = SHED_BONUS * (final - start) + BRIDGE_BONUS * bridges
        me = self.me
        if final == QUINTO:
            return value + self.prize(head) + (2 * self.given[owner] if owner != me else 0)
        exposed = self.prize(head) + (self.given[me] if owner == me else 0)
        risks = self.risks
        value -= (risks[final] - risks[start]) * exposed
        if owner == me:
            value += self.weight * (self.own_row_worth(head, final) - self.own_row_worth(head, start))
        return value

    def plans(self, hand: tuple) -> list:
        """(value, card, target) for the first card of the best way to reach each row length this turn: the move
        Move(card, target), made only for the plan chosen."""
        state, me, value = self.state, self.me, self.value
        limit = QUINTO - 1 if state.opening else QUINTO
        result = []
        if state.pending or state.turn_row is None:
            head = state.point_stack[0] if not self.ass and state.point_stack else None
            for final, (bridges, first) in reachable(None, 0, hand, limit).items():
                result.append((value(me, head, 0, final, bridges), first, NEW))
            if state.pending or state.opening:
                return result
            rows = state.rows
        else:
            rows = (state.row(state.turn_row),)
        for row in rows:
            n, owner, head, row_id = len(row.cards), row.owner, row.head, row.id
            for final, (bridges, first) in reachable(FACE[row.cards[-1]], n, hand, limit).items():
                if n == QUINTO - 1 and state.strands_bridges(first, row):
                    continue
                result.append((value(owner, head, n, final, bridges), first, row_id))
        return result


def policy_move(state, rng: Random, noise: float = 0.0):
    """The best planned move (a random legal one with probability noise); end when stopping is best."""
    if noise and rng.random() < noise:
        moves = state.legal_moves()
        return moves[rng.randrange(len(moves))]
    if state.gift:
        return gift_move(state)
    best, best_value = None, None
    if state.turn_row is not None or state.pending == MAY_OPEN:
        best, best_value = END, 0.0
    for value, card, target in TurnPlanner(state).plans(state.hands[state.current_player]):
        value += rng.random() * 0.01
        if best_value is None or value > best_value:
            best, best_value = (card, target), value
    return PASS if best is None else Move(*best)


def rollout_over(state, origin, deeper: int = 0) -> bool:
    """Playouts stop at the end of the round, or at the end of the searched turn and deeper more turns (the
    other players' replies, played by the policy on their sampled hands)."""
    return state.current_player is None or state.round != origin.round or state.turn > origin.turn + deeper


def standing(state: QuintoState) -> list:
    """Each player's score if the round ended now, unfinished rows weighted by how far the round is."""
    weight = progress(state)
    scores = []
    for won, rows in state.round_record():
        total = sum(v for _, v in won)
        if state.rules == ORIGINAL:
            scores.append(total + weight * player_score(ORIGINAL, (), rows))
        else:
            short = any(length <= 2 for _, length, _ in rows)
            scores.append(total * (1 - 2 * weight) if short else total)
    return scores


def _laid(state: QuintoState) -> tuple:
    """How many cards, and how many bridge cards, lie in rows or left the game with quintos."""
    cards = [BASE[c] for r in state.rows for c in r.cards] + list(state.discard)
    return len(cards), cards.count(BRIDGE)


def turn_value(state: QuintoState, origin: QuintoState, seat: int) -> float:
    """The planner's judgement of the state a turn of seat led to from origin: his standing, minus
    what the rows now on the table risk giving away, plus the cards and bridges he got rid of."""
    planner = TurnPlanner(state if state.current_player == seat else replaced(state, current_player=seat))
    value = standing(state)[seat]
    for r in state.rows:
        exposed = planner.prize(r.head) + (planner.given[seat] if r.owner == seat else 0)
        value -= planner.risks[len(r.cards)] * exposed
    cards, bridges = _laid(state)
    cards_before, bridges_before = _laid(origin)
    return value + SHED_BONUS * (cards - cards_before) + BRIDGE_BONUS * (bridges - bridges_before)


def opportunity(state: QuintoState, mover: int) -> float:
    """What mover, the player to move, can make of his turn as the policy plans it (nothing while a gift is owed)."""
    if state.gift:
        return 0.0
    return max((plan[0] for plan in TurnPlanner(state).plans(state.hands[mover])), default=0.0)


def margin_reward(margin: float) -> float:
    """A score margin as a reward in (0, 1): one half at level, as steep there as margin / (2 SCORE_SCALE)."""
    return 1.0 / (1.0 + math.exp(-2.0 * margin / SCORE_SCALE))


def evaluate(state, origin) -> tuple:
    """Reward in (0, 1) per player: a logistic of his margin over the best other side, so that a player
    far behind or ahead still tells a better move from a worse; at the end of the searched turn its seat is
    judged as the policy judges a turn, after the replies the player to move gains his turn's best plan."""
    mover = state.current_player
    if state.round != origin.round or mover is None:
        record = state.history[origin.round]
        scores = [player_score(state.rules, won, rows) for won, rows in record]
    else:
        scores = standing(state)
        if state.turn == origin.turn + 1:
            seat = origin.current_player
            scores[seat] = turn_value(state, origin, seat)
        else:
            scores[mover] += opportunity(state, mover)
    n = state.players
    side_of = {p: i for i, side in enumerate(sides(n, state.variant)) for p in side}
    totals = side_scores(n, state.variant, scores)
    rewards = []
    for p in range(n):
        mine = totals[side_of[p]]
        others = max((t for i, t in enumerate(totals) if i != side_of[p]), default=mine)
        rewards.append(margin_reward(mine - others))
    return tuple(rewards)
