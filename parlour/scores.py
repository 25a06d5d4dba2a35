"""A game's score as players read it: a penalty game's outcome scores (13's) are its penalty totals negated
(DESIGN.md), shown as the penalty points its rulebook counts (positive, fewest wins); every other game's score is
shown as it is. Which games count penalties their specs say (penalty_scores)."""
from __future__ import annotations

from game import GAMES


def shown_score(game_id: str, score: int | None) -> int | None:
    """score (an outcome's, as the statistics keep it) as the game's players count it; None stays None."""
    if score is None or not GAMES[game_id].penalty_scores:
        return score
    return -score
