"""A one-line text box: click or Tab to it, then type; Backspace erases; a soft placeholder when empty."""
from __future__ import annotations

import pygame

from . import draw, theme
from .widgets import Button


class TextField(Button):
    """A focusable box that keeps the characters typed while it has the keyboard focus."""

    takes_focus = True

    def __init__(self, rect, value="", placeholder="", max_length=16, allowed=str.isprintable, size=20):
        super().__init__(rect, "", lambda: None, size=size)
        self.value = value
        self.placeholder = placeholder
        self.max_length = max_length
        self.allowed = allowed

    def type(self, event) -> bool:
        """Take one key press: True when it was typing (a character or Backspace), False for other keys."""
        if event.key == pygame.K_BACKSPACE:
            self.value = self.value[:-1]
            return True
        character = getattr(event, "unicode", "")
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE) or not character:
            return False
        if self.allowed(character) and len(self.value) < self.max_length:
            self.value += character
        return True

    def draw(self, surface, hovered=False, focused=False) -> None:
        """Paper with the text (or the placeholder in soft ink) and a caret while focused."""
        draw.shadowed_panel(surface, self.rect, theme.PAPER, 10, theme.GOLD if focused else theme.INK_SOFT, 2)
        placeholder = self.placeholder() if callable(self.placeholder) else self.placeholder
        left = (self.rect.x + 12, self.rect.centery)
        if self.value:
            left = draw.text(surface, self.value, self.size, theme.INK, left, "ui", "midleft").midright
        else:
            draw.text(surface, placeholder, self.size, theme.INK_SOFT, left, "ui", "midleft")
        if focused and (pygame.time.get_ticks() // 500) % 2 == 0:
            draw.text(surface, "|", self.size, theme.INK, left, "ui", "midleft")
