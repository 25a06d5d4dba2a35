"""The games the parlour plays, by id: filled once by the game package from its own subpackages (every one
whose module offers a SPEC is a game), so that the AI and the records read it without importing the games."""
from __future__ import annotations

from .spec import GameSpec

GAMES: dict[str, GameSpec] = {}
