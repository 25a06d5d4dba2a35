"""Reading Quinto's save format back into a state, with strict checks (DESIGN.md)."""
from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from ..cards import HIDDEN, missing_from, same_cards
from ..savecheck import card_tuple, field, int_field, per_player
from .components import ASS, HAND_SIZE, ORIGINAL, POINT_COLOURS, QUINTO
from .deck import ALL_POINTS, BASE, PLAYED_CARDS, POINT_KINDS, build_deck, fits, sort_hand
from .first_player import first_player_from
from .gifts import giver_chooses
from .moves import MAX_ROW_ID
from .rules import PENDING, PHASES, QuintoState, Row
from .scoring import match_over, round_scores


def read_point(value: object, what: str, hidden_ok: bool = False) -> tuple:
    """A saved point card [colour, value] as a tuple; with hidden_ok its value may be "?" (None)."""
    if isinstance(value, list) and len(value) == 2 and value[0] in POINT_COLOURS:
        if hidden_ok and value[1] == HIDDEN:
            return value[0], None
        point = tuple(value)
        if point in POINT_KINDS and not isinstance(value[1], bool):
            return point
    raise ValueError(f"{what} holds a bad point card: {value!r}.")


def _points(value: object, what: str) -> tuple:
    if not isinstance(value, list):
        raise ValueError(f"{what} is not a list of point cards.")
    return tuple(read_point(v, what) for v in value)


def _read_row(value: object, n: int, visible: frozenset) -> Row:
    if not isinstance(value, dict) or set(value) != {"id", "owner", "cards", "head", "head_colour"}:
        raise ValueError(f"A row must hold id, owner, cards, head and head_colour: {value!r}.")
    cards = card_tuple(value["cards"], visible, "A row")
    if not 1 <= len(cards) < QUINTO or not all(fits(cards[:i], cards[i]) for i in range(len(cards))):
        raise ValueError(f"Row {value['id']!r} is not a row the rules allow: {cards!r}.")
    head = None
    if value["head"] is not None or value["head_colour"] is not None:
        head = read_point([value["head_colour"], value["head"]], "A row head")
    return Row(int_field(value, "id", 1, MAX_ROW_ID, "row"), int_field(value, "owner", 0, n - 1, "row"), cards, head)


def _read_record(value: object, n: int) -> tuple:
    record = []
    for entry in per_player(value, n, "A round of 'history'"):
        if not isinstance(entry, dict) or set(entry) != {"won", "rows"} or not isinstance(entry["rows"], list):
            raise ValueError("A round of 'history' must give each player's won cards and rows.")
        rows = []
        for row in entry["rows"]:
            if not (isinstance(row, list) and len(row) == 3 and all(type(x) is int for x in row[:2])
                    and 1 <= row[1] < QUINTO):
                raise ValueError(f"'history' holds a bad row: {row!r}.")
            rows.append((row[0], row[1], None if row[2] is None else read_point(row[2], "'history'")))
        record.append((_points(entry["won"], "'history'"), tuple(rows)))
    return tuple(record)


def _bools(value: Any, n: int, what: str) -> tuple:
    if not all(isinstance(b, bool) for b in per_player(value, n, what)):
        raise ValueError(f"{what} must be true or false for each player.")
    return tuple(value)


def _counts(value: Any, n: int) -> tuple:
    if not all(type(c) is int and 0 <= c <= 10**4 for c in per_player(value, n, "'redeals'")):
        raise ValueError("'redeals' must count each player's opening redeals.")
    return tuple(value)


def _read_gift(value: Any, n: int):
    if value is None:
        return None
    if not (len(value) == 2 and type(value[0]) is int and 0 <= value[0] < n and value[1] in ("yellow", "blue")):
        raise ValueError(f"'gift' must be [completer, yellow or blue], not {value!r}.")
    return tuple(value)


def _check_gift(state: QuintoState) -> None:
    if state.gift is None:
        return
    giver = state.current_player
    if state.rules != ASS or giver in (None, state.gift[0]) or not giver_chooses(state.won[giver], state.gift[1]):
        raise ValueError("'gift' is owed only under ass scoring, by another player with a choice to make.")


def _read_first_draw(value: object, n: int, deck: Collection[str]) -> tuple:
    if not isinstance(value, list) or not value:
        raise ValueError("'first_draw' must list the first-player draws.")
    draws = []
    for draw in value:
        cards = per_player(draw, n, "A first-player draw")
        if not all(c is None or c in deck for c in cards):
            raise ValueError(f"A first-player draw holds an unknown card: {draw!r}.")
        draws.append(tuple(cards))
    return tuple(draws)


