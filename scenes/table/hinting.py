"""The table's hint: the hard AI thinks over frames on a short budget, then its advice is lit and said
with the chances it is ranked by (game.ai.hint), so the move lit first has the best figure."""
from __future__ import annotations

from game.ai.hint import advice, hint_agent
from game.rng import derive_seed

from . import hint_mark


def start(table) -> None:
    """Ask the hint's agent what it would play for the player to move."""
    seat = table.state.current_player
    table.hint_agent = hint_agent(table.match.spec.id)
    table.hint_agent.start(table.state.view(seat), seat, derive_seed(table.match.seed, "hint", len(table.match.moves)))


def think(table, budget_s) -> None:
    """Advance the search; when done, light the advised move and say it with its chances, best first."""
    if not table.hint_agent.step(budget_s):
        return
    ranked = advice(table.hint_agent.move_stats())
    table.hint_agent = None
    if not ranked:
        return
    table.hint_move, chance = ranked[0]
    if chance is None:
        table.say(table.t("flow.hint_only", best=table.describe_move(table.hint_move)))
        return
    parts = [table.t("flow.hint_chance", move=table.describe_move(move), percent=round(100 * c)) for move, c in ranked]
    table.say(table.t("hint_line", best=parts[0], others=", ".join(parts[1:]) or "—"))


def mark(table, surface, rect, tagged=True) -> None:
    """The hinted card or place in the hint's pulsing colour, with its tag unless tagged is False (a place
    whose top edge carries a label), unlike the legal-move glow."""
    hint_mark.mark(surface, rect, table.app.time, table.t("flow.hint_tag") if tagged else "")
