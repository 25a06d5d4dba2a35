"""A Quinto row's head point card and what it would add at the end as the row stands."""
from __future__ import annotations

from game.quinto.scoring import row_value

from ..kit import card_art, draw, theme
from ..kit.canvas import placed
from ..table.seen import Seen
from . import art, layout
from .results import signed


def draw_head(surface, seen: Seen, row, cell) -> None:
    """The head card, its worth under it; a small window draws the worth larger: it then rises onto the card's
    foot in a dark badge, inside the row's panel."""
    if row.head is None or seen.in_flight(f"head{row.id}"):
        return
    rect = layout.head_rect(cell)
    card_art.lay(surface, art.point_card(row.head), rect, 1)
    value = row_value(seen.view.rules, len(row.cards), row.head)
    shown, colour = signed(value), theme.GOOD if value > 0 else theme.ALERT
    top = min(rect.bottom + 2, cell.bottom - draw.line_step(13) - 1)
    if top < rect.bottom:
        badge = placed((draw.text_size(shown, 13, "bold")[0] + 8, draw.line_step(13)), midtop=(rect.centerx, top))
        draw.rounded(surface, badge, theme.FELT_DARK, 8)
    draw.text(surface, shown, 13, colour, (rect.centerx, top), "bold", "midtop")
