"""Angelo Lewis's Quinto (RULES.md §3): the deal, the doubling round, tricks, quints and pegging.

Moves are plain text (DESIGN.md notation): "pass", "double", "redouble", or a card such as "5H".
While the dummy of the three-player game is to play, `turn` is the dummy (hand 3) and
`current_player` is the dealer who plays it.
"""
from __future__ import annotations

from typing import NamedTuple

from ..cards import HIDDEN, deal, hide, remove_one
from ..core import IllegalMoveError, Outcome, best_players
from ..rng import make_rng, shuffled
from ..seats import left_of
from .deck import DECK, JOKER, SUIT, SUIT_NAMES, quint_points, sort_hand, winning_index
from .seating import DUMMY, HANDS, answer_order, bidding_order, controller, members, next_hand, sides, table_order

GOAL = 250
TRICK_POINTS = 5
HAND_SIZE = 12
CACHETTE_SIZE = 5
THREE_PLAYER_BONUS = 25
THREE_PLAYER_DEALS = 3
RUBBER_BONUS = 100
RUBBER_GAMES = 2
PASS, DOUBLE, REDOUBLE = "pass", "double", "redouble"
BIDS = (PASS, DOUBLE, REDOUBLE)
DOUBLING, PLAY, OVER = "doubling", "play", "over"
PHASES = (DOUBLING, PLAY, OVER)
MULTIPLIERS = {PASS: None, DOUBLE: 2, REDOUBLE: 4}
MOVES = frozenset(BIDS) | frozenset(DECK)


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


def trick_hands(players, dealer, leader) -> tuple:
    """The four hands in the order they play to a trick led by leader."""
    order = table_order(players, dealer)
    start = order.index(leader)
    return order[start:] + order[:start]


def trick_value(cards, multiplier) -> int:
    """What a trick (or the cachette) is worth to the side that takes it: 5 × multiplier plus quints."""
    return TRICK_POINTS * multiplier + quint_points(cards)


def doubler(bids):
    """The player who doubled in the bids, or None."""
    for player, bid in bids:
        if bid == DOUBLE:
            return player
    return None


def bid_refusal(players, dealer, bids, player, bid):
    """Why player may not make bid after bids in the doubling round, or None when he may."""
    doubled_by = doubler(bids)
    if bid == PASS:
        return None
    if any(b == REDOUBLE for _, b in bids):
        return "The tricks are already redoubled: you can only pass."
    if bid == DOUBLE:
        if doubled_by is not None:
            return "The tricks are already doubled: you may redouble an opponent's double or pass."
        return None
    if doubled_by is None:
        return "Nobody has doubled, so there is nothing to redouble."
    side = sides(players, dealer)
    if side[doubled_by] == side[player]:
        return "You cannot redouble your partner's double."
    return None


def next_speaker(players, dealer, bids):
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


def follow_refusal(hand, trick, card, dummy=False):
    """Why card may not be played from hand to trick (follow suit), or None when it may."""
    if card == JOKER or not trick or trick[0] == JOKER:
        return None
    led = SUIT[trick[0]]
    if SUIT[card] == led:
        return None
    follow = [c for c in hand if SUIT[c] == led]
    if not follow:
        return None
    who, holds = ("The dummy", "it holds") if dummy else ("You", "you hold")
    return f"{who} must follow {SUIT_NAMES[led]}: {holds} {', '.join(follow)}."


