"""Quartino's table: the wheel as a round board with stacked pawns, the reserve, your secret cards,
the others' completed cards, Quartino claims shown on the wheel before they are made, and the situations."""
from __future__ import annotations

import pygame

from game import IllegalMoveError
from game.core import events_for
from game.quartino.components import CENTRE, COLOUR_INDEX, COLOURS, SPACES, WINDOWS
from game.quartino.moves import CLAIM, END, END_MOVE, PASS, PASS_MOVE, PLACE, PLACE_MOVES, RETURN_COLUMN, Move
from game.quartino.rules import SITUATION_CODES, claims_on

from . import card_art, draw, theme
from . import quartino_art as art
from .drag import Drag
from .i18n import add_strings
from .motion import Flight
from .overlays import ResultPanel
from .quartino_column import ColumnControl
from .quartino_words import OPTION_WORDS, QuartinoWords
from .table import TableScene
from .widgets import Button

WHEEL = (445, 290)
BOARD_RADIUS = 244
RING_RADIUS = 168
SPACE_RADIUS = 44
CENTRE_RADIUS = 54
PAWN_W = 58
PAWN_TOP, PAWN_THICK = art.pawn_metrics(PAWN_W)
MOST_DRAWN = 6
RESERVE = pygame.Rect(20, 70, 170, 456)
RESERVE_ROW_H = 102
HAND_X, HAND_Y, HAND_STEP = 216, 580, 104
SIDE_X, SIDE_W = 712, 262
OTHER_H = 112
TURN_PANEL = pygame.Rect(SIDE_X, 436, SIDE_W, 64)
BANNER_S = 2.6
BANNER_TITLE = 26
PLACE_S, RETURN_S = 0.35, 0.55
STATUS_W = 2 * (SIDE_X - 20 - WHEEL[0])
COLOUR_KEYS = {pygame.K_y: "Y", pygame.K_b: "B", pygame.K_g: "G", pygame.K_p: "P"}
DIGITS = "012345678"
DIGIT_KEYS = {code: n for n, code in enumerate((pygame.K_0, pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5,
                                                pygame.K_6, pygame.K_7, pygame.K_8))}
DIGIT_KEYS.update({code: n for n, code in enumerate((pygame.K_KP0, pygame.K_KP1, pygame.K_KP2, pygame.K_KP3,
                                                     pygame.K_KP4, pygame.K_KP5, pygame.K_KP6, pygame.K_KP7,
                                                     pygame.K_KP8))})
add_strings(OPTION_WORDS)


def space_centre(space) -> tuple:
    """The centre of a space's well on the screen."""
    if space == CENTRE:
        return WHEEL
    dx, dy = art.ring_offset(space, RING_RADIUS)
    return (round(WHEEL[0] + dx), round(WHEEL[1] + dy))


def pawn_spot(space, level) -> tuple:
    """The centre of the pawn at level (0 = bottom) of a space's stack."""
    x, y = space_centre(space)
    return (x, round(y - PAWN_THICK * min(level, MOST_DRAWN - 1)))


def reserve_row(colour) -> pygame.Rect:
    """The reserve's row for a colour."""
    return pygame.Rect(RESERVE.x + 8, RESERVE.y + 44 + RESERVE_ROW_H * COLOURS.index(colour), RESERVE.width - 16,
                       RESERVE_ROW_H - 8)


def reserve_spot(colour) -> tuple:
    """Where a colour's pawns wait in the reserve."""
    row = reserve_row(colour)
    return (row.x + 46, row.centery)


class PawnFlight(Flight):
    """A pawn gliding between the reserve and the wheel, with an oval shadow under it."""

    def draw(self, surface) -> None:
        """Draw the pawn and its shadow once it has left."""
        if self.clock < 0:
            return
        x, y = self.position()
        rect = self.image.get_rect(center=(int(x), int(y)))
        shadow = art.pawn_shadow(self.image.get_width())
        surface.blit(shadow, shadow.get_rect(center=(rect.centerx + 6, rect.bottom + 4)))
        surface.blit(self.image, rect)


