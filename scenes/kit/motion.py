"""Motion: things that glide between places instead of teleporting."""
from __future__ import annotations

from . import card_art


def ease(t) -> float:
    """Ease-out cubic on [0, 1]."""
    t = max(0.0, min(1.0, t))
    return 1 - (1 - t) ** 3


class Flight:
    """A surface gliding from start to end (centres) over duration seconds, after delay."""

    def __init__(self, image, start, end, duration=0.35, delay=0.0, tag=None):
        self.image = image
        self.start = start
        self.end = end
        self.duration = duration
        self.clock = -delay
        self.tag = tag

    @property
    def done(self) -> bool:
        """Whether it has landed."""
        return self.clock >= self.duration

    def update(self, dt) -> None:
        """Advance by dt seconds."""
        self.clock += dt

    def position(self):
        """Where its centre is now."""
        k = ease(self.clock / self.duration) if self.duration else 1.0
        return (self.start[0] + (self.end[0] - self.start[0]) * k, self.start[1] + (self.end[1] - self.start[1]) * k)

    def draw(self, surface) -> None:
        """Draw it with its shadow, once it has left."""
        if self.clock < 0:
            return
        x, y = self.position()
        rect = self.image.get_rect(center=(int(x), int(y)))
        card_art.lay(surface, self.image, rect, -2)


class Flights:
    """The flights in progress."""

    def __init__(self):
        self.items = []

    def add(self, flight) -> None:
        """Start a flight."""
        self.items.append(flight)

    def busy(self) -> bool:
        """Whether anything is still moving."""
        return bool(self.items)

    def count(self, tag) -> int:
        """How many flights with tag are still moving (their cards are not yet drawn in place)."""
        return sum(1 for f in self.items if f.tag == tag)

    def update(self, dt) -> None:
        """Advance every flight and drop those that landed."""
        for flight in self.items:
            flight.update(dt)
        self.items = [f for f in self.items if not f.done]

    def draw(self, surface) -> None:
        """Draw every flight."""
        for flight in self.items:
            flight.draw(surface)
