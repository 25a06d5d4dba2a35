"""What a Quinto table shows, as plain functions over states: destinations, rows, log lines, scores.

Player names default to "Player 1", "Player 2", …; pass names to use others. French is left to the table.
"""
from __future__ import annotations

from .components import QUINTO
from .deck import BASE, card_name, point_name
from .gifts import GIVE, point_of
from .rules import END, MAY_OPEN, MUST_OPEN, NEW, PASS
from .scoring import breakdown


def player_name(player, names=None) -> str:
    """A player's name for the log."""
    return names[player] if names else f"Player {player + 1}"


def destinations(state, card) -> list:
    """For a card in the hand to move, every legal (played card, target) pair: a row id or "new";
    a word-or-bridge card appears with each face it may be played as (`wb:green=word`, `=bridge`)."""
    return [(m.card, m.target) for m in state.legal_moves() if m.target is not None and BASE[m.card] == card]


def why_not(state, move) -> str | None:
    """The reason in words that move is refused now, or None if it is legal."""
    from ..core import IllegalMoveError

    try:
        state.check(move)
    except IllegalMoveError as error:
        return str(error)
    return None


def rows_for_table(state) -> list:
    """The open rows: dicts with id, owner, cards (played codes), head (a point card or None) and
    whether this turn's cards go there."""
    return [{"id": r.id, "owner": r.owner, "cards": r.cards, "head": r.head, "this_turn": r.id == state.turn_row}
            for r in state.rows]


def first_player_draw(state) -> tuple:
    """The first-player draw of this round: (draws, one tuple of cards per drawing with None for
    players who did not draw again, the starting player)."""
    return state.first_draw, state.starter


def score_breakdown(state) -> tuple:
    """The current round's score row by row, per player (see scoring.breakdown); at the end of the game
    this is the final round's."""
    return breakdown(state.rules, state.round_record())


def last_round_breakdown(state):
    """The breakdown of the last finished round of a match, or None before any round has finished."""
    return breakdown(state.rules, state.history[-1]) if state.history else None


def redealt_players(before, after) -> list:
    """The players whose opening five cards were shuffled back and replaced (R-Q10) between before
    (None at the start of the game) and after, in seat order."""
    if before is None or before.round != after.round:
        return [p for p, count in enumerate(after.redeals) if count]
    return [p for p, (old, new) in enumerate(zip(before.redeals, after.redeals)) if new > old]


def describe_move(before, move, names=None) -> list:
    """Log lines in English for move made in before: the card, a completion with the point cards
    taken and given, the new-row obligation, the end of the turn, of the round and of the game,
    and any opening hand redealt."""
    after = before.apply(move)
    lines = _move_lines(before, after, before.check(move), names)
    for q in redealt_players(before, after):
        lines.append(f"{player_name(q, names)} could complete a row with his five opening cards: they go back "
                     "into the draw pile and he draws five new ones.")
    return lines


def _move_lines(before, after, move, names) -> list:
    p = before.gift[0] if before.gift else before.current_player
    who = player_name(p, names)
    if move == PASS:
        return [f"{who} cannot play: he shows his hand and passes."]
    lines = []
    if move.card.startswith(GIVE):
        giver = player_name(before.current_player, names)
        lines.append(f"{giver} gives {point_name(point_of(move.card))} to {who}.")
    elif move != END:
        lines += _card_lines(before, after, move, who, names)
    same_round = after.round == before.round
    if same_round and after.gift:
        return lines + [f"{player_name(after.current_player, names)} chooses which point card to give to {who}."]
    if same_round and after.current_player == p and move != END:
        if after.pending == MUST_OPEN:
            lines.append(f"{who} must now open a new row in front of him.")
        elif after.pending == MAY_OPEN:
            lines.append(f"{who} may open a new row in front of him, or end his turn.")
        return lines
    if same_round:
        drawn = len(after.hands[p]) - len(before.hands[p]) + (move.target is not None)
        lines.append(f"{who} ends his turn and draws {drawn} card{'s' if drawn != 1 else ''}.")
    if not same_round or after.current_player is None:
        lines.append("Nobody can play any more: the round is over.")
        scores = [entry[-1][1] for entry in breakdown(before.rules, after.history[before.round])]
        lines.append("Scores: " + ", ".join(f"{player_name(q, names)} {s}" for q, s in enumerate(scores)) + ".")
    if after.current_player is None:
        outcome = after.outcome()
        lines.append("The game is over; " + " and ".join(player_name(w, names) for w in outcome.winners) + " won.")
    return lines


def _card_lines(before, after, move, who, names) -> list:
    card, target = move
    p = before.current_player
    if target == NEW:
        row_id = before.next_row_id
        head = after.row(row_id).head if after.row(row_id) else None
        headed = f", headed by {point_name(head)}" if head else ""
        return [f"{who} opens row {row_id} with {card_name(card)}{headed}."]
    row = before.row(target)
    owner = "his own row" if row.owner == p else f"{player_name(row.owner, names)}'s row"
    lines = [f"{who} plays {card_name(card)} on row {target} ({owner})."]
    if len(row.cards) + 1 < QUINTO:
        return lines
    lines.append(f"Row {target} is a quinto: its cards leave the game.")
    won = after.won if after.round == before.round else tuple(w for w, _ in after.history[before.round])
    taken = _gained(before.won[p], won[p])
    if before.rules == "ass" or row.head is not None:
        prize = row.head if before.rules == "original" else before.offered
        if prize is not None and prize in taken:
            taken.remove(prize)
            lines.append(f"{who} takes {point_name(prize)}.")
    for point in taken:
        lines.append(f"{player_name(row.owner, names)} gives {point_name(point)} to {who}.")
    return lines


def _gained(old, new) -> list:
    rest = list(new)
    for point in old:
        if point in rest:
            rest.remove(point)
    return rest
