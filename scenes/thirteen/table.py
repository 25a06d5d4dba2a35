"""13's table: your hand, the three targets with their totals, the others' taken piles, the round scores."""
from __future__ import annotations

import pygame

from game.thirteen.deck import COLOURS
from parlour.history import all_params

from ..kit import card_art
from ..kit.motion import Flight
from ..kit.widgets import Button
from ..table import ResultPanel, TableScene
from ..table.wiring import reach_of
from . import layout, results, view
from .controller import Controller
from .parts import ThirteenParts
from .words import TABLE_WORDS

PLAY_S = 0.32
TAKE_S = 0.45
TAKE_STAGGER_S = 0.05


class ThirteenTable(TableScene):
    """Play a card by clicking it then a target, by dragging it onto a target, or with the keyboard."""

    event_sounds = {"took_pile": "take"}

    def __init__(self, app, session):
        super().__init__(app, session, TABLE_WORDS, log_headers={"dealt": ("reading.log.round", "round")})
        self.controller = Controller(reach_of(self))
        review = layout.review_button(self.match.players)
        self.buttons.append(Button(review, lambda: self.words.say("thirteen.ui.last_round"), self.review_round, "quiet",
                                   size=17, enabled=lambda: self.state.last_round is not None,
                                   short=lambda: self.words.say("thirteen.ui.last_round_short")))
        self.feed.rebuild()

    @property
    def last_taker(self):
        """The seat that took the pile with the last move, if it did."""
        took = [e for e in self.events(self.state) if e.kind == "took_pile"]
        return took[0].params["seat"] if took else None

    def on_event(self, event) -> None:
        """Mouse, touch and keys go to the hand."""
        self.controller.handle(event)

    def animate(self, before, after, text) -> None:
        """From the move's events: the card flies to its target, a taken pile to its taker, and the
        round's scores are queued."""
        events = self.events(after)
        took = any(e.kind == "took_pile" for e in events)
        for event in events:
            params = event.params
            if event.kind == "played":
                t = COLOURS.index(params["target"])
                self.fly_played(before, params["seat"], params["card"], t, 0 if took else len(before.targets[t]))
            elif event.kind == "took_pile":
                t, goal = COLOURS.index(params["target"]), self.seat_centre(params["seat"])
                for i in range(params["count"]):
                    self.fly(Flight(card_art.back(layout.SMALL), layout.card_spot(t, i), goal, TAKE_S,
                                    TAKE_STAGGER_S * i, "taken"))
            elif event.kind == "round_scored":
                self.queue_panel(self.round_panel(params))

    def fly_played(self, before, seat, card, t, place) -> None:
        """The played card from the player's hand (or panel) to card number place of its target."""
        hand = before.hands[seat]
        if seat == self.viewer and card in hand:
            start = layout.hand_rects(len(hand))[hand.index(card)].center
        else:
            start = self.seat_centre(seat)
        self.fly(Flight(view.face(self.seen(), card, layout.SMALL), start, layout.card_spot(t, place), PLAY_S, 0.0,
                        f"target{t}"))

    def notice_zones(self) -> list:
        """Over the status line above the hand, or in the side column."""
        return layout.notice_zones(self.match.players)

    def seat_centre(self, seat) -> tuple:
        """Where seat's panel is."""
        return layout.seat_centre(self.viewer, self.match.players, seat)

    def after_jump(self) -> None:
        """Undo or redo: nothing stays selected."""
        self.controller.hand.clear()
        super().after_jump()

    def scorings(self) -> list:
        """The round_scored events of the game so far, in order."""
        return all_params(self.match.history[1:], "round_scored")

    def review_round(self) -> None:
        """Show the last finished round's scoring again."""
        scorings = self.scorings()
        if scorings:
            self.app.push(self.round_panel(scorings[-1]))

    def round_panel(self, scored) -> ResultPanel:
        """A round's scoring from its round_scored event."""
        return results.round_panel(self.app, self.wording, scored)

    def show_result(self) -> None:
        """The final scores, round by round, the last round's cards, the winners."""
        self.queue_panel(results.result_panel(self.app, self.wording, self.exits.result_actions(), self.scorings(),
                                              self.state.outcome()))

    def lesson_rects(self, point, move) -> list:
        """What a lesson points at: the move's card in hand and its target, or the "targets", "hand",
        "pile", "players" (every seat's panel), "totals", "review" (the last round's scores) or "scores"."""
        cards = self.view().hands[self.viewer]
        hand = layout.hand_rects(len(cards), self.controller.hand.selected)
        if point == "move":
            card = [hand[cards.index(move.card)]] if move.card in cards else []
            return card + [layout.mat_rect(COLOURS.index(move.target))]
        areas = {"targets": [layout.mat_rect(t) for t in range(len(COLOURS))], "hand": hand,
                 "pile": [pygame.Rect(layout.PILE_POS[0] - 50, layout.PILE_POS[1] - 95, 100, 195)],
                 "players": [layout.panel_rect(self.viewer, self.match.players, seat)
                             for seat in range(self.match.players)],
                 "totals": [layout.total_badge(t) for t in range(len(COLOURS))],
                 "review": [layout.review_button(self.match.players)]}
        return areas.get(point) or super().lesson_rects(point, move)

    def look_extra(self) -> tuple:
        """The hand (selection, aim, drag) changes the picture."""
        return self.controller.hand.look()

    def draw_table(self, surface) -> None:
        """The whole table, drawn by the view."""
        self.controller.sync(self.view())
        view.draw_table(surface, self.seen())

    def view_parts(self) -> ThirteenParts:
        """The hand, the targets to light, the last taker."""
        return ThirteenParts(self.controller.hand, self.controller.lit_targets(), self.last_taker)


TABLE = ThirteenTable
