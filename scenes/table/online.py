"""What an online seat's table adds to the picture, as a part the table owns: who is connected, away or thinking
(the game log moved under it), and a lost connection's bar with its Retry. Moves, refusals and rejoins are the
session's news (parlour.online.table_session), shown like any table's; no undo, redo or hint (the session offers
no controls: the hint's search would read the full state and the deal's seed, which a seat must not know)."""
from __future__ import annotations

from ..kit.widgets import ShownButton
from .presence import RETRY_RECT, draw_lost, draw_presence, log_rect_under_presence


class OnlinePresence:
    """Who is at the room and the connection, drawn over table (a TableScene built with an OnlineTableSession)."""

    def __init__(self, table):
        self.table = table
        self.link = table.session.link
        self.retry = ShownButton(RETRY_RECT, lambda: table.t("online.retry"), self.link.retry, "primary",
                                 lambda: not self.link.online, lambda: not self.link.online, 18)
        table.buttons.append(self.retry)
        table.log.rect = log_rect_under_presence(table.match.players)
        table.rebuild_log()

    def draw(self, surface) -> None:
        """Who is there, and the lost connection's bar with its Retry over it."""
        draw_presence(surface, self.table)
        if not self.link.online:
            draw_lost(surface, self.table)
            self.table.draw_buttons(surface)