class QuintoState(NamedTuple):
    """A position of Quinto, immutable; a view has hidden cards as "?" and no seed. A NamedTuple
    rather than a frozen dataclass: the AI builds thousands a decision and this is far cheaper.

    hands: four hands by hand number (with three players hand 3 is the dummy); trick: the cards
    of the trick in play from leader; tricks: this hand's completed tricks; hand_points: what each
    side has made this hand; team_scores: pegged toward 250 in this game (with three players, the
    hand's points: side 0 the dealer and dummy); totals: per player, finished games (four
    players) or hands (three); games: (winning side, score 0, score 1) for each finished game.
    """

    players: int
    score_at_hand_end: bool
    rubber: bool
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

    def legal_moves(self) -> list:
        """Every legal move: in the doubling round pass, double, redouble; in play the cards of the
        hand to play that may go on the trick, in hand order."""
        if self.phase == PLAY:
            hand = self.hands[self.turn]
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
                follow.append(JOKER)
            return follow
        if self.phase == DOUBLING:
            return [b for b in BIDS if bid_refusal(self.players, self.dealer, self.bids, self.turn, b) is None]
        return []

    def refusal(self, move):
        """Why move may not be made now, in words for the player, or None when it is legal."""
        if self.phase == OVER:
            return "The game is over."
        if not isinstance(move, str) or move not in MOVES:
            return f"{move!r} is not a move of Quinto: play a card such as 5H or JOKER, or pass, double, redouble."
        if self.phase == DOUBLING:
            if move not in BIDS:
                return "Cards are played after the doubling round: pass, double or redouble first."
            return bid_refusal(self.players, self.dealer, self.bids, self.turn, move)
        if move in BIDS:
            return "The doubling round is over: play a card."
        hand = self.hands[self.turn]
        dummy = self.turn == DUMMY and self.players < HANDS
        if move not in hand:
            if HIDDEN in hand:
                return "This is a view: the hand to play is hidden."
            return f"{move} is not in {'the dummy' if dummy else 'your hand'}."
        return follow_refusal(hand, self.trick, move, dummy)

    def apply(self, move) -> QuintoState:
        """The state after move (a move or its notation); this state is unchanged."""
        if not isinstance(move, str):
            raise IllegalMoveError(f"{move!r} is not a move of Quinto.")
        if move not in MOVES:
            from .notation import decode_move

            move = decode_move(move)
        reason = self.refusal(move)
        if reason:
            raise IllegalMoveError(reason)
        if self.phase == DOUBLING:
            return self._bid(move)
        return self._play(move)

    def _bid(self, bid) -> QuintoState:
        bids = self.bids + ((self.turn, bid),)
        multiplier = MULTIPLIERS[bid] or self.multiplier
        speaker = next_speaker(self.players, self.dealer, bids)
        if speaker is None:
            leader = table_order(self.players, self.dealer)[1]
            return self._replace(phase=PLAY, current_player=leader, turn=leader, bids=bids, multiplier=multiplier,
                              leader=leader)
        return self._replace(current_player=speaker, turn=speaker, bids=bids, multiplier=multiplier)

    def _play(self, card) -> QuintoState:
        hand_id = self.turn
        hands = list(self.hands)
        hands[hand_id] = remove_one(hands[hand_id], card)
        hands = tuple(hands)
        trick = self.trick + (card,)
        if len(trick) < HANDS:
            following = next_hand(self.players, self.dealer)[hand_id]
            return QuintoState(
                self.players, self.score_at_hand_end, self.rubber, self.seed, self.deal_number, self.game_number,
                self.dealer, PLAY, controller(self.players, self.dealer, following), following, hands,
                self.cachette, self.bids, self.multiplier, self.leader, trick, self.tricks, self.hand_points,
                self.team_scores, self.totals, self.games, self.last_hand, (), self.viewer,
            )
        winner = trick_hands(self.players, self.dealer, self.leader)[winning_index(trick)]
        side = sides(self.players, self.dealer)[winner]
        tricks = self.tricks + (Trick(self.leader, trick, winner),)
        taken = [trick]
        if not hands[winner]:
            taken.append(self.cachette)
        state = self
        for cards in taken:
            state = state._peg(side, trick_value(cards, self.multiplier), hands, tricks, winner, cards is not trick)
            if state.phase == OVER:
                return state
        return state if len(taken) == 1 else state._end_hand()

    def _peg(self, side, points, hands, tricks, winner, last) -> QuintoState:
        """Score points to side; the game ends at once past the goal unless scored at hand end (R-L2);
        last: these points are the cachette's, so it has been taken."""
        hand_points = _add(self.hand_points, side, points)
        team_scores = _add(self.team_scores, side, points)
        state = QuintoState(
            self.players, self.score_at_hand_end, self.rubber, self.seed, self.deal_number, self.game_number,
            self.dealer, PLAY, controller(self.players, self.dealer, winner), winner, hands,
            self.cachette, self.bids, self.multiplier, winner, (), tricks, hand_points,
            team_scores, self.totals, self.games, self.last_hand, (), self.viewer,
        )
        if self.players == HANDS and not self.score_at_hand_end and team_scores[side] > GOAL:
            return state._close_hand(self.cachette if last else None)._end_game(side)
        return state

    def _close_hand(self, cachette) -> QuintoState:
        record = HandRecord(self.dealer, self.multiplier, self.tricks, cachette, self.hand_points)
        return self._replace(last_hand=record, cachette=() if cachette else self.cachette)

    def _end_hand(self) -> QuintoState:
        state = self
        if self.players < HANDS:
            bonus = _add(self.hand_points, 1, THREE_PLAYER_BONUS)
            side = sides(self.players, self.dealer)
            totals = tuple(t + bonus[side[p]] for p, t in enumerate(self.totals))
            state = self._replace(hand_points=bonus, team_scores=bonus, totals=totals)._close_hand(self.cachette)
            if self.deal_number + 1 >= THREE_PLAYER_DEALS:
                return state._replace(phase=OVER, current_player=None, turn=None,
                                   winners=best_players(totals))
            return state._deal(self.deal_number + 1, left_of(self.dealer, self.players), (0, 0))
        state = self._close_hand(self.cachette)
        low, high = sorted(self.team_scores)
        if self.score_at_hand_end and high > GOAL and high != low:
            return state._end_game(self.team_scores.index(high))
        return state._deal(self.deal_number + 1, left_of(self.dealer, self.players), self.team_scores)

    def _end_game(self, side) -> QuintoState:
        games = self.games + ((side, *self.team_scores),)
        totals = tuple(t + self.team_scores[p % 2] for p, t in enumerate(self.totals))
        won = sum(1 for g in games if g[0] == side)
        winners = members(self.players, self.dealer, side)
        if not self.rubber or won >= RUBBER_GAMES:
            if self.rubber:
                totals = tuple(t + (RUBBER_BONUS if p in winners else 0) for p, t in enumerate(totals))
            return self._replace(phase=OVER, current_player=None, turn=None, games=games, totals=totals,
                              winners=winners)
        state = self._replace(games=games, totals=totals, game_number=self.game_number + 1)
        return state._deal(self.deal_number + 1, left_of(self.dealer, self.players), (0, 0))

    def _deal(self, deal_number, dealer, team_scores) -> QuintoState:
        if self.seed is None:
            raise IllegalMoveError("A view cannot deal the next hand; it does not know the seed.")
        return dealt(self, deal_number, dealer, team_scores)

    def outcome(self):
        """None while the game runs; then each player's total and the winners (the side that won
        the game or the rubber; with three players the best total, ties sharing)."""
        if self.phase != OVER:
            return None
        return Outcome(self.totals, self.winners)

    def view(self, player) -> QuintoState:
        """The state as player may know it: other hands and the cachette hidden; the dummy is
        hidden until the doubling round ends, then shown to everyone."""
        dummy_shown = self.players < HANDS and self.phase != DOUBLING
        hands = tuple(
            h if p == player or (p == DUMMY and dummy_shown) else hide(h) for p, h in enumerate(self.hands)
        )
        return self._replace(seed=None, hands=hands, cachette=hide(self.cachette), viewer=player)

    def to_dict(self) -> dict:
        """The save format of DESIGN.md, plus everything a resume needs."""
        from .notation import state_to_dict

        return state_to_dict(self)