class QuartinoTable(TableScene):
    """Place pawns by choosing a colour then a space (click, drag or keys), then claim with Quartino!"""

    def __init__(self, app, match):
        super().__init__(app, match)
        self.colour = None
        self.drag = None
        self.drop_pos = None
        self.preview = None
        self.hover_space = None
        self.banner = None
        self.claim_button = Button((SIDE_X, 512, SIDE_W, 58), self.claim_label, self.quartino, "primary", size=22,
                                   enabled=lambda: bool(self.my_claims()))
        self.end_button = Button((SIDE_X, 580, SIDE_W, 50), self.end_label, self.end_turn, "plain", size=19,
                                 enabled=lambda: self.ending_move() is not None)
        self.column = ColumnControl(self, self.end_button.rect)
        self.buttons += [self.claim_button, self.end_button, self.column.button]
        if match.moves:
            self.rebuild_log()

    # --- words ------------------------------------------------------------------------------------

    @property
    def words(self) -> QuartinoWords:
        """Quartino's words in the interface language."""
        return QuartinoWords(self.app.language)

    def is_you(self, seat) -> bool:
        """Whether seat is the single human at the table, addressed as 'you'."""
        return self.match.is_human(seat) and len(self.match.humans) == 1

    def refusal_text(self, view, move):
        """Why move may not be played now, in words; None when it may."""
        try:
            view.check(move)
        except IllegalMoveError as error:
            return self.words.refusal(error)
        return None

    def claim_label(self) -> str:
        """The Quartino button's label: confirm once a claim is shown."""
        return self.words.say("confirm" if self.shown_claim() is not None else "button")

    def end_label(self) -> str:
        """End turn, or Pass when no pawn could be placed."""
        return self.words.say("pass" if self.ending_move() == PASS_MOVE else "end")

    def event_line(self, event) -> str:
        """An engine event in words, its seat named for the viewer."""
        seat = event.params.get("seat")
        if seat is None:
            return self.words.event(event)
        return self.words.event(event, self.name(seat), self.is_you(seat))

    def describe(self, before, after, text) -> None:
        """The move's events in words."""
        for event in events_for(after.events, self.viewer):
            self.add_log(self.event_line(event))

    def describe_move(self, move) -> str:
        """A move in words, for hints."""
        return self.words.move(move)

    # --- what may be done --------------------------------------------------------------------------

    def my_claims(self) -> tuple:
        """The viewer's claim moves possible now, only on their turn after placing and returning any owed column."""
        view = self.view()
        if not self.my_turn() or view.placing or view.column_owed:
            return ()
        return tuple(m for m in view.legal_moves() if m.kind == CLAIM)

    def ending_move(self):
        """END or PASS when the viewer may play it now, else None."""
        if not self.my_turn():
            return None
        legal = self.view().legal_moves()
        return next((m for m in (END_MOVE, PASS_MOVE) if m in legal), None)

    def lit_spaces(self) -> tuple:
        """The spaces lit for the chosen (or dragged) colour: where it may go now."""
        colour = self.drag.item if self.drag and self.drag.moved else self.colour
        if colour is None or not self.my_turn():
            return ()
        return tuple(m.space for m in self.view().legal_moves() if m.kind == PLACE and m.item == colour)

    def shown_claim(self):
        """The claim move shown on the wheel before confirming, or None."""
        claims = self.my_claims()
        if self.preview is None or not claims:
            return None
        return claims[self.preview % len(claims)]

    # --- input -------------------------------------------------------------------------------------

    def space_at(self, pos):
        """The space under pos (its well or its stack), if any."""
        heights = [len(stack) for stack in self.view().board]
        for space in SPACES:
            x, y = space_centre(space)
            top = pawn_spot(space, max(0, heights[space] - 1))[1]
            radius = CENTRE_RADIUS if space == CENTRE else SPACE_RADIUS
            if (pos[0] - x) ** 2 + (pos[1] - min(max(pos[1], top), y)) ** 2 <= (radius + 4) ** 2:
                return space
        return None

    def colour_at(self, pos):
        """The reserve colour whose row is under pos, if any."""
        return next((c for c in COLOURS if reserve_row(c).collidepoint(pos)), None)

    def card_at(self, pos):
        """The index of the viewer's held card under pos, if any."""
        hand = self.view().hands[self.viewer]
        return next((i for i in range(len(hand)) if self.card_rect(i).collidepoint(pos)), None)

    def on_event(self, event) -> None:
        """Mouse, touch and keys: choose a colour, place it on a space, drag pawns, claim cards."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            colour = self.colour_at(event.pos)
            if colour is not None:
                self.drag = Drag(colour, event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self.hover_space = self.space_at(event.pos)
            if self.drag:
                self.drag.move(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.release(event.pos)
        elif event.type == pygame.KEYDOWN:
            self.key(event)

    def release(self, pos) -> None:
        """End of a click or a drag: a dropped pawn is placed, a clicked colour chosen, a clicked space filled."""
        drag, self.drag = self.drag, None
        space = self.space_at(pos)
        if drag and drag.moved:
            if space is not None:
                self.drop_pos = pos
                self.place(drag.item, space)
            return
        if drag:
            self.choose_colour(drag.item)
        elif space is not None:
            self.click_space(space)
        else:
            card = self.card_at(pos)
            if card is not None:
                self.click_card(card)

    def click_space(self, space) -> None:
        """Place the chosen colour on space (or say to choose a colour first)."""
        if self.colour is None:
            if self.my_turn() and self.view().placing:
                self.say(self.words.say("pick_colour"))
            return
        self.place(self.colour, space)

    def click_card(self, index) -> None:
        """A click on a held card shows its claim on the wheel; a second click confirms it."""
        card = self.view().hands[self.viewer][index]
        claims = self.my_claims()
        mine = [i for i, claim in enumerate(claims) if claim.item == card]
        if not mine:
            if self.my_turn() and claims:
                self.say(self.words.say("nothing_to_claim"))
            return
        shown = self.shown_claim()
        if shown is not None and shown.item == card:
            self.confirm_claim()
        else:
            self.preview = mine[0]

    def key(self, event) -> None:
        """Y/B/G/P or 1-4 choose a colour, then 0-8 a space; Q claims, Enter confirms, E ends or passes,
        C returns the column, arrows step through the claims, Backspace drops the choice."""
        digit = DIGIT_KEYS.get(event.key)
        if digit is None and event.unicode and event.unicode in DIGITS:
            digit = int(event.unicode)
        if event.key in COLOUR_KEYS:
            self.choose_colour(COLOUR_KEYS[event.key])
        elif digit is not None:
            self.digit(digit)
        elif event.key == pygame.K_q:
            self.quartino()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.preview is not None:
            self.confirm_claim()
        elif event.key == pygame.K_e:
            self.end_turn()
        elif event.key == pygame.K_c:
            self.column.press()
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.preview is not None:
            self.preview += 1 if event.key == pygame.K_RIGHT else -1
        elif event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            self.colour = self.preview = None

    def digit(self, number) -> None:
        """A digit: 1-4 choose a colour when none is chosen; otherwise 0-8 is the space to place on."""
        if self.colour is None and 1 <= number <= len(COLOURS):
            self.choose_colour(COLOURS[number - 1])
        else:
            self.click_space(number)

    def back(self) -> None:
        """Escape first drops a chosen colour or a shown claim, then leaves for the title."""
        if self.colour is not None or self.preview is not None:
            self.colour = self.preview = None
        else:
            self.leave()

    def choose_colour(self, colour) -> None:
        """Take a colour from the reserve (again: put it back); an empty colour is explained."""
        if self.colour == colour:
            self.colour = None
            return
        view = self.view()
        if self.my_turn() and view.placing and not view.reserve[COLOUR_INDEX[colour]]:
            self.say(self.refusal_text(view, PLACE_MOVES[colour][CENTRE]))
            return
        self.colour = colour

    def place(self, colour, space) -> None:
        """Place a pawn of colour on space, or say why not."""
        move = Move(PLACE, colour, space)
        reason = self.refusal_text(self.view(), move) if self.my_turn() else None
        if reason:
            self.say(reason)
            self.drop_pos = None
        elif self.try_move(move):
            view = self.view()
            if not (view.current_player == self.viewer and view.placing and view.reserve[COLOUR_INDEX[colour]]):
                self.colour = None
        else:
            self.drop_pos = None

    def quartino(self) -> None:
        """The Quartino control: show where the first claim lies; pressed again, confirm it."""
        if self.shown_claim() is not None:
            self.confirm_claim()
        elif self.my_claims():
            self.preview = 0
        elif self.my_turn():
            view = self.view()
            waiting = claims_on(view.board, view.hands[self.viewer])
            self.say(self.refusal_text(view, waiting[0]) if waiting
                     else self.words.say("nothing_to_claim"))
        else:
            self.out_of_turn()

    def confirm_claim(self) -> None:
        """Claim the card shown on the wheel."""
        shown = self.shown_claim()
        self.preview = None
        if shown is not None:
            self.try_move(shown)

    def end_turn(self) -> None:
        """End the turn (declining a claim) or pass, whichever applies; otherwise say why not."""
        move = self.ending_move()
        if move is not None:
            self.preview = None
            self.try_move(move)
            return
        view = self.view()
        if self.my_turn():
            self.say(self.refusal_text(view, END_MOVE if view.placed else PASS_MOVE))
        else:
            self.out_of_turn()

    def out_of_turn(self) -> None:
        """Say whose turn it is (nothing to say while the viewer's own move is still landing)."""
        seat = self.state.current_player
        if seat is None:
            self.say(self.t("game_over"))
        elif seat != self.viewer or not self.match.is_human(seat):
            self.say(self.t("not_your_turn", name=self.name(seat)))

    def update(self, dt) -> None:
        """The situation banner fades, then the shared turn-taking."""
        if self.banner:
            self.banner["left"] -= dt
            if self.banner["left"] <= 0:
                self.banner = None
        super().update(dt)

    def after_jump(self) -> None:
        """After undo or redo: forget choices, shown claims and the banner too."""
        super().after_jump()
        self.colour = self.preview = self.banner = self.drag = None

    # --- motion ------------------------------------------------------------------------------------

    def pawn_image(self, colour) -> pygame.Surface:
        """A pawn sprite of colour, with symbols when the setting asks for them."""
        return art.pawn(colour, PAWN_W, self.app.settings["symbols"])

    def animate(self, before, after, text) -> None:
        """The move's events in motion: a placed pawn glides to its space, a claim's pawns and returned
        columns go back to the reserve, a situation raises its banner."""
        board = before.board
        delay = 0.0
        for event in after.events:
            params = event.params
            if event.kind == "placed":
                space, colour = params["space"], params["colour"]
                start = self.drop_pos or reserve_spot(colour)
                end = pawn_spot(space, len(board[space]))
                self.fly(PawnFlight(self.pawn_image(colour), start, end, PLACE_S, 0.0, f"space{space}"))
                delay = PLACE_S
            elif event.kind == "claimed":
                self.app.sounds.play("take")
                for i, (space, colour) in enumerate(zip(params["spaces"], params["card"])):
                    self.fly_home(colour, pawn_spot(space, len(board[space]) - 1), 0.06 * i)
            elif event.kind in ("column_returned", "column_removed"):
                for space, pawns in zip(params["spaces"], params["pawns"]):
                    for level, colour in enumerate(pawns):
                        self.fly_home(colour, pawn_spot(space, level), delay + 0.05 * level)
            elif event.kind == "situation":
                seat = params["seat"]
                line = self.words.turn_line(self.name(seat), self.is_you(seat), params["count"], params["owed"])
                self.banner = {"title": self.words.banner_title(params["situations"]), "left": BANNER_S, "line": line}
        self.drop_pos = None

    def fly_home(self, colour, start, delay) -> None:
        """A pawn going back to its row of the reserve."""
        self.fly(PawnFlight(self.pawn_image(colour), start, reserve_spot(colour), RETURN_S, delay, f"reserve{colour}"))

    def show_result(self) -> None:
        """The final panel: completed cards per player, the winners highlighted."""
        state = self.state
        outcome = state.outcome()
        names = ", ".join(self.name(w) for w in outcome.winners)
        title = self.t("winners" if len(outcome.winners) > 1 else "winner", names=names)
        ending = state.events[-1]
        reason = self.words.say("first_to_four") if ending.kind == "won" else self.event_line(ending)
        placed = self.pawns_placed()
        words = self.words
        header = [self.t("players"), words.say("cards_done"), words.say("col_placed"), words.say("col_held")]
        rows = [[self.name(p), words.say("done_n", n=len(state.completed[p])), str(placed[p]),
                 str(len(state.hands[p]))] for p in range(state.players)]
        self.queue_panel(ResultPanel(self.app, self.t("game_over"), f"{title} — {reason}", header, rows,
                                     self.result_actions(), outcome.winners))

    def pawns_placed(self) -> list:
        """How many pawns each player placed in this game, from the placed events of the match's history."""
        placed = [0] * self.match.players
        for state in self.match.history[1:]:
            for event in state.events:
                if event.kind == "placed":
                    placed[event.params["seat"]] += 1
        return placed

    # --- drawing -----------------------------------------------------------------------------------

    def look_extra(self) -> tuple:
        """The chosen colour, a drag, the shown claim, the hovered space and the banner change the picture."""
        drag = self.drag.look() if self.drag else None
        banner = (self.banner["title"], int(self.banner["left"] * 8)) if self.banner else None
        return self.colour, drag, self.preview, self.hover_space, banner

    def draw_table(self, surface) -> None:
        """The whole table from the viewer's view."""
        view = self.view()
        surface.blit(draw.felt(surface.get_size()), (0, 0))
        self.draw_wheel(surface, view)
        self.draw_reserve(surface, view)
        self.draw_hand(surface, view)
        self.draw_others(surface, view)
        self.draw_turn(surface, view)
        self.draw_scores(surface, view)
        self.draw_status(surface, view)
        self.draw_chrome(surface)
        self.draw_hinted_button(surface)
        self.draw_banner(surface)
        self.draw_drag(surface)

    def draw_wheel(self, surface, view) -> None:
        """The board, lit spaces, the claim shown, and every stack of pawns."""
        image = art.board(BOARD_RADIUS, RING_RADIUS, SPACE_RADIUS, CENTRE_RADIUS)
        surface.blit(image, image.get_rect(center=WHEEL))
        lit = self.lit_spaces()
        for space in SPACES:
            radius = CENTRE_RADIUS if space == CENTRE else SPACE_RADIUS
            if space in lit:
                bright = space == self.hover_space
                self.ring(surface, space, radius, theme.GOLD, 3 if bright else 2, 255 if bright else 150)
        shown = self.shown_claim()
        if shown is not None:
            self.claim_outline(surface, WINDOWS[shown.space - 1], theme.GOLD)
        hinted = self.hint_move
        if hinted is not None and hinted.kind == CLAIM:
            self.claim_outline(surface, WINDOWS[hinted.space - 1], theme.CREAM)
        elif hinted is not None and hinted.kind == PLACE:
            self.ring(surface, hinted.space, CENTRE_RADIUS if hinted.space == CENTRE else SPACE_RADIUS, theme.CREAM, 4)
        self.column.draw_marks(surface, view, (CENTRE_RADIUS, SPACE_RADIUS))
        order = sorted(SPACES, key=lambda s: space_centre(s)[1])
        for space in order:
            self.draw_stack(surface, space, view.board[space])

    def ring(self, surface, space, radius, colour, width, alpha=230) -> None:
        """A glowing ring around a space's well."""
        layer = card_art.cached(("quartino_ring", radius, colour, width, alpha),
                                lambda: art.halo(radius, colour, width, alpha))
        surface.blit(layer, layer.get_rect(center=space_centre(space)))

    def claim_outline(self, surface, spaces, colour) -> None:
        """The four spaces of a card's pattern ringed and joined, so the claim can be seen on the wheel."""
        points = [space_centre(s) for s in spaces]
        pygame.draw.lines(surface, colour, True, points, 4)
        for space in spaces:
            self.ring(surface, space, CENTRE_RADIUS if space == CENTRE else SPACE_RADIUS, colour, 4, 255)

    def draw_stack(self, surface, space, stack) -> None:
        """A space's pawns drawn as a column, bottom first, with its height on a badge from two up."""
        hidden = self.flights.count(f"space{space}")
        stack = stack[: len(stack) - hidden] if hidden else stack
        if not stack:
            return
        x, y = space_centre(space)
        shadow = art.pawn_shadow(PAWN_W)
        surface.blit(shadow, shadow.get_rect(center=(x + 5, y + PAWN_THICK)))
        for level, colour in enumerate(stack[-MOST_DRAWN:]):
            image = self.pawn_image(colour)
            surface.blit(image, image.get_rect(center=pawn_spot(space, level)))
        if len(stack) >= 2:
            tx, ty = pawn_spot(space, len(stack) - 1)
            badge = (x + PAWN_W // 2 - 2, round(ty - PAWN_TOP + 2))
            pygame.draw.circle(surface, theme.INK, (badge[0] + 1, badge[1] + 2), 12)
            pygame.draw.circle(surface, theme.PAPER, badge, 12)
            pygame.draw.circle(surface, theme.GOLD_DARK, badge, 12, 2)
            draw.text(surface, str(len(stack)), 15, theme.INK, badge, "bold", "center")

    def draw_reserve(self, surface, view) -> None:
        """The reserve: a pawn and a count per colour, the chosen colour lit, an empty one greyed."""
        draw.translucent_panel(surface, RESERVE, alpha=90)
        draw.text(surface, self.words.say("reserve"), 18, theme.GOLD, (RESERVE.centerx, RESERVE.y + 12), "bold",
                  "midtop")
        counts = dict(zip(COLOURS, view.reserve))
        placing = self.my_turn() and view.placing
        for colour in COLOURS:
            row = reserve_row(colour)
            count = max(0, counts[colour] - self.flights.count(f"reserve{colour}"))
            if colour == self.colour:
                draw.translucent_panel(surface, row, theme.GOLD, 50, 12)
                draw.glow(surface, row, theme.GOLD, 12, 3)
            elif placing and count:
                draw.rounded(surface, row, theme.FELT_LIGHT, 12, 1)
            if self.hint_move is not None and self.hint_move.kind == PLACE and self.hint_move.item == colour:
                draw.glow(surface, row, theme.CREAM, 12, 4)
            cx, cy = reserve_spot(colour)
            image = art.pawn(colour, PAWN_W, self.app.settings["symbols"], empty=not count)
            if count:
                shadow = art.pawn_shadow(PAWN_W)
                surface.blit(shadow, shadow.get_rect(center=(cx + 5, cy + PAWN_THICK)))
                if count > 1:
                    surface.blit(image, image.get_rect(center=(cx, cy + 4)))
            surface.blit(image, image.get_rect(center=(cx, cy - (4 if count > 1 else 0))))
            ink = theme.CREAM if count else theme.INK_SOFT
            draw.text(surface, f"× {count}", 24, ink, (row.right - 12, cy - 4), "bold", "midright")
            draw.text(surface, self.words.colour(colour), 13, ink, (row.right - 12, cy + 16), "ui", "midright")
            draw.text(surface, str(COLOURS.index(colour) + 1), 12, theme.GOLD_DARK, (row.x + 8, row.y + 4), "bold")

    def card_rect(self, index) -> pygame.Rect:
        """Where the viewer's index-th held card lies (the one shown for a claim raised)."""
        rect = pygame.Rect(0, 0, *art.CARD_SIZE)
        shown = self.shown_claim()
        hand = self.view().hands[self.viewer]
        raised = shown is not None and index < len(hand) and hand[index] == shown.item
        rect.topleft = (HAND_X + HAND_STEP * index, HAND_Y - (16 if raised else 0))
        return rect

    def draw_hand(self, surface, view) -> None:
        """The viewer's secret cards (claimable ones lit), then the cards they have completed."""
        panel = pygame.Rect(20, HAND_Y, 170, 120)
        if view.current_player == self.viewer:
            draw.glow(surface, panel, theme.GOLD, 14)
        draw.translucent_panel(surface, panel, alpha=110)
        draw.text(surface, self.name(self.viewer), 20, theme.CREAM, (panel.x + 12, panel.y + 10), "bold")
        draw.text(surface, self.words.say("your_cards"), 14, (170, 200, 180), (panel.x + 12, panel.y + 38))
        done = len(view.completed[self.viewer])
        draw.text(surface, self.words.say("cards_done_n", n=done), 15, theme.GOLD,
                  (panel.x + 12, panel.bottom - 12), "bold", "bottomleft")
        symbols = self.app.settings["symbols"]
        claimable = {claim.item for claim in self.my_claims()}
        hinted = self.hint_move.item if self.hint_move is not None and self.hint_move.kind == CLAIM else None
        hand = view.hands[self.viewer]
        for i, card in enumerate(hand):
            rect = self.card_rect(i)
            image = art.card_face(card, art.CARD_SIZE, symbols)
            card_art.lay(surface, image, rect)
            if card in claimable:
                draw.glow(surface, rect, theme.GOLD, 10, 3)
            if card == hinted:
                draw.glow(surface, rect, theme.CREAM, 10, 4)
        for j, card in enumerate(view.completed[self.viewer]):
            rect = pygame.Rect(0, 0, *art.MINI_CARD)
            rect.bottomleft = (HAND_X + HAND_STEP * (len(hand) + j // 2) + 2 + (j % 2) * 48, HAND_Y + 120)
            self.draw_done_card(surface, card, rect)

    def draw_done_card(self, surface, card, rect) -> None:
        """A completed card, small and face up, with a tick."""
        image = art.card_face(card, art.MINI_CARD, self.app.settings["symbols"])
        card_art.lay(surface, image, rect)
        tick = (rect.right - 6, rect.y + 6)
        pygame.draw.circle(surface, theme.GOOD, tick, 8)
        pygame.draw.lines(surface, theme.PAPER, False, [(tick[0] - 4, tick[1]), (tick[0] - 1, tick[1] + 3),
                                                        (tick[0] + 4, tick[1] - 3)], 2)

    def others(self) -> list:
        """The other seats in turn order from the viewer."""
        n = self.match.players
        return [(self.viewer + i) % n for i in range(1, n)]

    def draw_others(self, surface, view) -> None:
        """A panel per other player: name, level, held cards as backs, completed cards face up."""
        for i, seat in enumerate(self.others()):
            rect = pygame.Rect(SIDE_X, 70 + (OTHER_H + 8) * i, SIDE_W, OTHER_H)
            if seat == view.current_player:
                draw.glow(surface, rect, theme.GOLD, 14)
            draw.translucent_panel(surface, rect, alpha=110)
            draw.text(surface, self.name(seat), 19, theme.CREAM, (rect.x + 12, rect.y + 8), "bold")
            kind = self.match.seats[seat]
            label = self.t("human") if kind == "human" else self.t(f"ai_{kind}")
            draw.text(surface, label, 14, (170, 200, 180), (rect.right - 12, rect.y + 12), "ui", "topright")
            held = len(view.hands[seat])
            for k in range(held):
                back = card_art.back(art.MINI_CARD)
                surface.blit(back, (rect.x + 12 + k * 16, rect.bottom - 12 - art.MINI_CARD[1]))
            for j, card in enumerate(view.completed[seat]):
                spot = pygame.Rect(0, 0, *art.MINI_CARD)
                spot.bottomleft = (rect.x + 24 + 16 * max(0, held - 1) + art.MINI_CARD[0] + 50 * j,
                                   rect.bottom - 12)
                self.draw_done_card(surface, card, spot)

    def draw_turn(self, surface, view) -> None:
        """Placements left this turn as pawn pips, and the situations that gave them."""
        draw.translucent_panel(surface, TURN_PANEL, alpha=90)
        left = view.placements_left if view.placing else 0
        if view.current_player is None:
            return
        if left:
            draw.text(surface, self.words.say("to_place", n=left), 18, theme.CREAM,
                      (TURN_PANEL.x + 14, TURN_PANEL.y + 10), "bold")
            for i in range(left):
                pip = (TURN_PANEL.right - 24 - 30 * i, TURN_PANEL.y + 22)
                pygame.draw.circle(surface, theme.GOLD, pip, 10)
                pygame.draw.circle(surface, theme.GOLD_DARK, pip, 10, 2)
        else:
            draw.text(surface, self.words.say("claim_now"), 16, theme.CREAM, (TURN_PANEL.x + 14, TURN_PANEL.y + 10),
                      "bold")
        if view.fired:
            line = self.words.extra_line(tuple(SITUATION_CODES[f] for f in view.fired))
            draw.text(surface, line, 14, theme.GOLD, (TURN_PANEL.x + 14, TURN_PANEL.bottom - 10), "bold", "bottomleft")

    def draw_scores(self, surface, view) -> None:
        """Completed cards per player, under the log."""
        words = self.words
        figures = [words.say("done_n", n=len(done)) for done in view.completed]
        self.draw_standings(surface, words.say("cards_done"), figures)

    def draw_status(self, surface, view) -> None:
        """Whose turn, and what to do now, in words."""
        mine = view.current_player == self.viewer and self.match.is_human(self.viewer) and not self.passive
        if view.current_player is None:
            text = self.t("game_over")
        elif mine:
            if self.shown_claim() is not None:
                hint = self.words.say("hint_preview")
            elif self.my_claims():
                hint = self.words.say("hint_claim")
            elif view.column_owed:
                hint = self.column.hint(view)
            elif self.ending_move() == PASS_MOVE:
                hint = self.words.say("hint_pass")
            else:
                hint = self.words.say("hint")
            text = self.t("your_turn", hint=hint)
        else:
            text = self.thinking_text()
        size = 20 if theme.font(20, "bold").size(text)[0] <= STATUS_W else 17
        draw.text(surface, text, size, theme.CREAM, (WHEEL[0], 540), "bold", "midtop")

    def draw_hinted_button(self, surface) -> None:
        """A hinted end, pass or column return lights its button."""
        if self.hint_move is not None and self.hint_move.kind in (END, PASS, RETURN_COLUMN):
            draw.glow(surface, self.end_button.rect, theme.CREAM, 12, 3)

    def draw_banner(self, surface) -> None:
        """The situation banner over the wheel, fading out at its end."""
        if not self.banner:
            return
        left = self.banner["left"]
        layer = card_art.cached(("quartino_banner", self.banner["title"], self.banner["line"]), self.paint_banner)
        layer.set_alpha(int(255 * min(1.0, left / 0.5, (BANNER_S - left) / 0.2 + 0.3)))
        surface.blit(layer, layer.get_rect(center=(WHEEL[0], WHEEL[1] - 40)))

    def paint_banner(self) -> pygame.Surface:
        """The banner's picture: a cream ribbon with the situation and the pawns to place."""
        width = max(420, theme.font(BANNER_TITLE, "title").size(self.banner["title"])[0] + 60,
                    theme.font(18, "bold").size(self.banner["line"])[0] + 40)
        layer = pygame.Surface((width + 20, 110), pygame.SRCALPHA)
        ribbon = pygame.Rect(10, 6, width, 92)
        draw.shadowed_panel(layer, ribbon, theme.PAPER, 18, theme.GOLD, 3)
        draw.rounded(layer, ribbon.inflate(-10, -10), theme.GOLD, 14, 1)
        draw.text(layer, self.banner["title"], BANNER_TITLE, theme.GOLD_DARK, (ribbon.centerx, ribbon.y + 14), "title",
                  "midtop")
        draw.text(layer, self.banner["line"], 18, theme.INK, (ribbon.centerx, ribbon.bottom - 14), "bold", "midbottom")
        return layer

    def draw_drag(self, surface) -> None:
        """The pawn being dragged from the reserve, under the pointer."""
        if not (self.drag and self.drag.moved):
            return
        image = self.pawn_image(self.drag.item)
        x, y = self.drag.pos
        shadow = art.pawn_shadow(PAWN_W)
        surface.blit(shadow, shadow.get_rect(center=(x + 10, y + PAWN_THICK + 10)))
        surface.blit(image, image.get_rect(center=(x, y)))
