"""13's table: your hand, the three targets with their totals, the others' taken piles, the round scores."""
from __future__ import annotations

from game.thirteen.deck import COLOURS, ROTTEN

from .. import card_art
from ..motion import Flight
from ..table import ResultPanel, TableScene
from ..widgets import Button
from . import layout, view
from .controller import Controller
from .words import minus, move_name, params_in_words

PLAY_S = 0.32
TAKE_S = 0.45
TAKE_STAGGER_S = 0.05


class ThirteenTable(TableScene):
    """Play a card by clicking it then a target, by dragging it onto a target, or with the keyboard."""

    event_sounds = {"took_pile": "take"}
    quiet_events = ("drew", "dealt")

    def __init__(self, app, match):
        super().__init__(app, match)
        self.controller = Controller(self)
        review = layout.review_button(match.players)
        self.buttons.append(Button(review, lambda: self.words.say("thirteen.ui.last_round"), self.review_round, "quiet",
                                   size=17, enabled=lambda: self.state.last_round is not None))
        self.rebuild_log()

    @property
    def last_taker(self):
        """The seat that took the pile with the last move, if it did."""
        took = [e for e in self.events(self.state) if e.kind == "took_pile"]
        return took[0].params["seat"] if took else None

    def on_event(self, event) -> None:
        """Mouse, touch and keys go to the hand."""
        self.controller.handle(event)

    def word_params(self, params) -> dict:
        """Cards, targets, scores and winners in words."""
        return params_in_words(self.words, params, self.name_in_text)

    def describe_move(self, move) -> str:
        """A move in words: "blue 7 on blue"."""
        return move_name(self.words, move)

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
        self.fly(Flight(view.face(self, card, layout.SMALL), start, layout.card_spot(t, place), PLAY_S, 0.0,
                        f"target{t}"))

    def seat_centre(self, seat) -> tuple:
        """Where seat's panel is."""
        return layout.seat_centre(self.viewer, self.match.players, seat)

    def after_jump(self) -> None:
        """Undo or redo: nothing stays selected."""
        self.controller.hand.clear()
        super().after_jump()

    def scorings(self) -> list:
        """The round_scored events of the game so far, in order."""
        return [e.params for state in self.match.history[1:] for e in state.events if e.kind == "round_scored"]

    def review_round(self) -> None:
        """Show the last finished round's scoring again."""
        scorings = self.scorings()
        if scorings:
            self.app.push(self.round_panel(scorings[-1]))

    def round_panel(self, scored) -> ResultPanel:
        """A round's scoring from its round_scored event: cards per colour (a sole majority scores 0)."""
        say = self.words.say
        header = [self.t("players"), *(say(f"thirteen.column.{c}") for c in COLOURS), say("thirteen.column.rotten"),
                  self.t("round"), self.t("total")]
        rows = []
        for p, (cards, row) in enumerate(zip(scored["taken"], scored["breakdown"])):
            cells = [self.name(p)]
            for colour in COLOURS:
                count = sum(1 for c in cards if c[0] == colour)
                cells.append(f"{count} → 0" if count and row[colour] == 0 else str(count))
            rotten = sum(1 for c in cards if c == ROTTEN)
            cells += [f"{rotten} × 2", minus(scored["scores"][p]), minus(scored["totals"][p])]
            rows.append(cells)
        return ResultPanel(self.app, self.t("round_over", n=scored["round"]), say("thirteen.ui.scoring"), header, rows,
                           [(self.t("continue"), self.app.pop)])

    def show_result(self) -> None:
        """The final scores, round by round, with the winners."""
        outcome = self.state.outcome()
        title = self.winners_title(outcome.winners)
        rounds = [s["scores"] for s in self.scorings()]
        header = [self.t("players")] + [str(r + 1) for r in range(len(rounds))] + [self.t("total")]
        rows = [[self.name(p)] + [minus(r[p]) for r in rounds] + [minus(self.state.totals[p])]
                for p in range(self.match.players)]
        self.queue_panel(ResultPanel(self.app, self.t("game_over"), title, header, rows, self.result_actions(),
                                     outcome.winners))

    def look_extra(self) -> tuple:
        """The hand (selection, aim, drag) changes the picture."""
        return self.controller.hand.look()

    def draw_table(self, surface) -> None:
        """The whole table, drawn by the view."""
        seen = self.view()
        self.controller.sync(seen)
        view.draw_table(surface, self, seen)
