"""Reiner Knizia's 13 (RULES.md §2): taking the pile, rounds and scoring; every move says what it caused."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..cards import HIDDEN, deal, hide, remove_one
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
from .deck import CARD_KINDS, COLOURS, DECK, ROTTEN, SORT_ORDER, card_value, sort_key, target_total, targets_of
from .moves import Move
from .saving import state_to_dict

MOVES_OF = {card: tuple(Move(card, target) for target in targets_of(card)) for card in CARD_KINDS} | {HIDDEN: ()}
HAND_SIZE = 5
LIMIT = 13
ROTTEN_PENALTY = 2
COLOUR_NAMES = {"B": "blue", "Y": "yellow", "G": "green", "R": "rotten"}


def rounds_for(players: int) -> int:
    """How many rounds a game lasts: each player deals once, with 3 players twice."""
    return players * 2 if players == 3 else players


def round_scores(taken: Sequence[tuple]) -> tuple:
    """Penalty points of one round for each player's taken cards (the majority rule)."""
    return tuple(sum(row.values()) for row in round_breakdown(taken))


def round_breakdown(taken: Sequence[tuple]) -> tuple:
    """Per player, the penalty for each colour and for rotten fours: ({"B": n, ..., "R": n}, ...)."""
    initials = [[card[0] for card in cards] for cards in taken]
    by_colour = {colour: colour_penalties([mine.count(colour) for mine in initials]) for colour in COLOURS}
    return tuple({**{colour: by_colour[colour][p] for colour in COLOURS}, "R": ROTTEN_PENALTY * cards.count(ROTTEN)}
                 for p, cards in enumerate(taken))


def colour_penalties(counts: Sequence[int]) -> list:
    """Each player's penalty for one colour from every player's count of it: none for a player who alone has the
    most, the count itself for everyone else (tied leaders all score)."""
    most = max(counts)
    alone = counts.count(most) == 1
    return [0 if alone and n == most else n for n in counts]


