"""Seats round a table: turn order, partners, dealing position."""
from __future__ import annotations


def left_of(seat, players) -> int:
    """The seat to the left (next clockwise) of seat."""
    return (seat + 1) % players


def clockwise_from(seat, players) -> tuple:
    """Every seat once, starting at seat and going clockwise."""
    return tuple((seat + i) % players for i in range(players))


def partner_of(seat, players=4) -> int:
    """The seat opposite (partners sit across in four-player partnership games)."""
    return (seat + players // 2) % players


def team_of(seat) -> int:
    """Team 0 holds seats 0 and 2, team 1 holds seats 1 and 3."""
    return seat % 2
