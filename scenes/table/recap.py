"""What happened since a player's last turn, as that player may know it: the privacy screen's recap."""
from __future__ import annotations

from game.core import events_for

RECAP_LINES = 8


def events_since_turn(match, seat) -> list:
    """The events since seat's last move (since the deal when seat has not moved), secrets not shown to
    seat hidden."""
    history = match.history
    moved = [i for i in range(len(history) - 1) if history[i].current_player == seat]
    first = moved[-1] + 2 if moved else 0
    return [event for state in history[first:] for event in events_for(getattr(state, "events", ()), seat)]


def recap_lines(table, seat, limit=RECAP_LINES) -> list:
    """The table's log lines for those events, the latest limit of them."""
    lines = [line for line in map(table.event_line, events_since_turn(table.match, seat)) if line]
    return lines[-limit:]
