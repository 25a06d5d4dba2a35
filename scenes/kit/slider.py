"""A slider for a level from 0 to 1: dragged, tapped where it should go, or stepped by the arrow keys."""
from __future__ import annotations

import pygame

from . import draw, theme
from .widgets import Button

KNOB = 24
STEP = 0.05
STEPS = {pygame.K_LEFT: -STEP, pygame.K_DOWN: -STEP, pygame.K_RIGHT: STEP, pygame.K_UP: STEP,
         pygame.K_PAGEDOWN: -0.25, pygame.K_PAGEUP: 0.25, pygame.K_HOME: -1.0, pygame.K_END: 1.0}


class Slider(Button):
    """A labelled track with a knob; on_change(value) hears every move, on_release(value) the end of a drag."""

    takes_focus = True

    def __init__(self, rect, value, label, on_change, on_release=None, size=20):
        super().__init__(rect, label, lambda: None, size=size)
        self.value = value
        self.on_change = on_change
        self.on_release = on_release or (lambda value: None)
        self.dragging = False

    def track(self) -> pygame.Rect:
        """The line the knob runs along, right of the label."""
        left = self.rect.x + self.rect.width * 9 // 20
        return pygame.Rect(left, self.rect.centery - 3, self.rect.right - 24 - left, 6)

    def set_value(self, value) -> None:
        """Move the knob to value (kept within 0–1, to hundredths) and say so when it moved."""
        value = round(max(0.0, min(1.0, value)), 2)
        if value != self.value:
            self.value = value
            self.on_change(value)

    def value_at(self, pos) -> float:
        """The level under a pointer at pos."""
        track = self.track()
        return (pos[0] - track.x) / track.width

    def advance(self, step=1, pos=None) -> None:
        """A tap (pos) puts the knob there; Enter (no pos) steps it."""
        self.set_value(self.value_at(pos) if pos is not None else self.value + step * STEP)
        self.on_release(self.value)

    def pointer(self, event) -> bool:
        """Follow a press, drag and release that began on the slider; True when the event was the slider's."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.dragging = True
            self.set_value(self.value_at(event.pos))
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self.set_value(self.value_at(event.pos))
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.dragging:
            self.dragging = False
            self.set_value(self.value_at(event.pos))
            self.on_release(self.value)
            return True
        return False

    def type(self, event) -> bool:
        """Arrow, Page and Home/End keys move the knob while the slider has the focus."""
        if event.key not in STEPS:
            return False
        self.set_value(self.value + STEPS[event.key])
        self.on_release(self.value)
        return True

    def draw(self, surface, hovered=False, focused=False) -> None:
        """The label on the left, the track filled up to the knob in gold."""
        fill = tuple(min(255, c + 18) for c in theme.CREAM) if hovered or self.dragging else theme.CREAM
        draw.shadowed_panel(surface, self.rect, fill, radius=12, border=theme.INK_SOFT, lift=3)
        if focused:
            draw.glow(surface, self.rect, theme.CREAM, radius=12, width=2)
        draw.text(surface, self.text(), self.size, theme.INK, (self.rect.x + 16, self.rect.centery), "bold", "midleft")
        track = self.track()
        draw.rounded(surface, track, theme.INK_SOFT, radius=3)
        draw.rounded(surface, pygame.Rect(track.x, track.y, round(track.width * self.value), track.height),
                     theme.GOLD_DARK, radius=3)
        knob = pygame.Rect(0, 0, KNOB, KNOB)
        knob.center = (track.x + round(track.width * self.value), track.centery)
        draw.rounded(surface, knob, theme.GOLD, radius=KNOB // 2)
        draw.rounded(surface, knob, theme.INK, radius=KNOB // 2, width=2)
