"""What the AI knows about Quartino: sampling the hidden cards, a greedy placing policy, and evaluation.

The sampled hands come from the cards nobody has shown: the searching seat's own cards and every
completed card (public) are left out, the rest are dealt at random to the other players. The
search looks ahead through the mover's placements and claims to the start of the next turn and
scores that position: each card by how near it lies to matched, and a card one pawn short counts
almost as done for the player about to move. Averaged over sampled hands this weighs every
opening left to the next player by how likely they hold the card. The expert looks one turn further,
its tree holding only its own moves (the policy plays the others' on their sampled hands, so no reply
is chosen with knowledge of hands it could not see), widening the tree from the policy's move, and
judges with weights learned from self-play (features(); tools/fit_evaluation.py).
"""
from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from random import Random

from ..ai.learned import lead_evaluation
from ..ai.levels import Level
from ..ai.win_share import result_rewards
from ..core import replaced
from ..rng import shuffled_prefix
from ..seats import OTHERS, left_of
from .components import CARD_INDEX, CARDS, COLOUR_INDEX, COLOURS, EMPTY, WINDOWS
from .learned_weights import LEARNED_WEIGHTS
from .moves import CLAIM, COLUMN_MOVE, PLACE_MOVES, Move
from .rules import QuartinoState
from .wheel import COLUMN_HEIGHT, FOUR_COLOURS_RESERVE, patterns_of, tops_of

# What the learned evaluation reads of a player at the start of a turn, in one block if he is the player to move and
# in another if not: his completed cards, then his cards completed or within 0, 1, 2 and 3 spaces of matched (so a
# card completed counts wherever a card in hand would, and claiming never looks worse than holding); then, for the
# mover, his extra placements and his cards completed or within reach of his placements.
FEATURES = tuple(f"{role} {what}" for role in ("mover", "waiting")
                 for what in ("completed", "done or 0 off", "done or 1 off", "done or 2 off", "done or 3 off")) + (
    "mover extra placements", "mover done or in reach")
# Worth of a card still in hand by how many of its four spaces are wrong at best (0: matched now).
CARD_WORTH = (0.5, 0.3, 0.1, 0.03, 0.0)
# For a player who moves before the searcher's next turn, a card one pawn short is nearly done.
CARD_WORTH_TO_MOVE = (0.7, 0.6, 0.15, 0.04, 0.0)
LEAD_SCALE = 2.5
HORIZON_TURNS = 1

_FIXES = tuple({} for _ in WINDOWS)
_DISTANCES = {}


def window_fixes(k0: int, pattern: str) -> dict:
    """For each card of CARDS, the placements that would each put one right colour into its window from ring space
    k0 + 1, the window showing pattern."""
    table = _FIXES[k0]
    found = table.get(pattern)
    if found is None:
        spaces = WINDOWS[k0]
        found = table[pattern] = {
            card: tuple(PLACE_MOVES[c][s] for c, seen, s in zip(card, pattern, spaces) if c != seen) for card in CARDS}
    return found


def distances(pattern: str) -> tuple:
    """For each card of CARDS, how many of the four spaces of a window pattern show a wrong colour."""
    found = _DISTANCES.get(pattern)
    if found is None:
        found = _DISTANCES[pattern] = tuple(sum(c != seen for c, seen in zip(card, pattern)) for card in CARDS)
    return found


def nearest(board: tuple) -> tuple:
    """For each card of CARDS, the fewest wrong spaces over the eight places it could lie."""
    return tuple(map(min, *map(distances, patterns_of(tops_of(board)))))


def determinize(view, seat: int, rng: Random):
    """A full state consistent with what seat knows: the unseen cards dealt at random to the others."""
    if view.viewer is None:
        return view
    known = set(view.hands[seat]).union(*view.completed)
    hidden = sum(len(view.hands[p]) for p in OTHERS[view.players][seat])
    unknown = list(shuffled_prefix([card for card in CARDS if card not in known], hidden, rng))
    hands = []
    for p, hand in enumerate(view.hands):
        if p == seat:
            hands.append(hand)
        else:
            hands.append(tuple(unknown[: len(hand)]))
            del unknown[: len(hand)]
    return replaced(view, hands=tuple(hands), viewer=None)