@dataclass(frozen=True)
class ThirteenState:
    """A position of 13; a view has hidden cards as "?" and no seed; options is the resolved options dict."""

    players: int
    options: dict = field(hash=False)
    seed: int | None
    round: int
    dealer: int
    current_player: int | None
    hands: tuple
    draw_pile: tuple
    targets: tuple
    taken: tuple
    totals: tuple
    plays: tuple
    last_round: tuple | None = None
    viewer: int | None = None
    events: tuple = field(default=(), compare=False)

    assist = option_attribute("assist", "Whether the taken cards show face up (R-T2 keeps them hidden).")

    def legal_moves(self) -> list:
        """Every legal move, hand order then targets B, Y, G, without duplicates."""
        if self.current_player is None:
            return []
        moves = []
        for card in dict.fromkeys(self.hands[to_move(self)]):
            moves += MOVES_OF[card]
        return moves

    def check(self, move) -> Move:
        """Return move as a Move if it is legal now; otherwise raise IllegalMoveError saying why."""
        if self.current_player is None or type(move) is not Move:
            move = incoming_move(self, move, Move, "13")
        if move.card not in self.hands[to_move(self)]:
            if HIDDEN in self.hands[to_move(self)]:
                raise IllegalMoveError("This is a view: the hand to move is hidden.", "hand_hidden")
            raise IllegalMoveError(f"{move.card} is not in your hand.", "not_in_hand", card=move.card)
        if move.target not in COLOURS:
            raise IllegalMoveError(f"There is no target {move.target!r}; the targets are B, Y and G.",
                                   "no_such_target", target=move.target)
        if move.card != ROTTEN and move.card[0] != move.target:
            colour = COLOUR_NAMES[move.card[0]]
            raise IllegalMoveError(
                f"A {colour} card can only go on the {colour} target, not on the {COLOUR_NAMES[move.target]} one.",
                "wrong_target", card=move.card, target=move.target)
        return move

    def apply(self, move) -> ThirteenState:
        """The state after move; this state is unchanged."""
        move = self.check(move)
        p = to_move(self)
        t = COLOURS.index(move.target)
        pile = self.targets[t]
        hands = list(self.hands)
        hands[p] = remove_one(hands[p], move.card)
        taken = self.taken
        targets = list(self.targets)
        total = target_total(pile) + card_value(move.card)
        played = Event("played", {"seat": p, "card": move.card, "target": move.target}, (), OTHERS[self.players][p])
        if total > LIMIT:
            taken = taken[:p] + (taken[p] + pile,) + taken[p + 1:]
            targets[t] = (move.card,)
            events = (played, event("took_pile", seat=p, target=move.target, cards=list(pile), count=len(pile),
                                    over=total))
        else:
            targets[t] = pile + (move.card,)
            events = (played,)
        draw_pile = self.draw_pile
        if draw_pile:
            hands[p] = _insert_sorted(hands[p], draw_pile[0])
            events += (Event("drew", {"seat": p, "card": draw_pile[0]}, ("card",), (p,)),)
            draw_pile = draw_pile[1:]
        nxt = None
        if any(hands):
            nxt = left_of(p, self.players)
            while not hands[nxt]:
                nxt = left_of(nxt, self.players)
        state = replaced(self, current_player=nxt, hands=tuple(hands), draw_pile=draw_pile, targets=tuple(targets),
                         taken=taken, plays=self.plays + ((p, move.card, move.target),), events=events)
        return state if nxt is not None else state._end_round()

    def _end_round(self) -> ThirteenState:
        breakdown = round_breakdown(self.taken)
        scores = tuple(sum(row.values()) for row in breakdown)
        totals = tuple(t + s for t, s in zip(self.totals, scores))
        scored = event("round_scored", round=self.round + 1, scores=list(scores), totals=list(totals),
                       taken=[list(t) for t in self.taken], breakdown=list(breakdown))
        finished = replaced(self, totals=totals, last_round=self.taken, events=self.events + (scored,))
        if self.round + 1 >= rounds_for(self.players):
            over = replaced(finished, current_player=None)
            outcome = over.outcome()
            assert outcome is not None, "a state with no one to move has its outcome"
            end = event("game_over", winners=list(outcome.winners), count=len(outcome.winners))
            return replaced(over, events=over.events + (end,))
        return finished._deal(self.round + 1, left_of(self.dealer, self.players))

    def _deal(self, round_index: int, dealer: int) -> ThirteenState:
        if self.seed is None:
            raise IllegalMoveError("A view cannot deal the next round; it does not know the seed.", "view_cannot_deal")
        deck = shuffled(DECK, make_rng(self.seed, "thirteen", "round", round_index))
        hands, rest = deal(deck, self.players, HAND_SIZE)
        return replaced(
            self,
            round=round_index,
            dealer=dealer,
            current_player=left_of(dealer, self.players),
            hands=tuple(tuple(sorted(h, key=sort_key)) for h in hands),
            draw_pile=rest,
            targets=((), (), ()),
            taken=((),) * self.players,
            plays=(),
            events=self.events + (Event("dealt", {"round": round_index + 1, "seat": dealer}, (),
                                        EVERYONE[self.players]),),
        )

    def outcome(self):
        """None while the game runs; then the scores (negative penalty totals) and the winners."""
        if self.current_player is not None:
            return None
        scores = tuple(-t for t in self.totals)
        return Outcome(scores, best_players(scores))

    def view(self, player: int) -> ThirteenState:
        """The state as player may know it: other hands, the pile, and (without assist) taken cards hidden."""
        hands = tuple(h if p == player else hide(h) for p, h in enumerate(self.hands))
        taken = self.taken if self.assist else tuple(hide(t) for t in self.taken)
        return replaced(
            self, seed=None, hands=hands, draw_pile=hide(self.draw_pile), taken=taken, viewer=player,
            events=events_for(self.events, player),
        )

    def to_dict(self) -> dict:
        """The save format of DESIGN.md (plus what a replay-free resume needs)."""
        return state_to_dict(self)


def _insert_sorted(hand: tuple, card: str) -> tuple:
    key = SORT_ORDER[card]
    for i, other in enumerate(hand):
        if SORT_ORDER[other] > key:
            return hand[:i] + (card,) + hand[i:]
    return hand + (card,)


def new_game(players: int, seed: int, options: dict) -> ThirteenState:
    """A fresh game with the resolved options: the first dealer is drawn from the seed, then round 0 is dealt."""
    first_dealer = make_rng(seed, "thirteen", "first dealer").randrange(players)
    blank = ThirteenState(
        players=players,
        options=options,
        seed=seed,
        round=0,
        dealer=first_dealer,
        current_player=None,
        hands=((),) * players,
        draw_pile=(),
        targets=((), (), ()),
        taken=((),) * players,
        totals=(0,) * players,
        plays=(),
    )
    return replaced(blank._deal(0, first_dealer), events=())
