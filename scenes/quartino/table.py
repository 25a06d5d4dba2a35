"""Quartino's table: the wheel with its stacks of pawns, the reserve, your secret cards, the others'
completed cards, claims shown on the wheel before they are made, and the situations announced."""
from __future__ import annotations

from game.quartino.components import WINDOWS
from game.quartino.moves import CLAIM, PASS_MOVE, PLACE, RETURN_COLUMN
from parlour.history import count_per_seat

from ..kit.round_area import RoundArea
from ..kit.widgets import Button
from ..table import Banner, ResultPanel, TableScene
from ..table.wiring import reach_of
from . import layout, view, words
from .column import ColumnControl
from .controller import Controller
from .parts import QuartinoParts
from .wheel import PawnFlight, pawn_image

PLACE_S, RETURN_S = 0.35, 0.55
CLAIM_STAGGER_S, COLUMN_STAGGER_S = 0.06, 0.05


class QuartinoTable(TableScene):
    """Place pawns by choosing a colour then a space (click, drag or keys), then claim with Quartino!"""

    event_sounds = {"claimed": "take"}
    touch_rows = layout.TOUCH_ROWS

    def __init__(self, app, session):
        super().__init__(app, session, words.TABLE_WORDS)
        self.ribbon = Banner(layout.BANNER_CENTRE)
        reach = reach_of(self)
        self.controller = Controller(reach, lambda: self.column.press())
        self.claim_button = Button(layout.CLAIM_BUTTON, self.claim_label, self.controller.quartino, "primary",
                                   size=22, enabled=lambda: bool(self.controller.my_claims()))
        self.end_button = Button(layout.END_BUTTON, self.end_label, self.controller.end_turn, "plain", size=19,
                                 enabled=lambda: self.controller.ending_move() is not None)
        self.column = ColumnControl(reach, self.end_button.rect, self.controller.hand.clear,
                                    self.controller.out_of_turn)
        self.buttons += [self.claim_button, self.end_button, self.column.button]
        self.feed.rebuild()

    def claim_label(self) -> str:
        """The Quartino button's label: confirm once a claim is shown."""
        return words.say(self.words, "confirm" if self.controller.shown_claim() is not None else "button")

    def end_label(self) -> str:
        """End turn, or Pass when no pawn could be placed."""
        return words.say(self.words, "pass" if self.controller.ending_move() == PASS_MOVE else "end")

    def notice_zones(self) -> list:
        """Under the End turn button, in the side column, or above the wheel."""
        return layout.notice_zones(self.match.players)

    def on_event(self, event) -> None:
        """Mouse, touch and keys go to the controller."""
        self.controller.handle(event)

    def back(self) -> None:
        """Escape first puts back a chosen colour or a shown claim, then steps back as every table does."""
        if not self.controller.drop_choices():
            super().back()

    def after_jump(self) -> None:
        """After undo or redo: no choice, claim or banner stays."""
        self.controller.clear()
        super().after_jump()

    def animate(self, before, after, text) -> None:
        """The move's events in motion: a placed pawn glides to its space, a claim's pawns and returned
        columns go back to the reserve, a situation raises its banner."""
        board = before.board
        delay = 0.0
        for event in self.events(after):
            params = event.params
            if event.kind == "placed":
                space, colour = params["space"], params["colour"]
                start = self.controller.drop_pos or layout.reserve_spot(colour)
                end, pawn = layout.pawn_spot(space, len(board[space])), pawn_image(self.app.settings["symbols"], colour)
                self.fly(PawnFlight(pawn, start, end, PLACE_S, 0.0, f"space{space}"))
                delay = PLACE_S
            elif event.kind == "claimed":
                for i, (space, colour) in enumerate(zip(params["spaces"], params["card"])):
                    self.fly_home(colour, layout.pawn_spot(space, len(board[space]) - 1), CLAIM_STAGGER_S * i)
            elif event.kind in ("column_returned", "column_removed"):
                for space, pawns in zip(params["spaces"], params["pawns"]):
                    for level, colour in enumerate(pawns):
                        self.fly_home(colour, layout.pawn_spot(space, level), delay + COLUMN_STAGGER_S * level)
            elif event.kind == "situation":
                seat = params["seat"]
                self.ribbon.show(*words.banner(self.words, params, self.wording.name(seat), self.wording.is_you(seat)))
        self.controller.drop_pos = None

    def fly_home(self, colour, start, delay) -> None:
        """A pawn going back to its row of the reserve."""
        pawn = pawn_image(self.app.settings["symbols"], colour)
        self.fly(PawnFlight(pawn, start, layout.reserve_spot(colour), RETURN_S, delay,
                            f"reserve{colour}"))

    def show_result(self) -> None:
        """The final panel: the cards each player completed, pawns placed and cards held, the winners lit."""
        state = self.state
        outcome = state.outcome()
        title = self.wording.winners_title(outcome.winners)
        ending = state.events[-1]
        reason = words.say(self.words, "first_to_four") if ending.kind == "won" else self.wording.event_line(ending)
        placed = self.pawns_placed()
        say = self.words.say
        header = [self.t("players"), *(say(f"quartino.ui.{key}") for key in ("cards_done", "col_placed", "col_held"))]
        rows = [[self.wording.name(p), self.done_cell(state.completed[p]), str(placed[p]), str(len(state.hands[p]))]
                for p in range(state.players)]
        self.queue_panel(ResultPanel(self.app, self.t("game_over"), f"{title} — {reason}", header, rows,
                                     self.exits.result_actions(), outcome.winners, weights=[2, 1, 1]))

    def done_cell(self, completed) -> str:
        """A player's completed cards: how many, then each one's colours, a line each."""
        names = [words.card_name(self.words, card) for card in completed]
        return "\n".join([self.words.say("quartino.ui.done_n", n=len(completed)), *names])

    def pawns_placed(self) -> list:
        """How many pawns each player placed in this game, from the placed events of the match's history."""
        return count_per_seat(self.match.history[1:], "placed", self.match.players)

    def lesson_rects(self, point, move) -> list:
        """What a lesson points at: a placement's reserve row and space, a claim's card and its four spaces,
        an end or column move's button; a card in hand ("card:YBGP"); or the "wheel", "reserve", "hand",
        "players", "turn", "claim", "end", "column" or "scores". The wheel and its spaces are round areas."""
        seen = self.view()
        held = seen.hands[self.viewer]
        hand = layout.hand_rects(len(held), self.controller.hand.selected)
        buttons = {"claim": self.claim_button, "end": self.end_button, "column": self.column.button}
        if point == "move":
            if move.kind == PLACE:
                space = RoundArea(layout.space_rect(move.space, len(seen.board[move.space])))
                return [layout.reserve_row(move.item), space]
            if move.kind == CLAIM:
                card = [hand[held.index(move.item)]] if move.item in held else []
                spaces = WINDOWS[move.space - 1]
                return card + [RoundArea(layout.space_rect(s, len(seen.board[s]))) for s in spaces]
            return [buttons["column" if move.kind == RETURN_COLUMN else "end"].rect]
        if point in buttons:
            return [buttons[point].rect]
        if point.startswith("card:"):
            return [rect for card, rect in zip(held, hand) if card == point.removeprefix("card:")]
        others = layout.others(self.viewer, self.match.players)
        areas = {"wheel": [RoundArea(layout.wheel_rect())], "reserve": [layout.RESERVE], "hand": hand,
                 "players": [layout.other_panel(i) for i in range(len(others))], "turn": [layout.TURN_PANEL]}
        return areas.get(point) or super().lesson_rects(point, move)

    def look_extra(self) -> tuple:
        """The chosen colour, a drag, the hovered space and the held cards change the picture."""
        self.controller.sync()
        return self.controller.look()

    def draw_table(self, surface) -> None:
        """The whole table, drawn by the view."""
        self.controller.sync()
        view.draw_table(surface, self.seen())

    def view_parts(self) -> QuartinoParts:
        """The hand, the chosen colour, the wheel's lit spaces and claim shown, what the viewer may do now."""
        controller, shown = self.controller, self.view()
        return QuartinoParts(controller.hand, controller.colour, controller.lit_spaces(), controller.hover_space,
                                  controller.shown_claim(), bool(controller.my_claims()),
                                  controller.ending_move() == PASS_MOVE,
                                  view.claimed_this_turn(self.match.history, shown.turn), self.column.draw_marks,
                                  self.end_button.rect, controller.drag, self.wording.refusal, self.words.has)


TABLE = QuartinoTable
