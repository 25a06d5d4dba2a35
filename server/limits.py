"""Rate limits: token buckets per connection, and per address for attempts to find a room."""
from __future__ import annotations

import time
from collections.abc import Callable, Hashable

from wire.protocol import ProtocolError


class TokenBucket:
    """Allows bursts of up to capacity actions, refilled at rate per second."""

    def __init__(self, capacity: float, rate: float, clock: Callable[[], float] = time.monotonic):
        self.capacity = capacity
        self.rate = rate
        self.clock = clock
        self.tokens = float(capacity)
        self.stamp = clock()

    def _refill(self) -> None:
        now = self.clock()
        self.tokens = min(self.capacity, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now

    def take(self) -> bool:
        """Spend one action; False (nothing spent) when the bucket is empty."""
        self._refill()
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    def retry_after(self) -> float:
        """Seconds until the next action is allowed."""
        self._refill()
        return max(0.0, (1 - self.tokens) / self.rate)

    def full(self) -> bool:
        """Whether nothing has been spent lately (the bucket can be forgotten)."""
        self._refill()
        return self.tokens >= self.capacity


class Buckets:
    """One TokenBucket per key (an address), forgetting full ones when there are many."""

    def __init__(self, capacity: float, rate: float, most: int = 10000,
                 clock: Callable[[], float] = time.monotonic):
        self.capacity, self.rate, self.most, self.clock = capacity, rate, most, clock
        self.buckets = {}

    def get(self, key: Hashable) -> TokenBucket:
        """The bucket of key."""
        bucket = self.buckets.get(key)
        if bucket is None:
            if len(self.buckets) >= self.most:
                self.buckets = {k: b for k, b in self.buckets.items() if not b.full()}
            bucket = self.buckets[key] = TokenBucket(self.capacity, self.rate, self.clock)
        return bucket


def allowed(bucket: TokenBucket, what: str) -> None:
    """Spend one of bucket's actions, or ProtocolError rate_limited saying when to try again."""
    if not bucket.take():
        raise ProtocolError("rate_limited", f"Too many {what}; wait a little.",
                            retry_after=round(bucket.retry_after(), 2))