def _add(pair, side, points) -> tuple:
    return (pair[0] + points, pair[1]) if side == 0 else (pair[0], pair[1] + points)


def dealt(state, deal_number, dealer, team_scores) -> QuintoState:
    """state with a fresh hand dealt (from its seed and deal number) and its doubling round begun."""
    deck = shuffled(DECK, make_rng(state.seed, "quinto_tricks", "deal", deal_number))
    hands, cachette = deal(deck, HANDS, HAND_SIZE)
    first = next_speaker(state.players, dealer, ())
    return QuintoState(
        state.players, state.score_at_hand_end, state.rubber, state.seed, deal_number, state.game_number,
        dealer, DOUBLING, first, first, tuple(sort_hand(h) for h in hands), cachette, (), 1, first, (), (),
        (0, 0), team_scores, state.totals, state.games, state.last_hand, (), state.viewer,
    )


def new_game(players, seed, score_at_hand_end=False, rubber=False) -> QuintoState:
    """A fresh game: the first dealer is drawn from the seed, then the first hand is dealt."""
    dealer = make_rng(seed, "quinto_tricks", "first dealer").randrange(players)
    blank = QuintoState(
        players, score_at_hand_end, rubber, seed, 0, 0, dealer, DOUBLING, None, None, ((),) * HANDS, (), (), 1,
        0, (), (), (0, 0), (0, 0), (0,) * players, (), None, (),
    )
    return dealt(blank, 0, dealer, (0, 0))
