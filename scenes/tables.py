"""Which table scene plays which game."""
from __future__ import annotations

from game import GAMES


def _tables() -> dict:
    from .thirteen_table import ThirteenTable

    return {"thirteen": ThirteenTable}


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
