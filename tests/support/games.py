"""The games the tests play, read from the registry, and what the tests know of each (tests.support.facts.<id>): a
fifth game is tested with no list here or in a test to edit, only its own facts module. Its usual table in the
tests is a human in seat 0 and the easy AI in the others, at the count its rulebook plays most (its USUAL_PLAYERS,
kept within what the game seats)."""
from __future__ import annotations

from importlib import import_module
from types import ModuleType

from game import GAMES

GAME_IDS = tuple(GAMES)
FACTS: dict[str, ModuleType] = {game_id: import_module(f"{__package__}.facts.{game_id}") for game_id in GAME_IDS}


def usual_players(game_id) -> int:
    """The tests' usual player count for game_id."""
    return FACTS[game_id].USUAL_PLAYERS


def seats(game_id, players=None, humans=1) -> list:
    """humans human seats first, then the easy AI, players seats in all (the usual count when None)."""
    count = usual_players(game_id) if players is None else players
    return ["human"] * humans + ["easy"] * (count - humans)


SEATS = {game_id: seats(game_id) for game_id in GAME_IDS}
