"""Buttons and choosers: large touch targets, hover and keyboard focus, drawn in the parlour's look."""
from __future__ import annotations

import pygame

from . import draw, theme

STYLES = {
    "primary": (theme.GOLD, theme.INK, theme.GOLD_DARK),
    "plain": (theme.CREAM, theme.INK, theme.INK_SOFT),
    "quiet": ((38, 88, 67), theme.CREAM, (70, 130, 100)),
}


class Button:
    """A clickable, focusable button; label may be text or a function giving text."""

    def __init__(self, rect, label, action, style="plain", enabled=True, size=22):
        self.rect = pygame.Rect(rect)
        self.label = label
        self.action = action
        self.style = style
        self.enabled = enabled
        self.size = size
        self.selected = False

    def text(self) -> str:
        """The label as it reads now."""
        return self.label() if callable(self.label) else self.label

    def is_enabled(self) -> bool:
        """Whether the button reacts now."""
        return self.enabled() if callable(self.enabled) else self.enabled

    def draw(self, surface, hovered=False, focused=False) -> None:
        """Draw the button with its hover, focus, selection and disabled states."""
        fill, ink, edge = STYLES[self.style]
        if self.selected:
            fill, ink, edge = STYLES["primary"]
        if not self.is_enabled():
            fill = tuple(int(c * 0.55 + 40) for c in fill)
            ink = theme.INK_SOFT
        elif hovered:
            fill = tuple(min(255, c + 18) for c in fill)
        draw.shadowed_panel(surface, self.rect, fill, radius=12, border=edge, lift=3)
        if focused:
            draw.glow(surface, self.rect, theme.CREAM, radius=12, width=2)
        label = self.text()
        size = self.size
        while size > 12 and theme.font(size, "bold").size(label)[0] > self.rect.width - 24:
            size -= 1
        draw.text(surface, label, size, ink, self.rect.center, "bold", "center")


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

    def advance(self, step=1) -> None:
        """Move to the next (or previous) choice."""
        self.index = (self.index + step) % len(self.choices)
        if self.on_change:
            self.on_change(self.value)

    def set_choices(self, choices, value) -> None:
        """Replace the choices, keeping value when it is still there."""
        self.choices = list(choices)
        self.index = self.choices.index(value) if value in self.choices else 0


class ShownButton(Button):
    """A button drawn only while shown() holds (greyed while shown but not yet enabled)."""

    def __init__(self, rect, label, action, style, shown, enabled, size):
        super().__init__(rect, label, action, style, enabled, size)
        self.shown = shown

    def draw(self, surface, hovered=False, focused=False) -> None:
        """Draw the button only while it is shown."""
        if self.shown():
            super().draw(surface, hovered, focused)
