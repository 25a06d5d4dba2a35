"""Reading Quartino's save format (DESIGN.md) back into a state, refusing anything malformed."""
from __future__ import annotations

from typing import Any

from ..cards import HIDDEN
from ..savecheck import card_tuple, field, int_field, per_player
from .components import CARDS, COLOURS, HAND_SIZE, PAWNS_PER_COLOUR, SPACES
from .rules import QuartinoState
from .wheel import COLUMN, COLUMN_HEIGHT, SITUATION_ORDER, claims_on

MOST_PLACED = 1 + len(SITUATION_ORDER) + HAND_SIZE  # the turn's placements, then one per claim
LAST_TURN = 10**9


def state_from_dict(data: dict, n: int, options: dict) -> QuartinoState:
    """Rebuild a state of n players from state_to_dict(), its options read; anything malformed raises ValueError."""
    viewer = int_field(data, "viewer", 0, n - 1, optional=True)
    board = _read_board(field(data, "board", list))
    fired = _read_situations(field(data, "situations_fired", list), options["situations"])
    state = QuartinoState(
        players=n,
        options=options,
        starter=int_field(data, "starter", 0, n - 1),
        board=board,
        reserve=_read_reserve(field(data, "reserve", dict), board),
        hands=_read_hands(per_player(field(data, "hands", list), n, "'hands'"), viewer),
        completed=tuple(card_tuple(c, CARDS, "A completed pile") for c in per_player(
            field(data, "completed", list), n, "'completed'")),
        current_player=int_field(data, "current_player", 0, n - 1, optional=True),
        placements_left=int_field(data, "placements_left", 0, 1 + len(SITUATION_ORDER)),
        placed=int_field(data, "placed", 0, MOST_PLACED),
        fired=fired,
        cleared=_read_cleared(field(data, "cleared_spaces", list), fired),
        column_owed=field(data, "column_owed", bool),
        passes=int_field(data, "passes", 0, n),
        turn=int_field(data, "turn", 0, LAST_TURN),
        viewer=viewer,
    )
    _check_consistent(state)
    return state


def _read_board(stacks: Any) -> tuple:
    if len(stacks) != len(SPACES):
        raise ValueError("The board must hold 9 stacks: the centre, then ring spaces 1-8.")
    for stack in stacks:
        if not isinstance(stack, list) or not all(isinstance(c, str) and c in COLOURS for c in stack):
            raise ValueError(f"A stack of the board must be a list of the colours Y, B, G, P: {stack!r}.")
    return tuple(tuple(stack) for stack in stacks)


def _read_reserve(reserve: Any, board: tuple) -> tuple:
    if set(reserve) != set(COLOURS):
        raise ValueError("The reserve must count exactly the colours Y, B, G and P.")
    counts = tuple(int_field(reserve, colour, 0, PAWNS_PER_COLOUR, "reserve") for colour in COLOURS)
    for colour, count in zip(COLOURS, counts):
        if count + sum(stack.count(colour) for stack in board) != PAWNS_PER_COLOUR:
            raise ValueError(f"The board and reserve do not hold exactly {PAWNS_PER_COLOUR} {colour} pawns.")
    return counts


def _read_hands(hands: Any, viewer: int | None) -> tuple:
    result = []
    for p, hand in enumerate(hands):
        hidden_allowed = viewer is not None and p != viewer
        cards = card_tuple(hand, CARDS + ((HIDDEN,) if hidden_allowed else ()), "A hand")
        if hidden_allowed and any(card != HIDDEN for card in cards):
            raise ValueError("A view shows another player's card.")
        result.append(cards)
    return tuple(result)


def _read_situations(names: Any, situations: bool) -> tuple:
    fired = tuple(name for name in SITUATION_ORDER if name in names)
    if list(fired) != names:
        raise ValueError("'situations_fired' must list 'four colours' and/or 'column', once each, in that order.")
    if fired and not situations:
        raise ValueError("A situation fired in a game played without situations.")
    return fired


def _read_cleared(spaces: Any, fired: tuple) -> tuple:
    if not all(isinstance(s, int) and not isinstance(s, bool) and s in SPACES for s in spaces):
        raise ValueError("'cleared_spaces' must list spaces 0-8.")
    if spaces != sorted(set(spaces)) or bool(spaces) != (COLUMN in fired):
        raise ValueError("'cleared_spaces' must list, in order, the spaces of the columns returned this turn.")
    return tuple(spaces)


def _check_consistent(state) -> None:
    visible = [card for part in (*state.hands, *state.completed) for card in part if card != HIDDEN]
    if len(set(visible)) != len(visible):
        raise ValueError("A card is in the save twice.")
    if any(len(h) + len(c) != HAND_SIZE for h, c in zip(state.hands, state.completed)):
        raise ValueError(f"Each player must hold or have completed exactly {HAND_SIZE} cards.")
    winners = sum(len(c) == HAND_SIZE for c in state.completed)
    over = state.current_player is None
    if over != (winners == 1 or state.passes == state.players) or winners > 1:
        raise ValueError("The save's end of game does not match its completed cards and passes.")
    if state.column_owed:
        _check_column_owed(state)
    if over:
        if state.placements_left or state.placed or state.fired:
            raise ValueError("A finished game has no placements owed.")
        return
    if state.placements_left + state.placed == 0:
        raise ValueError("The player to move has neither placed nor a placement owed.")
    hand = state.hands[state.current_player]
    ended = not state.placing and not state.column_owed and state.placed
    if ended and HIDDEN not in hand and not claims_on(state.board, hand):
        raise ValueError("The turn should have ended: the player to move has placed and has nothing to claim.")


def _check_column_owed(state: QuartinoState) -> None:
    if state.fired != SITUATION_ORDER or state.current_player is None:
        raise ValueError("A column is owed only while both situations fired this turn.")
    if any(len(state.board[s]) < COLUMN_HEIGHT for s in state.cleared):
        raise ValueError(f"An owed column must still stand: {COLUMN_HEIGHT} pawns or more on each of its spaces.")
