"""What an online seat's table adds to the picture, as a part the table owns: who is connected, away (with the
time before the AI takes the seat) or thinking (the game log moved under it), a lost connection's bar with its
Retry, and after the end who asked the room for another game, with Play again (the game's end panel kept live
meanwhile: scenes.table.panel_again). Moves, refusals, rejoins and the room's new deal are the session's news
(parlour.online.table_session), shown like any table's; no undo, redo or hint (the session offers no controls: the
hint's search would read the full state and the deal's seed, which a seat must not know)."""
from __future__ import annotations

from ..kit.widgets import ShownButton
from .panel_again import PanelAgain
from .presence import AGAIN_RECT, RETRY_RECT, again_words, draw_again, draw_lost, draw_presence, log_rect_under_presence
from .results import NewDeal


class OnlinePresence:
    """Who is at the room and the connection, drawn over table (a TableScene built with an OnlineTableSession)."""

    def __init__(self, table):
        self.table = table
        self.link = table.session.link
        self.retry = ShownButton(RETRY_RECT, lambda: table.t("online.retry"), self.link.retry, "primary",
                                 lambda: not self.link.online, lambda: not self.link.online, 18)
        self.again = ShownButton(AGAIN_RECT, lambda: table.t("play_again"), table.session.again, "primary",
                                 self.may_ask_again, self.may_ask_again, 18)
        table.buttons.extend((self.retry, self.again))
        table.log.rect = log_rect_under_presence(table.match.players)
        table.feed.rebuild()

    def may_ask_again(self) -> bool:
        """Whether Play again is offered on the table: the game is over, someone asked and this seat has not."""
        session = self.link.session
        return self.link.online and again_words(self.table) is not None and not session.accepted()[session.seat]

    def beside(self, panel) -> None:
        """The game's end panel (the one offering a new deal) stays live while open: see PanelAgain."""
        if any(isinstance(button.action, NewDeal) for button in panel.buttons):
            panel.live = PanelAgain(self.table, panel)

    def draw(self, surface) -> None:
        """Who is there; the lost connection's bar with its Retry over it, or who asked for another game."""
        draw_presence(surface, self.table)
        if not self.link.online:
            draw_lost(surface, self.table)
        elif again_words(self.table) is not None:
            draw_again(surface, self.table)
        else:
            return
        self.table.draw_buttons(surface)
