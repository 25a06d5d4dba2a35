"""Who sits where, in words: a seat's name and whether it reads the second person ("You take")."""
from __future__ import annotations

from collections.abc import Iterable, Sequence

from wire.seats import HUMAN

from .words import Say, listing

AI_NAMES = ("Ada", "Blaise", "Clara", "Dorian", "Elsa", "Felix")


class Seating:
    """The seats of a match (human or an AI level), the names the players chose, and how the table names them."""

    def __init__(self, seats: Sequence[str], names: Sequence[str] | None = None):
        self.seats = tuple(seats)
        self.names = tuple(names or ("",) * len(self.seats))

    @property
    def humans(self) -> tuple:
        """The human seats, in order."""
        return tuple(i for i, kind in enumerate(self.seats) if kind == HUMAN)

    def is_you(self, seat: int | None) -> bool:
        """Whether seat is the single human at the table, who is addressed as "you"."""
        return seat is not None and self.humans == (seat,)

    def label(self, seat: int | None) -> tuple:
        """How to name seat: ("you", {}), ("player_n", {"n": …}) for one of several humans, or
        ("ai", {"name": …}) for an AI."""
        if self.is_you(seat):
            return "you", {}
        if seat is not None and self.seats[seat] == HUMAN:
            return "player_n", {"n": seat + 1}
        return "ai", {"name": AI_NAMES[(seat or 0) % len(AI_NAMES)]}

    def usual_name(self, seat: int | None, say: Say) -> str:
        """seat's name when the player chose none; say(key, **params) gives the interface words."""
        key, params = self.label(seat)
        return params["name"] if key == "ai" else say(key, **params)

    def name(self, seat: int | None, say: Say) -> str:
        """seat's name in words: the name its player chose, else You, Player 2 or the AI's name."""
        chosen = self.names[seat] if seat is not None and self.seats[seat] == HUMAN else ""
        return chosen or self.usual_name(seat, say)

    def name_in_text(self, seat: int | None, say: Say) -> str:
        """seat's name inside a sentence: the single human is "you" ("taken by you"), others as name() says."""
        return say("you_in_text") if self.is_you(seat) else self.name(seat, say)

    def listed(self, seats: Iterable[int], say: Say) -> str:
        """Several seats named inside a sentence: "Ada, Blaise and you"."""
        return listing((self.name_in_text(seat, say) for seat in seats), say)

    def winners(self, winners: Iterable[int], say: Say) -> str:
        """Who won, as a result's title: "You win!", "Ada wins!", "You share the win with Ada!"."""
        winners = list(winners)
        you = any(self.is_you(seat) for seat in winners)
        others = [seat for seat in winners if not self.is_you(seat)]
        if len(winners) == 1:
            return say("winner", you=you, names=self.name(winners[0], say))
        return say("winners", you=you, names=self.listed(others if you else winners, say))
