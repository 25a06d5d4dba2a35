"""The word-or-bridge question: where a word-or-bridge card fits as both, the player says which face."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.quinto.moves import Move

from ..kit import draw, theme
from ..kit.widgets import Button
from ..table.reach import Reach

FACE_KEYS = {pygame.K_w: "word", pygame.K_b: "bridge"}


class FacePrompt:
    """Two buttons over the destination, Word and Bridge (or the keys W and B); any click elsewhere or
    Escape puts the question away. Built with the controller's reach, a card's name in words, where the question
    about a destination shows (place) and what follows a card played (played)."""

    def __init__(self, reach: Reach, card_name: Callable[[str], str], place: Callable[[object], pygame.Rect],
                 played: Callable[[], None]):
        self.reach = reach
        self.card_name = card_name
        self.place = place
        self.played = played
        self.card = self.target = None
        self.buttons = []

    @property
    def open(self) -> bool:
        """Whether the question is up."""
        return self.card is not None

    def ask(self, card, target) -> None:
        """Ask how card is played on target."""
        self.close()
        self.card, self.target = card, target
        rect = self.rect()
        say = self.reach.say
        self.buttons = [
            Button((rect.x + 12, rect.bottom - 56, 98, 44), lambda: say("quinto.ui.word"),
                   lambda: self.choose("word"), "primary", size=18),
            Button((rect.right - 110, rect.bottom - 56, 98, 44), lambda: say("quinto.ui.bridge"),
                   lambda: self.choose("bridge"), "plain", size=18),
        ]
        self.reach.put_up(self.buttons, self.buttons[0])

    def close(self) -> None:
        """Put the question away."""
        self.reach.take_away(self.buttons)
        self.card = self.target = None
        self.buttons = []

    def choose(self, face) -> None:
        """Play the card with the chosen face."""
        card, target = self.card, self.target
        self.close()
        if self.reach.try_move(Move(f"{card}={face}", target)):
            self.played()

    def rect(self) -> pygame.Rect:
        """Where the question shows: over its destination."""
        return self.place(self.target)

    def handle(self, event) -> bool:
        """W or B answers; a click away closes; True when the question took the event."""
        if not self.open:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key in FACE_KEYS:
                self.choose(FACE_KEYS[event.key])
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if event.type == pygame.MOUSEBUTTONUP and not self.rect().collidepoint(event.pos):
                self.close()
            return True
        return False

    def draw(self, surface) -> None:
        """The question over its destination, with its two buttons."""
        if not self.open:
            return
        rect = self.rect()
        draw.shadowed_panel(surface, rect, theme.PAPER, 14, theme.GOLD)
        text = self.reach.say("quinto.ui.ask_face", card=self.card_name(self.card))
        for i, line in enumerate(draw.wrap(text, 15, rect.width - 20)[:2]):
            draw.text(surface, line, 15, theme.INK, (rect.centerx, rect.y + 8 + 18 * i), "bold", "midtop")
        hovered, focused = self.reach.hovered(), self.reach.focused()
        for button in self.buttons:
            button.draw(surface, button is hovered, button is focused)
