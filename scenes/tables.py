"""Which table scene plays which game."""
from __future__ import annotations

from importlib import import_module
from importlib.util import find_spec

from game import GAMES

TABLES = {
    "thirteen": ("scenes.thirteen", "ThirteenTable"),
    "quinto": ("scenes.quinto", "QuintoTable"),
    "quinto_tricks": ("scenes.tricks", "TricksTable"),
    "quartino": ("scenes.quartino", "QuartinoTable"),
}


def _tables() -> dict:
    """The table classes whose modules exist, by game id."""
    return {game_id: getattr(import_module(module), name)
            for game_id, (module, name) in TABLES.items() if find_spec(module) is not None}


def playable_games() -> list:
    """The ids of the registered games that have a table, in registry order."""
    tables = _tables()
    return [game_id for game_id in GAMES if game_id in tables]


def table_for(app, match):
    """The table scene for match's game."""
    tables = _tables()
    if match.spec.id not in tables:
        raise ValueError(f"There is no table for {match.spec.title} yet.")
    return tables[match.spec.id](app, match)
