"""The parlour's rules engines: GAMES maps each game id to its spec (DESIGN.md's engine contract)."""
from __future__ import annotations

from importlib import import_module

from .core import Event, IllegalMoveError, InvalidMoveError, Option, Outcome, ReadError
from .spec import GameSpec

GAME_MODULES = ("thirteen", "quinto", "quinto_tricks", "quartino")

GAMES = {spec.id: spec for spec in (import_module(f"{__name__}.{name}").SPEC for name in GAME_MODULES)}

__all__ = ["GAMES", "Event", "GameSpec", "IllegalMoveError", "InvalidMoveError", "Option", "Outcome", "ReadError"]
