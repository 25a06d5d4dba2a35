"""The parlour's rules engines: GAMES maps each game id to its spec (DESIGN.md's engine contract), found from
this package's own subpackages: a game is a subpackage whose module offers a SPEC, listed by its spec's order."""
from __future__ import annotations

from importlib import import_module
from pkgutil import iter_modules

from .core import Event, IllegalMoveError, InvalidMoveError, Option, Outcome, ReadError
from .registry import GAMES
from .spec import GameSpec

_SPECS = [getattr(import_module(f"{__name__}.{module.name}"), "SPEC", None)
          for module in iter_modules(__path__) if module.ispkg]
GAMES.update((spec.id, spec) for spec in sorted((s for s in _SPECS if isinstance(s, GameSpec)), key=lambda s: s.order))

__all__ = ["GAMES", "Event", "GameSpec", "IllegalMoveError", "InvalidMoveError", "Option", "Outcome", "ReadError"]
