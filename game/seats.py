"""Seats round a table: turn order, teams, and who sees what a seat does (tables built once, the AI reads them)."""
from __future__ import annotations

MOST_SEATS = 6

# EVERYONE[players]: every seat; OTHERS[players][seat]: every seat but seat (who see the card seat plays).
EVERYONE = {n: tuple(range(n)) for n in range(1, MOST_SEATS + 1)}
OTHERS = {n: tuple(tuple(q for q in range(n) if q != p) for p in range(n)) for n in range(1, MOST_SEATS + 1)}


def left_of(seat: int, players: int) -> int:
    """The seat to the left (next clockwise) of seat."""
    return (seat + 1) % players


def clockwise_from(seat: int, players: int) -> tuple:
    """Every seat once, starting at seat and going clockwise."""
    return tuple((seat + i) % players for i in range(players))


def team_of(seat: int) -> int:
    """Team 0 holds seats 0 and 2, team 1 holds seats 1 and 3."""
    return seat % 2
