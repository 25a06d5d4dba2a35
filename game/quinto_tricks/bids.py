"""The doubling round's words (R-L4): who doubled, who speaks next, what he may say, and why not."""
from __future__ import annotations

from ..core import IllegalMoveError
from .moves import DOUBLE, PASS, REDOUBLE
from .seating import answer_order, bidding_order, sides


def doubler(bids: tuple):
    """The player who doubled in the bids, or None."""
    for player, bid in bids:
        if bid == DOUBLE:
            return player
    return None


def legal_bids(players: int, dealer: int, bids: tuple, player) -> tuple:
    """The words player may say after bids (R-L4): pass always; double until someone has; redouble
    an opponent's double; nothing but pass after a redouble."""
    doubled_by = doubler(bids)
    if doubled_by is None:
        return (PASS, DOUBLE)
    side = sides(players, dealer)
    if bids[-1][1] == REDOUBLE or side[doubled_by] == side[player]:
        return (PASS,)
    return (PASS, REDOUBLE)


def bid_refusal(bids: tuple, bid: str) -> IllegalMoveError:
    """Why a bid that legal_bids leaves out is refused, with its code."""
    doubled_by = doubler(bids)
    if any(b == REDOUBLE for _, b in bids):
        return IllegalMoveError("The tricks are already redoubled: you can only pass.", "only_pass", bid=bid)
    if bid == DOUBLE:
        return IllegalMoveError("The tricks are already doubled: you may redouble an opponent's double or pass.",
                                "already_doubled", doubler=doubled_by)
    if doubled_by is None:
        return IllegalMoveError("Nobody has doubled, so there is nothing to redouble.", "nothing_to_redouble")
    return IllegalMoveError("You cannot redouble your partner's double.", "partner_double", doubler=doubled_by)


def next_speaker(players: int, dealer: int, bids: tuple):
    """Who speaks next in the doubling round after bids, or None when it is over (R-L4): each player
    from the eldest may pass or double until one doubles; then each of the doubler's opponents, in
    turn order from him and even if he passed before, may redouble or pass; the first redouble or
    the last opponent's pass ends the round."""
    doubled_by = doubler(bids)
    if doubled_by is None:
        order = bidding_order(players, dealer)
        return order[len(bids)] if len(bids) < len(order) else None
    if bids[-1][1] == REDOUBLE:
        return None
    answers = answer_order(players, dealer, doubled_by)
    answered = len(bids) - 1 - bids.index((doubled_by, DOUBLE))
    return answers[answered] if answered < len(answers) else None
