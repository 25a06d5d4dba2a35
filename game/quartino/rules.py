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

from dataclasses import dataclass
from typing import NamedTuple

from ..cards import HIDDEN, deal, hide, remove_one
from ..core import IllegalMoveError, Outcome, best_players, incoming_move
from ..rng import make_rng, shuffled
from ..seats import left_of
from .components import (
    CARDS,
    COLOUR_INDEX,
    COLOUR_NAMES,
    COLOURS,
    EMPTY,
    HAND_SIZE,
    PAWNS_PER_COLOUR,
    SPACES,
    WINDOWS,
)

PLACE, CLAIM, END, PASS = "place", "claim", "end", "pass"
RETURN_COLUMN = "column"  # the move returning this turn's columns when both situations fired
FOUR_COLOURS, COLUMN = "four colours", "column"
SITUATION_ORDER = (FOUR_COLOURS, COLUMN)
COLUMN_HEIGHT = 4
SAME_COLOUR_LIMIT = 4
# Pawns on the board, buried ones included, are the ones missing from the reserve.
FOUR_COLOURS_RESERVE = PAWNS_PER_COLOUR - SAME_COLOUR_LIMIT
RANDOM_START = "random"


class Move(NamedTuple):
    """A move: place a pawn (colour, space), claim a card (card, first ring space k), return the
    columns, end or pass."""

    kind: str
    item: str = ""
    space: int = 0

    def __str__(self):
        if self.kind == PLACE:
            return f"{self.item}@{self.space}"
        if self.kind == CLAIM:
            return f"claim:{self.item}@{self.space}"
        return self.kind


END_MOVE = Move(END)
PASS_MOVE = Move(PASS)
COLUMN_MOVE = Move(RETURN_COLUMN)
PLACE_MOVES = {colour: tuple(Move(PLACE, colour, space) for space in SPACES) for colour in COLOURS}
CLAIM_MOVES = {card: tuple(Move(CLAIM, card, k) for k in range(1, len(WINDOWS) + 1)) for card in CARDS}
ALL_MOVES = (
    *(m for colour in COLOURS for m in PLACE_MOVES[colour]),
    *(m for card in CARDS for m in CLAIM_MOVES[card]),
    COLUMN_MOVE,
    END_MOVE,
    PASS_MOVE,
)
# PLACEMENTS[mask]: every placement when bit i of mask says colour COLOURS[i] is in the reserve.
PLACEMENTS = tuple(
    tuple(m for i, colour in enumerate(COLOURS) if mask >> i & 1 for m in PLACE_MOVES[colour])
    for mask in range(1 << len(COLOURS))
)


def tops_of(board) -> str:
    """The seen (top) colour of each space, EMPTY for an empty space, as one 9-letter string."""
    return "".join([stack[-1] if stack else EMPTY for stack in board])


def patterns_of(tops) -> tuple:
    """The 4-colour pattern a card would need at each first ring space k = 1..8, from tops_of()."""
    centre = tops[0]
    return tuple(centre + tops[a] + tops[b] + tops[c] for _, a, b, c in WINDOWS)


def claims_on(board, hand) -> tuple:
    """The claim moves of hand's cards matched on board: hand order, then ring space k."""
    patterns = patterns_of(tops_of(board))
    return tuple(CLAIM_MOVES[card][i] for card in hand for i, pattern in enumerate(patterns) if pattern == card)


def reserve_mask(reserve) -> int:
    """Bit i set when colour COLOURS[i] has a pawn left in the reserve."""
    return sum(1 << i for i, n in enumerate(reserve) if n)


def situations_at(board, reserve) -> tuple:
    """The situations on a board at the start of a turn (R-P3), in SITUATION_ORDER."""
    fired = ()
    if min(reserve) <= FOUR_COLOURS_RESERVE:
        fired += (FOUR_COLOURS,)
    if any(len(stack) >= COLUMN_HEIGHT for stack in board):
        fired += (COLUMN,)
    return fired


