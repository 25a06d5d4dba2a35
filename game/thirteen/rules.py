"""Reiner Knizia's 13 (RULES.md §2): cards, targets, taking the pile, rounds and scoring."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import NamedTuple

from ..cards import HIDDEN, deal, hide, remove_one
from ..core import IllegalMoveError, Outcome, best_players, incoming_move
from ..rng import make_rng, shuffled
from ..seats import left_of

COLOURS = ("B", "Y", "G")
COLOUR_NAMES = {"B": "blue", "Y": "yellow", "G": "green", "R": "rotten"}
ROTTEN = "R4"
COLOUR_VALUES = (1, 1, 1, 2, 2, 2, 4, 4, 5, 5, 5, 7, 7, 7)
DECK = tuple(f"{c}{v}" for c in COLOURS for v in COLOUR_VALUES) + (ROTTEN,) * 8
CARD_KINDS = frozenset(DECK)
HAND_SIZE = 5
LIMIT = 13
ROTTEN_PENALTY = 2


VALUE = {card: int(card[1:]) for card in CARD_KINDS}


def card_value(card) -> int:
    """The face value of a card."""
    return VALUE[card]


def target_total(cards) -> int:
    """The running total of a target."""
    return sum(map(VALUE.__getitem__, cards))


def rounds_for(players) -> int:
    """How many rounds a game lasts: each player deals once, with 3 players twice."""
    return players * 2 if players == 3 else players


class Move(NamedTuple):
    """Play card onto the target of colour target."""

    card: str
    target: str

    def __str__(self):
        return f"{self.card}@{self.target}"


def refusal(card, target):
    """Why card may not go on target, or None when it may."""
    if target not in COLOURS:
        return f"There is no target {target!r}; the targets are B, Y and G."
    if card != ROTTEN and card[0] != target:
        return (
            f"A {COLOUR_NAMES[card[0]]} card can only go on the {COLOUR_NAMES[card[0]]} target, "
            f"not on the {COLOUR_NAMES[target]} one."
        )
    return None


def round_scores(taken) -> tuple:
    """Penalty points of one round for each player's taken cards (the majority rule)."""
    return tuple(sum(row.values()) for row in round_breakdown(taken))


def round_breakdown(taken) -> tuple:
    """Per player, the penalty for each colour and for rotten fours: ({"B": n, ..., "R": n}, ...)."""
    counts = [{c: sum(1 for card in cards if card[0] == c) for c in COLOURS} for cards in taken]
    breakdown = []
    for p, cards in enumerate(taken):
        row = {}
        for colour in COLOURS:
            mine = counts[p][colour]
            others = max((counts[q][colour] for q in range(len(taken)) if q != p), default=0)
            row[colour] = 0 if mine > others else mine
        row["R"] = ROTTEN_PENALTY * sum(1 for card in cards if card == ROTTEN)
        breakdown.append(row)
    return tuple(breakdown)


