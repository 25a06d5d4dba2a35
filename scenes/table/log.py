"""The game log: every entry of the game with round and hand headers, newest at the bottom, scrolled by the
wheel, a drag or the keys; whole entries only, each move's notation shown on demand."""
from __future__ import annotations

from typing import NamedTuple

import pygame

from ..kit import draw, theme

SIZE = 15
ROW_H = 19
HEADER_H = 30
TITLE_BAND = 34
PAD = 12
BAR_W = 4
CHIP_SIZE = 13
CHIP_H = 22
TAG_GAP = 8


def row_h() -> int:
    """The height of a line of the log now: ROW_H, more in a small window whose text is drawn larger than its
    scale."""
    return max(ROW_H, round(draw.line_step(SIZE)))


class Entry(NamedTuple):
    """One entry: a line in words with the move's notation (or ""), or a header (a round or hand begins)."""

    text: str
    notation: str = ""
    header: bool = False


class GameLog:
    """The entries of the whole game in a panel; scroll counts the entries hidden below the window (0: the
    newest is shown). on_open, when given, adds a chip that opens the log larger."""

    def __init__(self, rect, entries=None, on_open=None):
        self.rect = pygame.Rect(rect)
        self.entries = [] if entries is None else entries
        self.on_open = on_open
        self.scroll = 0
        self.notation = False
        self.hovered = None
        self.over = False
        self.focused = False
        self.drag_y = None
        self.heights = {}
        self.title = ""  # as last drawn: the chips leave it its room

    def add(self, text, notation="") -> None:
        """Add a line at the bottom (a reader scrolled up keeps his place)."""
        self.append(Entry(text, notation))

    def add_header(self, text) -> None:
        """Add a header: a round or a hand begins."""
        self.append(Entry(text, header=True))

    def append(self, entry) -> None:
        """Add an entry at the bottom."""
        self.entries.append(entry)
        if self.scroll:
            self.scroll += 1

    def clear(self) -> None:
        """Start again (the log is rebuilt from the moves after undo, redo or a resume)."""
        self.entries.clear()
        self.scroll = 0
        self.hovered = None

    @property
    def lines(self) -> list:
        """The lines in words, headers left out."""
        return [entry.text for entry in self.entries if not entry.header]

    def __len__(self):
        return len(self.lines)

    def __iter__(self):
        return iter(self.lines)

    def __getitem__(self, index):
        return self.lines[index]

    def look(self) -> tuple:
        """What the log's picture depends on."""
        return len(self.entries), self.scroll, self.notation, self.hovered, self.focused

    def body(self) -> pygame.Rect:
        """Where the entries are drawn, under the title band, the scroll bar at its right."""
        rect = self.rect
        return pygame.Rect(rect.x + PAD, rect.y + TITLE_BAND, rect.width - 2 * PAD - BAR_W - 4,
                           rect.height - TITLE_BAND - 8)

    def chips(self, labels) -> dict:
        """The title band's chips, by name (notation, open), right-aligned: their rects. Where the title would be
        cut beside them (a small window), the notation chip is left out while it is off (hovering an entry still
        shows its notation, the log opened larger has the chip); switched on, it stays, lit, and the title gives
        way (see shown_title)."""
        rects = self.placed_chips(labels)
        if len(rects) > 1 and not self.notation and self.cramped(rects):
            rects = self.placed_chips([(name, label) for name, label in labels if name != "notation"])
        return rects

    def cramped(self, chips) -> bool:
        """Whether the title would be cut beside chips."""
        return self.title_room(chips) < draw.text_size(self.title, 16, "bold")[0]

    def shown_title(self, chips) -> str:
        """The title as drawn beside chips: "" when the lit notation chip took its room, else folded to its room
        (a title too long even alone)."""
        if "notation" in chips and len(chips) > 1 and self.cramped(chips):
            return ""
        return draw.fold(self.title, 16, self.title_room(chips), 1, "bold")[0]

    def placed_chips(self, labels) -> dict:
        """The chips of labels side by side, right-aligned in the title band."""
        rects, right = {}, self.rect.right - PAD
        for name, label in reversed(labels):
            width = round(draw.text_size(label, CHIP_SIZE, "bold")[0]) + 14
            height = max(CHIP_H, round(draw.line_step(CHIP_SIZE)))
            rects[name] = pygame.Rect(right - width, self.rect.y + 7, width, height)
            right -= width + 6
        return rects

    def title_room(self, chips) -> float:
        """The width left to the title at the left of chips."""
        return min((chip.left for chip in chips.values()), default=self.rect.right - PAD) - self.rect.x - PAD - 6

    def rows(self, entry) -> tuple:
        """An entry's wrapped lines and whether its notation tag needs a line of its own."""
        key = (entry, self.notation, self.rect.width, row_h())  # rewrapped in a window of another size
        if key not in self.heights:
            if len(self.heights) > 4 * len(self.entries) + 64:
                self.heights = {}
            width = self.body().width
            kind = "bold" if entry.header else "ui"
            lines = draw.wrap(entry.text, SIZE, width, kind) or [""]
            own_line = False
            if self.notation and entry.notation:
                room = width - draw.text_size(lines[-1], SIZE)[0] - TAG_GAP
                own_line = draw.text_size(entry.notation, SIZE - 1, "bold")[0] > room
            self.heights[key] = (lines, own_line)
        return self.heights[key]

    def height(self, entry) -> int:
        """How tall an entry is drawn."""
        lines, own_line = self.rows(entry)
        return (HEADER_H if entry.header else 0) + row_h() * (len(lines) + own_line) + (0 if entry.header else 2)

    def max_scroll(self) -> int:
        """The scroll that shows the first entry at the top with as many after it as fit."""
        room, used = self.body().height, 0
        for i, entry in enumerate(self.entries):
            used += self.height(entry)
            if used > room:
                return len(self.entries) - i
        return 0

    def placed(self) -> list:
        """The entries in the window, whole ones only: (index, top y), oldest first."""
        body = self.body()
        y, shown = body.bottom, []
        for i in range(len(self.entries) - 1 - self.scroll, -1, -1):
            y -= self.height(self.entries[i])
            if y < body.y:
                break
            shown.append((i, y))
        return shown[::-1]

    def entry_at(self, pos):
        """The index of the entry under pos, or None."""
        if not self.body().collidepoint(pos):
            return None
        for i, top in self.placed():
            if top <= pos[1] < top + self.height(self.entries[i]):
                return i
        return None

    def scroll_by(self, steps) -> None:
        """Scroll steps entries towards the oldest (negative: the newest)."""
        self.scroll = max(0, min(self.max_scroll(), self.scroll + steps))

    def handle(self, event, labels=()) -> bool:
        """Wheel, drag, keys and the chips when the mouse is over the log or it has the focus; True when the
        event was the log's. labels: the chips' (name, label) as drawn."""
        if event.type == pygame.MOUSEMOTION:
            return self.motion(event)
        if event.type == pygame.MOUSEWHEEL:
            if self.over:
                self.scroll_by(event.y)
            return self.over
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.press(event.pos, labels)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag_y is not None:
            self.drag_y = None
            return True
        if event.type == pygame.KEYDOWN:
            return self.key(event.key)
        return False

    def motion(self, event) -> bool:
        """Hover, and a drag that moves the entries with the pointer."""
        self.over = self.rect.collidepoint(event.pos)
        self.hovered = self.entry_at(event.pos)
        if self.drag_y is None:
            return False
        steps = (event.pos[1] - self.drag_y) // row_h()
        if steps:
            self.scroll_by(steps)
            self.drag_y += steps * row_h()
        return True

    def press(self, pos, labels) -> bool:
        """A press on a chip works it; elsewhere in the log it takes the focus and may start a drag."""
        self.focused = self.rect.collidepoint(pos)
        if not self.focused:
            return False
        chips = self.chips(labels)
        if "notation" in chips and chips["notation"].collidepoint(pos):
            self.notation = not self.notation
        elif "open" in chips and chips["open"].collidepoint(pos) and self.on_open:
            self.on_open()
        else:
            self.drag_y = pos[1]
        return True

    def key(self, key) -> bool:
        """Page Up/Down, Home and End when hovered or focused; the arrows only when both (they also play
        cards on some tables)."""
        if not (self.over or self.focused):
            return False
        page = max(1, len(self.placed()) - 1)
        steps = {pygame.K_PAGEUP: page, pygame.K_PAGEDOWN: -page, pygame.K_HOME: len(self.entries),
                 pygame.K_END: -len(self.entries)}
        if self.focused and self.over:
            steps.update({pygame.K_UP: 1, pygame.K_DOWN: -1})
        if key not in steps:
            return False
        self.scroll_by(steps[key])
        return True

    def draw(self, surface, title, labels=()) -> None:
        """The panel, its title and chips, the entries in the window and the scroll bar."""
        rect = self.rect
        draw.translucent_panel(surface, rect, alpha=80)
        if self.focused:
            draw.rounded(surface, rect, theme.GOLD_DARK, 14, 1)
        self.title = title
        chips = self.chips(labels)
        draw.text(surface, self.shown_title(chips), 16, theme.GOLD, (rect.x + PAD, rect.y + 9), "bold")
        for name, chip in chips.items():
            lit = name == "notation" and self.notation
            draw.rounded(surface, chip, theme.GOLD if lit else theme.FELT_LIGHT, 9)
            label = dict(labels)[name]
            draw.text(surface, label, CHIP_SIZE, theme.INK if lit else theme.CREAM, chip.center, "bold", "center")
        for i, top in self.placed():
            self.draw_entry(surface, self.entries[i], top, i == self.hovered)
        self.draw_bar(surface)

    def draw_entry(self, surface, entry, top, hovered) -> None:
        """One entry: a header with its rule, or the lines with the notation tag when asked (or hovered)."""
        body = self.body()
        lines, own_line = self.rows(entry)
        if entry.header:
            y = top + HEADER_H - 10
            draw.line(surface, theme.GOLD_DARK, (body.x, top + 10), (body.right, top + 10), 1)
            draw.text(surface, lines[0], SIZE, theme.GOLD, (body.x, y), "bold")
            return
        if hovered:
            draw.rounded(surface, (body.x - 6, top - 1, body.width + 10, self.height(entry)), theme.FELT_LIGHT, 6)
        for k, line in enumerate(lines):
            draw.text(surface, line, SIZE, theme.CREAM, (body.x, top + row_h() * k))
        if entry.notation and (self.notation or hovered):
            # Hovered with the notation off, the tag sits over the end of the last line, like a tooltip.
            row = len(lines) if own_line and self.notation else len(lines) - 1
            self.draw_tag(surface, entry.notation, (body.right, top + row_h() * row + 1))

    def draw_tag(self, surface, notation, topright) -> None:
        """A move's notation in a small dark chip."""
        width = round(draw.text_size(notation, SIZE - 1, "bold")[0]) + 10
        chip = pygame.Rect(0, 0, width, row_h() - 2)
        chip.topright = topright
        draw.rounded(surface, chip, theme.FELT_DARK, 6)
        draw.text(surface, notation, SIZE - 1, theme.GOLD, chip.center, "bold", "center")

    def draw_bar(self, surface) -> None:
        """The scroll bar: where the window lies in the whole log (none while everything fits)."""
        most = self.max_scroll()
        if not most:
            return
        body = self.body()
        track = pygame.Rect(self.rect.right - PAD + 2 - BAR_W, body.y, BAR_W, body.height)
        draw.rounded(surface, track, theme.FELT_DARK, 2)
        shown = max(1, len(self.placed()))
        length = max(18, track.height * shown // len(self.entries))
        y = track.bottom - length - (track.height - length) * self.scroll // most
        draw.rounded(surface, (track.x, y, BAR_W, length), theme.GOLD, 2)
