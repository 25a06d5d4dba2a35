"""The viewer's hand, written once for every table: select, drag, keyboard, glow on playable cards."""
from __future__ import annotations

import pygame

from ..kit import card_art, draw, theme
from ..kit.drag import Drag

ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ARROW_STEPS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}
AIM_KEYS = (pygame.K_UP, pygame.K_DOWN)


class Hand:
    """A row of cards the owner feeds with show(); it turns clicks, drags and keys into plays.

    The owner gives four calls: targets(card) lists where card may go now (empty: unplayable),
    target_at(pos) names the target under the pointer (or None), play(card, target) tries the move
    and says whether it was played, and pick_first() explains a target chosen before a card.
    keys maps extra keys to targets (13's B, Y, G); fallback is where Enter sends a card with no
    legal target, so the player reads why it is refused. With ask, Enter on a card that could go to
    several places aims it at the first and calls ask(card, targets) instead of playing it: the next
    Enter (or a target's key) plays it where the player chose.
    """

    def __init__(self, geometry, targets, target_at, play, pick_first, keys=None, fallback=None, dim=True,
                 ask=None):
        self.geometry = geometry
        self.targets = targets
        self.target_at = target_at
        self.play = play
        self.pick_first = pick_first
        self.keys = keys or {}
        self.fallback = fallback
        self.dim = dim
        self.ask = ask
        self.cards = ()
        self.active = False
        self.playable = ()
        self.selected = None
        self.key_target = None
        self.drag = None

    def show(self, cards, active) -> None:
        """The cards now in hand, and whether the viewer may play them now (they glow then); which of them have a
        target is asked here, once, so that drawing the hand calls back to no one."""
        self.cards = tuple(cards)
        self.active = active
        self.playable = tuple(bool(self.targets(card)) for card in self.cards) if active else ()
        if self.selected is not None and self.selected >= len(self.cards):
            self.selected = None

    def rects(self) -> list:
        """Where each card lies (the selected one raised)."""
        return self.geometry(len(self.cards), self.selected)

    def card_at(self, pos):
        """The index of the card under pos, or None."""
        return card_art.topmost(self.rects(), pos)

    def chosen(self):
        """The card being dragged, else the selected card, else None."""
        index = self.drag.item if self.drag and self.drag.moved else self.selected
        return self.cards[index] if index is not None and index < len(self.cards) else None

    def clear(self) -> None:
        """Forget the selection, the aimed target and any drag (after a move, undo or redo)."""
        self.selected = self.key_target = self.drag = None

    def look(self) -> tuple:
        """What the hand's picture depends on besides the position (selection, aim, drag)."""
        return self.selected, self.key_target, self.drag.look() if self.drag else None

    def handle(self, event) -> bool:
        """React to one input event; True when the hand consumed it."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.card_at(event.pos)
            if index is None:
                return False
            self.drag = Drag(index, event.pos)
            return True
        if event.type == pygame.MOUSEMOTION and self.drag:
            self.drag.move(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.release(event.pos)
        if event.type == pygame.KEYDOWN and self.cards:
            return self.key(event.key)
        return False

    def release(self, pos) -> bool:
        """The end of a click or a drag: drop the card on a target, select it, or play the selected card."""
        drag, self.drag = self.drag, None
        if drag and drag.moved:
            target = self.target_at(pos)
            if target is not None and drag.item < len(self.cards):
                self.try_play(self.cards[drag.item], target)
            return True
        if drag:
            self.click(drag.item)
            return True
        target = self.target_at(pos)
        if target is None:
            return False
        card = self.chosen()
        if card is None:
            self.pick_first()
        else:
            self.try_play(card, target)
        return True

    def click(self, index) -> None:
        """Select a card; a second click on it plays it when it has a single target."""
        if index == self.selected and index < len(self.cards):
            targets = self.targets(self.cards[index])
            if len(targets) == 1:
                self.try_play(self.cards[index], targets[0])
                return
        self.selected = index
        self.key_target = None

    def key(self, key) -> bool:
        """← → choose among the cards that can be played now, ↑ ↓ aim the card at its targets in turn, Enter
        plays it, the extra keys choose a target."""
        if key in ARROW_STEPS:
            self.selected = self.next_playable(ARROW_STEPS[key])
            self.key_target = None
            return True
        card = self.chosen()
        if card is None:
            return False
        if key in self.keys:
            self.try_play(card, self.keys[key])
            return True
        targets = list(self.targets(card))
        if key in AIM_KEYS and targets:
            step = 1 if key == pygame.K_DOWN else -1
            at = targets.index(self.key_target) if self.key_target in targets else (-1 if step > 0 else 0)
            self.key_target = targets[(at + step) % len(targets)]
            return True
        if key in ENTER_KEYS:
            if self.ask is not None and len(targets) > 1 and self.key_target not in targets:
                self.key_target = targets[0]
                self.ask(card, targets)
                return True
            target = self.key_target if self.key_target in targets else (targets or [self.fallback])[0]
            if target is not None:
                self.try_play(card, target)
            return True
        return False

    def next_playable(self, step):
        """The index of the next card from the selection, in direction step, that can be played now (the
        targets say so), or None when none can."""
        count = len(self.cards)
        start = self.selected if self.selected is not None else (-1 if step > 0 else count)
        for distance in range(1, count + 1):
            index = (start + step * distance) % count
            if self.targets(self.cards[index]):
                return index
        return None

    def try_play(self, card, target) -> None:
        """Play card on target; a played card leaves no selection behind."""
        if self.play(card, target):
            self.clear()

    def draw(self, surface, face, hint=None, mark=None) -> None:
        """The cards: playable ones (as show() found them) ringed while active (the selected in gold), the others
        dimmed, the hinted card marked by mark(surface, rect) (the table's hint mark); a dragged card is left for
        draw_drag."""
        dragged = self.drag.item if self.drag and self.drag.moved else None
        for i, (card, rect) in enumerate(zip(self.cards, self.rects())):
            if i == dragged:
                continue
            card_art.lay(surface, face(card), rect)
            if self.active:
                if i < len(self.playable) and self.playable[i]:
                    chosen = i == self.selected
                    draw.glow(surface, rect, theme.GOLD if chosen else theme.GLOW_SOFT, 10,
                              3 if chosen else 2, 230 if chosen else 110)
                elif self.dim:
                    draw.translucent_panel(surface, rect, theme.VEIL, 120, card_art.CARD_RADIUS)
            if hint is not None and card == hint and mark is not None:
                mark(surface, rect)
                hint = None

    def draw_drag(self, surface, face) -> None:
        """The dragged card under the pointer (drawn last, over everything)."""
        if self.drag and self.drag.item < len(self.cards):
            self.drag.draw(surface, face(self.cards[self.drag.item]))


def row_geometry(centre_x, top, size, gap, lift=20):
    """A geometry for Hand: count cards of size side by side around centre_x, the raised one lifted."""
    return lambda count, raised: card_art.hand_row(count, centre_x, top, size, gap, raised, lift)
