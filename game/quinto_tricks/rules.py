"""Angelo Lewis's Quinto (RULES.md §3): the deal, the doubling round, tricks, quints and pegging.

Moves are typed (moves.py): a Bid ("pass", "double", "redouble") or a Play of a card such as 5H.
While the dummy of the three-player game is to play, `turn` is the dummy (hand 3) and
`current_player` is the dealer who plays it. Every apply says in `events` what it caused.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from ..cards import HIDDEN, deal, hide
from ..core import (
    Event,
    IllegalMoveError,
    Outcome,
    best_players,
    event,
    events_for,
    incoming_move,
    option_attribute,
    replaced,
    to_move,
)
from ..rng import make_rng, shuffled
from ..seats import EVERYONE, OTHERS, left_of
from . import saving
from .bids import bid_refusal, doubler, legal_bids, next_speaker
from .deck import DECK, JOKER, SUIT, SUIT_NAMES, Card, quint_points, quints, sort_hand, winning_index
from .moves import BID_MOVES, DOUBLE, PASS, REDOUBLE, Bid, Move, Play
from .seating import (
    DUMMY,
    HANDS,
    PLACES,
    answer_order,
    bidding_order,
    members,
    sides,
    table_order,
)

GOAL = 250
TRICK_POINTS = 5
HAND_SIZE = 12
CACHETTE_SIZE = 5
THREE_PLAYER_BONUS = 25
THREE_PLAYER_DEALS = 3
RUBBER_BONUS = 100
RUBBER_GAMES = 2
DOUBLING, PLAY, OVER = "doubling", "play", "over"
PHASES = (DOUBLING, PLAY, OVER)
MULTIPLIERS = {PASS: None, DOUBLE: 2, REDOUBLE: 4}
BID_EVENTS = {PASS: "passed", DOUBLE: "doubled", REDOUBLE: "redoubled"}
TITLE = "Quinto"


class Trick(NamedTuple):
    """A completed trick: who led, the cards in playing order, and the hand that won it."""

    leader: int
    cards: tuple
    winner: int


class HandRecord(NamedTuple):
    """A finished hand: its dealer, multiplier, tricks, the cachette taken with the last trick
    (None if a side won the game before), and the points each side made in it."""

    dealer: int
    multiplier: int
    tricks: tuple
    cachette: tuple | None
    points: tuple


def trick_value(cards: Sequence[Card], multiplier: int) -> int:
    """What a trick (or the cachette) is worth to the side that takes it: 5 × multiplier plus quints."""
    return TRICK_POINTS * multiplier + quint_points(cards)


def doubling_round(state: TricksState) -> dict:
    """The doubling round of this hand (R-L4): speaking order, the first words (pass or double),
    who doubled, the opponents who may answer his double and their answers so far, who speaks now
    (None when it is over), the multiplier of trick points, what a trick is worth at it (before its quints)
    and what it would be worth redoubled."""
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
        "trick_points": TRICK_POINTS * state.multiplier,
        "redoubled_points": TRICK_POINTS * MULTIPLIERS[REDOUBLE],
    }


def check_card(hand: tuple, trick: tuple, card: str, dummy: bool) -> None:
    """Raise IllegalMoveError unless card may be played from hand (the dummy's if dummy) to trick."""
    if card not in hand:
        if HIDDEN in hand:
            raise IllegalMoveError("This is a view: the hand to play is hidden.", "view_only")
        where = "the dummy" if dummy else "your hand"
        raise IllegalMoveError(f"{card} is not in {where}.", "not_in_hand", card=card, dummy=dummy)
    if card == JOKER or not trick or trick[0] == JOKER:
        return
    led = SUIT[trick[0]]
    if led is None or SUIT[card] == led:  # (only the Joker has no suit)
        return
    follow = [c for c in hand if SUIT[c] == led]
    if follow:
        who, holds = ("The dummy", "it holds") if dummy else ("You", "you hold")
        raise IllegalMoveError(f"{who} must follow {SUIT_NAMES[led]}: {holds} {', '.join(follow)}.",
                               "must_follow", card=card, suit=led, held=tuple(follow), count=len(follow),
                               dummy=dummy)


@dataclass(frozen=True)
class TricksState:
    """A position of Quinto, immutable; a view has hidden cards as "?" and no seed.

    options: the resolved options dict; hands: four hands by hand number (with three players hand 3 is the
    dummy); trick: the cards
    of the trick in play from leader; tricks: this hand's completed tricks; hand_points: what each
    side has made this hand; team_scores: pegged toward 250 in this game (with three players, the
    hand's points: side 0 the dealer and dummy); totals: per player, finished games (four
    players) or hands (three); games: (winning side, score 0, score 1) for each finished game;
    events: what the move that made this state caused (not saved).
    """

    players: int
    options: dict = field(hash=False)
    seed: int | None
    deal_number: int
    game_number: int
    dealer: int
    phase: str
    current_player: int | None
    turn: int | None
    hands: tuple
    cachette: tuple
    bids: tuple
    multiplier: int
    leader: int
    trick: tuple
    tricks: tuple
    hand_points: tuple
    team_scores: tuple
    totals: tuple
    games: tuple
    last_hand: HandRecord | None
    winners: tuple
    viewer: int | None = None
    events: tuple = field(default=(), compare=False)

    score_at_hand_end = option_attribute("score_at_hand_end", "Whether a game is decided only at the end of a "
                                                              "hand (R-L2).")
    rubber = option_attribute("rubber", "Whether a rubber is played: the best of three games, +100 to its winners.")

    @property
    def hand_to_play(self) -> int:
        """The hand to play now (the dummy's is a hand of its own); IllegalMoveError once the game is over."""
        if self.turn is None:
            raise IllegalMoveError("The game is over.", "game_over")
        return self.turn

    def legal_moves(self) -> list:
        """Every legal move: in the doubling round pass, double, redouble; in play the cards of the
        hand to play that may go on the trick, in hand order."""
        if self.phase == PLAY:
            hand = self.hands[self.hand_to_play]
            trick = self.trick
            if not hand or hand[0] == HIDDEN:
                return []
            if not trick or trick[0] == JOKER:
                return list(hand)
            led = SUIT[trick[0]]
            follow = [c for c in hand if SUIT[c] == led]
            if not follow:
                return list(hand)
            if hand[-1] == JOKER:
                follow.append(hand[-1])
            return follow
        if self.phase == DOUBLING:
            return [BID_MOVES[b] for b in legal_bids(self.players, self.dealer, self.bids, self.turn)]
        return []

    def check(self, move):
        """Return move as a Bid or a Play if it is legal now; otherwise raise IllegalMoveError with its code
        (bad text InvalidMoveError)."""
        if type(move) is Play and self.phase == PLAY:  # the search's usual case, checked first
            check_card(self.hands[self.hand_to_play], self.trick, move, self.turn == DUMMY and self.players < HANDS)
            return move
        move = incoming_move(self, move, Move, TITLE)
        if self.phase == DOUBLING:
            if type(move) is not Bid:
                raise IllegalMoveError("Cards are played after the doubling round: pass, double or redouble first.",
                                       "bid_first", card=str(move))
            if move not in legal_bids(self.players, self.dealer, self.bids, self.turn):
                raise bid_refusal(self.bids, str(move))
            return move
        if type(move) is Bid:
            raise IllegalMoveError("The doubling round is over: play a card.", "play_a_card", bid=str(move))
        check_card(self.hands[self.hand_to_play], self.trick, move, self.turn == DUMMY and self.players < HANDS)
        return move

    def apply(self, move) -> TricksState:
        """The state after move (a move or its notation), its events saying what happened; this state is
        unchanged."""
        move = self.check(move)
        return self._play(move) if type(move) is Play else self._bid(move)

    def _bid(self, bid: str) -> TricksState:
        seat = self.turn
        bids = self.bids + ((seat, bid),)
        multiplier = MULTIPLIERS[bid] or self.multiplier
        said = event(BID_EVENTS[bid], seat=seat)
        speaker = next_speaker(self.players, self.dealer, bids)
        if speaker is not None:
            return replaced(self, current_player=speaker, turn=speaker, bids=bids, multiplier=multiplier,
                                events=(said,))
        leader = table_order(self.players, self.dealer)[1]
        events = [said, event("doubling_over", multiplier=multiplier, trick_points=TRICK_POINTS * multiplier,
                              leader=leader)]
        if self.players < HANDS:
            events.append(Event("dummy_shown", {"seat": self.dealer, "cards": self.hands[DUMMY]}, (),
                                EVERYONE[self.players]))
        return replaced(self, phase=PLAY, current_player=leader, turn=leader, bids=bids, multiplier=multiplier,
                            leader=leader, events=tuple(events))

    def _play(self, card: Play) -> TricksState:
        hand_id = self.hand_to_play
        seat = to_move(self)
        place = PLACES[self.players][self.dealer]
        hands = list(self.hands)
        hand = hands[hand_id]
        i = hand.index(card)
        hands[hand_id] = hand[:i] + hand[i + 1:]
        hands = tuple(hands)
        trick = self.trick + (card,)
        played = PLAYED[self.players][seat][hand_id][card]
        if len(trick) < HANDS:
            following = place.next_hand[hand_id]
            return replaced(self, current_player=place.player_of[following], turn=following, hands=hands, trick=trick,
                            events=played)
        best = winning_index(trick)
        winner = place.trick_order[self.leader][best]
        side = place.side_of[winner]
        trick_points = TRICK_POINTS * self.multiplier
        points = trick_points + quint_points(trick)
        team_scores = _add(self.team_scores, side, points)
        events = [played[0], _make(Event, ("trick_won", {
            "hand": winner, "side": side, "card": trick[best], "leader": self.leader, "cards": trick,
            "trick_points": trick_points, "quints": quints(trick) if points > trick_points else (),
            "points": points, "scores": team_scores,
        }, (), ()))]
        tricks = self.tricks + (_make(Trick, (self.leader, trick, winner)),)
        state = self._peg(side, points, team_scores, hands, tricks, winner, events)
        if hands[winner] or state.deal_number != self.deal_number or state.phase == OVER:
            return state
        state = state._take_cachette(side, winner, events)
        if state.deal_number == self.deal_number and state.phase != OVER:
            state = state._end_hand(events)
        return replaced(state, events=tuple(events))

    def _take_cachette(self, side: int, winner: int, events: list[Event]) -> TricksState:
        """The last trick's winner takes the cachette as an extra trick; everyone sees its cards."""
        points = trick_value(self.cachette, self.multiplier)
        events.append(Event("cachette", {
            "hand": winner, "side": side, "cards": self.cachette, "trick_points": TRICK_POINTS * self.multiplier,
            "quints": quints(self.cachette), "points": points,
        }, (), EVERYONE[self.players]))
        team_scores = _add(self.team_scores, side, points)
        return self._peg(side, points, team_scores, self.hands, self.tricks, winner, events, cachette_taken=True)

    def _peg(self, side: int, points: int, team_scores: tuple, hands: tuple, tricks: tuple, winner: int,
             events: list[Event], cachette_taken: bool = False) -> TricksState:
        """Peg points to side (team_scores after them); the game ends at once past the goal unless
        scored at hand end (R-L2). The state returned holds events so far."""
        state = replaced(self, current_player=PLACES[self.players][self.dealer].player_of[winner], turn=winner,
                         hands=hands, leader=winner, trick=(), tricks=tricks, team_scores=team_scores,
                         hand_points=_add(self.hand_points, side, points), events=tuple(events))
        if self.players == HANDS and not self.score_at_hand_end and team_scores[side] > GOAL:
            state = state._close_hand(self.cachette if cachette_taken else None, events)._end_game(side, events)
            return replaced(state, events=tuple(events))
        return state

    def _close_hand(self, cachette: tuple | None, events: list[Event]) -> TricksState:
        record = HandRecord(self.dealer, self.multiplier, self.tricks, cachette, self.hand_points)
        side = sides(self.players, self.dealer)
        counts = [0, 0]
        for trick in self.tricks:
            counts[side[trick.winner]] += 1
        taken = list(counts)
        if cachette:
            taken[side[self.tricks[-1].winner]] += 1
        bonus = (0, THREE_PLAYER_BONUS if cachette and self.players < HANDS else 0)
        quint_totals = tuple(self.hand_points[s] - TRICK_POINTS * self.multiplier * taken[s] - bonus[s] for s in (0, 1))
        events.append(event("hand_scored", number=self.deal_number + 1, dealer=self.dealer,
                            multiplier=self.multiplier, points=self.hand_points, tricks=tuple(counts),
                            quints=quint_totals, scores=self.team_scores, totals=self.totals,
                            complete=cachette is not None))
        return replaced(self, last_hand=record, cachette=() if cachette else self.cachette)

    def _end_hand(self, events: list[Event]) -> TricksState:
        if self.players < HANDS:
            events.append(event("dummy_bonus", side=1, points=THREE_PLAYER_BONUS))
            bonus = _add(self.hand_points, 1, THREE_PLAYER_BONUS)
            side = sides(self.players, self.dealer)
            totals = tuple(t + bonus[side[p]] for p, t in enumerate(self.totals))
            state = replaced(self, hand_points=bonus, team_scores=bonus, totals=totals)._close_hand(self.cachette,
                                                                                                 events)
            if self.deal_number + 1 >= THREE_PLAYER_DEALS:
                winners = best_players(totals)
                events.append(event("game_over", winners=winners, totals=totals))
                return replaced(state, phase=OVER, current_player=None, turn=None, winners=winners)
            return state._deal(self.deal_number + 1, left_of(self.dealer, self.players), (0, 0), events)
        state = self._close_hand(self.cachette, events)
        low, high = sorted(self.team_scores)
        if self.score_at_hand_end and high > GOAL and high != low:
            return state._end_game(self.team_scores.index(high), events)
        return state._deal(self.deal_number + 1, left_of(self.dealer, self.players), self.team_scores, events)

    def _end_game(self, side: int, events: list[Event]) -> TricksState:
        games = self.games + ((side, *self.team_scores),)
        events.append(event("game_won", side=side, number=len(games), scores=self.team_scores))
        totals = tuple(t + self.team_scores[p % 2] for p, t in enumerate(self.totals))
        won = sum(1 for g in games if g[0] == side)
        winners = members(self.players, self.dealer, side)
        if not self.rubber or won >= RUBBER_GAMES:
            if self.rubber:
                totals = tuple(t + (RUBBER_BONUS if p in winners else 0) for p, t in enumerate(totals))
            events.append(event("game_over", winners=winners, totals=totals))
            return replaced(self, phase=OVER, current_player=None, turn=None, games=games, totals=totals,
                                winners=winners)
        state = replaced(self, games=games, totals=totals, game_number=self.game_number + 1)
        return state._deal(self.deal_number + 1, left_of(self.dealer, self.players), (0, 0), events)

    def _deal(self, deal_number: int, dealer: int, team_scores: tuple, events: list[Event]) -> TricksState:
        if self.seed is None:
            raise IllegalMoveError("A view cannot deal the next hand; it does not know the seed.", "view_only")
        events.append(Event("dealt", {"number": deal_number + 1, "dealer": dealer}, (), EVERYONE[self.players]))
        return dealt(self, deal_number, dealer, team_scores)

    def outcome(self) -> Outcome | None:
        """None while the game runs; then each player's total and the winners (the side that won
        the game or the rubber; with three players the best total, ties sharing)."""
        if self.phase != OVER:
            return None
        return Outcome(self.totals, self.winners)

    def view(self, player: int) -> TricksState:
        """The state as player may know it: other hands and the cachette hidden; the dummy is
        hidden until the doubling round ends, then shown to everyone."""
        dummy_shown = self.players < HANDS and self.phase != DOUBLING
        hands = tuple(
            h if p == player or (p == DUMMY and dummy_shown) else hide(h) for p, h in enumerate(self.hands)
        )
        return replaced(self, seed=None, hands=hands, cachette=hide(self.cachette), viewer=player,
                            events=events_for(self.events, player))

    def to_dict(self) -> dict:
        """The save format of DESIGN.md, plus everything a resume needs."""
        return saving.state_to_dict(self)


def _played_events(players: int, seat: int, hand: int) -> dict:
    """For each card, the events of seat playing it from hand: the others see it now, unless it
    comes from the dummy, which lies face up."""
    if players < HANDS and hand == DUMMY:
        return {card: (Event("dummy_played", {"seat": seat, "hand": hand, "card": card}),) for card in DECK}
    return {card: (Event("played", {"seat": seat, "hand": hand, "card": card}, (), OTHERS[players][seat]),)
            for card in DECK}


# PLAYED[players][seat][hand][card]: built once, as the search plays cards by the million.
PLAYED = {players: {seat: {hand: _played_events(players, seat, hand) for hand in range(HANDS)}
                    for seat in range(players)} for players in (HANDS - 1, HANDS)}


# A NamedTuple (an Event, a Trick) from its fields, without the keyword handling of its constructor.
_make = tuple.__new__


def _add(pair: tuple, side: int, points: int) -> tuple:
    return (pair[0] + points, pair[1]) if side == 0 else (pair[0], pair[1] + points)


def dealt(state: TricksState, deal_number: int, dealer: int, team_scores: tuple) -> TricksState:
    """state with a fresh hand dealt (from its seed and deal number) and its doubling round begun."""
    deck = shuffled(DECK, make_rng(state.seed, "quinto_tricks", "deal", deal_number))
    hands, cachette = deal(deck, HANDS, HAND_SIZE)
    first = next_speaker(state.players, dealer, ())
    return replaced(
        state, deal_number=deal_number, dealer=dealer, phase=DOUBLING, current_player=first, turn=first,
        hands=tuple(sort_hand(h) for h in hands), cachette=cachette, bids=(), multiplier=1, leader=first,
        trick=(), tricks=(), hand_points=(0, 0), team_scores=team_scores,
    )


def new_game(players: int, seed: int, options: dict) -> TricksState:
    """A fresh game with the resolved options: the first dealer is drawn from the seed, then the first hand is
    dealt."""
    dealer = make_rng(seed, "quinto_tricks", "first dealer").randrange(players)
    blank = TricksState(
        players=players, options=options, seed=seed, deal_number=0,
        game_number=0, dealer=dealer, phase=DOUBLING, current_player=None, turn=None, hands=((),) * HANDS,
        cachette=(), bids=(), multiplier=1, leader=0, trick=(), tricks=(), hand_points=(0, 0),
        team_scores=(0, 0), totals=(0,) * players, games=(), last_hand=None, winners=(),
    )
    return dealt(blank, 0, dealer, (0, 0))
