"""The engine contract shared by every game: errors, options, outcomes and the spec base."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

if TYPE_CHECKING:
    from .protocols import State

S = TypeVar("S")  # a frozen state dataclass, replaced() gives another of its kind


class CodedError(ValueError):
    """A refusal with a code and its parameters (for words in any language) and an English message that
    says why (for developers and logs; screens never show it)."""

    def __init__(self, message: str, code: str, **params: object):
        super().__init__(message)
        self.code = code
        self.params = params


class IllegalMoveError(CodedError):
    """A move that the rules refuse."""

    def __init__(self, message: str, code: str = "illegal", **params: object):
        super().__init__(message, code, **params)


class ReadError(CodedError):
    """Saved, recorded or chosen data that cannot be used (a damaged save, a broken lesson, an option set
    the game does not offer); codes without words of their own read as "damaged"."""

    def __init__(self, message: str, code: str = "damaged", **params: object):
        super().__init__(message, code, **params)


class InvalidMoveError(CodedError):
    """Move text that cannot be read at all (bad notation); a sibling of IllegalMoveError, which refuses a
    readable move (python-chess keeps the same split)."""

    def __init__(self, message: str, code: str = "bad_text", **params: object):
        super().__init__(message, code, **params)


class Event(NamedTuple):
    """One thing that happened in a move, as plain data: its kind and parameters.

    secret names the parameters only the seats in shown_to may see (a card drawn); shown_to also
    names who saw hidden cards through this event, so a public reveal (a hand shown) lists every
    seat with an empty secret.
    """

    kind: str
    params: dict
    secret: tuple = ()
    shown_to: tuple = ()


def event(kind: str, **params: object) -> Event:
    """A public event (nothing hidden is revealed by it)."""
    return Event(kind, params)


def events_for(events: tuple, player: int | None) -> tuple:
    """events as player may know them: secret parameters of events not shown to player become "?"."""
    if not any(e.secret for e in events):
        return events
    return tuple(
        e if not e.secret or player in e.shown_to
        else e._replace(params={k: (HIDDEN_VALUE if k in e.secret else v) for k, v in e.params.items()})
        for e in events
    )


def reveals_to(events: tuple, seat: int) -> bool:
    """Whether seat saw a hidden card through any of events."""
    return any(seat in e.shown_to for e in events)


HIDDEN_VALUE = "?"
COMMON_REFUSAL_CODES = ("game_over", "not_a_move", "bad_text")


@dataclass(frozen=True)
class Option:
    """One game option: its key, a label for menus, the allowed choices and the default.

    applies_when names what the option depends on: {other option key or "players": allowed values};
    an option that does not apply is left at its default and not offered. choices_apply_when does the
    same for single choices: {choice: {key: allowed values}}.
    """

    key: str
    label: str
    choices: tuple
    default: object
    description: str = ""
    applies_when: dict | None = field(default=None, hash=False)
    choices_apply_when: dict | None = field(default=None, hash=False)

    def applies(self, players: int, chosen: dict) -> bool:
        """Whether this option matters for players seats and the other options chosen."""
        return _holds(self.applies_when, players, chosen)

    def choices_for(self, players: int, chosen: dict) -> tuple:
        """The choices that can be played with players seats and the other options chosen."""
        conditions = self.choices_apply_when or {}
        return tuple(c for c in self.choices if _holds(conditions.get(c), players, chosen))

    def seats_allow(self, value: object, players: int) -> bool:
        """Whether value can be played with players seats: the default always; another choice unless this
        option or that choice needs another number of players."""
        if value == self.default:
            return True
        needs = (self.applies_when or {}, (self.choices_apply_when or {}).get(value) or {})
        return all(players in need.get("players", (players,)) for need in needs)


def option_attribute(key: str, doc: str) -> property:
    """A state's read-only attribute for one option of its resolved options dict."""
    return property(lambda state: state.options[key], doc=doc)


def _holds(conditions: dict | None, players: int, chosen: dict) -> bool:
    known = {**chosen, "players": players}
    return all(known.get(key) in allowed for key, allowed in (conditions or {}).items())


@dataclass(frozen=True)
class Outcome:
    """The end of a game: one score per player and the indexes of the winners."""

    scores: tuple
    winners: tuple


_new_object = object.__new__
_set_attribute = object.__setattr__


def to_move(state: State) -> int:
    """The seat to move in a game still running (a rule acting on a move reads it); IllegalMoveError once over."""
    seat = state.current_player
    if seat is None:
        raise IllegalMoveError("The game is over.", "game_over")
    return seat


def replaced(state: S, **changes: object) -> S:
    """state (a frozen dataclass) with changes: dataclasses.replace without its per-call work, which the AI's
    search would pay thousands of times a decision; an unknown field raises TypeError as replace does."""
    values = state.__dict__.copy()
    count = len(values)
    values.update(changes)
    if len(values) != count:
        raise TypeError(f"{type(state).__name__} has no field {sorted(changes.keys() - state.__dict__.keys())}.")
    new = _new_object(state.__class__)
    _set_attribute(new, "__dict__", values)
    return new


def save_header(game_id: str, state: State) -> dict:
    """The keys every save starts with (DESIGN.md): game, players, current_player, hands."""
    return {
        "game": game_id,
        "players": state.players,
        "current_player": state.current_player,
        "hands": [list(hand) for hand in state.hands],
    }


def incoming_move(state: State, move: object, kind: Any, title: str) -> Any:
    """move as an instance of kind (a game's move type) for state: refused once the game is over, read with
    kind.from_text when it is text."""
    if state.current_player is None:
        raise IllegalMoveError("The game is over.", "game_over")
    if isinstance(move, str):
        move = kind.from_text(move)
    if not isinstance(move, kind):
        raise InvalidMoveError(f"{move!r} is not a move of {title}.", "not_a_move", move=repr(move))
    return move


def best_players(scores: Sequence[float], highest: bool = True) -> tuple:
    """The indexes of every player holding the best score (ties share)."""
    best = max(scores) if highest else min(scores)
    return tuple(i for i, s in enumerate(scores) if s == best)