def state_from_dict(data: dict, n: int, options: dict) -> QuintoState:
    """Rebuild a state of n players from state_to_dict(), its options read; anything malformed raises ValueError."""
    deck = build_deck(options["four_vier"] or options["rules"] == ASS)
    viewer = int_field(data, "viewer", 0, n - 1, optional=True)
    hidden = {HIDDEN} if viewer is not None else set()
    hands = tuple(card_tuple(h, set(deck) | hidden, "A hand")
                  for h in per_player(field(data, "hands", list), n, "'hands'"))
    stack = field(data, "point_stack", list)
    offered = field(data, "offered", (list, type(None)))
    draw_pile = card_tuple(field(data, "draw_pile", list), set(deck) | hidden, "The draw pile")
    first_draw = _read_first_draw(field(data, "first_draw", list), n, set(deck))
    state = QuintoState(
        players=n,
        options=options,
        seed=int_field(data, "seed", 0, 2**63, optional=True),
        round=int_field(data, "round", 0, 10**4),
        first_draw=first_draw,
        starter=int_field(data, "starter", 0, n - 1),
        turn=int_field(data, "turn", 0, 10**5),
        current_player=int_field(data, "current_player", 0, n - 1, optional=True),
        hands=hands,
        draw_pile=draw_pile,
        rows=tuple(_read_row(r, n, PLAYED_CARDS) for r in field(data, "rows", list)),
        next_row_id=int_field(data, "next_row_id", 1, MAX_ROW_ID + 1),
        point_stack=tuple(read_point(p, "The point stack", viewer is not None) for p in stack),
        offered=None if offered is None else read_point(offered, "The face-up point card"),
        won=tuple(_points(w, "A won pile") for w in per_player(field(data, "won", list), n, "'won'")),
        discard=card_tuple(field(data, "discard", list), set(deck), "The discard"),
        turn_row=int_field(data, "turn_row", 1, MAX_ROW_ID, optional=True),
        turn_cards=int_field(data, "turn_cards", 0, HAND_SIZE),
        pending=field(data, "pending", str),
        endgame=field(data, "endgame", bool),
        shown=_bools(field(data, "shown", list), n, "'shown'"),
        history=tuple(_read_record(r, n) for r in field(data, "history", list)),
        redeals=_counts(field(data, "redeals", list), n),
        gift=_read_gift(field(data, "gift", (list, type(None))), n),
        viewer=viewer,
    )
    if field(data, "phase", str) != state.phase or data["phase"] not in PHASES:
        raise ValueError(f"'phase' {data['phase']!r} does not match the point cards.")
    _check_consistent(state, deck)
    return state


def _check_consistent(state: QuintoState, deck: Sequence[str]) -> None:
    n = state.players
    _check_cards(state, deck)
    _check_points(state)
    _check_gift(state)
    ids = [row.id for row in state.rows]
    if ids != sorted(set(ids)) or (ids and ids[-1] >= state.next_row_id):
        raise ValueError("Row ids must be distinct, in order, and below 'next_row_id'.")
    if state.pending not in PENDING:
        raise ValueError(f"'pending' cannot be {state.pending!r}.")
    if state.pending and (state.turn_row is not None or not state.turn_cards):
        raise ValueError("A new-row obligation only follows a completion within a turn.")
    if state.turn_row is not None and (state.row(state.turn_row) is None or not state.turn_cards):
        raise ValueError("'turn_row' must be an open row that got a card this turn.")
    if first_player_from(state.first_draw) != state.starter:
        raise ValueError("'starter' does not match the first-player draw.")
    if any(len(h) > HAND_SIZE for h in state.hands) or any(
            HIDDEN not in h and h != sort_hand(h) for h in state.hands):
        raise ValueError("A hand holds more than five cards or is not in order.")
    rounds = [round_scores(state.rules, record) for record in state.history]
    over = match_over(n, state.variant, state.rounds, rounds)
    if state.current_player is None:
        if len(state.history) != state.round + 1 or not over:
            raise ValueError("A finished game must have scored every round of its match.")
    else:
        if len(state.history) != state.round or (rounds and over):
            raise ValueError("'history' must hold each finished round of the match.")
        if not state.hands[state.current_player] and state.gift is None:
            raise ValueError("The player to move has no cards.")


def _check_cards(state: QuintoState, deck: Sequence[str]) -> None:
    in_rows = [BASE[c] for row in state.rows for c in row.cards]
    if len(state.discard) % QUINTO:
        raise ValueError("The discard must hold whole quintos.")
    visible = [c for part in (*state.hands, state.draw_pile, in_rows, state.discard) for c in part if c != HIDDEN]
    if state.viewer is None:
        if state.seed is None:
            raise ValueError("A full save must hold its seed.")
        if not same_cards(visible, deck):
            raise ValueError("The cards in the save are not exactly the play cards of this game.")
    else:
        missing_from(deck, visible)
        hidden = sum(c == HIDDEN for part in (*state.hands, state.draw_pile) for c in part)
        if hidden + len(visible) != len(deck):
            raise ValueError("The save holds the wrong number of play cards.")


def _check_points(state: QuintoState) -> None:
    if state.rules == ASS and any(row.head is not None for row in state.rows):
        raise ValueError("Rows have no head point card in the ass rules.")
    if state.rules == ORIGINAL and state.offered is not None:
        raise ValueError("There is no face-up point card in the original rules.")
    known = [p for pile in state.won for p in pile] + [r.head for r in state.rows if r.head is not None]
    known += [p for p in (state.offered,) if p is not None]
    known += [p for p in state.point_stack if p[1] is not None]
    unknown = [p[0] for p in state.point_stack if p[1] is None]
    try:
        rest = missing_from(ALL_POINTS, known)
    except ValueError as error:
        raise ValueError("The point cards in the save are not those of the game.") from error
    if not same_cards([colour for colour, _ in rest], unknown):
        raise ValueError("The point cards in the save are not those of the game.")
    colours = [colour for colour, _ in state.point_stack]
    if colours != sorted(colours, key=POINT_COLOURS.index):
        raise ValueError("The point stack must be red on top, then yellow, then blue.")
    if state.rules == ASS and state.offered is None and state.point_stack:
        raise ValueError("In the ass rules a point card lies face up while the stack lasts.")
