"""The Victorian Quinto's motion: a card flies to its place in the trick, rests, then goes to the winner."""
from __future__ import annotations

from ..kit.motion import Flight, ease

REST_S, ARRIVE_S, LEAVE_S = 0.8, 0.3, 0.45
CACHETTE_ARRIVE_S, CACHETTE_REST_S, CACHETTE_STAGGER_S = 0.35, 1.2, 0.06


class TrickCard(Flight):
    """A card that flies to its place in the trick, rests there, then goes to the trick's winner."""

    def __init__(self, image, start, spot, end, arrive, rest, leave, delay=0.0, tag="gather"):
        super().__init__(image, start, end, arrive + rest + leave, delay, tag)
        self.spot = spot
        self.arrive_share = arrive / self.duration
        self.leave_share = (arrive + rest) / self.duration

    def position(self):
        """Where its centre is now: on the way in, resting on its spot, or on the way out."""
        k = max(0.0, self.clock / self.duration) if self.duration else 1.0
        if k < self.arrive_share:
            return between(self.start, self.spot, k / self.arrive_share)
        if k < self.leave_share:
            return self.spot
        return between(self.spot, self.end, (k - self.leave_share) / (1 - self.leave_share))


def between(a, b, k):
    """The point k of the way from a to b, eased."""
    e = ease(k)
    return (a[0] + (b[0] - a[0]) * e, a[1] + (b[1] - a[1]) * e)
