"""Seeded randomness that gives the same sequence on every platform and Python version."""
from __future__ import annotations

import hashlib
import random
import time
from collections.abc import Sequence


def derive_seed(seed: int | None, *salt: object) -> int:
    """A 64-bit seed derived from a seed and any labels, stable everywhere (no hash())."""
    text = ":".join(str(part) for part in (seed, *salt))
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def make_rng(seed: int | None, *salt: object) -> random.Random:
    """A random.Random seeded from seed and labels (for deals, rounds, searches)."""
    return random.Random(derive_seed(seed, *salt))


def _below(bits, n: int) -> int:
    # rng.randrange(n) for n > 0 without its checks: the very draws Random._randbelow makes (3.11 and 3.12).
    k = n.bit_length()
    r = bits(k)
    while r >= n:
        r = bits(k)
    return r


def shuffled(items: Sequence, rng: random.Random) -> tuple:
    """The items in an order drawn from rng (Fisher–Yates over randrange, stable across versions)."""
    order = list(items)
    bits = rng.getrandbits
    for i in range(len(order) - 1, 0, -1):
        j = _below(bits, i + 1)
        order[i], order[j] = order[j], order[i]
    return tuple(order)


def shuffled_prefix(items: Sequence, count: int, rng: random.Random) -> tuple:
    """The items with their first count places drawn at random from rng (a partial Fisher–Yates):
    a cheap sample when only the first few items will ever be looked at."""
    order = list(items)
    n = len(order)
    bits = rng.getrandbits
    for i in range(min(count, n - 1)):
        j = i + _below(bits, n - i)
        order[i], order[j] = order[j], order[i]
    return tuple(order)


def fresh_seed(limit: int = 10**9) -> int:
    """A new deal's seed that nobody can predict, from the system's entropy or else the clock.

    Never the module-level random functions: pygbag calls random.seed(1) before the game starts,
    so they would deal every visitor the same games.
    """
    try:
        return random.SystemRandom().randrange(limit)
    except (NotImplementedError, OSError):
        return time.time_ns() % limit
