"""How long to wait before reconnecting: doubling delays with jitter, reset once a seat is held again."""
from __future__ import annotations

import random
import time

FIRST_S = 0.5
LONGEST_S = 30.0
JITTER = 0.25


class Backoff:
    """Delays of 0.5, 1, 2, 4 … seconds up to 30, each varied by ±25 % so clients do not return all at once."""

    def __init__(self, first: float = FIRST_S, longest: float = LONGEST_S, rng: random.Random | None = None) -> None:
        self.first = first
        self.longest = longest
        # pygbag seeds the random module with 1: every browser would wait alike.
        self.rng = rng or random.Random(time.time_ns())
        self.tries = 0

    def next(self) -> float:
        """The delay before the next try."""
        delay = min(self.longest, self.first * 2 ** self.tries)
        self.tries += 1
        return delay * (1 + self.rng.uniform(-JITTER, JITTER))

    def reset(self) -> None:
        """Connected and seated again: the next drop starts from the shortest delay."""
        self.tries = 0
