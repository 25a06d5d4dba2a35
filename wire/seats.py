"""Who may sit at a table and what a player may be called: facts the client and the server check alike."""
from __future__ import annotations

from game.ai import LEVELS

HUMAN = "human"
SEAT_KINDS = (HUMAN, *LEVELS)
NAME_LENGTH = 16


def checked_names(names: object, players: int) -> list[str]:
    """The players' own names, one per seat ("" keeps the seat's usual name); bad names raise ValueError."""
    if names is None:
        return [""] * players
    if not isinstance(names, list) or len(names) != players:
        raise ValueError("There must be one name per seat.")
    for name in names:
        if not isinstance(name, str) or len(name) > NAME_LENGTH or not name.isprintable():
            raise ValueError(f"A player's name is text of at most {NAME_LENGTH} characters.")
    return [name.strip() for name in names]
