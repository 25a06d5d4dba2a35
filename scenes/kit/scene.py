"""The scene base: one screen of the parlour, fed logical-coordinate events by the app."""
from __future__ import annotations

import pygame

from . import touch


class Scene:
    """A screen with buttons, mouse/touch hover and keyboard focus (Tab, Enter, Escape)."""

    opaque = True

    def __init__(self, app):
        self.app = app
        self.buttons = []
        self.hover = None
        self.focus = None
        self.roomy = None  # laid out for touch (True), for a mouse (False) or not yet (None): see touch.follow

    def t(self, key, **values) -> str:
        """Interface text in the current language."""
        return self.app.t(key, **values)

    def handle(self, event) -> None:
        """Route an event: buttons first, then the scene's own on_event (laid out for touch or not first, except
        on the release that ends a press: it answers the layout it was pressed in)."""
        if event.type != pygame.MOUSEBUTTONUP:
            touch.follow(self)
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.button_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            button = self.button_at(event.pos)
            if button is not None:
                self.press(button, -1 if event.button == 3 else 1, event.pos)
                return
        elif event.type == pygame.KEYDOWN:
            if getattr(self.focus, "takes_focus", False) and self.focus.type(event):
                return
            if event.key == pygame.K_TAB and self.buttons:
                self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focus in self.buttons:
                self.press(self.focus, -1 if event.mod & pygame.KMOD_SHIFT else 1)
                return
            if event.key == pygame.K_ESCAPE:
                self.back()
                return
        self.on_event(event)

    def press(self, button, step=1, pos=None) -> None:
        """Activate a button (a chooser steps back with step -1, or picks what is under a click at pos);
        keyboard focus stays where it was, so Enter keeps doing what the keyboard player chose, except
        that a text box takes the focus to be typed into."""
        if not button.is_enabled():
            return
        if getattr(button, "takes_focus", False):
            self.focus = button
        if hasattr(button, "advance"):
            button.advance(step, pos)
        else:
            button.action()

    def button_at(self, pos):
        """The enabled button under pos, if any; while the player uses touch, the nearest whose touch target
        (grown to a finger's size) holds pos."""
        enabled = [button for button in self.buttons if button.is_enabled()]
        return touch.pick(enabled, lambda button: button.rect, pos, self.touch_minimum())

    def touch_minimum(self) -> int:
        """The smallest side of a touch target in logical pixels now (0 when the player uses no touch)."""
        window = getattr(self.app, "window", None)
        return window.touch_minimum() if window is not None else 0

    def move_focus(self, step) -> None:
        """Tab to the next enabled button."""
        usable = [b for b in self.buttons if b.is_enabled()]
        if not usable:
            return
        i = usable.index(self.focus) if self.focus in usable else -1 if step > 0 else 0
        self.focus = usable[(i + step) % len(usable)]

    def draw_buttons(self, surface) -> None:
        """Draw every button with hover and focus."""
        for button in self.buttons:
            button.draw(surface, button is self.hover, button is self.focus)

    def on_event(self, event) -> None:
        """Scene-specific input after the buttons had theirs."""

    def back(self) -> None:
        """Escape: leave the scene (the bottom scene stays)."""
        if len(self.app.scenes) > 1:
            self.app.pop()

    def update(self, dt) -> None:
        """Advance time by dt seconds (a scene with a touch layout follows the touch mode)."""
        touch.follow(self)

    def busy(self) -> bool:
        """Whether the scene's picture changes by itself (an animation, a fade, a countdown, a thinking AI), so
        the app draws every frame; a scene that rests draws again only after input or a change around it. Here:
        a focused text field's caret blinks."""
        return bool(getattr(self.focus, "takes_focus", False))

    def draw(self, surface) -> None:
        """Draw the scene onto the 1280×720 logical surface."""
