"""13's input: the shared hand turns clicks, drags and keys into plays; B, Y, G or 1, 2, 3 choose a target."""
from __future__ import annotations

import pygame

from game.cards import HIDDEN
from game.thirteen.deck import targets_of
from game.thirteen.moves import Move

from ..table import Hand
from ..table.keys import hand_bindings
from ..table.reach import Reach
from . import layout

TARGET_KEYS = {pygame.K_b: "B", pygame.K_y: "Y", pygame.K_g: "G", pygame.K_1: "B", pygame.K_2: "Y", pygame.K_3: "G"}


class Controller:
    """Turns the viewer's input into moves tried through its reach (never the table itself)."""

    def __init__(self, reach: Reach):
        self.reach = reach
        self.hand = Hand(layout.hand_rects, self.targets, layout.target_at, self.play, self.pick_first,
                         keys=TARGET_KEYS, fallback="B", ask=self.ask_target)

    def sync(self, view=None) -> None:
        """Show the hand the viewer's cards now (from view when the caller has it), lit on their turn."""
        reach = self.reach
        self.hand.show((view or reach.view()).hands[reach.viewer()], reach.my_turn())

    def clear(self) -> None:
        """Put back the card picked or dragged."""
        self.hand.clear()

    def choosing(self) -> bool:
        """Whether the player holds a card picked or dragged (Enter then plays it, not a hint)."""
        return self.hand.chosen() is not None

    def targets(self, card) -> list:
        """Where card may go by the colour rule (whoever's turn it is: out of turn the play is refused in words)."""
        return [] if card == HIDDEN else list(targets_of(card))

    def play(self, card, target) -> bool:
        """Try card on target; True when it was played."""
        return self.reach.try_move(Move(card, target))

    def ask_target(self, card, targets) -> None:
        """Enter on a rotten four: say where it may go and how to choose, rather than guess."""
        self.reach.notify(self.reach.t("thirteen.ui.which_target"))

    def pick_first(self) -> None:
        """A target was clicked before any card."""
        self.reach.notify(self.reach.t("pick_card_first"))

    def handle(self, event) -> bool:
        """Give event to the hand; True when it was used."""
        self.sync()
        return self.hand.handle(event)

    def bindings(self) -> list:
        """The keys this controller reacts to, for the key help."""
        return hand_bindings(self.hand, lambda target: f"flow.does.target_{target}")

    def lit_targets(self) -> list:
        """The targets to light: where the chosen card may go on the viewer's turn, the aimed one first."""
        card = self.hand.chosen()
        if card is None or not self.reach.my_turn():
            return []
        return self.targets(card)
