"""Strict readers for saved dicts: each raises ValueError naming what is wrong."""
from __future__ import annotations

from collections.abc import Container
from typing import Any, Literal, TypeVar, overload

from .core import ReadError

T = TypeVar("T")


@overload
def field(data: Any, key: str, kind: type[T], where: str = "save") -> T: ...
@overload
def field(data: Any, key: str, kind: tuple[type, ...], where: str = "save") -> Any: ...
def field(data: Any, key: str, kind: type | tuple[type, ...], where: str = "save") -> Any:
    """data[key], checked to be of kind (a type or tuple of types; bool is never an int)."""
    if not isinstance(data, dict):
        raise ValueError(f"The {where} is not a dictionary.")
    if key not in data:
        raise ReadError(f"The {where} has no {key!r}.", "missing", field=key)
    value = data[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if isinstance(value, bool) and bool not in kinds:
        raise ValueError(f"{key!r} in the {where} has the wrong type.")
    if not isinstance(value, kinds):
        raise ValueError(f"{key!r} in the {where} has the wrong type.")
    return value


@overload
def int_field(data: Any, key: str, low: int, high: int, where: str = "save",
              optional: Literal[False] = False) -> int: ...
@overload
def int_field(data: Any, key: str, low: int, high: int, where: str = "save",
              optional: Literal[True] = ...) -> int | None: ...
def int_field(data: Any, key: str, low: int, high: int, where: str = "save", optional: bool = False) -> int | None:
    """An int field within [low, high]; None allowed when optional."""
    value = field(data, key, (int, type(None)) if optional else int, where)
    if value is not None and not (low <= value <= high):
        raise ValueError(f"{key!r} in the {where} is out of range: {value}.")
    return value


def card_tuple(value: object, valid: Container[str], what: str) -> tuple:
    """A list of card codes as a tuple, each in valid."""
    if not isinstance(value, list):
        raise ValueError(f"{what} is not a list of cards.")
    for card in value:
        if not isinstance(card, str) or card not in valid:
            raise ValueError(f"{what} holds an unknown card: {card!r}.")
    return tuple(value)


def per_player(value: object, players: int, what: str) -> list:
    """A list with exactly one entry per player."""
    if not isinstance(value, list) or len(value) != players:
        raise ValueError(f"{what} must have one entry per player.")
    return value


def check_header(data: Any, game_id: str) -> int:
    """Check the game id of a save and return its player count field unvalidated."""
    if field(data, "game", str) != game_id:
        raise ValueError(f"This save is for {data.get('game')!r}, not {game_id!r}.")
    return field(data, "players", int)


def checked_options(spec, chosen: dict, players: int | None = None, whole: bool = False) -> dict:
    """spec's options resolved from chosen (a dict): defaults filled in, each value exactly one of its
    choices (True is never 1), and with players, no choice those seats cannot play (a condition on the
    other options only hides a choice); whole: every option must be named, as in a save. ReadError if not."""
    if not isinstance(chosen, dict):
        raise ReadError(f"The options of {spec.title} must be a dictionary.", "option", option="")
    known = {o.key: o for o in spec.options}
    for key in chosen:
        if key not in known:
            raise ReadError(f"{spec.title} has no option {key!r}.", "option", option=key)
    resolved = {}
    for key, option in known.items():
        if whole and key not in chosen:
            raise ReadError(f"The options of {spec.title} do not name {key!r}.", "option", option=key)
        value = chosen.get(key, option.default)
        if not any(value == choice and type(value) is type(choice) for choice in option.choices):
            allowed = ", ".join(str(c) for c in option.choices)
            raise ReadError(f"Option {key!r} cannot be {value!r}; choose one of: {allowed}.", "option", option=key)
        if players is not None and not option.seats_allow(value, players):
            raise ReadError(f"Option {key!r} cannot be {value!r} with {players} players.", "option_players",
                            option=key)
        resolved[key] = value
    return resolved


def options_field(data: Any, spec, players: int | None) -> dict:
    """The options of a save: every option of spec named, each a choice its players can play."""
    return checked_options(spec, field(data, "options", dict), players, whole=True)
