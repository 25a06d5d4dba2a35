"""What the Quinto table shows: playable cards, refusals, tricks, the doubling round, names, and
log lines such as "North–South take the trick with the 5H: trick 5, five of hearts 20 (25 points)".
"""
from __future__ import annotations

from .deck import quints
from .rules import DOUBLE, DOUBLING, GOAL, PLAY, THREE_PLAYER_BONUS, TRICK_POINTS, doubler, trick_hands
from .seating import DUMMY, HANDS, answer_order, bidding_order, members, sides

SEAT_NAMES = ("South", "West", "North", "East")
BID_WORDS = {"pass": "passes", "double": "doubles", "redouble": "redoubles"}


def hand_name(players, hand) -> str:
    """The name of a hand at the table: its seat, or "the dummy" in the three-player game."""
    return "the dummy" if players < HANDS and hand == DUMMY else SEAT_NAMES[hand]


def side_name(players, dealer, side) -> str:
    """A side's name: North–South / East–West, or with three players "South and the dummy"."""
    if players == HANDS:
        return ("North–South", "East–West")[side]
    names = [SEAT_NAMES[p] for p in members(players, dealer, side)]
    return f"{names[0]} and the dummy" if side == 0 else " and ".join(names)


def playable_cards(state) -> list:
    """The cards the hand to play may play now (empty outside the play of a hand)."""
    return state.legal_moves() if state.phase == PLAY else []


def refusal(state, move):
    """Why move (a card or a bid) is refused now, in words for the player; None when it is legal."""
    return state.refusal(move)


def dummy_exposed(state) -> bool:
    """Whether the three-player dummy lies face up (after the doubling round)."""
    return state.players < HANDS and state.phase != DOUBLING


def current_trick(state) -> list:
    """The trick in play as (hand, card) pairs in playing order."""
    return list(zip(trick_hands(state.players, state.dealer, state.leader), state.trick, strict=False))


def last_trick(state):
    """The last completed trick (a rules.Trick, possibly of the previous hand), or None."""
    if state.tricks:
        return state.tricks[-1]
    if state.last_hand and state.last_hand.tricks:
        return state.last_hand.tricks[-1]
    return None


def doubling_round(state) -> dict:
    """The doubling round of this hand (R-L4): speaking order, the first words (pass or double),
    who doubled, the opponents who may answer his double and their answers so far, who speaks now
    (None when it is over), and the multiplier of trick points."""
    doubled_by = doubler(state.bids)
    split = len(state.bids) if doubled_by is None else state.bids.index((doubled_by, DOUBLE)) + 1
    return {
        "order": bidding_order(state.players, state.dealer),
        "first": state.bids[:split],
        "doubler": doubled_by,
        "answerers": () if doubled_by is None else answer_order(state.players, state.dealer, doubled_by),
        "answers": state.bids[split:],
        "to_speak": state.turn if state.phase == DOUBLING else None,
        "multiplier": state.multiplier,
    }


def bid_event(players, player, bid) -> str:
    """A log line for a bid: "West doubles."."""
    return f"{hand_name(players, player)} {BID_WORDS[bid]}."


def taken_event(players, dealer, multiplier, winner, cards, what="the trick") -> str:
    """A log line for taking a trick or the cachette (an extra trick), with its points and quints."""
    side = side_name(players, dealer, sides(players, dealer)[winner])
    parts = [("trick", TRICK_POINTS * multiplier), *quints(cards)]
    total = sum(points for _, points in parts)
    listed = ", ".join(f"{name} {points}" for name, points in parts)
    return f"{side} take {what}: {listed} ({total} points)."


def trick_event(players, dealer, multiplier, trick) -> str:
    """A log line for a completed trick: who took it, with which card, and what it scored."""
    order = trick_hands(players, dealer, trick.leader)
    card = trick.cards[order.index(trick.winner)]
    return taken_event(players, dealer, multiplier, trick.winner, trick.cards, f"the trick with the {card}")


def hand_log(state) -> list:
    """Log lines for the hand in play: the bids, then each completed trick."""
    lines = [bid_event(state.players, p, b) for p, b in state.bids]
    lines += [trick_event(state.players, state.dealer, state.multiplier, t) for t in state.tricks]
    return lines


def hand_summary(state) -> list:
    """Log lines closing the last finished hand: the cachette taken with the last trick, the
    three-player bonus, and the points of each side."""
    record = state.last_hand
    if record is None:
        return []
    lines = []
    if record.cachette is not None and record.tricks:
        winner = record.tricks[-1].winner
        lines.append(taken_event(state.players, record.dealer, record.multiplier, winner, record.cachette,
                                 "the cachette"))
        if state.players < HANDS:
            lines.append(f"{side_name(state.players, record.dealer, 1)} add {THREE_PLAYER_BONUS} for playing "
                         "against the dummy.")
    points = ", ".join(f"{side_name(state.players, record.dealer, s)} {record.points[s]}" for s in (0, 1))
    lines.append(f"Hand over: {points}.")
    return lines


def result_line(state):
    """The result of a finished game in words, or None while it runs."""
    outcome = state.outcome()
    if outcome is None:
        return None
    if state.players < HANDS:
        names = " and ".join(SEAT_NAMES[p] for p in outcome.winners)
        return f"{names} win{'s' if len(outcome.winners) == 1 else ''} with {outcome.scores[outcome.winners[0]]}."
    side = outcome.winners[0] % 2
    what = "the rubber" if state.rubber else "the game"
    return f"{side_name(HANDS, state.dealer, side)} win {what}: {state.totals[side]} to {state.totals[1 - side]}."


def scoreboard(state) -> dict:
    """The pegged scores: each side's score toward the goal (four players) or this hand's points
    (three), the goal, games won in the rubber, and each player's total."""
    return {
        "team_scores": state.team_scores,
        "sides": tuple(side_name(state.players, state.dealer, s) for s in (0, 1)),
        "goal": GOAL if state.players == HANDS else None,
        "games_won": tuple(sum(1 for g in state.games if g[0] == s) for s in (0, 1)),
        "totals": state.totals,
        "multiplier": state.multiplier,
    }
