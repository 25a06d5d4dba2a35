"""Petr Doubek's Quartino (RULES.md §4): placing pawns on the wheel, the situations, claims and the end.

Rulings left open by the rules, settled here:
- A turn is: the situations (R-P3), then the placements one pawn at a time, then the claims. Claims
  come only after every placement owed this turn is made.
- With the column alone, the columns go back at the start of the turn. With both situations the
  player returns them himself (`column`) whenever he likes during his placements, but before he
  claims or his turn ends ("il peut faire toutes ses actions dans l'ordre de son choix"). The
  columns are the stacks of 4 or more at the start of the turn: a pawn placed on one goes back with
  it, and a stack that reaches 4 during the turn waits for the next turn's situations.
- Both situations are checked on the board as it stands at the start of the turn, before the
  column goes back to the reserve: a column of four pawns of one colour fires both.
- When a claim is possible after the last placement, the turn does not end silently: the player
  claims (`claim:<card>@<k>`) or declines with `end`. With nothing to claim the turn simply ends.
  A card matched at several ring spaces gives one claim move per ring space.
- A claim's four pawns go back to the reserve (the pawns below them become the seen ones) and the
  player owes exactly one more placement; then claims are checked again, so they chain.
- A player who cannot place because the reserve is empty passes (`pass`); if a card of theirs is
  matched they may claim it instead (its pawns refill the reserve). Placements owed when the
  reserve runs dry are lost. A turn that places no pawn is a pass; when every player has passed in
  a row the game ends and the most completed cards win, ties sharing (R-P5).
- The first player to complete a fourth card wins at once.
- "The youngest starts": the option first_player names a seat, or draws one from the seed.
- Four colours counts every pawn on the board, buried ones included (those missing from the reserve).
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ..cards import HIDDEN, deal, hide, remove_one
from ..core import (
    COMMON_REFUSAL_CODES,
    Event,
    IllegalMoveError,
    Outcome,
    best_players,
    events_for,
    incoming_move,
    option_attribute,
    replaced,
    to_move,
)
from ..rng import make_rng, shuffled
from ..seats import EVERYONE, left_of
from .components import CARDS, COLOUR_INDEX, COLOUR_NAMES, COLOURS, HAND_SIZE, PAWNS_PER_COLOUR, SPACES, WINDOWS
from .events import (
    FOUR_COLOURS_ALONE,
    FOUR_COLOURS_EVENTS,
    PLACED_EVENTS,
    TURN_END_EVENTS,
    situation_event,
    stacks_params,
)
from .moves import CLAIM, COLUMN_MOVE, END, END_MOVE, MOVE_SET, PASS, PASS_MOVE, PLACE, RETURN_COLUMN, Move
from .saving import state_to_dict
from .wheel import (
    COLUMN,
    COLUMN_HEIGHT,
    FOUR_COLOURS,
    PLACEMENTS,
    claims_on,
    reserve_mask,
    return_stacks,
    situations_at,
    tops_of,
)

RANDOM_START = "random"

REFUSAL_CODES = (
    *COMMON_REFUSAL_CODES,
    "unknown_card", "bad_ring_space", "unknown_colour", "bad_space",
    "colour_empty", "reserve_empty", "all_placed", "place_before_claim", "place_before_end", "cannot_pass",
    "column_to_refill", "column_now", "column_before_claim", "column_before_end",
    "no_column", "column_already_returned", "column_went_back",
    "hidden_hand", "card_not_held", "not_matched", "nothing_placed", "placed_this_turn",
)
def plural(n: int, word: str) -> str:
    """'1 placement', '2 placements'."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


