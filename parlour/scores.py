"""A game's score as players read it: 13's outcome scores are its penalty totals negated (DESIGN.md), shown as the
penalty points its rulebook counts (positive, fewest wins); every other game's score is shown as it is."""
from __future__ import annotations

PENALTY_GAMES = ("thirteen",)


def shown_score(game_id, score):
    """score (an outcome's, as the statistics keep it) as the game's players count it; None stays None."""
    if score is None or game_id not in PENALTY_GAMES:
        return score
    return -score