def plural(n, word) -> str:
    """'1 placement', '2 placements'."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


@dataclass(frozen=True, slots=True)
class QuartinoState:
    """A position of Quartino; a view has the other players' cards as "?".

    board: 9 stacks (space 0 the centre, 1-8 the ring clockwise), bottom first. reserve: pawns
    left per colour in COLOURS order. fired/cleared: the situations of the start of this turn and
    the spaces of its columns; column_owed: those columns still stand, for the player to return
    (both situations, R-P3). placed: pawns placed this turn. passes: turns in a row that
    placed nothing. last_move: (player, Move) of the last move, for the log.
    """

    players: int
    situations: bool
    first_choice: object
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
    last_move: tuple | None = None
    viewer: int | None = None

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
        moves = list(claims_on(self.board, self.hands[self.current_player]))
        moves.append(END_MOVE if self.placed else PASS_MOVE)
        return moves

    def check(self, move) -> Move:
        """Return move as a Move if it is legal now; otherwise raise IllegalMoveError saying why."""
        from .notation import decode_move

        move = incoming_move(self, move, decode_move, Move, "Quartino")
        if move not in MOVE_SET:
            raise IllegalMoveError(f"{move!r} is not a move of Quartino.")
        reason = self._refusal(move)
        if reason:
            raise IllegalMoveError(reason)
        return move

    def _refusal(self, move):
        kind = move.kind
        if kind == RETURN_COLUMN:
            return None if self.column_owed else self._column_refusal()
        if kind == PLACE:
            if self.placing:
                if self.reserve[COLOUR_INDEX[move.item]]:
                    return None
                return f"There is no {COLOUR_NAMES[move.item]} pawn left in the reserve."
            if self.column_owed:
                if self.placements_left:
                    return "The reserve is empty: return the column first, and its pawns refill the reserve."
                return "You have placed all your pawns this turn: return the column to the reserve."
            if self.placements_left:
                return "The reserve is empty: you cannot place a pawn, so you pass (or claim a card)."
            return "You have placed all your pawns this turn: claim a card or end your turn."
        if self.placing:
            owed = plural(self.placements_left, "pawn")
            if kind == CLAIM:
                return f"Place your pawns first: you still have {owed} to place before you claim."
            if kind == END:
                return f"You still have {owed} to place this turn."
            return "You can still place a pawn, so you cannot pass."
        if self.column_owed:
            if kind == CLAIM:
                return "Return the column to the reserve first: it goes back before you claim a card."
            return "Return the column to the reserve first: it goes back before your turn ends."
        if kind == CLAIM:
            return self._claim_refusal(move)
        if kind == END and not self.placed:
            return "You placed no pawn this turn: you pass rather than end."
        if kind == PASS and self.placed:
            return "You placed a pawn this turn: end your turn rather than pass."
        return None

    def _column_refusal(self):
        if COLUMN not in self.fired:
            return "No column stood on the wheel at the start of your turn: there is none to return."
        if FOUR_COLOURS in self.fired:
            return "You have already returned the column this turn."
        return "The column went back to the reserve at the start of your turn: there is none to return."

    def _claim_refusal(self, move):
        hand = self.hands[self.current_player]
        if move.item not in hand:
            if HIDDEN in hand:
                return "This is a view: the cards of the player to move are hidden."
            return f"You do not hold the card {move.item}."
        spaces = WINDOWS[move.space - 1]
        tops = tops_of(self.board)
        if "".join(tops[s] for s in spaces) == move.item:
            return None
        seen = ", ".join(f"{s or 'centre'} {COLOUR_NAMES.get(tops[s], 'empty')}" for s in spaces)
        return f"{move.item} is not on the board from ring space {move.space}: the tops there are {seen}."

    def apply(self, move) -> QuartinoState:
        """The state after move; this state is unchanged."""
        move = self.check(move)
        if move.kind == PLACE:
            return self._place(move)
        if move.kind == CLAIM:
            return self._claim(move)
        if move.kind == RETURN_COLUMN:
            return self._return_column(move)
        passes = self.passes + 1 if move.kind == PASS else 0
        return self._next_turn(self.board, self.reserve, passes, (self.current_player, move))

    def _place(self, move) -> QuartinoState:
        p, space, colour = self.current_player, move.space, move.item
        board = self.board
        board = board[:space] + (board[space] + (colour,),) + board[space + 1:]
        c = COLOUR_INDEX[colour]
        reserve = self.reserve[:c] + (self.reserve[c] - 1,) + self.reserve[c + 1:]
        left = self.placements_left - 1
        last = (p, move)
        if not (left and any(reserve)) and not self.column_owed and not claims_on(board, self.hands[p]):
            return self._next_turn(board, reserve, 0, last)
        return QuartinoState(
            self.players, self.situations, self.first_choice, self.starter, board, reserve, self.hands,
            self.completed, p, left, self.placed + 1, self.fired, self.cleared, self.column_owed, self.passes,
            self.turn, last, self.viewer,
        )

    def _return_column(self, move) -> QuartinoState:
        p = self.current_player
        board, reserve = return_stacks(self.board, self.reserve, self.cleared)
        last = (p, move)
        if not self.placements_left and not claims_on(board, self.hands[p]):
            return self._next_turn(board, reserve, 0, last)
        return QuartinoState(
            self.players, self.situations, self.first_choice, self.starter, board, reserve, self.hands,
            self.completed, p, self.placements_left, self.placed, self.fired, self.cleared, False, self.passes,
            self.turn, last, self.viewer,
        )

    def _claim(self, move) -> QuartinoState:
        p, card = self.current_player, move.item
        board = list(self.board)
        reserve = list(self.reserve)
        for space, colour in zip(WINDOWS[move.space - 1], card):
            board[space] = board[space][:-1]
            reserve[COLOUR_INDEX[colour]] += 1
        hands = self.hands[:p] + (remove_one(self.hands[p], card),) + self.hands[p + 1:]
        completed = self.completed[:p] + (self.completed[p] + (card,),) + self.completed[p + 1:]
        won = len(completed[p]) == HAND_SIZE
        return QuartinoState(
            self.players, self.situations, self.first_choice, self.starter, tuple(board), tuple(reserve), hands,
            completed, None if won else p, 0 if won else 1, 0 if won else self.placed,
            () if won else self.fired, () if won else self.cleared, False, self.passes, self.turn, (p, move),
            self.viewer,
        )

    def _next_turn(self, board, reserve, passes, last) -> QuartinoState:
        """The start of the next player's turn, situations resolved; or the end when all passed."""
        if passes >= self.players:
            return QuartinoState(
                self.players, self.situations, self.first_choice, self.starter, board, reserve, self.hands,
                self.completed, None, 0, 0, (), (), False, passes, self.turn, last, self.viewer,
            )
        fired = situations_at(board, reserve) if self.situations else ()
        cleared = ()
        owed = False
        if COLUMN in fired:
            cleared = tuple(s for s, stack in enumerate(board) if len(stack) >= COLUMN_HEIGHT)
            owed = FOUR_COLOURS in fired
            if not owed:
                board, reserve = return_stacks(board, reserve, cleared)
        return QuartinoState(
            self.players, self.situations, self.first_choice, self.starter, board, reserve, self.hands,
            self.completed, left_of(self.current_player, self.players), 1 + len(fired), 0, fired, cleared, owed,
            passes, self.turn + 1, last, self.viewer,
        )

    def outcome(self):
        """None while the game runs; then the completed cards per player and the winners (R-P5)."""
        if self.current_player is not None:
            return None
        scores = tuple(len(cards) for cards in self.completed)
        return Outcome(scores, best_players(scores))

    def view(self, player) -> QuartinoState:
        """The state as player may know it: every other player's secret cards hidden."""
        hands = tuple(h if p == player else hide(h) for p, h in enumerate(self.hands))
        return QuartinoState(
            self.players, self.situations, self.first_choice, self.starter, self.board, self.reserve, hands,
            self.completed, self.current_player, self.placements_left, self.placed, self.fired, self.cleared,
            self.column_owed, self.passes, self.turn, self.last_move, player,
        )

    def to_dict(self) -> dict:
        """The save format of DESIGN.md (plus what resuming needs)."""
        from .notation import state_to_dict

        return state_to_dict(self)


