"""The games the tests play, read from the registry: a fifth game is tested with no list here to edit. Its usual
table in the tests is a human in seat 0 and the easy AI in the others, at the count its rulebook plays most
(USUAL_PLAYERS, kept within what the game seats)."""
from __future__ import annotations

from game import GAMES

GAME_IDS = tuple(GAMES)
USUAL_PLAYERS = {"thirteen": 3, "quinto": 2, "quinto_tricks": 4, "quartino": 2}


def usual_players(game_id) -> int:
    """The tests' usual player count for game_id (a new game: its fewest)."""
    return USUAL_PLAYERS.get(game_id, GAMES[game_id].min_players)


def seats(game_id, players=None, humans=1) -> list:
    """humans human seats first, then the easy AI, players seats in all (the usual count when None)."""
    count = usual_players(game_id) if players is None else players
    return ["human"] * humans + ["easy"] * (count - humans)


SEATS = {game_id: seats(game_id) for game_id in GAME_IDS}
