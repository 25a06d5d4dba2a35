"""The key-help overlay: every key of the table it lies over, from that table's own bindings, with the
keys named in the player's language. Esc, ? or a click closes it."""
from __future__ import annotations

import pygame

from parlour import browser

from ..kit import draw, theme
from ..kit.i18n import game_name
from ..kit.scene import Scene
from .keys import is_help_key, key_label, table_bindings

PANEL = pygame.Rect(290, 60, 700, 600)
ROW_TOP = 150
ROW_GAP = 8
KEY_X = 322
WORDS_X = 520
KEY_GAP = 24
SIZES = (19, 17, 15, 13)


class KeyHelp(Scene):
    """Lists a table's key bindings over the dimmed table until the player closes it."""

    opaque = False

    def __init__(self, app, title, bindings, words):
        super().__init__(app)
        self.title = title
        self.rows = [(key_label(b.keys, words, b.ctrl), words.say(b.does)) for b in bindings]

    @classmethod
    def for_table(cls, table):
        """The help for a table: its game's keys first (from the maps its controller reacts to), then the table's."""
        title = table.t("flow.help_title", game=game_name(table.app.language, table.match.spec.id).split(" (")[0])
        return cls(table.app, title, [*table.controller.bindings(), *table_bindings(browser.in_browser())], table.words)

    def on_event(self, event) -> None:
        """? closes it again, as does a click anywhere."""
        if is_help_key(event) or (event.type == pygame.MOUSEBUTTONUP and event.button == 1):
            self.app.pop()

    def words_x(self, size) -> int:
        """Where the descriptions start: past the widest key label at size."""
        widest = max((draw.text_size(keys, size, "bold")[0] for keys, _ in self.rows), default=0)
        return max(WORDS_X, round(KEY_X + widest + KEY_GAP))

    def size(self) -> int:
        """The largest text size at which every row fits the panel."""
        room = PANEL.bottom - 64 - ROW_TOP
        for size in SIZES:
            width = PANEL.right - 40 - self.words_x(size)
            lines = sum(len(draw.wrap(does, size, width)) for _, does in self.rows)
            if lines * draw.step(size, size + 4) + ROW_GAP * len(self.rows) <= room:
                return size
        return SIZES[-1]

    def draw(self, surface) -> None:
        """The dimmed table, then the panel: the title, one row per binding, how to close it."""
        draw.dim(surface, 150)
        draw.shadowed_panel(surface, PANEL, theme.PAPER, 18, theme.GOLD)
        draw.text(surface, self.title, 34, theme.INK, (PANEL.centerx, PANEL.y + 24), "title", "midtop")
        size = self.size()
        words_x = self.words_x(size)
        y, step = ROW_TOP, draw.step(size, size + 4)
        for keys, does in self.rows:
            lines = draw.wrap(does, size, PANEL.right - 40 - words_x)
            if y + step * len(lines) > PANEL.bottom - 48:  # a small window's larger text: the rows that fit, then …
                draw.text(surface, "…", size, theme.INK, (KEY_X, round(y)), "bold")
                break
            draw.text(surface, keys, size, theme.GOLD_DARK, (KEY_X, round(y)), "bold")
            for line in lines:
                draw.text(surface, line, size, theme.INK, (words_x, round(y)), "ui")
                y += step
            y += ROW_GAP
        draw.text(surface, self.t("flow.help_close"), 15, theme.INK_SOFT, (PANEL.centerx, PANEL.bottom - 22), "ui",
                  "midbottom")