def policy_move(state, rng: Random, noise: float = 0.0):
    """A greedy move: claim when possible; otherwise place towards the nearest card of one's own
    without breaking a card already matched, returning owed columns when it pays; a random move
    with probability noise."""
    moves = state.legal_moves()
    if len(moves) == 1:
        return moves[0]
    if noise and rng.random() < noise:
        return moves[rng.randrange(len(moves))]
    if not state.placing:
        return best_claim(state, [m for m in moves if m.kind == CLAIM])
    if state.column_owed:
        return column_timing(state, rng)
    return greedy_placement(state, rng) or moves[rng.randrange(len(moves))]


def column_timing(state: QuartinoState, rng: Random) -> Move:
    """With the columns owed (both situations, R-P3): return them now when the wheel without them
    offers a purposeful placement for every pawn still owed; otherwise spend this pawn on a column,
    where it goes back with the column and changes nothing for anyone."""
    returned = state.apply(COLUMN_MOVE)
    if purposeful_placements(returned, rng, state.placements_left) >= state.placements_left:
        return COLUMN_MOVE
    reserve = state.reserve
    spent = [PLACE_MOVES[c][s] for s in state.cleared for c in COLOURS if reserve[COLOUR_INDEX[c]]]
    return spent[rng.randrange(len(spent))]


def purposeful_placements(state: QuartinoState, rng: Random, most: int) -> int:
    """How many placements in a row (up to most) the mover can make with a purpose, greedily."""
    p = state.current_player
    for made in range(most):
        if state.current_player != p or not state.placing:
            return made
        move, _ = aimed_placement(state, rng, calm_test(state))
        if move is None:
            return made
        state = state.apply(move)
    return most


def greedy_placement(state: QuartinoState, rng: Random) -> Move | None:
    """A placement for the mover: an aimed one (aimed_placement); else a pawn that changes no top
    without giving the next player an extra placement; else a step nearer that does. None if nothing fits."""
    calm = calm_test(state)
    aimed, risky = aimed_placement(state, rng, calm)
    if aimed is not None:
        return aimed
    reserve = state.reserve
    quiet = [PLACE_MOVES[top][s] for s, top in enumerate(tops_of(state.board))
             if top != EMPTY and reserve[COLOUR_INDEX[top]] and calm(PLACE_MOVES[top][s])]
    if quiet:
        return quiet[rng.randrange(len(quiet))]
    return risky[rng.randrange(len(risky))] if risky else None


def aimed_placement(state, rng: Random, calm: Callable[[Move], bool]) -> tuple:
    """(move, risky): a placement with a purpose — complete a card if one pawn does it; else bring a
    card nearer without giving the next player an extra placement; else block the next player's
    nearest card — or None; and the steps nearer that would give the next player an extra placement."""
    p = state.current_player
    patterns = patterns_of(tops_of(state.board))
    reserve = state.reserve
    protected = set()
    by_wrong = ([], [], [], [], [])
    tables = [window_fixes(k0, pattern) for k0, pattern in enumerate(patterns)]
    for card in state.hands[p]:
        for k0, table in enumerate(tables):
            found = table[card]
            if found:
                by_wrong[len(found)].extend(found)
            else:
                protected.update(WINDOWS[k0])
    useful = [m for m in by_wrong[1] if reserve[COLOUR_INDEX[m.item]] and m.space not in protected]
    if useful:
        return useful[rng.randrange(len(useful))], []
    risky = []
    for candidates in by_wrong[2:4]:
        useful = [m for m in candidates if reserve[COLOUR_INDEX[m.item]] and m.space not in protected]
        safe = [m for m in useful if calm(m)]
        if safe:
            return safe[rng.randrange(len(safe))], []
        risky += useful
    rival = state.hands[left_of(p, state.players)]
    blocks = [m for m in blocking_moves(patterns, rival, reserve) if m.space not in protected and calm(m)]
    if blocks:
        return blocks[rng.randrange(len(blocks))], risky
    return None, risky