@dataclass(frozen=True)
class QuartinoState:
    """A position of Quartino; a view has the other players' cards as "?".

    options: the resolved options dict. board: 9 stacks (space 0 the centre, 1-8 the ring clockwise), bottom
    first. reserve: pawns left per colour in COLOURS order. fired/cleared: the situations of the start of this
    turn and the spaces of its columns; column_owed: those columns still stand, for the player to return (both
    situations, R-P3). placed: pawns placed this turn. passes: turns in a row that placed nothing. events:
    what the last move caused (EVENT_KINDS), not part of the save.
    """

    players: int
    options: dict = field(hash=False)
    starter: int
    board: tuple
    reserve: tuple
    hands: tuple
    completed: tuple
    current_player: int | None
    placements_left: int
    placed: int
    fired: tuple
    cleared: tuple
    column_owed: bool
    passes: int
    turn: int
    viewer: int | None = None
    events: tuple = field(default=(), compare=False, repr=False)

    situations = option_attribute("situations", "Whether the four-colours and column situations are played (R-P3).")

    @property
    def placing(self) -> bool:
        """Whether the player to move must place a pawn now (placements owed and pawns left)."""
        return self.placements_left > 0 and any(self.reserve)

    def legal_moves(self) -> list:
        """Every legal move: placements (colour Y B G P, then space 0-8) and the owed column return;
        or the column return alone; or claims then end/pass."""
        if self.current_player is None:
            return []
        if self.placing:
            moves = list(PLACEMENTS[reserve_mask(self.reserve)])
            if self.column_owed:
                moves.append(COLUMN_MOVE)
            return moves
        if self.column_owed:
            return [COLUMN_MOVE]
        moves = list(claims_on(self.board, self.hands[to_move(self)]))
        moves.append(END_MOVE if self.placed else PASS_MOVE)
        return moves

    def check(self, move) -> Move:
        """Return move as a Move if it is legal now; otherwise raise IllegalMoveError saying why."""
        if move.__class__ is not Move or self.current_player is None:
            move = incoming_move(self, move, Move, "Quartino")
        if move not in MOVE_SET:
            raise IllegalMoveError(f"{move!r} is not a move of Quartino.", "not_a_move", move=repr(move))
        kind = move.kind
        if kind == PLACE and self.placing and self.reserve[COLOUR_INDEX[move.item]]:
            return move
        if kind == RETURN_COLUMN and self.column_owed:
            return move
        self._refuse(move)
        return move

    def _refuse(self, move: Move) -> None:
        """Raise the refusal of a move other than a placement possible now or an owed column return."""
        kind = move.kind
        if kind == RETURN_COLUMN:
            self._refuse_column()
        if kind == PLACE:
            self._refuse_placement(move)
        if self.placing:
            owed = plural(self.placements_left, "pawn")
            if kind == CLAIM:
                raise IllegalMoveError(f"Place your pawns first: you still have {owed} to place before you claim.",
                                       "place_before_claim", count=self.placements_left)
            if kind == END:
                raise IllegalMoveError(f"You still have {owed} to place this turn.", "place_before_end",
                                       count=self.placements_left)
            raise IllegalMoveError("You can still place a pawn, so you cannot pass.", "cannot_pass")
        if self.column_owed:
            if kind == CLAIM:
                raise IllegalMoveError(
                    "Return the column to the reserve first: it goes back before you claim a card.",
                    "column_before_claim", spaces=self.cleared)
            raise IllegalMoveError("Return the column to the reserve first: it goes back before your turn ends.",
                                   "column_before_end", spaces=self.cleared)
        if kind == CLAIM:
            self._refuse_claim(move)
        elif kind == END and not self.placed:
            raise IllegalMoveError("You placed no pawn this turn: you pass rather than end.", "nothing_placed")
        elif kind == PASS and self.placed:
            raise IllegalMoveError("You placed a pawn this turn: end your turn rather than pass.", "placed_this_turn",
                                   count=self.placed)

    def _refuse_placement(self, move: Move) -> None:
        if self.placing:
            raise IllegalMoveError(f"There is no {COLOUR_NAMES[move.item]} pawn left in the reserve.", "colour_empty",
                                   colour=move.item)
        if self.column_owed:
            if self.placements_left:
                raise IllegalMoveError(
                    "The reserve is empty: return the column first, and its pawns refill the reserve.",
                    "column_to_refill", spaces=self.cleared)
            raise IllegalMoveError("You have placed all your pawns this turn: return the column to the reserve.",
                                   "column_now", spaces=self.cleared)
        if self.placements_left:
            raise IllegalMoveError("The reserve is empty: you cannot place a pawn, so you pass (or claim a card).",
                                   "reserve_empty")
        raise IllegalMoveError("You have placed all your pawns this turn: claim a card or end your turn.", "all_placed")

    def _refuse_column(self) -> None:
        if COLUMN not in self.fired:
            raise IllegalMoveError("No column stood on the wheel at the start of your turn: there is none to return.",
                                   "no_column")
        if FOUR_COLOURS in self.fired:
            raise IllegalMoveError("You have already returned the column this turn.", "column_already_returned",
                                   spaces=self.cleared)
        raise IllegalMoveError(
            "The column went back to the reserve at the start of your turn: there is none to return.",
            "column_went_back", spaces=self.cleared)

    def _refuse_claim(self, move: Move) -> None:
        hand = self.hands[to_move(self)]
        card, k = move.item, move.space
        if card not in hand:
            if HIDDEN in hand:
                raise IllegalMoveError("This is a view: the cards of the player to move are hidden.", "hidden_hand")
            raise IllegalMoveError(f"You do not hold the card {card}.", "card_not_held", card=card)
        spaces = WINDOWS[k - 1]
        tops = tops_of(self.board)
        seen = "".join(tops[s] for s in spaces)
        if seen != card:
            named = ", ".join(f"{s or 'centre'} {COLOUR_NAMES.get(tops[s], 'empty')}" for s in spaces)
            raise IllegalMoveError(f"{card} is not on the board from ring space {k}: the tops there are {named}.",
                                   "not_matched", card=card, k=k, spaces=spaces, tops=seen)

    def apply(self, move) -> QuartinoState:
        """The state after move, its events saying what happened; this state is unchanged."""
        move = self.check(move)
        kind = move.kind
        if kind == PLACE:
            return self._place(move)
        if kind == CLAIM:
            return self._claim(move)
        if kind == RETURN_COLUMN:
            return self._return_column()
        passes = self.passes + 1 if kind == PASS else 0
        return self._next_turn(self.board, self.reserve, passes, TURN_END_EVENTS[kind][to_move(self)])

    def _place(self, move: Move) -> QuartinoState:
        p, space, colour = to_move(self), move.space, move.item
        board = self.board
        board = board[:space] + (board[space] + (colour,),) + board[space + 1:]
        c = COLOUR_INDEX[colour]
        reserve = self.reserve[:c] + (self.reserve[c] - 1,) + self.reserve[c + 1:]
        left = self.placements_left - 1
        events = PLACED_EVENTS[p][move]
        if not (left and any(reserve)) and not self.column_owed and not claims_on(board, self.hands[p]):
            return self._next_turn(board, reserve, 0, events)
        return replaced(self, board=board, reserve=reserve, placements_left=left, placed=self.placed + 1, events=events)

    def _return_column(self) -> QuartinoState:
        p = to_move(self)
        board, reserve = return_stacks(self.board, self.reserve, self.cleared)
        events = (Event("column_returned", {"seat": p, **stacks_params(self.board, self.cleared)}),)
        if not self.placements_left and not claims_on(board, self.hands[p]):
            return self._next_turn(board, reserve, 0, events)
        return replaced(self, board=board, reserve=reserve, column_owed=False, events=events)

    def _claim(self, move: Move) -> QuartinoState:
        p, card = to_move(self), move.item
        board = list(self.board)
        reserve = list(self.reserve)
        spaces = WINDOWS[move.space - 1]
        for space, colour in zip(spaces, card):
            board[space] = board[space][:-1]
            reserve[COLOUR_INDEX[colour]] += 1
        hands = self.hands[:p] + (remove_one(self.hands[p], card),) + self.hands[p + 1:]
        completed = self.completed[:p] + (self.completed[p] + (card,),) + self.completed[p + 1:]
        done = len(completed[p])
        events = (Event("claimed", {"seat": p, "card": card, "k": move.space, "spaces": spaces, "count": done},
                        (), EVERYONE[self.players]),)
        claimed = replaced(self, board=tuple(board), reserve=tuple(reserve), hands=hands, completed=completed,
                               placements_left=1, column_owed=False, events=events)
        if done < HAND_SIZE:
            return claimed
        return replaced(claimed, current_player=None, placements_left=0, placed=0, fired=(), cleared=(),
                               events=events + (Event("won", {"seat": p}),))

    def _next_turn(self, board: tuple, reserve: tuple, passes: int, events: tuple[Event, ...]) -> QuartinoState:
        """The start of the next player's turn, situations resolved; or the end when all passed."""
        if passes >= self.players:
            scores = tuple(len(cards) for cards in self.completed)
            over = Event("all_passed", {"winners": best_players(scores), "scores": scores})
            return replaced(self, board=board, reserve=reserve, current_player=None, placements_left=0, placed=0,
                                fired=(), cleared=(), column_owed=False, passes=passes, events=events + (over,))
        fired = situations_at(board, reserve) if self.situations else ()
        seat = left_of(to_move(self), self.players)
        cleared = ()
        owed = False
        if fired == FOUR_COLOURS_ALONE:
            events += FOUR_COLOURS_EVENTS[seat]
        elif fired:
            cleared = tuple(s for s, stack in enumerate(board) if len(stack) >= COLUMN_HEIGHT)
            owed = FOUR_COLOURS in fired
            events += (situation_event(seat, fired, cleared, owed),)
            if not owed:
                events += (Event("column_removed", stacks_params(board, cleared)),)
                board, reserve = return_stacks(board, reserve, cleared)
        return replaced(self, board=board, reserve=reserve, current_player=seat, placements_left=1 + len(fired),
                            placed=0, fired=fired, cleared=cleared, column_owed=owed, passes=passes,
                            turn=self.turn + 1, events=events)

    def outcome(self):
        """None while the game runs; then the completed cards per player and the winners (R-P5)."""
        if self.current_player is not None:
            return None
        scores = tuple(len(cards) for cards in self.completed)
        return Outcome(scores, best_players(scores))

    def view(self, player: int) -> QuartinoState:
        """The state as player may know it: every other player's secret cards hidden."""
        hands = tuple(h if p == player else hide(h) for p, h in enumerate(self.hands))
        return replaced(self, hands=hands, viewer=player, events=events_for(self.events, player))

    def to_dict(self) -> dict:
        """The save format of DESIGN.md (plus what resuming needs)."""
        return state_to_dict(self)


def sort_hand(cards: Iterable[str]) -> tuple:
    """Cards in the order of the card table."""
    return tuple(sorted(cards, key=CARDS.index))


def new_game(players: int, seed: int, options: dict) -> QuartinoState:
    """A fresh game with the resolved options, dealt from seed: empty wheel, full reserve, the starter (the
    first_player option's seat, or drawn) to place one pawn."""
    starter = options["first_player"]
    if starter == RANDOM_START:
        starter = make_rng(seed, "quartino", "first player").randrange(players)
    hands, _ = deal(shuffled(CARDS, make_rng(seed, "quartino", "deal")), players, HAND_SIZE)
    return QuartinoState(
        players=players,
        options=options,
        starter=starter,
        board=((),) * len(SPACES),
        reserve=(PAWNS_PER_COLOUR,) * len(COLOURS),
        hands=tuple(sort_hand(h) for h in hands),
        completed=((),) * players,
        current_player=starter,
        placements_left=1,
        placed=0,
        fired=(),
        cleared=(),
        column_owed=False,
        passes=0,
        turn=0,
    )
