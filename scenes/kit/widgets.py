"""Buttons and choosers: large touch targets, hover and keyboard focus, drawn in the parlour's look."""
from __future__ import annotations

import pygame

from . import draw, theme
from .canvas import LOGICAL

STYLES = {
    "primary": (theme.GOLD, theme.INK, theme.GOLD_DARK),
    "plain": (theme.CREAM, theme.INK, theme.INK_SOFT),
    "quiet": ((38, 88, 67), theme.CREAM, (70, 130, 100)),
}
DISABLED_EDGE = (120, 140, 128)
DISABLED_INK = (140, 156, 146)
LABEL_SPARE = 14  # of a button's 24 px of padding, what a label may take before it is cut (5 px stay each side)


class Button:
    """A clickable, focusable button; label (and an optional smaller note under it) may be text or a
    function giving text."""

    takes_focus = False

    def __init__(self, rect, label, action, style="plain", enabled=True, size=22, note=None, icon=None, short=None):
        self.rect = pygame.Rect(rect)
        # Where the label does not fit (a small window): its short form (text or a function giving text) stands
        # for it, else icon(surface, rect, colour) draws a sign instead.
        self.short = short
        self.icon = icon
        self.label = label
        self.note = note
        self.action = action
        self.style = style
        self.enabled = enabled
        self.size = size
        self.selected = False

    def text(self) -> str:
        """The label as it reads now."""
        return self.label() if callable(self.label) else self.label

    def note_text(self) -> str:
        """The note under the label as it reads now ("" when none)."""
        return (self.note() if callable(self.note) else self.note) or ""

    def fitted_label(self) -> tuple:
        """(label, size) as drawn now: the label fitted to the button, or its short form where the label would be
        cut (a label still cut ends with an ellipsis)."""
        label, size = fitted(self.text(), self.size, self.rect.width - 24, "bold", LABEL_SPARE)
        if label != self.text() and self.short is not None:
            short = self.short() if callable(self.short) else self.short
            label, size = fitted(short, self.size, self.rect.width - 24, "bold", LABEL_SPARE)
        return label, size

    def folded_label(self, label, size) -> list:
        """The label's lines: label alone, or the whole label on two lines where label was cut and the button is
        tall enough for two (a small window draws text larger than its scale)."""
        if not label.endswith("…") or self.text().endswith("…") or self.rect.height < 2 * draw.line_step(size):
            return [label]
        return draw.fold(self.text(), size, self.rect.width - 24 + LABEL_SPARE, 2, "bold")

    def is_enabled(self) -> bool:
        """Whether the button reacts now."""
        return self.enabled() if callable(self.enabled) else self.enabled

    def draw(self, surface, hovered=False, focused=False) -> None:
        """Draw the button with its hover, focus, selection and disabled states."""
        fill, ink, edge = STYLES[self.style]
        light_ground = on_light_ground(surface, self.rect.center)
        if self.selected:
            fill, ink, edge = STYLES["primary"]
        if not self.is_enabled():
            # Sunk and flat, with no face of its own (what lies under it shows through, darker) and a faint label:
            # a greyed face read like a quiet button that works.
            draw.translucent_panel(surface, self.rect, theme.SHADOW, 90, 12)
            draw.rounded(surface, self.rect, DISABLED_EDGE, 12, 1)
            ink = theme.INK_SOFT if light_ground else DISABLED_INK
        else:
            if hovered:
                fill = tuple(min(255, c + 18) for c in fill)
            draw.shadowed_panel(surface, self.rect, fill, radius=12, border=edge, lift=3)
        if focused:
            draw.glow(surface, self.rect, theme.GOLD_DARK if light_ground else theme.CREAM, radius=12, width=2)
        label, size = self.fitted_label()
        if self.icon is not None and label != self.text():
            self.icon(surface, self.rect, ink)
            if hovered or focused:
                tip(surface, self.rect, self.text())
            return
        note_size = max(13, self.size * 2 // 3)
        note = self.note_text()
        label_step, note_step = draw.line_step(self.size), draw.line_step(note_size)
        # As many lines of the note as fit under the label (two at most; fewer when a small window's text is
        # drawn larger than its scale).
        room = int((self.rect.height - 8 - label_step) // note_step)
        notes = draw.wrap(note, note_size, self.rect.width - 24)[:min(2, room)] if note else []
        top = self.rect.centery - round(label_step + len(notes) * note_step) // 2 if notes else None
        if top is None:
            lines = self.folded_label(label, size)
            step = draw.line_step(size)
            for i, line in enumerate(lines):
                centre = (self.rect.centerx, round(self.rect.centery + (i - (len(lines) - 1) / 2) * step))
                draw.text(surface, line, size, ink, centre, "bold", "center")
            return
        draw.text(surface, label, size, ink, (self.rect.centerx, top), "bold", "midtop")
        for i, line in enumerate(notes):
            line, line_size = fitted(line, note_size, self.rect.width - 24, "ui")
            draw.text(surface, line, line_size, ink, (self.rect.centerx, round(top + label_step + i * note_step)),
                      "ui", "midtop")


def on_light_ground(surface, pos) -> bool:
    """Whether what is drawn at pos so far is light (a panel's paper) rather than dark (the felt); dark when pos
    lies outside (a row scrolled out of the frame)."""
    try:
        return sum(tuple(surface.get_at(pos))[:3]) > 3 * 128
    except IndexError:
        return False


def tip(surface, rect, words, size=15) -> None:
    """The words an icon stands for, on a paper tag just above rect (kept within the frame)."""
    width, height = draw.text_size(words, size, "bold")
    area = pygame.Rect(0, 0, round(width) + 18, round(height) + 12)
    area.midbottom = (rect.centerx, rect.top - 6)
    area.clamp_ip(pygame.Rect(0, 0, *LOGICAL))
    draw.shadowed_panel(surface, area, theme.CREAM, radius=8, border=theme.INK_SOFT, lift=2)
    draw.text(surface, words, size, theme.INK, area.center, "bold", "center")


def fitted(label, size, width, kind, spare=0) -> tuple:
    """(label, size) that fit width as drawn now: a smaller size down to 12, then the spare room (a button's
    padding) taken, then the label cut with an ellipsis."""
    while size > 12 and draw.text_size(label, size, kind)[0] > width:
        size -= 1
    if draw.text_size(label, size, kind)[0] <= width + spare:
        return label, size
    width += spare
    while label and draw.text_size(label + "…", size, kind)[0] > width:
        label = label[:-1]
    return label.rstrip() + "…", size


class Cycle(Button):
    """A button that steps through choices on click (right-click or shift steps back)."""

    def __init__(self, rect, choices, index, describe, on_change=None, size=20):
        self.choices = list(choices)
        self.index = index
        self.describe = describe
        self.on_change = on_change
        super().__init__(rect, lambda: describe(self.value), self.advance, size=size)

    @property
    def value(self):
        """The current choice."""
        return self.choices[self.index]

    def advance(self, step=1, pos=None) -> None:
        """Move to the next (or previous) choice (pos: where a click fell, unused here)."""
        self.index = (self.index + step) % len(self.choices)
        if self.on_change:
            self.on_change(self.value)


class ShownButton(Button):
    """A button drawn only while shown() holds (greyed while shown but not yet enabled)."""

    def __init__(self, rect, label, action, style, shown, enabled, size, icon=None):
        super().__init__(rect, label, action, style, enabled, size, icon=icon)
        self.shown = shown

    def draw(self, surface, hovered=False, focused=False) -> None:
        """Draw the button only while it is shown."""
        if self.shown():
            super().draw(surface, hovered, focused)


class Segments(Cycle):
    """Every choice shown side by side, the chosen one lit: a click picks the one under it, Enter steps on."""

    def advance(self, step=1, pos=None) -> None:
        """Pick the choice under pos (a click), else step to the next (or previous) choice."""
        if pos is None:
            super().advance(step)
            return
        width = self.rect.width / len(self.choices)
        self.index = min(len(self.choices) - 1, max(0, int((pos[0] - self.rect.x) // width)))
        if self.on_change:
            self.on_change(self.value)

    def draw(self, surface, hovered=False, focused=False) -> None:
        """One rounded bar, each choice a cell; the chosen cell in gold."""
        draw.shadowed_panel(surface, self.rect, theme.CREAM, radius=12, border=theme.INK_SOFT, lift=3)
        width = self.rect.width / len(self.choices)
        for i, choice in enumerate(self.choices):
            cell = pygame.Rect(round(self.rect.x + i * width), self.rect.y, round(width), self.rect.height)
            if i == self.index:
                draw.rounded(surface, cell.inflate(-6, -6), theme.GOLD, radius=9)
            label, size = fitted(self.describe(choice), self.size, cell.width - 10, "bold")
            colour = theme.INK if i == self.index or hovered else theme.INK_SOFT
            draw.text(surface, label, size, colour, cell.center, "bold", "center")
        if focused:
            draw.glow(surface, self.rect, theme.CREAM, radius=12, width=2)
