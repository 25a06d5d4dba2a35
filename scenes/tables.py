"""Which table scene plays which game, found from the game's own package: scenes/<game id>/table.py offers its
table class as TABLE, imported the first time one is dealt; scenes/<game id>/__init__.py may name the player's
settings that preset an option of a new game (SETTING_PRESETS: option key -> setting key)."""
from __future__ import annotations

from importlib import import_module
from importlib.util import find_spec

from game import GAMES
from parlour.online.match import OnlineMatch
from parlour.online.table_session import OnlineTableSession
from parlour.session import Session

from .table.online import OnlinePresence


def _table_module(game_id) -> str:
    """The module that holds game_id's table."""
    return f"{__package__}.{game_id}.table"


def _has_table(game_id) -> bool:
    """Whether game_id's table module exists (found without importing it: a table is imported when dealt)."""
    return find_spec(f"{__package__}.{game_id}") is not None and find_spec(_table_module(game_id)) is not None


def playable_games() -> list:
    """The ids of the registered games that have a table, in registry order."""
    return [game_id for game_id in GAMES if _has_table(game_id)]


def table_class(game_id):
    """The table scene class of game_id's game (its module imported now, the first time it is dealt)."""
    if game_id not in GAMES or not _has_table(game_id):
        raise ValueError(f"There is no table for {game_id} yet.")
    return import_module(_table_module(game_id)).TABLE


def setting_presets(game_id) -> dict:
    """The player's settings that preset game_id's options in a new game (option key -> setting key)."""
    return getattr(import_module(f"{__package__}.{game_id}"), "SETTING_PRESETS", {})


def table_for(app, match):
    """The table scene for match's game, played at this device."""
    return table_class(match.spec.id)(app, Session(app.storage, match))


def online_table_for(app, link, position):
    """The table of an online seat (link: parlour.online.link.Link) at its first position: the game's own table,
    given the seat's session, with who is there drawn over it."""
    room = link.session.room
    match = OnlineMatch(room, link.session.seat, position)
    table = table_class(room["game"])(app, OnlineTableSession(app.storage, link, match, lambda: app.time))
    table.parts.append(OnlinePresence(table))
    return table
