"""What the rest of a hand of the Victorian Quinto promises each side, seen between tricks with every hand known (a
sampled deal): features of the cards each side still holds, and their worth in points of margin, fitted by
tools/fit_trick_rest.py to what greedy play went on to make. Hard's and the expert's searches count it at their
horizon."""
from __future__ import annotations

from bisect import bisect_right

from .deck import JOKER, JOKER_POINTS, PAIR_MATE, POWER, SOLO_POINTS, SUIT
from .outlook_weights import REST_WEIGHTS
from .seating import HANDS, sides

REST_FEATURES = ("win_chance", "sure_winners", "fives", "pairs_held", "hearts", "leads", "win_chance_x",
                 "sure_winners_x", "top_cachette")


def _side_row(mine: list, theirs: list) -> tuple:
    """(win chance, sure winners, fives, pairs held, hearts) of one side's cards against the other side's powers
    (sorted): a card's win chance is the share of the other side's cards that do not outrank it."""
    count = max(1, len(theirs))
    top = theirs[-1] if theirs else -2
    chance = sure = 0.0
    for card in mine:
        power = POWER[card]
        if card != JOKER:
            chance += 1 - (len(theirs) - bisect_right(theirs, power)) / count
        sure += power > top
    own = set(mine)
    fives = sum(SOLO_POINTS.get(c, 0) for c in mine) / JOKER_POINTS
    pairs = sum(1 for c in mine if c in PAIR_MATE and PAIR_MATE[c] in own) / 2
    hearts = sum(1 for c in mine if SUIT[c] == "H")
    return chance, sure, fives, pairs, hearts


def rest_features(state) -> list:
    """REST_FEATURES of a full state in play between tricks, side 0's less side 1's: what each side's cards may win,
    the quints they hold, who leads next, the trick points' multiplier, and who holds the top card for the
    cachette's quints."""
    side = sides(state.players, state.dealer)
    held = ([], [])
    for hand in range(HANDS):
        held[side[hand]].extend(state.hands[hand])
    powers = (sorted(POWER[c] for c in held[0]), sorted(POWER[c] for c in held[1]))
    rows = (_side_row(held[0], powers[1]), _side_row(held[1], powers[0]))
    diff = [a - b for a, b in zip(*rows)]
    leads = 1.0 if side[state.turn] == 0 else -1.0
    top_side = 0 if powers[0] and (not powers[1] or powers[0][-1] >= powers[1][-1]) else 1
    cachette = sum(SOLO_POINTS.get(c, 0) for c in state.cachette) / JOKER_POINTS
    return diff + [leads, diff[0] * state.multiplier, diff[1] * state.multiplier,
                   cachette * (1 if top_side == 0 else -1)]


def rest_margin(state) -> float:
    """The points of margin side 0 may still expect over side 1 from the rest of the hand."""
    return sum(w * x for w, x in zip(REST_WEIGHTS, rest_features(state)))
