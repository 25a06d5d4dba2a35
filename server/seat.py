"""One seat of a room: whose it is (a token's hash, or an AI level), the connections holding it, its away clock."""
from __future__ import annotations

import asyncio

from wire.seats import HUMAN


class Seat:
    """One seat: a person's (claimed by a token) or an AI level's; the connections holding it, and whether its
    person has been away long enough for the AI to play it."""

    def __init__(self, kind: str, name: str = "", kept_hash: str | None = None):
        self.kind = kind
        self.name = name
        self.token_hash = kept_hash
        self.links = set()
        self.away = False
        self.away_timer: asyncio.TimerHandle | None = None

    @property
    def human(self) -> bool:
        """Whether a person plays this seat."""
        return self.kind == HUMAN

    def stop_clock(self) -> None:
        """Stop the away clock, if it runs."""
        if self.away_timer is not None:
            self.away_timer.cancel()
            self.away_timer = None

    def away_in(self, now: float) -> float | None:
        """Seconds (to a tenth) before the AI plays this seat, counted from now (the event loop's clock) while its
        away clock runs; else None."""
        if self.away_timer is None:
            return None
        return round(max(0.0, self.away_timer.when() - now), 1)

    def public(self) -> dict:
        """What every player may know of this seat."""
        return {"kind": self.kind, "name": self.name, "taken": self.token_hash is not None or not self.human,
                "connected": bool(self.links), "away": self.away}
