"""The table's hint in words and light: the session's hint search (parlour.session) ranks its advice by the
chances of game.ai.hint, the move lit first has the best figure."""
from __future__ import annotations

from . import hint_mark

PULSE_S = 4.0  # the mark pulses this long to draw the eye, then holds still and the table rests


def think(table, budget_s) -> None:
    """Advance the hint's search; when done, say the advised moves with their chances, best first."""
    ranked = table.session.controls.think_hint(budget_s)
    if not ranked:
        return
    table.controls.hint_shown_at = table.app.time
    best, chance = ranked[0]
    if chance is None:
        only = len(table.state.legal_moves()) == 1
        table.say(table.t("flow.hint_only" if only else "flow.hint_no_figure", best=table.wording.move(best)))
        return
    parts = [table.t("flow.hint_chance", move=table.wording.move(move), percent=round(100 * c)) for move, c in ranked]
    table.say(table.t("hint_line", best=parts[0], others=", ".join(parts[1:]) or "—"))


def pulsing(table) -> bool:
    """Whether the hint's mark still pulses (its first PULSE_S seconds on the table)."""
    shown = table.controls.hint_shown_at if table.controls is not None else None
    return table.hint_move is not None and shown is not None and table.app.time - shown < PULSE_S


def mark_time(table) -> float:
    """The moment the mark is drawn at: the app's while it pulses, then one still moment."""
    return table.app.time if pulsing(table) else hint_mark.STILL_TIME


def tag(table) -> str:
    """The hint mark's tag: "hint", with the hinted move's win chance when the search measured one."""
    chance = table.session.controls.hint_chance
    if chance is None:
        return table.t("flow.hint_tag")
    return table.t("flow.hint_tag_chance", percent=round(100 * chance))


def mark(table, surface, rect, tagged=True) -> None:
    """The hinted card or place in the hint's pulsing colour, with its tag (and figure) unless tagged is False
    (a place whose top edge carries a label), unlike the legal-move glow."""
    hint_mark.mark(surface, rect, mark_time(table), tag(table) if tagged else "")