@dataclass(frozen=True)
class ThirteenState:
    """A position of 13; a view has hidden cards as "?" and no seed."""

    players: int
    assist: bool
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

    def legal_moves(self) -> list:
        """Every legal move, hand order then targets B, Y, G, without duplicates."""
        if self.current_player is None:
            return []
        moves = []
        for card in dict.fromkeys(self.hands[self.current_player]):
            if card == HIDDEN:
                continue
            for target in COLOURS:
                if card == ROTTEN or card[0] == target:
                    moves.append(Move(card, target))
        return moves

    def check(self, move) -> Move:
        """Return move as a Move if it is legal now; otherwise raise IllegalMoveError saying why."""
        from .notation import decode_move

        move = incoming_move(self, move, decode_move, Move, "13")
        if move.card not in self.hands[self.current_player]:
            if HIDDEN in self.hands[self.current_player]:
                raise IllegalMoveError("This is a view: the hand to move is hidden.")
            raise IllegalMoveError(f"{move.card} is not in your hand.")
        reason = refusal(move.card, move.target)
        if reason:
            raise IllegalMoveError(reason)
        return move

    def apply(self, move) -> ThirteenState:
        """The state after move; this state is unchanged."""
        move = self.check(move)
        p = self.current_player
        t = COLOURS.index(move.target)
        pile = self.targets[t]
        hands = list(self.hands)
        hands[p] = remove_one(hands[p], move.card)
        taken = self.taken
        targets = list(self.targets)
        if target_total(pile) + card_value(move.card) > LIMIT:
            taken = taken[:p] + (taken[p] + pile,) + taken[p + 1:]
            targets[t] = (move.card,)
        else:
            targets[t] = pile + (move.card,)
        draw_pile = self.draw_pile
        if draw_pile:
            hands[p] = _insert_sorted(hands[p], draw_pile[0])
            draw_pile = draw_pile[1:]
        nxt = None
        if any(hands):
            nxt = left_of(p, self.players)
            while not hands[nxt]:
                nxt = left_of(nxt, self.players)
        state = ThirteenState(
            self.players, self.assist, self.seed, self.round, self.dealer, nxt, tuple(hands), draw_pile,
            tuple(targets), taken, self.totals, self.plays + ((p, move.card, move.target),),
            self.last_round, self.viewer,
        )
        return state if nxt is not None else state._end_round()

    def _end_round(self) -> ThirteenState:
        scores = round_scores(self.taken)
        totals = tuple(t + s for t, s in zip(self.totals, scores))
        finished = replace(self, totals=totals, last_round=self.taken)
        if self.round + 1 >= rounds_for(self.players):
            return replace(finished, current_player=None)
        return finished._deal(self.round + 1, left_of(self.dealer, self.players))

    def _deal(self, round_index, dealer) -> ThirteenState:
        if self.seed is None:
            raise IllegalMoveError("A view cannot deal the next round; it does not know the seed.")
        deck = shuffled(DECK, make_rng(self.seed, "thirteen", "round", round_index))
        hands, rest = deal(deck, self.players, HAND_SIZE)
        return replace(
            self,
            round=round_index,
            dealer=dealer,
            current_player=left_of(dealer, self.players),
            hands=tuple(tuple(sorted(h, key=sort_key)) for h in hands),
            draw_pile=rest,
            targets=((), (), ()),
            taken=((),) * self.players,
            plays=(),
        )

    def outcome(self):
        """None while the game runs; then the scores (negative penalty totals) and the winners."""
        if self.current_player is not None:
            return None
        scores = tuple(-t for t in self.totals)
        return Outcome(scores, best_players(scores))

    def view(self, player) -> ThirteenState:
        """The state as player may know it: other hands, the pile, and (without assist) taken cards hidden."""
        hands = tuple(h if p == player else hide(h) for p, h in enumerate(self.hands))
        taken = self.taken if self.assist else tuple(hide(t) for t in self.taken)
        return replace(
            self, seed=None, hands=hands, draw_pile=hide(self.draw_pile), taken=taken, viewer=player
        )

    def to_dict(self) -> dict:
        """The save format of DESIGN.md (plus what a replay-free resume needs)."""
        from .notation import state_to_dict

        return state_to_dict(self)


SORT_ORDER = {card: ("BYGR".index(card[0]), VALUE[card]) for card in CARD_KINDS} | {HIDDEN: (9, 0)}


def sort_key(card):
    """Hands are kept sorted: by colour B, Y, G, rotten, then value."""
    return SORT_ORDER[card]


def _insert_sorted(hand, card) -> tuple:
    return tuple(sorted(hand + (card,), key=SORT_ORDER.__getitem__))


def new_game(players, seed, assist=False) -> ThirteenState:
    """A fresh game: the first dealer is drawn from the seed, then round 0 is dealt."""
    first_dealer = make_rng(seed, "thirteen", "first dealer").randrange(players)
    blank = ThirteenState(
        players=players,
        assist=assist,
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
    return blank._deal(0, first_dealer)
