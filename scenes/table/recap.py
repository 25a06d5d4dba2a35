"""The privacy screen's recap: what happened since a player's last turn (parlour.history), in the table's words."""
from __future__ import annotations

from parlour.history import events_since_turn

RECAP_LINES = 8


def recap_lines(table, seat, limit=RECAP_LINES) -> list:
    """The table's log lines for those events, the latest limit of them."""
    lines = [line for line in map(table.wording.event_line, events_since_turn(table.match, seat)) if line]
    return lines[-limit:]
