"""The Victorian Quinto's table (Angelo Lewis): four hands round the trick, partners opposite, the
doubling round, quints celebrated, the cachette revealed, and a peg board toward 250."""
from __future__ import annotations

import pygame

from game.quinto_tricks.moves import BIDS
from game.quinto_tricks.rules import DOUBLING
from game.quinto_tricks.seating import trick_hands

from ..kit.motion import Flight
from ..kit.widgets import Button
from ..table import TableScene
from ..table.wiring import reach_of, refusal
from . import layout, view
from .art import TRICK_SIZE, face
from .controller import Controller
from .doubling import DoublingControls
from .motion import ARRIVE_S, CACHETTE_ARRIVE_S, CACHETTE_REST_S, CACHETTE_STAGGER_S, LEAVE_S, REST_S, TrickCard
from .panels import hand_panel, result_panel
from .parts import TricksParts
from .scoreboard import back_pegs
from .words import TABLE_WORDS, quints_line, say, side_name


class TricksTable(TableScene):
    """Play by clicking a card twice, dragging it onto the trick, or arrows and Enter; P, D, R bid."""

    event_sounds = {"trick_won": "take"}
    touch_rows = layout.TOUCH_ROWS

    def __init__(self, app, session):
        super().__init__(app, session, TABLE_WORDS, log_headers={"dealt": ("reading.log.hand", "number")})
        self.show_last = False
        reach = reach_of(self)
        self.controller = Controller(reach, lambda: bool(self.roomy), self.play, self.bid, self.toggle_last,
                                     self.explain)
        self.doubling = DoublingControls(reach, self.bid)
        self.last_button = Button(layout.LAST_BUTTON, lambda: say(self.words, "ui.last_trick"), self.toggle_last,
                                  "quiet", size=17, enabled=lambda: self.last_trick(self.view()) is not None)
        self.buttons += [*self.doubling.buttons, self.last_button]
        self.feed.rebuild()

    def lesson_rects(self, point, move) -> list:
        """What a lesson points at: a card in the hand it is played from and the trick, a bid's button; or
        the "trick", "hand", "dummy", "cachette", "scores" or "bids" (the hands laid as the window is now)."""
        self.controller.sync()
        hands = (self.controller.own, self.controller.dummy)
        bids = dict(zip(BIDS, self.doubling.buttons))
        if point == "move":
            if move in bids:
                return [bids[move].rect]
            return [rect for hand in hands for card, rect in zip(hand.cards, hand.rects()) if card == move] + [
                layout.MAT]
        cachette = pygame.Rect(0, 0, 90, 90)
        cachette.midtop = (layout.CACHETTE[0], layout.CACHETTE[1] - 45)
        areas = {"trick": [layout.MAT], "hand": hands[0].rects(), "dummy": hands[1].rects(), "cachette": [cachette],
                 "scores": [layout.SCORE_RECT], "bids": [b.rect for b in self.doubling.buttons]}
        return areas.get(point) or []

    # --- words -------------------------------------------------------------------------------------

    def refusal_text(self, move):
        """Why move is refused now, in the interface language (in a lesson, the step's); None when it is legal."""
        return refusal(self, move)


    def notice_zones(self) -> list:
        """Over the status line, between the mat and the raised hand."""
        return [layout.NOTICE_BAND]

    # --- input -------------------------------------------------------------------------------------

    def on_event(self, event) -> None:
        """Mouse, touch and keys go to the controller."""
        self.controller.handle(event)

    def play(self, card) -> bool:
        """Play a card, or say why it may not be played."""
        reason = self.refusal_text(card) if self.my_turn() else None
        if reason:
            self.say(reason)
            return False
        if self.try_move(card):
            self.show_last = False
            return True
        return False

    def explain(self, card) -> None:
        """Say why a picked card cannot be played now."""
        reason = self.refusal_text(card)
        if reason:
            self.say(reason)

    def bid(self, bid) -> None:
        """Pass, double or redouble, or say why not."""
        reason = self.refusal_text(bid) if self.my_turn() else None
        if reason:
            self.say(reason)
        elif self.try_move(bid) and self.focus in self.doubling.buttons:
            self.focus = None

    def toggle_last(self) -> None:
        """Show or hide the last trick in the middle of the table."""
        self.show_last = not self.show_last and self.last_trick(self.view()) is not None

    def after_jump(self) -> None:
        """Undo or redo: nothing stays selected."""
        self.controller.clear()
        super().after_jump()

    # --- what the view reads -----------------------------------------------------------------------

    def last_trick(self, state):
        """The last completed trick (possibly of the previous hand), or None."""
        if state.tricks:
            return state.tricks[-1]
        if state.last_hand and state.last_hand.tricks:
            return state.last_hand.tricks[-1]
        return None

    def showing_last(self, state) -> bool:
        """Whether the last trick is shown (toggled, or its button hovered)."""
        return (self.show_last or self.hover is self.last_button) and self.last_trick(state) is not None

    # --- motion ------------------------------------------------------------------------------------

    def animate(self, before, after, text) -> None:
        """From the move's events: the card flies to the trick; a full trick rests, then goes to its
        winner with any quints celebrated; at the end of a hand the cachette turns up and the hand's
        scores follow."""
        events = {event.kind: event.params for event in self.events(after)}
        played = events.get("played") or events.get("dummy_played")
        if played is None:
            return
        shown = before.view(self.viewer)
        hand = played["hand"]
        start = self.origin(shown, hand, played["card"])
        won = events.get("trick_won")
        if won is None:
            image = self.card_face(played["card"], TRICK_SIZE)
            self.fly(Flight(image, start, self.spot(shown, hand), ARRIVE_S, 0.0, "trick"))
            return
        goal = view.plate_rect(self.viewer, self.passive, shown, won["hand"]).center
        for h, card in zip(trick_hands(before.players, before.dealer, won["leader"]), won["cards"]):
            arrive = ARRIVE_S if h == hand else 0.0
            self.fly(TrickCard(self.card_face(card, TRICK_SIZE), start if h == hand else self.spot(shown, h),
                               self.spot(shown, h), goal, arrive, REST_S + ARRIVE_S - arrive, LEAVE_S))
        found = list(won["quints"])
        taken = events.get("cachette")
        if taken:
            found += taken["quints"]
            self.fly_cachette(taken["cards"], goal)
            self.queue_panel(hand_panel(self.app, self.wording, self.card_face, before.players, events["hand_scored"],
                                        taken))
        if found:
            wording = self.wording
            side = side_name(self.words, wording.name, before.players, before.dealer, won["side"], wording.is_you)
            self.ribbon.show(say(self.words, "ui.quint"), quints_line(self.words, found),
                             say(self.words, "ui.quint_points", points=sum(p for _, _, p in found), side=side))

    def card_face(self, card, size) -> pygame.Surface:
        """A card's face at size, in the four-colour deck when the settings ask for it."""
        return face(card, size, self.app.settings["four_colour"])

    def spot(self, shown, hand) -> tuple:
        """The centre of hand's card in the trick (shown: the position as the viewer sees it)."""
        return layout.spot(view.position(self.viewer, shown, hand))

    def origin(self, shown, hand, card) -> tuple:
        """Where a played card comes from: its place in a face-up hand, else the hand's plate."""
        pos = view.position(self.viewer, shown, hand)
        cards = shown.hands[hand]
        if view.face_up(self.viewer, self.passive, shown, hand) and card in cards:
            return layout.card_rects(pos, len(cards), wide=bool(self.roomy))[cards.index(card)].center
        return view.plate_rect(self.viewer, self.passive, shown, hand).center

    def fly_cachette(self, cachette, goal) -> None:
        """The five cards of the cachette turn up in the middle, then go to the side that took them."""
        delay = ARRIVE_S + REST_S + LEAVE_S
        for i, card in enumerate(cachette):
            image = self.card_face(card, TRICK_SIZE)
            self.fly(TrickCard(image, layout.CACHETTE, layout.cachette_shown(i, len(cachette)), goal,
                               CACHETTE_ARRIVE_S, CACHETTE_REST_S, LEAVE_S, delay + CACHETTE_STAGGER_S * i))

    def show_result(self) -> None:
        """The final panel."""
        self.queue_panel(result_panel(self.app, self.wording, self.match, self.exits.result_actions()))

    # --- drawing -----------------------------------------------------------------------------------

    def look_extra(self) -> tuple:
        """The hands (selection, drag) and the last trick shown change the picture."""
        self.controller.sync()
        return self.controller.own.look(), self.controller.dummy.look(), self.show_last

    def draw_table(self, surface) -> None:
        """The whole table, drawn by the view."""
        self.controller.sync()
        view.draw_table(surface, self.seen())

    def view_parts(self) -> TricksParts:
        """The hands, the doubling panel while it is on, the last trick when shown, the back pegs."""
        shown, controller, doubling = self.view(), self.controller, self.doubling_on()
        last = self.last_trick(shown) if self.showing_last(shown) else None
        return TricksParts(controller.own, controller.dummy, controller.dummy_clickable(shown),
                                controller.active_hand(shown), self.doubling.draw if doubling else None,
                                self.doubling.hint_key(shown) if shown.phase == DOUBLING else "", last,
                                self.card_face, back_pegs(self.match.history), self.wording.name_in_text,
                                self.flights.busy())

    def doubling_on(self) -> bool:
        """Whether the doubling round is on the table (not while the cards are still gathered)."""
        return self.state.phase == DOUBLING and not self.flights.count("gather")

    def draw_buttons(self, surface) -> None:
        """The table's buttons: the bid buttons only during the doubling round, the hinted bid lit."""
        doubling = self.doubling_on()
        shown = self.doubling.shown(self.view()) if doubling else []
        for button in self.buttons:
            if button in self.doubling.buttons and button not in shown:
                continue
            button.draw(surface, button is self.hover, button is self.focus)
        if doubling and self.hint_move in BIDS:
            self.mark_hint(surface, self.doubling.buttons[BIDS.index(self.hint_move)].rect)


TABLE = TricksTable
