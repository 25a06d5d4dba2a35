"""Who sits where, in words: a seat's name and whether it reads the second person ("You take")."""
from __future__ import annotations

HUMAN = "human"
AI_NAMES = ("Ada", "Blaise", "Clara", "Dorian", "Elsa", "Felix")


class Seating:
    """The seats of a match (human or an AI level), the names the players chose, and how the table names them."""

    def __init__(self, seats, names=None):
        self.seats = tuple(seats)
        self.names = tuple(names or ("",) * len(self.seats))

    @property
    def humans(self) -> tuple:
        """The human seats, in order."""
        return tuple(i for i, kind in enumerate(self.seats) if kind == HUMAN)

    def is_you(self, seat) -> bool:
        """Whether seat is the single human at the table, who is addressed as "you"."""
        return seat is not None and self.humans == (seat,)

    def label(self, seat) -> tuple:
        """How to name seat: ("you", {}), ("player_n", {"n": …}) for one of several humans, or
        ("ai", {"name": …}) for an AI."""
        if self.is_you(seat):
            return "you", {}
        if seat is not None and self.seats[seat] == HUMAN:
            return "player_n", {"n": seat + 1}
        return "ai", {"name": AI_NAMES[(seat or 0) % len(AI_NAMES)]}

    def usual_name(self, seat, say) -> str:
        """seat's name when the player chose none; say(key, **params) gives the interface words."""
        key, params = self.label(seat)
        return params["name"] if key == "ai" else say(key, **params)

    def name(self, seat, say) -> str:
        """seat's name in words: the name its player chose, else You, Player 2 or the AI's name."""
        chosen = self.names[seat] if seat is not None and self.seats[seat] == HUMAN else ""
        return chosen or self.usual_name(seat, say)
