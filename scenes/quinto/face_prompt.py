"""The word-or-bridge question: where a word-or-bridge card fits as both, the player says which face."""
from __future__ import annotations

import pygame

from game.quinto.moves import Move

from ..kit import draw, theme
from ..kit.widgets import Button
from . import layout

FACE_KEYS = {pygame.K_w: "word", pygame.K_b: "bridge"}


class FacePrompt:
    """Two buttons over the destination, Word and Bridge (or the keys W and B); any click elsewhere or
    Escape puts the question away."""

    def __init__(self, table):
        self.table = table
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
        say = self.table.words.say
        self.buttons = [
            Button((rect.x + 12, rect.bottom - 56, 98, 44), lambda: say("quinto.ui.word"),
                   lambda: self.choose("word"), "primary", size=18),
            Button((rect.right - 110, rect.bottom - 56, 98, 44), lambda: say("quinto.ui.bridge"),
                   lambda: self.choose("bridge"), "plain", size=18),
        ]
        self.table.buttons += self.buttons
        self.table.focus = self.buttons[0]

    def close(self) -> None:
        """Put the question away."""
        for button in self.buttons:
            self.table.buttons.remove(button)
        if self.table.focus in self.buttons:
            self.table.focus = None
        self.card = self.target = None
        self.buttons = []

    def choose(self, face) -> None:
        """Play the card with the chosen face."""
        card, target = self.card, self.target
        self.close()
        if self.table.try_move(Move(f"{card}={face}", target)):
            self.table.controller.hand.clear()

    def rect(self) -> pygame.Rect:
        """Where the question shows: over its destination."""
        place = self.table.row_places().get(self.target, 0)
        return layout.prompt_rect(self.target, place, self.table.controller.scroll)

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
        text = self.table.words.say("quinto.ui.ask_face", card=self.table.quinto_words.card(self.card))
        for i, line in enumerate(draw.wrap(text, 15, rect.width - 20)[:2]):
            draw.text(surface, line, 15, theme.INK, (rect.centerx, rect.y + 8 + 18 * i), "bold", "midtop")
        for button in self.buttons:
            button.draw(surface, button is self.table.hover, button is self.table.focus)
