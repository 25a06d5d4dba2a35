"""How a table looks: the frame drawn once and reused while nothing visible changes, the shared chrome (buttons,
log, flights, banner, notice), the standings and what a lesson points at (a mixin of TableScene)."""
from __future__ import annotations

import pygame

from ..kit import draw, theme
from . import hint_mark, hinting
from .layout import STANDINGS_RECT
from .panels import standings, standings_height


class TablePicture:
    """The table's picture; the subclass draws its game (draw_table) and says what else it depends on
    (look_extra)."""

    def draw(self, surface) -> None:
        """Draw the table, reusing the last frame while nothing visible has changed; a lesson on top."""
        key = None if self.flights.busy() else (self.look(), draw.scale_of(surface))
        if key is not None and key == self.drawn_key:
            surface.blit(self.drawn, (0, 0))
        else:
            self.draw_table(surface)
            self.drawn_key = key
            self.drawn = surface.copy() if key is not None else None
        if self.lesson is not None:
            self.lesson.draw(surface)

    def busy(self) -> bool:
        """Whether the table moves by itself: a flight, a fade, the AI or the hint thinking, the hint's pulse,
        a lesson going on — or its picture is not the one shown (a state changed in update)."""
        thinking = not self.passive and (self.session.ai_thinking() or self.hint_thinking())
        return (self.flights.busy() or self.notice.busy() or self.ribbon.busy() or thinking or bool(self.pending)
                or hinting.pulsing(self) or (self.lesson is not None and self.lesson.busy())
                or self.drawn_key is None or self.drawn_key[0] != self.look())

    def lesson_rects(self, point, move) -> list:
        """The rects a lesson points at: "move" (its card or piece and where it goes) or a named area;
        each table adds its own areas to the shared "scores" (the standings)."""
        x, y, width, _ = STANDINGS_RECT
        return [pygame.Rect(x, y, width, standings_height(self.match.players))] if point == "scores" else []

    def look(self) -> tuple:
        """Everything the picture depends on; equal looks draw equal frames."""
        dots = int(self.app.time * 3) % 3 if self.session.ai_thinking() else 0
        pulse = hint_mark.pulse_step(hinting.mark_time(self)) if self.hint_move is not None else 0
        thinking = self.hint_thinking()
        return (len(self.match.moves), self.viewer, self.app.language, self.notice.look(), self.ribbon.look(),
                dots, pulse, id(self.hover), id(self.focus), self.log.look(), self.finished, self.hint_move,
                not thinking, len(self.match.redo_moves), tuple(self.app.settings.values.items()),
                *self.look_extra())

    def look_extra(self) -> tuple:
        """What else the subclass's picture depends on (selection, dragging)."""
        return ()

    def draw_table(self, surface) -> None:
        """Draw everything (the subclass says how)."""

    def draw_chrome(self, surface) -> None:
        """The shared parts: buttons, the log, flights, then the banner and the notice on top."""
        self.draw_buttons(surface)
        if self.hint_thinking():
            draw.text(surface, self.t("hint_thinking"), 16, theme.GOLD, (1260, 656), "bold", "bottomright")
        self.log.draw(surface, self.t("log"), self.log_labels())
        self.flights.draw(surface)
        self.ribbon.draw(surface)
        self.notice.draw(surface)

    def draw_standings(self, surface, title, figures) -> None:
        """A figure per player under the log (totals, cards done), the player to move in gold."""
        rows = [(self.name(p), figure, p == self.state.current_player) for p, figure in enumerate(figures)]
        standings(surface, pygame.Rect(STANDINGS_RECT), title, rows)
