"""Quartino's input: a colour from the reserve (click, drag, Y B G P or 1-4) placed on a space (click, drop
or 0-8); the held cards in the shared hand, a claimable one shown on the wheel, then confirmed; Q, E and C."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.quartino.components import CENTRE, COLOUR_INDEX, COLOURS, WINDOWS
from game.quartino.moves import CLAIM, END_MOVE, PASS_MOVE, PLACE, PLACE_MOVES, Move
from game.quartino.wheel import claims_on

from ..kit.drag import Drag
from ..table import Hand
from ..table.keys import Binding, grouped, hand_bindings
from ..table.reach import Reach
from . import layout
from .words import say

COLOUR_KEYS = {pygame.K_y: "Y", pygame.K_b: "B", pygame.K_g: "G", pygame.K_p: "P"}
DIGITS = "012345678"
ROW_DIGITS = (pygame.K_0, pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7,
              pygame.K_8)
PAD_DIGITS = (pygame.K_KP0, pygame.K_KP1, pygame.K_KP2, pygame.K_KP3, pygame.K_KP4, pygame.K_KP5, pygame.K_KP6,
              pygame.K_KP7, pygame.K_KP8)
DIGIT_KEYS = {**{key: n for n, key in enumerate(ROW_DIGITS)}, **{key: n for n, key in enumerate(PAD_DIGITS)}}

ACTION_KEYS = {pygame.K_q: "quartino", pygame.K_e: "end_turn", pygame.K_c: "return_column",
               pygame.K_BACKSPACE: "drop_choices", pygame.K_DELETE: "drop_choices"}


class Controller:
    """Turns the viewer's input into moves tried through its reach, and says what may be done now; the C key
    presses the table's column control (return_column)."""

    def __init__(self, reach: Reach, return_column: Callable[[], None]):
        self.reach = reach
        self.return_column = return_column
        self.colour = None
        self.drag = None
        self.drop_pos = None
        self.hover_space = None
        self.hand = Hand(layout.hand_rects, self.claim_spaces, lambda pos: None, self.claim, self.no_claim,
                         dim=False)

    # --- what may be done now --------------------------------------------------------------------

    def sync(self) -> None:
        """Show the hand the viewer's held cards, lit while it is their turn."""
        reach = self.reach
        self.hand.show(reach.view().hands[reach.viewer()], reach.my_turn())

    def my_claims(self) -> tuple:
        """The viewer's claim moves possible now: on their turn, after placing and returning any owed column."""
        view = self.reach.view()
        if not self.reach.my_turn() or view.placing or view.column_owed:
            return ()
        return tuple(m for m in view.legal_moves() if m.kind == CLAIM)

    def claim_spaces(self, card) -> list:
        """The first ring spaces k where card may be claimed now (the hand's targets for it)."""
        return [m.space for m in self.my_claims() if m.item == card]

    def shown_claim(self):
        """The claim shown on the wheel before confirming: the chosen card at its aimed place, or None."""
        card = self.hand.chosen()
        spaces = self.claim_spaces(card) if card is not None else []
        if not spaces:
            return None
        return Move(CLAIM, card, self.hand.key_target if self.hand.key_target in spaces else spaces[0])

    def ending_move(self):
        """END or PASS when the viewer may play it now, else None."""
        if not self.reach.my_turn():
            return None
        legal = self.reach.view().legal_moves()
        return next((m for m in (END_MOVE, PASS_MOVE) if m in legal), None)

    def lit_spaces(self) -> tuple:
        """The spaces lit for the chosen (or dragged) colour: where it may go now."""
        colour = self.drag.item if self.drag and self.drag.moved else self.colour
        if colour is None or not self.reach.my_turn():
            return ()
        return tuple(m.space for m in self.reach.view().legal_moves() if m.kind == PLACE and m.item == colour)

    def refusal(self, move):
        """Why move may not be played now, in the player's words (in a lesson, the step's); None when it may."""
        return self.reach.refusal(move)

    def look(self) -> tuple:
        """What the controller's part of the picture depends on."""
        return self.colour, self.drag.look() if self.drag else None, self.hover_space, self.hand.look()

    def choosing(self) -> bool:
        """Whether the player holds a colour or a card chosen (Enter then places or claims it, not a hint)."""
        return self.colour is not None or self.hand.chosen() is not None

    def clear(self) -> None:
        """Forget every choice (after undo or redo)."""
        self.colour = self.drag = self.drop_pos = None
        self.hand.clear()

    # --- input -------------------------------------------------------------------------------------

    def handle(self, event) -> None:
        """Mouse, touch and keys: the held cards first, then the reserve, the wheel and the keys."""
        self.sync()
        if event.type == pygame.MOUSEMOTION:
            self.hover_space = layout.space_at(event.pos, self.heights())
        before = self.hand.selected
        if not self.drag and self.hand.handle(event):
            self.after_card_input(event, before)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            colour = layout.colour_at(event.pos)
            if colour is not None:
                self.drag = Drag(colour, event.pos)
        elif event.type == pygame.MOUSEMOTION and self.drag:
            self.drag.move(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.release(event.pos)
        elif event.type == pygame.KEYDOWN:
            self.key(event)

    def heights(self) -> list:
        """How many pawns stand on each space, as the viewer sees the wheel."""
        return [len(stack) for stack in self.reach.view().board]

    def after_card_input(self, event, before) -> None:
        """Only claimable cards stay chosen, aimed at a place where they lie (the hand's arrows skip the
        others), a click on another puts it back (saying so when a claim is possible), a second click confirms."""
        hand = self.hand
        card = hand.chosen()
        if card is None or hand.drag:
            return
        if not self.claim_spaces(card):
            hand.selected = None
            if event.type == pygame.MOUSEBUTTONUP and self.my_claims():
                self.reach.notify(say(self.reach, "nothing_to_claim"))
            return
        spaces = self.claim_spaces(card)
        if hand.key_target not in spaces:
            hand.key_target = spaces[0]
        if event.type == pygame.MOUSEBUTTONUP and hand.selected == before:
            self.quartino()

    def release(self, pos) -> None:
        """End of a click or a drag: a dropped pawn is placed, a clicked colour chosen, a clicked space filled."""
        drag, self.drag = self.drag, None
        space = layout.space_at(pos, self.heights())
        if drag and drag.moved:
            if space is not None:
                self.drop_pos = pos
                self.place(drag.item, space)
        elif drag:
            self.choose_colour(drag.item)
        elif space is not None and not self.aim_claim(space):
            self.click_space(space)

    def aim_claim(self, space) -> bool:
        """A tap on the wheel while a claimable card is chosen (and no colour): aim the card at the place that
        starts at space, else at one that covers it; True when it did."""
        card = self.hand.chosen()
        starts = self.claim_spaces(card) if card is not None and self.colour is None else []
        covering = [k for k in starts if k == space] or [k for k in starts if space in WINDOWS[k - 1][1:]]
        if covering:
            self.hand.key_target = covering[0]
        return bool(covering)

    def key(self, event) -> None:
        """Y/B/G/P or 1-4 choose a colour, then 0-8 a space; Q claims, E ends or passes, C returns the
        column, Backspace drops the choices (the hand has the arrows and Enter)."""
        digit = DIGIT_KEYS.get(event.key)
        if digit is None and event.unicode and event.unicode in DIGITS:
            digit = int(event.unicode)
        if event.key in COLOUR_KEYS:
            self.choose_colour(COLOUR_KEYS[event.key])
        elif digit is not None:
            self.digit(digit)
        elif event.key in ACTION_KEYS:
            {"quartino": self.quartino, "end_turn": self.end_turn, "return_column": self.return_column,
             "drop_choices": self.drop_choices}[ACTION_KEYS[event.key]]()

    def bindings(self) -> list:
        """The keys this controller reacts to, for the key help."""
        colour_digits = tuple(k for k, n in DIGIT_KEYS.items() if 1 <= n <= len(COLOURS))
        return [Binding(tuple(COLOUR_KEYS) + colour_digits, "flow.does.colour"),
                Binding(tuple(DIGIT_KEYS), "flow.does.space"), *hand_bindings(self.hand, game="quartino"),
                *grouped(ACTION_KEYS, lambda action: f"flow.does.quartino_{action}")]

    def digit(self, number) -> None:
        """A digit: 1-4 choose a colour when none is chosen; otherwise 0-8 is the space to place on."""
        if self.colour is None and 1 <= number <= len(COLOURS):
            self.choose_colour(COLOURS[number - 1])
        else:
            self.click_space(number)

    def drop_choices(self) -> bool:
        """Put back a chosen colour and a shown claim; True when there was one."""
        chose = self.colour is not None or self.hand.selected is not None
        self.colour = None
        self.hand.clear()
        return chose

    # --- intents -----------------------------------------------------------------------------------

    def click_space(self, space) -> None:
        """Place the chosen colour on space (or say to choose a colour first)."""
        if self.colour is None:
            if self.reach.my_turn() and self.reach.view().placing:
                self.reach.notify(say(self.reach, "pick_colour"))
            return
        self.place(self.colour, space)

    def choose_colour(self, colour) -> None:
        """Take a colour from the reserve (again: put it back); an empty colour is explained."""
        if self.colour == colour:
            self.colour = None
            return
        view = self.reach.view()
        if self.reach.my_turn() and view.placing and not view.reserve[COLOUR_INDEX[colour]]:
            self.reach.notify(self.refusal(PLACE_MOVES[colour][CENTRE]))
            return
        self.colour = colour

    def place(self, colour, space) -> None:
        """Place a pawn of colour on space, or say why not; the colour stays chosen while it can go on."""
        reach = self.reach
        move = PLACE_MOVES[colour][space]
        reason = self.refusal(move) if reach.my_turn() else None
        if reason:
            reach.notify(reason)
            self.drop_pos = None
        elif reach.try_move(move):
            view = reach.view()
            if not (view.current_player == reach.viewer() and view.placing and view.reserve[COLOUR_INDEX[colour]]):
                self.colour = None
        else:
            self.drop_pos = None

    def claim(self, card, k) -> bool:
        """Claim card from ring space k (the hand's play); True when it was played."""
        return self.reach.try_move(Move(CLAIM, card, k))

    def no_claim(self) -> None:
        """The hand's cards have no drop target on the table (claims are confirmed, not dropped)."""

    def quartino(self) -> None:
        """The Quartino control: show the first claim on the wheel; pressed again, confirm it."""
        reach = self.reach
        self.sync()
        shown = self.shown_claim()
        claims = self.my_claims()
        if shown is not None:
            self.hand.clear()
            reach.try_move(shown)
        elif claims:
            self.hand.selected = list(self.hand.cards).index(claims[0].item)
            self.hand.key_target = claims[0].space
        elif reach.my_turn():
            view = reach.view()
            waiting = claims_on(view.board, view.hands[reach.viewer()])
            reach.notify(self.refusal(waiting[0]) if waiting else say(reach, "nothing_to_claim"))
        else:
            self.out_of_turn()

    def end_turn(self) -> None:
        """End the turn (declining a claim) or pass, whichever applies; otherwise say why not."""
        reach = self.reach
        move = self.ending_move()
        if move is not None:
            self.hand.clear()
            reach.try_move(move)
        elif reach.my_turn():
            reach.notify(self.refusal(END_MOVE if reach.view().placed else PASS_MOVE))
        else:
            self.out_of_turn()

    def out_of_turn(self) -> None:
        """Say whose turn it is (nothing to say while the viewer's own move is still landing)."""
        reach = self.reach
        seat = reach.view().current_player
        if seat is None:
            reach.notify(reach.t("game_over"))
        elif seat != reach.viewer() or not reach.is_human(seat):
            reach.notify(reach.t("not_your_turn", name=reach.name(seat)))