def calm_test(state: QuartinoState) -> Callable[[Move], bool]:
    """A test telling whether a placement leaves the next player without a situation that would not
    have fired anyway (so without an extra placement)."""
    if not state.situations:
        return lambda move: True
    reserve, board = state.reserve, state.board
    four_now = min(reserve) <= FOUR_COLOURS_RESERVE
    column_now = any(len(stack) >= COLUMN_HEIGHT for stack in board)

    def calm(move: Move) -> bool:
        if not four_now and reserve[COLOUR_INDEX[move.item]] <= FOUR_COLOURS_RESERVE + 1:
            return False
        return column_now or len(board[move.space]) < COLUMN_HEIGHT - 1

    return calm


def blocking_moves(patterns: tuple, hand: tuple, reserve: Sequence[int]) -> list:
    """Placements that spoil a card of hand now matched or one space short, covering a right pawn."""
    blocks = []
    for card in hand:
        for k0, pattern in enumerate(patterns):
            if distances(pattern)[CARD_INDEX[card]] > 1:
                continue
            for space, want, seen in zip(WINDOWS[k0], card, pattern):
                if want == seen:
                    blocks.extend(PLACE_MOVES[c][space] for c in COLOURS if c != want and reserve[COLOUR_INDEX[c]])
    return blocks


def best_claim(state, claims: list[Move]) -> Move:
    """The claim leaving the mover's other cards nearest to matched (the first of equals)."""
    if len(claims) == 1:
        return claims[0]
    p = state.current_player
    return max(claims, key=lambda move: hand_worth(state.apply(move), p, CARD_WORTH_TO_MOVE))


def hand_worth(state: QuartinoState, player: int, worth: tuple = CARD_WORTH, near: tuple | None = None) -> float:
    """Completed cards plus the worth of each card in hand by how near it is to matched."""
    if near is None:
        near = nearest(state.board)
    return len(state.completed[player]) + sum([worth[near[CARD_INDEX[card]]] for card in state.hands[player]])


def features(state) -> tuple:
    """FEATURES of each player in state, a position at the start of a turn (a row per player)."""
    near = nearest(state.board)
    mover = state.current_player
    rows = []
    for player, hand in enumerate(state.hands):
        done = len(state.completed[player])
        offs = [near[CARD_INDEX[card]] for card in hand]
        block = (done, *(done + sum(off <= most for off in offs) for most in range(4)))
        if player != mover:
            rows.append((0,) * len(block) + block + (0, 0))
        else:
            reach = done + sum(off <= state.placements_left for off in offs)
            rows.append(block + (0,) * len(block) + (state.placements_left - 1, reach))
    return tuple(rows)


def rollout_over(state, origin, deeper: int = 0) -> bool:
    """Playouts stop at the end of the game or HORIZON_TURNS (and deeper) turns after the searched position."""
    return state.current_player is None or state.turn - origin.turn >= HORIZON_TURNS + deeper


def evaluate(state, origin) -> tuple:
    """Reward in [0, 1] per player: a win is 1; otherwise a logistic of the lead over the best rival.
    Every player but the one who played the last turn moves before that one's next turn, so their cards
    one pawn short count as nearly done."""
    outcome = state.outcome()
    if outcome is not None:
        return result_rewards(outcome, state.players)
    last = (origin.current_player + max(0, state.turn - origin.turn - 1)) % state.players
    near = nearest(state.board)
    worths = [
        hand_worth(state, p, CARD_WORTH if p == last else CARD_WORTH_TO_MOVE, near) for p in range(state.players)
    ]
    rewards = []
    for p, mine in enumerate(worths):
        rival = max(worths[q] for q in OTHERS[state.players][p])
        rewards.append(1 / (1 + math.exp(-LEAD_SCALE * (mine - rival))))
    return tuple(rewards)


LEVELS = {
    "easy": Level(policy_noise=0.25),
    "medium": Level(iterations=40, exploration=0.3),
    "hard": Level(iterations=3000, exploration=0.3),
    # A tree with the others' moves in it lets their replies be chosen on statistics pooled over hands they do not
    # hold, and a claim followed by 36 random placements looks worse than ending the turn: so the expert keeps its
    # own moves only, widens from the policy's move, and judges with the learned weights.
    "expert": Level(iterations=5000, exploration=0.3, deeper=1, own_tree=True, widening=0.5,
                     evaluate=lead_evaluation(features, LEARNED_WEIGHTS)),
}
