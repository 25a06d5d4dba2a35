"""How a table looks: the frame drawn once and reused while nothing visible changes, the shared chrome (buttons,
log, flights, banner, notice) and the standings. A component the table owns, built with the table whose parts it
reads, the game's drawing (draw_game) and what else that drawing depends on (look_extra)."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from ..kit import draw, theme
from . import hint_mark, hinting
from .layout import STANDINGS_RECT
from .panels import standings


class TablePicture:
    """The picture of table: draw_game(surface) draws the game, look_extra() what else it depends on."""

    def __init__(self, table, draw_game: Callable[[pygame.Surface], None], look_extra: Callable[[], tuple]):
        self.table = table
        self.draw_game = draw_game
        self.look_extra = look_extra
        self.drawn = None
        self.drawn_key = None

    def draw(self, surface) -> None:
        """Draw the table, reusing the last frame while nothing visible has changed; a lesson on top."""
        table = self.table
        key = None if table.flights.busy() else (self.look(), draw.scale_of(surface))
        if key is not None and key == self.drawn_key:
            surface.blit(self.drawn, (0, 0))
        else:
            self.draw_game(surface)
            self.drawn_key = key
            self.drawn = surface.copy() if key is not None else None
        if table.lesson is not None:
            table.lesson.draw(surface)

    def changing(self) -> bool:
        """Whether the table moves by itself: a flight, a fade, the AI or the hint thinking, the hint's pulse,
        a lesson going on — or its picture is not the one shown (a state changed in update)."""
        table = self.table
        thinking = not table.passive and (table.session.ai_thinking() or table.hint_thinking())
        return (table.flights.busy() or table.notice.busy() or table.ribbon.busy() or thinking
                or bool(table.pending) or hinting.pulsing(table)
                or (table.lesson is not None and table.lesson.busy())
                or self.drawn_key is None or self.drawn_key[0] != self.look())

    def look(self) -> tuple:
        """Everything the picture depends on; equal looks draw equal frames."""
        table = self.table
        app = table.app
        dots = int(app.time * 3) % 3 if table.session.ai_thinking() else 0
        pulse = hint_mark.pulse_step(hinting.mark_time(table)) if table.hint_move is not None else 0
        thinking = table.hint_thinking()
        match = table.match
        return (len(match.moves), table.viewer, app.language, table.notice.look(), table.ribbon.look(),
                dots, pulse, id(table.hover), id(table.focus), table.log.look(), table.finished, table.hint_move,
                not thinking, len(match.redo_moves), tuple(app.settings.values.items()), *self.look_extra())

    def chrome(self, surface) -> None:
        """The shared parts: buttons, the log, flights, then the banner and the notice on top."""
        table = self.table
        table.draw_buttons(surface)
        if table.hint_thinking():
            draw.text(surface, table.t("hint_thinking"), 16, theme.GOLD, (1260, 656), "bold", "bottomright")
        table.log.draw(surface, table.t("log"), table.feed.labels())
        table.flights.draw(surface)
        table.ribbon.draw(surface)
        table.notice.draw(surface)

    def standings(self, surface, title, figures) -> None:
        """A figure per player under the log (totals, cards done), the player to move in gold."""
        table = self.table
        to_move = table.state.current_player
        rows = [(table.wording.name(p), figure, p == to_move) for p, figure in enumerate(figures)]
        standings(surface, pygame.Rect(STANDINGS_RECT), title, rows)
