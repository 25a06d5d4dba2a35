"""What a table needs to show a Quartino position: plain questions about a state, and log text."""
from __future__ import annotations

from .components import COLOUR_INDEX, COLOUR_NAMES, COLOURS, EMPTY, HAND_SIZE, SPACES, WINDOWS
from .rules import CLAIM, COLUMN, END, PASS, PLACE, RETURN_COLUMN, claims_on, plural, tops_of


def placements_left(state) -> int:
    """Pawns the player to move still places this turn (0 when claiming, passing or at the end)."""
    return state.placements_left if state.placing else 0


def situations_fired(state) -> tuple:
    """The situations of the start of this turn ("four colours", "column"), for the table to announce."""
    return state.fired


def cleared_spaces(state) -> tuple:
    """The spaces of this turn's columns: gone back to the reserve, or still owed (column_owed)."""
    return state.cleared


def column_owed(state) -> bool:
    """Whether the player to move still has this turn's columns to return (both situations, R-P3)."""
    return state.column_owed


def claimable(state, player=None) -> tuple:
    """The player's (default: the one to move) cards matched on the board now: (card, k, spaces) each,
    spaces being centre, k, k+1, k+2 in card order. Empty for hidden cards or after the game."""
    player = state.current_player if player is None else player
    if player is None:
        return ()
    return tuple((m.item, m.space, WINDOWS[m.space - 1]) for m in claims_on(state.board, state.hands[player]))


def legal_spaces(state, colour) -> tuple:
    """The spaces where the player to move may place a pawn of colour now (every space, or none)."""
    if state.current_player is None or not state.placing or not state.reserve[COLOUR_INDEX[colour]]:
        return ()
    return SPACES


def stack_heights(state) -> tuple:
    """How many pawns stand on each space, centre first."""
    return tuple(len(stack) for stack in state.board)


def seen_colours(state) -> tuple:
    """The top pawn's colour on each space, centre first; None where the space is empty."""
    return tuple(None if top == EMPTY else top for top in tops_of(state.board))


def reserve_counts(state) -> dict:
    """Pawns left in the reserve per colour: {"Y": n, "B": n, "G": n, "P": n}."""
    return dict(zip(COLOURS, state.reserve))


def completed_cards(state) -> tuple:
    """Each player's completed cards, in the order completed."""
    return state.completed


def space_name(space) -> str:
    """'the centre' or 'space 3'."""
    return "the centre" if space == 0 else f"space {space}"


def situation_text(state, names=None) -> str:
    """What fired at the start of this turn, in words; empty when nothing did."""
    if not state.fired or state.current_player is None:
        return ""
    said = " and ".join(state.fired).capitalize()
    text = f"{said} for {_name(state.current_player, names)}: {plural(state.placements_left, 'placement')}"
    if COLUMN in state.fired:
        columns = "column" if len(state.cleared) == 1 else "columns"
        where = " and ".join(space_name(s) for s in state.cleared)
        if state.column_owed:
            goes = "goes" if len(state.cleared) == 1 else "go"
            who = _name(state.current_player, names)
            text += f"; the {columns} on {where} {goes} back when {who} chooses, before any claim"
        else:
            text += f"; the {columns} on {where} went back to the reserve"
    return text + "."


def last_event(state, names=None) -> str:
    """A short log line for the last move (names: optional player names by seat)."""
    if state.last_move is None:
        return f"{_name(state.starter, names)} starts."
    player, move = state.last_move
    who = _name(player, names)
    if move.kind == PLACE:
        return f"{who} placed a {COLOUR_NAMES[move.item]} pawn on {space_name(move.space)}."
    if move.kind == CLAIM:
        spaces = WINDOWS[move.space - 1]
        text = f"{who} claimed {move.item} (the centre and spaces {', '.join(map(str, spaces[1:]))})"
        done = len(state.completed[player])
        if done == HAND_SIZE:
            return f"{text}: all {HAND_SIZE} cards done, {who} wins!"
        return f"{text}: {plural(done, 'card')} done."
    if move.kind == RETURN_COLUMN:
        return f"{who} returned the column to the reserve."
    if move.kind == END:
        return f"{who} ended the turn without claiming."
    if move.kind == PASS and state.current_player is None:
        return f"{who} passed; everyone has passed, so the game is over."
    return f"{who} passed."


def _name(player, names) -> str:
    return names[player] if names else f"Player {player + 1}"
