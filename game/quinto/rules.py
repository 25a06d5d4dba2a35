"""Sid Sackson's Quinto (RULES.md §1): rows built card by card, completions, phases, end game, matches.

A turn is several moves: each card is one move (`<card>@<row id>` or `<card>@new`), then `end`.
The turn ends by itself when no card can follow (an empty hand, a completion without a new row).
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import NamedTuple

from ..cards import HIDDEN, hide, remove_one
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
from .components import ASS, HAND_SIZE, MAY_OPEN, MUST_OPEN, ORIGINAL, QUINTO
from .dealing import deal_round
from .deck import (
    ACCEPTS,
    BASE,
    BRIDGE,
    FACE,
    PLAYS,
    accepts,
    fits,
    forms_quinto,
    sort_hand,
)
from .gifts import GIVE, choices, eligible, give_text, giver_chooses, point_of, point_order
from .moves import END, NEW, PASS, Move
from .refusals import check_card, check_end_or_pass, check_gift
from .saving import state_to_dict
from .scoring import breakdown, final_scores, match_over, match_standing, round_scores

PENDING = ("", MUST_OPEN, MAY_OPEN)
PHASES = ("red", "yellow", "blue")
__all__ = ["ASS", "END", "NEW", "ORIGINAL", "PASS", "Move", "QuintoState", "Row", "new_game"]


class Row(NamedTuple):
    """An open row: its stable id, the player it lies in front of, its played cards and head point card."""

    id: int
    owner: int
    cards: tuple
    head: tuple | None


def unique(hand: Iterable[str]) -> dict[str, None]:
    """Each distinct card of a hand once, in hand order."""
    return dict.fromkeys(hand)


@dataclass(frozen=True)
class QuintoState:
    """A position of Quinto; a view has hidden cards as "?", hidden point values as None and no seed.

    options is the resolved options dict; redeals counts, per player, the opening hands shuffled back this
    round (R-Q10); gift is (completer, phase) while the owner of a completed row chooses the point card he
    gives (R-Q13); events says what the move that led here caused (not saved).
    """

    players: int
    options: dict = field(hash=False)
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
    events: tuple = field(default=(), compare=False)

    rules = option_attribute("rules", "original or ass: the rule set (R-Q7).")
    four_vier = option_attribute("four_vier", "Whether the original rules keep all four VIER cards.")
    variant = option_attribute("variant", "none, teams, double_or_triple or cumulative.")
    rounds = option_attribute("rounds", "How many rounds the cumulative variant lasts.")

    @property
    def phase(self) -> str:
        """red, yellow or blue: the back colour of the next point card to be taken (R-Q12)."""
        upcoming = self.offered if self.rules == ASS else (self.point_stack[0] if self.point_stack else None)
        return upcoming[0] if upcoming else "blue"

    @property
    def opening(self) -> bool:
        """Whether this is the opening round, in which each player opens his own row (R-Q10)."""
        return self.turn < self.players

    def row(self, row_id: object) -> Row | None:
        """The open row with this id, or None."""
        for row in self.rows:
            if row.id == row_id:
                return row
        return None

    def strands_bridges(self, played: str, row: Row) -> bool:
        """R-Q14: completing row with played would leave only bridges while a new row is owed."""
        return self._strands(self.hands[to_move(self)], played, row, self.rows)

    def _strands(self, hand: tuple, played: str, row: Row, rows: tuple[Row, ...]) -> bool:
        if len(row.cards) != QUINTO - 1 or BRIDGE not in hand:
            return False
        rest = remove_one(hand, BASE[played])
        if not rest or rest.count(BRIDGE) < len(rest):
            return False
        return self._owed(to_move(self), tuple(r for r in rows if r.id != row.id)) == MUST_OPEN

    def gift_choices(self) -> list:
        """The point cards the giver may choose among while a gift is owed (R-Q13), lowest first."""
        return choices(self.won[to_move(self)], self.gift[1]) if self.gift else []

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
            return self._onto(self.hands[p], self.row(self.turn_row), self.rows) + [END]
        moves = []
        rows = () if self.opening else [
            (row.id, ACCEPTS[FACE[row.cards[-1]], len(row.cards) < QUINTO - 1], row if len(row.cards) == QUINTO - 1
             else None) for row in self.rows]
        for card in hand:
            for played in PLAYS[card]:
                face = FACE[played]
                for row_id, faces, completing in rows:
                    if face in faces and not (completing and self.strands_bridges(played, completing)):
                        moves.append(Move(played, row_id))
                if face != BRIDGE:
                    moves.append(Move(played, NEW))
        return moves or [PASS]

    def _onto(self, hand: tuple, row, rows: tuple[Row, ...]) -> list:
        """The moves of hand's cards onto the turn's row, rows being open: none that complete it in the
        opening round (R-Q10) or that would leave only bridges while a new row is owed (R-Q14)."""
        completing = len(row.cards) == QUINTO - 1
        if completing and self.opening:
            return []
        faces = accepts(row.cards)
        return [Move(played, row.id) for card in unique(hand) for played in PLAYS[card]
                if FACE[played] in faces and not (completing and self._strands(hand, played, row, rows))]

    def check(self, move) -> Move:
        """Return move as a Move if it is legal now; otherwise raise IllegalMoveError with its code."""
        move = incoming_move(self, move, Move, "Quinto")
        if self.gift or move.card.startswith(GIVE):
            check_gift(self, move)
        elif HIDDEN in self.hands[to_move(self)]:
            raise IllegalMoveError("This is a view: the hand to move is hidden.", "hidden_hand")
        elif move.target is None:
            check_end_or_pass(self, move)
        else:
            check_card(self, move)
        return move

    def apply(self, move) -> QuintoState:
        """The state after move, its events saying what happened; this state is unchanged."""
        move = self.check(move)
        if move == END:
            return self._end_turn((), to_move(self), {})
        if move == PASS:
            return self._pass()
        if move.target is None:
            return self._give(point_of(move.card))
        return self._play(move)

    def _play(self, move: Move) -> QuintoState:
        p, (card, target) = to_move(self), move
        hand = remove_one(self.hands[p], BASE[card])
        hands = self.hands[:p] + (hand,) + self.hands[p + 1:]
        rows, stack, offered, won, discard = self.rows, self.point_stack, self.offered, self.won, self.discard
        next_id, pending, gift = self.next_row_id, "", None
        if target == NEW:
            head = None
            if self.rules == ORIGINAL and stack:
                head, stack = stack[0], stack[1:]
            rows = rows + (Row(next_id, p, (card,), head),)
            seen = EVERYONE[self.players] if head else () if self.shown[p] else OTHERS[self.players][p]
            events = (Event("row_opened", {"seat": p, "row": next_id, "card": card, "head": head}, (), seen),)
            turn_row, next_id = next_id, next_id + 1
            open_row = rows[-1]
        else:
            i = 0
            while rows[i].id != target:
                i += 1
            row = rows[i]
            cards = row.cards + (card,)
            seen = () if self.shown[p] else OTHERS[self.players][p]
            events = (Event("placed", {"seat": p, "row": row.id, "card": card, "owner": row.owner}, (), seen),)
            if len(cards) < QUINTO:
                open_row = Row(row.id, row.owner, cards, row.head)
                rows = rows[:i] + (open_row,) + rows[i + 1:]
                turn_row = row.id
            else:
                rows = rows[:i] + rows[i + 1:]
                discard = discard + tuple(BASE[c] for c in cards)
                events += (event("row_completed", seat=p, row=row.id, owner=row.owner, cards=cards),)
                won, stack, offered, gift, taken = self._take_points(p, row)
                turn_row = open_row = None
                pending = self._obligation(p, hand, rows)
                events += taken + ((event(pending, seat=p),) if pending and not gift else ())
        changes = {
            "hands": hands, "rows": rows, "point_stack": stack, "offered": offered, "won": won, "discard": discard,
            "next_row_id": next_id, "turn_row": turn_row, "turn_cards": self.turn_cards + 1, "pending": pending,
        }
        if gift:
            return replaced(self, **changes, gift=gift, current_player=row.owner, events=events)
        if pending or (open_row and self._onto(hand, open_row, rows)):
            return replaced(self, **changes, events=events)
        return self._end_turn(events, p, changes)

    def _give(self, point) -> QuintoState:
        assert self.gift is not None, "check() refuses a gift while none is owed"
        completer = self.gift[0]
        giver = to_move(self)
        won = list(self.won)
        won[giver] = remove_one(won[giver], point)
        won[completer] += (point,)
        events = (event("point_given", giver=giver, seat=completer, point=point),)
        if self.pending:
            events += (event(self.pending, seat=completer),)
        if self.pending:
            return replaced(self, won=tuple(won), gift=None, current_player=completer, events=events)
        return self._end_turn(events, completer, {"won": tuple(won), "gift": None})

    def _take_points(self, p: int, row: Row) -> tuple:
        """After p completes row: the won piles, the point stack, the face-up card, the gift the row's
        owner must choose, if any (R-Q12, R-Q13), and the events of the point cards that changed hands."""
        phase, stack, offered = self.phase, self.point_stack, self.offered
        won = list(self.won)
        if self.rules == ORIGINAL:
            taken, source = row.head, "row"
        else:
            taken, offered, stack, source = offered, (stack[0] if stack else None), stack[1:], "offered"
        events = ()
        if taken:
            won[p] += (taken,)
            params = {"seat": p, "point": taken, "source": source}
            seen = ()
            if self.rules == ASS:
                params["offered"] = offered
                seen = EVERYONE[self.players] if offered else ()
            events = (Event("point_taken", params, (), seen),)
        giver, gift = row.owner, None
        owed = eligible(won[giver], phase) if giver != p else []
        if owed and self.rules == ASS and giver_chooses(won[giver], phase):
            gift = (p, phase)
            events += (event("gift_asked", giver=giver, seat=p, phase=phase),)
        elif owed:
            given = min(owed, key=point_order)
            won[giver] = remove_one(won[giver], given)
            won[p] += (given,)
            events += (event("point_given", giver=giver, seat=p, point=given),)
        return tuple(won), stack, offered, gift, events

    def _obligation(self, p: int, hand: tuple, rows: tuple[Row, ...]) -> str:
        """After a completion: must_open, may_open or "" (no new row); a hand of bridges alone opens
        nothing (a completion that would owe a row with it is refused, R-Q14)."""
        if hand.count(BRIDGE) == len(hand):
            return ""
        return self._owed(p, rows)

    def _owed(self, p: int, rows: tuple[Row, ...]) -> str:
        """The new-row obligation of the rule set after p's completion, rows then open (R-Q15)."""
        if self.rules == ORIGINAL:
            if not self.draw_pile:
                return ""
            own = sum(1 for row in rows if row.owner == p)
            return MAY_OPEN if own >= self.players else MUST_OPEN
        if self.endgame or len(rows) > self.players:
            return ""
        return MUST_OPEN

    def _end_turn(self, events: tuple[Event, ...], p: int, changes: dict) -> QuintoState:
        """p's turn ends after events and changes: he draws back to five and the next player is found."""
        hands = changes.get("hands", self.hands)
        hand = hands[p]
        need = HAND_SIZE - len(hand)
        drawn, pile = self.draw_pile[:need], self.draw_pile[need:]
        drew = Event("drew", {"seat": p, "count": len(drawn), "cards": drawn}, ("cards",), (p,))
        changes.update(
            hands=hands[:p] + (sort_hand(hand + drawn),) + hands[p + 1:], draw_pile=pile,
            endgame=self.endgame or len(drawn) < need,
            shown=self.shown[:p] + (False,) + self.shown[p + 1:] if drawn else self.shown,
            turn=self.turn + 1, turn_row=None, turn_cards=0, pending="", events=events + (drew,),
        )
        return self._next_player(p, changes)

    def _pass(self) -> QuintoState:
        p = to_move(self)
        passed = Event("passed", {"seat": p, "hand": self.hands[p]}, (), EVERYONE[self.players])
        shown = self.shown[:p] + (True,) + self.shown[p + 1:]
        return self._next_player(p, {"shown": shown, "turn": self.turn + 1, "events": (passed,)})

    def redeal_opening(self) -> QuintoState:
        """R-Q10: at his opening turn, a player whose five cards could form a complete row shuffles
        them back into the draw pile and draws five new ones, as often as that happens."""
        p, state = to_move(self), self
        while state.opening and HIDDEN not in state.hands[p] and forms_quinto(state.hands[p]):
            if state.seed is None:
                raise IllegalMoveError("A view cannot shuffle the draw pile.", "unknown_seed")
            count = state.redeals[p] + 1
            rng = make_rng(state.seed, "quinto", "redeal", state.round, state.turn, count)
            pile = shuffled(state.draw_pile + state.hands[p], rng)
            hand = sort_hand(pile[:HAND_SIZE])
            redealt = Event("redealt", {"seat": p, "count": count, "cards": hand}, ("cards",), (p,))
            state = replaced(
                state, hands=state.hands[:p] + (hand,) + state.hands[p + 1:], draw_pile=pile[HAND_SIZE:],
                redeals=state.redeals[:p] + (count,) + state.redeals[p + 1:], events=state.events + (redealt,),
            )
        return state

    def _next_player(self, p: int, changes: dict) -> QuintoState:
        """The state with changes, the next player after p who holds cards to move (his opening hand
        redealt if need be), or the round over when nobody can play."""
        hands, rows = changes.get("hands", self.hands), changes.get("rows", self.rows)
        opening = changes.get("turn", self.turn) < self.players
        if not any(able(hand, opening, rows) for hand in hands):
            return replaced(self, **changes)._end_round()
        q = left_of(p, self.players)
        while not hands[q]:
            q = left_of(q, self.players)
        return replaced(self, **changes, current_player=q).redeal_opening()

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
        history = self.history + (self.round_record(),)
        rounds = [round_scores(self.rules, record) for record in history]
        scored = event("round_scored", round=self.round + 1, scores=rounds[-1],
                       breakdown=breakdown(self.rules, history[-1]),
                       standing=match_standing(self.players, self.variant, rounds))
        events = self.events + (scored,)
        if match_over(self.players, self.variant, self.rounds, rounds):
            scores = final_scores(self.players, self.variant, rounds)
            events += (event("game_over", winners=best_players(scores), scores=scores),)
            return replaced(self, history=history, current_player=None, events=events)
        if self.seed is None:
            raise IllegalMoveError("A view cannot deal the next round; it does not know the seed.", "unknown_seed")
        return deal_round(replaced(self, history=history, current_player=None, events=events), self.round + 1)

    def outcome(self):
        """None while the game runs; then the scores (per the variant) and the winners."""
        if self.current_player is not None:
            return None
        scores = final_scores(self.players, self.variant, self._finished_scores())
        return Outcome(scores, best_players(scores))

    def view(self, player: int) -> QuintoState:
        """The state as player may know it: other hands (unless shown), the draw pile, the point
        values under the stack's backs and the cards others drew are hidden."""
        hands = tuple(h if q == player or self.shown[q] else hide(h) for q, h in enumerate(self.hands))
        return replaced(
            self, seed=None, hands=hands, draw_pile=hide(self.draw_pile),
            point_stack=tuple((colour, None) for colour, _ in self.point_stack), viewer=player,
            events=events_for(self.events, player),
        )

    def to_dict(self) -> dict:
        """The save format of DESIGN.md (plus what a replay-free resume needs)."""
        return state_to_dict(self)


def able(hand: tuple, opening: bool, rows: tuple[Row, ...]) -> bool:
    """Whether a player holding hand could play a card with rows open (a hidden hand counts as able)."""
    if not hand:
        return False
    if hand.count(BRIDGE) < len(hand):
        return True
    return not opening and any(fits(row.cards, BRIDGE) for row in rows)


def new_game(players: int, seed: int, options: dict) -> QuintoState:
    """A fresh game (or match) of Quinto with the resolved options, its first round dealt from seed; its events
    tell the deal."""
    blank = QuintoState(
        players=players, options=options, seed=seed,
        round=0, first_draw=(), starter=0, turn=0, current_player=None, hands=(), draw_pile=(), rows=(),
        next_row_id=1, point_stack=(), offered=None, won=(), discard=(), turn_row=None, turn_cards=0,
        pending="", endgame=False, shown=(), history=(),
    )
    return deal_round(blank, 0)
