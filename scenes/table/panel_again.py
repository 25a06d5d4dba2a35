"""An online game's end panel kept live while it is open: the seat's session is heard each frame as at the table,
the panel says under its buttons who asked the room for another game or whom the room waits for, its Play again
rests once this seat asked, and the room's new deal closes it onto the new game."""
from __future__ import annotations

from ..kit import draw, theme
from .presence import again_words
from .results import NewDeal

WORDS_SIZE = 22  # the buttons' size: 11 real pixels in the smallest window without the kit's floor
WORDS_Y = 688  # under the panel, whose frames all end at 680


class PanelAgain:
    """What keeps table's end panel (a ResultPanel offering a new deal) live for an online seat."""

    def __init__(self, table, panel):
        self.table = table
        self.panel = panel
        for button in panel.buttons:
            if isinstance(button.action, NewDeal):
                button.enabled = self.may_ask

    def may_ask(self) -> bool:
        """Whether Play again may ask the room: connected, and this seat has not asked yet."""
        session = self.table.session.link.session
        accepted = session.accepted()
        return session.online and not (session.seat < len(accepted) and accepted[session.seat])

    def words(self) -> str | None:
        """Who asked for another game or whom the room waits for, as the table's bar says it; None before anyone
        asked."""
        return again_words(self.table)

    def update(self) -> None:
        """Hear the session as the table does; once the room's new deal has come, close onto it."""
        self.table.hear()
        if not self.table.finished and self.table.app.top is self.panel:
            self.table.app.pop()

    def draw(self, surface) -> None:
        """The words under the panel, once someone asked."""
        words = self.words()
        if words is not None:
            draw.text(surface, words, WORDS_SIZE, theme.CREAM, (self.panel.centre, WORDS_Y), "bold", "midtop")
