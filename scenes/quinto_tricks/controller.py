"""The Victorian Quinto's input: the shared hand for the viewer's cards (and for the dummy when the
viewer deals it), the trick as the one target, P, D, R for the doubling round and L for the last trick."""
from __future__ import annotations

import pygame

from game.quinto_tricks.rules import PLAY
from game.quinto_tricks.seating import DUMMY, HANDS

from ..table import Hand
from ..table.keys import Binding, grouped, hand_bindings
from . import layout

TRICK = "trick"
BID_KEYS = {pygame.K_p: "pass", pygame.K_d: "double", pygame.K_r: "redouble"}
LAST_TRICK_KEYS = (pygame.K_l,)


class Controller:
    """Turns clicks, drags and keys into the table's moves: own the bottom hand, and the dummy's row at
    the top while the viewer deals the three-player game."""

    def __init__(self, table):
        self.table = table
        self.own = self.hand_at(0)
        self.dummy = self.hand_at(2)

    def hand_at(self, pos) -> Hand:
        """A shared hand laid in the row at pos, whose one target is the trick (Up or Enter play)."""
        def rects(count, raised):
            return layout.row_rects(pos, count, raised, wide=bool(self.table.roomy))

        return Hand(rects, self.targets, self.target_at, self.play, self.pick_first, keys={pygame.K_UP: TRICK},
                    fallback=TRICK)

    def dummy_clickable(self, view) -> bool:
        """Whether the viewer may pick the dummy's cards: he deals the three-player game and it lies face up."""
        return view.players < HANDS and view.dealer == self.table.viewer and view.phase == PLAY

    def active_hand(self, view) -> int:
        """The hand the viewer plays from now: the dummy when it is his to play, else his own."""
        if self.dummy_clickable(view) and view.turn == DUMMY:
            return DUMMY
        return self.table.viewer

    def sync(self) -> None:
        """Show both hands their cards now, lit while the viewer plays from them."""
        table = self.table
        view = table.view()
        playing = table.my_turn() and view.phase == PLAY
        active = self.active_hand(view)
        self.own.show(view.hands[table.viewer], playing and active == table.viewer)
        self.dummy.show(view.hands[DUMMY] if self.dummy_clickable(view) else (), playing and active == DUMMY)

    def targets(self, card) -> list:
        """The trick, when card may be played now; nothing otherwise (the card is dimmed)."""
        table = self.table
        view = table.view()
        return [TRICK] if table.my_turn() and view.phase == PLAY and card in view.legal_moves() else []

    def target_at(self, pos):
        """The trick when pos is on the mat during the play of a hand."""
        return TRICK if self.table.state.phase == PLAY and layout.on_mat(pos) else None

    def play(self, card, target) -> bool:
        """Play card to the trick; True when it was played."""
        return self.table.play(card)

    def pick_first(self) -> None:
        """The trick was clicked before any card."""
        self.table.say(self.table.t("pick_card_first"))

    def chosen(self):
        """The card picked in either hand, or None."""
        return self.own.chosen() or self.dummy.chosen()

    def choosing(self) -> bool:
        """Whether the player holds a card picked in either hand (Enter then plays it, not a hint)."""
        return self.chosen() is not None

    def clear(self) -> None:
        """Forget any selection and drag (after a move, undo or redo)."""
        self.own.clear()
        self.dummy.clear()

    def handle(self, event) -> bool:
        """Bids and the last trick by key; then the hands: keys to the hand played from, the pointer to
        the hand under it. A card picked that cannot be played says why at once."""
        self.sync()
        if event.type == pygame.KEYDOWN and event.key in BID_KEYS:
            self.table.bid(BID_KEYS[event.key])
            return True
        if event.type == pygame.KEYDOWN and event.key in LAST_TRICK_KEYS:
            self.table.toggle_last()
            return True
        active = self.dummy if self.active_hand(self.table.view()) == DUMMY else self.own
        hands = [active]
        if event.type != pygame.KEYDOWN:
            holding = [h for h in (self.own, self.dummy) if h.drag or h.selected is not None]
            hands = holding + [h for h in (active, self.own, self.dummy) if h not in holding]
        for hand in dict.fromkeys(hands):
            other = self.dummy if hand is self.own else self.own
            if hand.handle(event):
                if hand.selected is not None or hand.drag:
                    other.clear()
                self.explain(hand, event)
                return True
        return False

    def bindings(self) -> list:
        """The keys this controller reacts to, for the key help."""
        return [*hand_bindings(self.own, lambda target: "flow.does.to_trick"),
                *grouped(BID_KEYS, lambda bid: f"flow.does.bid_{bid}"),
                Binding(LAST_TRICK_KEYS, "flow.does.last_trick")]

    def explain(self, hand, event) -> None:
        """After a click that picked a card the viewer cannot play now, say why."""
        card = hand.chosen()
        if event.type == pygame.MOUSEBUTTONUP and card is not None and not hand.drag:
            if self.table.my_turn() and self.table.view().phase == PLAY and not self.targets(card):
                self.table.explain(card)
