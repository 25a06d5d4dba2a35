"""Why Quinto refuses a move: each refusal raises IllegalMoveError with a code, its parameters and an
English message (the table words the code in the player's language)."""
from __future__ import annotations

from ..core import IllegalMoveError
from .components import MUST_OPEN, QUINTO
from .deck import BASE, BRIDGE, FACE, card_name, check_fit, point_name
from .gifts import point_of
from .moves import END, NEW, PASS, Move


def check_end_or_pass(state, move: Move) -> None:
    """Refuse ending a turn before a card or while a new row is owed, and passing while a card can be played."""
    if move == END:
        if not state.turn_cards:
            raise IllegalMoveError("You must play at least one card before ending your turn.", "nothing_played")
        if state.pending == MUST_OPEN:
            raise IllegalMoveError("After completing a quinto you must open a new row in front of you.",
                                   "must_open_row")
    elif state.turn_cards or state.legal_moves() != [PASS]:
        raise IllegalMoveError("You can still play a card, so you may not pass.", "cannot_pass")


def check_gift(state, move: Move) -> None:
    """Refuse a give move unless a gift is owed and the point card is one the giver may give (R-Q13)."""
    if not state.gift:
        raise IllegalMoveError("No point card is owed now.", "no_gift_owed")
    point = point_of(move.card)
    if point is None:
        raise IllegalMoveError("First choose which of your point cards to give to the player who completed "
                               "your row.", "gift_owed", seat=state.gift[0])
    if point not in state.won[state.current_player]:
        raise IllegalMoveError(f"You do not have {point_name(point)}.", "point_not_held", point=point)
    if point not in state.gift_choices():
        raise IllegalMoveError(f"In the blue phase only a yellow or blue point card is given, not "
                               f"{point_name(point)}.", "point_not_eligible", point=point)


def check_card(state, move: Move) -> None:
    """Refuse a card the hand lacks, a wrong row or a card the row cannot take (R-Q4 to R-Q14)."""
    card, target = move
    if BASE[card] not in state.hands[state.current_player]:
        raise IllegalMoveError(f"You do not hold {card_name(BASE[card])}.", "card_not_held", card=BASE[card])
    if state.pending:
        if target != NEW:
            raise IllegalMoveError("After completing a quinto you may only open a new row in front of you.",
                                   "new_row_only")
    elif state.turn_row is not None and target != state.turn_row:
        raise IllegalMoveError(f"All the cards of a turn go into one row: this turn it is row "
                               f"{state.turn_row}.", "one_row_per_turn", row=state.turn_row)
    if target == NEW:
        if FACE[card] == BRIDGE:
            raise IllegalMoveError("A bridge cannot start a row.", "bridge_cannot_open", card=card)
        return
    if state.turn_row is None and state.opening:
        raise IllegalMoveError("In the opening round you must open a row of your own.", "opening_own_row")
    row = state.row(target)
    if row is None:
        raise IllegalMoveError(f"There is no open row {target}.", "no_such_row", row=target)
    if state.opening and len(row.cards) == QUINTO - 1:
        raise IllegalMoveError("You may not complete a row in the turn you open it.", "completes_new_row")
    check_fit(row.cards, card)
    if state.strands_bridges(card, row):
        raise IllegalMoveError("You would be left with only bridges and owe a new row, but a bridge alone "
                               "cannot open one: play fewer cards, or into another row.", "strands_bridges")
