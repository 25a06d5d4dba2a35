"""Sid Sackson's Quinto (RULES.md §1): rows built card by card, completions, phases, end game, matches.

A turn is several moves: each card is one move (`<card>@<row id>` or `<card>@new`), then `end`.
The turn ends by itself when no card can follow (an empty hand, a completion without a new row).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from ..cards import HIDDEN, hide, remove_one
from ..core import IllegalMoveError, Outcome, best_players, incoming_move
from ..rng import make_rng, shuffled
from ..seats import left_of
from .components import HAND_SIZE, QUINTO
from .deck import BASE, BRIDGE, FACE, PLAYS, card_name, fits, forms_quinto, point_name, refusal, sort_hand
from .gifts import GIVE, choices, eligible, give_text, giver_chooses, point_of, point_order
from .scoring import final_scores, match_over, round_scores

ORIGINAL, ASS = "original", "ass"
NEW = "new"
MUST_OPEN, MAY_OPEN = "must_open", "may_open"
PENDING = ("", MUST_OPEN, MAY_OPEN)
PHASES = ("red", "yellow", "blue")


class Row(NamedTuple):
    """An open row: its stable id, the player it lies in front of, its played cards and head point card."""

    id: int
    owner: int
    cards: tuple
    head: tuple | None


class Move(NamedTuple):
    """A card played to a row id or "new", or end, pass or a give:<point> (target None)."""

    card: str
    target: object = None

    def __str__(self):
        return self.card if self.target is None else f"{self.card}@{self.target}"


END, PASS = Move("end"), Move("pass")


def unique(hand):
    """Each distinct card of a hand once, in hand order."""
    return dict.fromkeys(hand)


@dataclass(frozen=True)
class QuintoState:
    """A position of Quinto; a view has hidden cards as "?", hidden point values as None and no seed.

    redeals counts, per player, the opening hands shuffled back this round (R-Q10); gift is
    (completer, phase) while the owner of a completed row chooses the point card he gives (R-Q13).
    """

    players: int
    rules: str
    four_vier: bool
    variant: str
    rounds: int
    seed: int | None
    round: int
    first_draw: tuple
    starter: int
    turn: int
    current_player: int | None
    hands: tuple
    draw_pile: tuple
    rows: tuple
    next_row_id: int
    point_stack: tuple
    offered: tuple | None
    won: tuple
    discard: tuple
    turn_row: int | None
    turn_cards: int
    pending: str
    endgame: bool
    shown: tuple
    history: tuple
    redeals: tuple = ()
    gift: tuple | None = None
    viewer: int | None = None

    def _evolve(self, **changes) -> QuintoState:
        # The AI applies thousands of moves: a dict copy is far cheaper than dataclasses.replace.
        state = object.__new__(QuintoState)
        state.__dict__.update(self.__dict__)
        state.__dict__.update(changes)
        return state

    @property
    def phase(self) -> str:
        """red, yellow or blue: the back colour of the next point card to be taken (R-Q12)."""
        upcoming = self.offered if self.rules == ASS else (self.point_stack[0] if self.point_stack else None)
        return upcoming[0] if upcoming else "blue"

    @property
    def opening(self) -> bool:
        """Whether this is the opening round, in which each player opens his own row (R-Q10)."""
        return self.turn < self.players

    def row(self, row_id) -> Row | None:
        """The open row with this id, or None."""
        for row in self.rows:
            if row.id == row_id:
                return row
        return None

    def _fits_turn(self, row, played) -> bool:
        return (fits(row.cards, played) and not (self.opening and len(row.cards) == QUINTO - 1)
                and not self.strands_bridges(played, row))

    def strands_bridges(self, played, row) -> bool:
        """R-Q14: completing row with played would leave only bridges while a new row is owed."""
        if len(row.cards) != QUINTO - 1:
            return False
        rest = remove_one(self.hands[self.current_player], BASE[played])
        if not rest or any(card != BRIDGE for card in rest):
            return False
        return self._owed(self.current_player, tuple(r for r in self.rows if r.id != row.id)) == MUST_OPEN

    def gift_choices(self) -> list:
        """The point cards the giver may choose among while a gift is owed (R-Q13), lowest first."""
        return choices(self.won[self.current_player], self.gift[1]) if self.gift else []

    def legal_moves(self) -> list:
        """Every legal move: hand order, each card's faces (word before bridge), rows by id then new;
        then end, or pass when nothing else is possible; while a gift is owed, the give moves."""
        p = self.current_player
        if p is None:
            return []
        if self.gift:
            return [Move(give_text(point)) for point in self.gift_choices()]
        if HIDDEN in self.hands[p]:
            return []
        hand = unique(self.hands[p])
        if self.pending:
            moves = [Move(played, NEW) for card in hand for played in PLAYS[card] if FACE[played] != BRIDGE]
            return moves + [END] if self.pending == MAY_OPEN else moves
        if self.turn_row is not None:
            row = self.row(self.turn_row)
            moves = [Move(played, row.id) for card in hand for played in PLAYS[card] if self._fits_turn(row, played)]
            return moves + [END]
        moves = []
        opening = self.opening
        for card in hand:
            for played in PLAYS[card]:
                if not opening:
                    moves += [Move(played, row.id) for row in self.rows
                              if fits(row.cards, played) and not self.strands_bridges(played, row)]
                if FACE[played] != BRIDGE:
                    moves.append(Move(played, NEW))
        return moves or [PASS]

    def check(self, move) -> Move:
        """Return move as a Move if it is legal now; otherwise raise IllegalMoveError saying why."""
        from .notation import decode_move

        move = incoming_move(self, move, decode_move, Move, "Quinto")
        if self.gift or move.card.startswith(GIVE):
            reason = self._gift_refusal(move)
        elif HIDDEN in self.hands[self.current_player]:
            raise IllegalMoveError("This is a view: the hand to move is hidden.")
        else:
            reason = self._special_refusal(move) if move.target is None else self._card_refusal(move)
        if reason:
            raise IllegalMoveError(reason)
        return move

    def _special_refusal(self, move):
        if move == END:
            if not self.turn_cards:
                return "You must play at least one card before ending your turn."
            if self.pending == MUST_OPEN:
                return "After completing a quinto you must open a new row in front of you."
            return None
        if self.turn_cards or self.legal_moves() != [PASS]:
            return "You can still play a card, so you may not pass."
        return None

    def _gift_refusal(self, move):
        if not self.gift:
            return "No point card is owed now."
        point = point_of(move.card)
        if point is None:
            return "First choose which of your point cards to give to the player who completed your row."
        if point not in self.won[self.current_player]:
            return f"You do not have {point_name(point)}."
        if point not in self.gift_choices():
            return f"In the blue phase only a yellow or blue point card is given, not {point_name(point)}."
        return None

    def _card_refusal(self, move):
        card, target = move
        if BASE[card] not in self.hands[self.current_player]:
            return f"You do not hold {card_name(BASE[card])}."
        if self.pending:
            if target != NEW:
                return "After completing a quinto you may only open a new row in front of you."
            return "A bridge cannot start a row." if FACE[card] == BRIDGE else None
        if self.turn_row is not None:
            if target != self.turn_row:
                return f"All the cards of a turn go into one row: this turn it is row {self.turn_row}."
            row = self.row(target)
            if self.opening and len(row.cards) == QUINTO - 1:
                return "You may not complete a row in the turn you open it."
            return refusal(row.cards, card) or self._stranding_refusal(card, row)
        if target == NEW:
            return "A bridge cannot start a row." if FACE[card] == BRIDGE else None
        if self.opening:
            return "In the opening round you must open a row of your own."
        row = self.row(target)
        if row is None:
            return f"There is no open row {target}."
        return refusal(row.cards, card) or self._stranding_refusal(card, row)

    def _stranding_refusal(self, card, row):
        if self.strands_bridges(card, row):
            return ("You would be left with only bridges and owe a new row, but a bridge alone cannot "
                    "open one: play fewer cards, or into another row.")
        return None

    def apply(self, move) -> QuintoState:
        """The state after move; this state is unchanged."""
        move = self.check(move)
        if move == END:
            return self._end_turn()
        if move == PASS:
            return self._pass()
        if move.target is None:
            return self._give(point_of(move.card))
        return self._play(move)

    def _play(self, move) -> QuintoState:
        p, (card, target) = self.current_player, move
        hand = remove_one(self.hands[p], BASE[card])
        hands = self.hands[:p] + (hand,) + self.hands[p + 1:]
        rows, stack, offered, won, discard = self.rows, self.point_stack, self.offered, self.won, self.discard
        next_id, pending, gift = self.next_row_id, "", None
        if target == NEW:
            head = None
            if self.rules == ORIGINAL and stack:
                head, stack = stack[0], stack[1:]
            rows = rows + (Row(next_id, p, (card,), head),)
            turn_row, next_id = next_id, next_id + 1
        else:
            i = next(i for i, row in enumerate(rows) if row.id == target)
            row = rows[i]
            cards = row.cards + (card,)
            if len(cards) < QUINTO:
                rows = rows[:i] + (Row(row.id, row.owner, cards, row.head),) + rows[i + 1:]
                turn_row = row.id
            else:
                rows = rows[:i] + rows[i + 1:]
                discard = discard + tuple(BASE[c] for c in cards)
                won, stack, offered, gift = self._take_points(p, row)
                turn_row = None
                pending = self._obligation(p, hand, rows)
        state = self._evolve(
            hands=hands, rows=rows, point_stack=stack, offered=offered, won=won, discard=discard,
            next_row_id=next_id, turn_row=turn_row, turn_cards=self.turn_cards + 1, pending=pending,
        )
        if gift:
            return state._evolve(gift=gift, current_player=row.owner)
        return state if state._can_continue() else state._end_turn()

    def _give(self, point) -> QuintoState:
        completer = self.gift[0]
        giver = self.current_player
        won = list(self.won)
        won[giver] = remove_one(won[giver], point)
        won[completer] += (point,)
        state = self._evolve(won=tuple(won), gift=None, current_player=completer)
        return state if state._can_continue() else state._end_turn()

    def _take_points(self, p, row) -> tuple:
        """After p completes row: the won piles, the point stack, the face-up card, and the gift the
        row's owner must choose, if any (R-Q12, R-Q13)."""
        phase, stack, offered = self.phase, self.point_stack, self.offered
        won = list(self.won)
        if self.rules == ORIGINAL:
            taken = row.head
        else:
            taken, offered, stack = offered, (stack[0] if stack else None), stack[1:]
        if taken:
            won[p] += (taken,)
        giver, gift = row.owner, None
        owed = eligible(won[giver], phase) if giver != p else []
        if owed and self.rules == ASS and giver_chooses(won[giver], phase):
            gift = (p, phase)
        elif owed:
            given = min(owed, key=point_order)
            won[giver] = remove_one(won[giver], given)
            won[p] += (given,)
        return tuple(won), stack, offered, gift

    def _obligation(self, p, hand, rows) -> str:
        """After a completion: must_open, may_open or "" (no new row); a hand of bridges alone opens
        nothing (a completion that would owe a row with it is refused, R-Q14)."""
        if all(card == BRIDGE for card in hand):
            return ""
        return self._owed(p, rows)

    def _owed(self, p, rows) -> str:
        """The new-row obligation of the rule set after p's completion, rows then open (R-Q15)."""
        if self.rules == ORIGINAL:
            if not self.draw_pile:
                return ""
            own = sum(1 for row in rows if row.owner == p)
            return MAY_OPEN if own >= self.players else MUST_OPEN
        if self.endgame or len(rows) > self.players:
            return ""
        return MUST_OPEN

    def _can_continue(self) -> bool:
        if self.pending:
            return True
        if self.turn_row is None:
            return False
        row = self.row(self.turn_row)
        return any(self._fits_turn(row, played) for card in self.hands[self.current_player] for played in PLAYS[card])

    def _end_turn(self) -> QuintoState:
        p = self.current_player
        hand = self.hands[p]
        need = HAND_SIZE - len(hand)
        drawn, pile = self.draw_pile[:need], self.draw_pile[need:]
        hands = self.hands[:p] + (sort_hand(hand + drawn),) + self.hands[p + 1:]
        shown = self.shown[:p] + (False,) + self.shown[p + 1:] if drawn else self.shown
        state = self._evolve(
            hands=hands, draw_pile=pile, endgame=self.endgame or len(drawn) < need, shown=shown,
            turn=self.turn + 1, turn_row=None, turn_cards=0, pending="",
        )
        return state._next_player(p)

    def _pass(self) -> QuintoState:
        p = self.current_player
        shown = self.shown[:p] + (True,) + self.shown[p + 1:]
        return self._evolve(shown=shown, turn=self.turn + 1)._next_player(p)

    def redeal_opening(self) -> QuintoState:
        """R-Q10: at his opening turn, a player whose five cards could form a complete row shuffles
        them back into the draw pile and draws five new ones, as often as that happens."""
        p, state = self.current_player, self
        while state.opening and HIDDEN not in state.hands[p] and forms_quinto(state.hands[p]):
            if state.seed is None:
                raise IllegalMoveError("A view cannot shuffle the draw pile.")
            count = state.redeals[p] + 1
            rng = make_rng(state.seed, "quinto", "redeal", state.round, state.turn, count)
            pile = shuffled(state.draw_pile + state.hands[p], rng)
            state = state._evolve(
                hands=state.hands[:p] + (sort_hand(pile[:HAND_SIZE]),) + state.hands[p + 1:],
                draw_pile=pile[HAND_SIZE:], redeals=state.redeals[:p] + (count,) + state.redeals[p + 1:],
            )
        return state

    def can_play(self, player) -> bool:
        """Whether player could play a card if it were his turn now (a hidden hand counts as able)."""
        hand = self.hands[player]
        if not hand:
            return False
        if any(card != BRIDGE for card in hand):
            return True
        return not self.opening and any(fits(row.cards, BRIDGE) for row in self.rows)

    def _next_player(self, p) -> QuintoState:
        if not any(self.can_play(q) for q in range(self.players)):
            return self._end_round()
        q = left_of(p, self.players)
        while not self.hands[q]:
            q = left_of(q, self.players)
        return self._evolve(current_player=q).redeal_opening()

    def round_record(self) -> tuple:
        """Per player, what the round scores: (won point cards, own unfinished rows as (id, length, head))."""
        return tuple(
            (self.won[p], tuple((r.id, len(r.cards), r.head) for r in self.rows if r.owner == p))
            for p in range(self.players)
        )

    def round_scores(self) -> tuple:
        """Every player's score for the current round as it stands."""
        return round_scores(self.rules, self.round_record())

    def _finished_scores(self) -> list:
        return [round_scores(self.rules, record) for record in self.history]

    def _end_round(self) -> QuintoState:
        ended = self._evolve(history=self.history + (self.round_record(),), current_player=None)
        if match_over(self.players, self.variant, self.rounds, ended._finished_scores()):
            return ended
        if self.seed is None:
            raise IllegalMoveError("A view cannot deal the next round; it does not know the seed.")
        from .dealing import deal_round

        return deal_round(ended, self.round + 1)

    def outcome(self):
        """None while the game runs; then the scores (per the variant) and the winners."""
        if self.current_player is not None:
            return None
        scores = final_scores(self.players, self.variant, self._finished_scores())
        return Outcome(scores, best_players(scores))

    def view(self, player) -> QuintoState:
        """The state as player may know it: other hands (unless shown), the draw pile and the point
        values under the stack's backs are hidden."""
        hands = tuple(h if q == player or self.shown[q] else hide(h) for q, h in enumerate(self.hands))
        return self._evolve(
            seed=None, hands=hands, draw_pile=hide(self.draw_pile),
            point_stack=tuple((colour, None) for colour, _ in self.point_stack), viewer=player,
        )

    def to_dict(self) -> dict:
        """The save format of DESIGN.md (plus what a replay-free resume needs)."""
        from .notation import state_to_dict

        return state_to_dict(self)
