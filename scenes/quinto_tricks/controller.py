"""The Victorian Quinto's input: the shared hand for the viewer's cards (and for the dummy when the
viewer deals it), the trick as the one target, P, D, R for the doubling round and L for the last trick."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.quinto_tricks.rules import PLAY
from game.quinto_tricks.seating import DUMMY, HANDS

from ..table import Hand
from ..table.keys import Binding, grouped, hand_bindings
from ..table.reach import Reach
from . import layout

TRICK = "trick"
BID_KEYS = {pygame.K_p: "pass", pygame.K_d: "double", pygame.K_r: "redouble"}
LAST_TRICK_KEYS = (pygame.K_l,)


class Controller:
    """Turns clicks, drags and keys into the table's moves: own the bottom hand, and the dummy's row at
    the top while the viewer deals the three-player game. Built with its reach and the table's calls for this game:
    whether the window is laid out for touch (roomy), a card played (play: whether it was), a bid made, the last
    trick shown or hidden, and why a picked card cannot be played (explain)."""

    def __init__(self, reach: Reach, roomy: Callable[[], bool], play: Callable[[str], bool],
                 bid: Callable[[str], None], toggle_last: Callable[[], None], explain: Callable[[str], None]):
        self.reach = reach
        self.roomy = roomy
        self.play_card = play
        self.bid = bid
        self.toggle_last = toggle_last
        self.tell_why = explain
        self.wide = False  # the rows laid for touch, as sync() last found (so drawing a hand reads no table)
        self.own = self.hand_at(0)
        self.dummy = self.hand_at(2)

    def hand_at(self, pos) -> Hand:
        """A shared hand laid in the row at pos, whose one target is the trick (Up or Enter play)."""
        def rects(count, raised):
            return layout.row_rects(pos, count, raised, wide=self.wide)

        return Hand(rects, self.targets, self.target_at, self.play, self.pick_first, keys={pygame.K_UP: TRICK},
                    fallback=TRICK)

    def dummy_clickable(self, view) -> bool:
        """Whether the viewer may pick the dummy's cards: he deals the three-player game and it lies face up."""
        return view.players < HANDS and view.dealer == self.reach.viewer() and view.phase == PLAY

    def active_hand(self, view) -> int:
        """The hand the viewer plays from now: the dummy when it is his to play, else his own."""
        if self.dummy_clickable(view) and view.turn == DUMMY:
            return DUMMY
        return self.reach.viewer()

    def sync(self) -> None:
        """Show both hands their cards now, lit while the viewer plays from them, laid as the window is."""
        reach = self.reach
        self.wide = self.roomy()
        view, viewer = reach.view(), reach.viewer()
        playing = reach.my_turn() and view.phase == PLAY
        active = self.active_hand(view)
        self.own.show(view.hands[viewer], playing and active == viewer)
        self.dummy.show(view.hands[DUMMY] if self.dummy_clickable(view) else (), playing and active == DUMMY)

    def targets(self, card) -> list:
        """The trick, when card may be played now; nothing otherwise (the card is dimmed)."""
        view = self.reach.view()
        return [TRICK] if self.reach.my_turn() and view.phase == PLAY and card in view.legal_moves() else []

    def target_at(self, pos):
        """The trick when pos is on the mat during the play of a hand."""
        return TRICK if self.reach.view().phase == PLAY and layout.on_mat(pos) else None

    def play(self, card, target) -> bool:
        """Play card to the trick; True when it was played."""
        return self.play_card(card)

    def pick_first(self) -> None:
        """The trick was clicked before any card."""
        self.reach.notify(self.reach.t("pick_card_first"))

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
            self.bid(BID_KEYS[event.key])
            return True
        if event.type == pygame.KEYDOWN and event.key in LAST_TRICK_KEYS:
            self.toggle_last()
            return True
        active = self.dummy if self.active_hand(self.reach.view()) == DUMMY else self.own
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
            if self.reach.my_turn() and self.reach.view().phase == PLAY and not self.targets(card):
                self.tell_why(card)