MOVE_SET = frozenset(ALL_MOVES)


def return_stacks(board, reserve, spaces) -> tuple:
    """(board, reserve) after every pawn of the stacks on spaces goes back to the reserve."""
    board = list(board)
    reserve = list(reserve)
    for space in spaces:
        for colour in board[space]:
            reserve[COLOUR_INDEX[colour]] += 1
        board[space] = ()
    return tuple(board), tuple(reserve)


def sort_hand(cards) -> tuple:
    """Cards in the order of the card table."""
    return tuple(sorted(cards, key=CARDS.index))


def new_game(players, seed, situations=True, first_choice=RANDOM_START) -> QuartinoState:
    """A fresh game dealt from seed: empty wheel, full reserve, the starter to place one pawn."""
    if first_choice == RANDOM_START:
        starter = make_rng(seed, "quartino", "first player").randrange(players)
    elif type(first_choice) is int and 0 <= first_choice < players:
        starter = first_choice
    else:
        raise ValueError(f"Seat {first_choice} cannot start: this game has {players} players (seats 0-{players - 1}).")
    hands, _ = deal(shuffled(CARDS, make_rng(seed, "quartino", "deal")), players, HAND_SIZE)
    return QuartinoState(
        players=players,
        situations=situations,
        first_choice=first_choice,
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
        last_move=None,
    )
