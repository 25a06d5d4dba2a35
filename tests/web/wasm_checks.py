"""Engine checks that run alike natively and inside pyodide (standard library only).

pyodide_contract.mjs runs `run()` in WebAssembly; test_pyodide.py compares its answer with the
same functions run natively.
"""
import hashlib
import json
import sys
import time

from game import GAMES
from tests.game import contract
from tests.parlour import app_checks

DIGEST_SEED = 2024


def playout_digest(spec, players, seed=DIGEST_SEED) -> str:
    """SHA-256 of the final save of a seeded random game: equal on every platform or the engine drifts."""
    states, _ = contract.random_playout(spec, players, seed)
    text = json.dumps(states[-1].to_dict(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def playout_digests(seed=DIGEST_SEED) -> dict:
    """The digest of one seeded game per game and player count, keyed like `thirteen-4p`."""
    return {
        f"{spec.id}-{players}p": playout_digest(spec, players, seed)
        for spec in GAMES.values()
        for players in contract.player_counts(spec)
    }


def expected_checks(seeds) -> int:
    """How many checks contract.run_all(seeds) runs over the registered games."""
    cases = sum(len(contract.player_counts(spec)) for spec in GAMES.values())
    return cases * len(seeds) * len(contract.CHECKS)


def run(seeds=(1,), digest_seed=DIGEST_SEED) -> dict:
    """Run every contract check, the seeded games and the app logic's checks; report them with the platform."""
    started = time.perf_counter()
    checks = contract.run_all(seeds=tuple(seeds))
    digests = playout_digests(digest_seed)
    return {
        "platform": sys.platform,
        "python": sys.version.split()[0],
        "games": sorted(GAMES),
        "checks": checks,
        "app_checks": app_checks.run_all(),
        "digests": digests,
        "seconds": round(time.perf_counter() - started, 3),
    }
