"""Sackson's Quinto table: the open rows with their heads, the phase and point stack, the players' won
point cards, your hand and the new-row slot; cards go by click, drag or keyboard."""
from __future__ import annotations

from game.quinto.deck import BASE
from game.quinto.moves import END, NEW, PASS
from parlour.history import last_params

from ..kit.widgets import Button
from ..table import TableScene
from ..table.wiring import reach_of
from . import animation, art, gift, layout, view
from .controller import Controller
from .first_draw import FirstDrawPanel
from .gift import GiftPrompt
from .parts import QuintoParts
from .results import result_panel, round_panel
from .turn_over import TurnOver
from .words import TABLE_WORDS, QuintoWords, card_labels


class QuintoTable(TableScene):
    """Play a card by clicking it then a lit row (or the new-row slot), by dragging it there, or with
    the keyboard; a word-or-bridge card asks which face; End turn and Pass are buttons."""

    event_sounds = {"row_completed": "take", "drew": "deal"}
    touch_rows = layout.TOUCH_ROWS

    def __init__(self, app, session):
        super().__init__(app, session, TABLE_WORDS, log_headers={"round_dealt": ("reading.log.round", "round")},
                         log_start_lines=True)
        match = session.match
        reach = reach_of(self)
        self.controller = Controller(reach, self.row_places, lambda: self.state,
                                     lambda card: self.quinto_words.card(card))
        self.face_prompt = self.controller.prompt
        self.gift = GiftPrompt(reach, lambda: len(self.match.moves), lambda point: self.quinto_words.point(point),
                               lambda: self.hint_move, self.mark_hint)
        self.turn_over = TurnOver()
        self.notice.taken = self.notices_up
        self.vanished = None
        self.known_places = (None, [])
        self.card_labels = {}
        self.end_button = Button(layout.END_BUTTON, lambda: self.words.say("quinto.ui.end_turn"),
                                 lambda: self.controller.special(END), "primary", size=17,
                                 enabled=lambda: not self.offers(PASS),
                                 short=lambda: self.words.say("quinto.ui.end_turn_short"))
        self.pass_button = Button(layout.PASS_BUTTON, lambda: self.words.say("quinto.ui.pass"),
                                  lambda: self.controller.special(PASS), "plain", size=17)
        self.buttons += [self.end_button, self.pass_button]
        self.feed.rebuild()
        if not match.moves and match.state.turn == 0:  # a lesson may begin mid-round, long after the draw
            self.queue_panel(FirstDrawPanel(self.app, self.wording, self.face, match.state))

    def lesson_rects(self, point, move) -> list:
        """What a lesson points at: a card in hand and its row (or the new-row slot), End turn or Pass; or
        the "rows", "hand", "new_row", "end", "points" (phase and point stack) or "players"."""
        seen = self.view()
        hand = layout.hand_rects(len(seen.hands[self.viewer]), self.controller.hand.selected)
        places, scroll = self.row_places(), self.controller.scroll
        if point == "move":
            if move.card in ("end", "pass"):
                return [(self.end_button if move.card == "end" else self.pass_button).rect]
            if move.target is None:
                return []
            card = BASE[move.card]
            cards = [rect for held, rect in zip(seen.hands[self.viewer], hand) if held == card][:1]
            if move.target in places:
                return cards + [layout.cell_of(places[move.target], scroll)]
            return cards + [layout.NEW_SLOT] if move.target == NEW else cards
        cells = [layout.cell_rect(place, scroll) for place in places.values()]
        areas = {"rows": [c for c in cells if c is not None], "hand": hand, "new_row": [layout.NEW_SLOT],
                 "end": [self.end_button.rect], "points": [layout.PHASE_RECT, layout.STACK_RECT],
                 "players": [layout.PLAYERS_RECT]}
        return areas.get(point) or []

    # --- rows' places ---------------------------------------------------------------------------------

    def places_by_move(self) -> list:
        """The open rows' places after each state of the match so far (row id to place), worked out once."""
        history = self.match.history
        last, found = self.known_places
        if last is not history[-1] or len(found) != len(history):
            found, places = [], {}
            for state in history:
                places = layout.placed(places, [row.id for row in state.rows])
                found.append(places)
            self.known_places = (history[-1], found)
        return found

    def row_places(self) -> dict:
        """Each open row's place in the grid (row id to place), the same from its first card to its completion."""
        return self.places_by_move()[-1]

    def place_of(self, row_id) -> int:
        """The place of row_id, open now or completed by the last move."""
        return next(places[row_id] for places in reversed(self.places_by_move()) if row_id in places)

    # --- words -------------------------------------------------------------------------------------

    @property
    def quinto_words(self) -> QuintoWords:
        """The game’s words in the interface language, naming seats as a sentence does ("you" for the human)."""
        return TABLE_WORDS.of(self.wording)

    def labels(self) -> art.Labels:
        """The words printed on cards, in the interface language."""
        language = self.app.language
        if language not in self.card_labels:
            self.card_labels[language] = card_labels(self.quinto_words)
        return self.card_labels[language]

    def face(self, card, size=layout.TABLE):
        """A card's face at size (the shared back for a hidden card)."""
        return view.face(self.labels(), card, size)

    # --- play --------------------------------------------------------------------------------------

    def notices_up(self) -> list:
        """What the table's notice keeps clear of: the band saying why a turn ended, the redeal banner, the
        ribbon, when up."""
        up = [self.ribbon.rect()]
        if self.turn_over.visible:
            up.append(self.turn_over.rect())
        if gift.redeal_shown(self.view(), self.turn_over.visible):
            up.append(gift.redeal_rect())
        return up

    def notice_zones(self) -> list:
        """Above the hand, or below the rows shown (and below the word-or-bridge question when asked)."""
        prompt = self.face_prompt.rect() if self.face_prompt.open else None
        return layout.notice_zones(layout.span_of(self.row_places()), self.controller.scroll, prompt)

    def player_rect(self, seat):
        """A seat's panel in the column on the right."""
        return layout.player_rect(seat, self.match.players)

    def offers(self, move) -> bool:
        """Whether move is legal for the viewer now (End turn and Pass show only then)."""
        return self.my_turn() and move in self.view().legal_moves()

    def on_event(self, event) -> None:
        """A pause for an ended turn may be cut short; then the giver's question, the word-or-bridge question,
        the turn's keys and the hand."""
        if not self.turn_over.skip(event) and not self.gift.on_event(event):
            self.controller.handle(event)

    def update(self, dt) -> None:
        """The shared turn-taking, then the giver's question put up or away."""
        self.turn_over.update(dt)
        super().update(dt)
        self.gift.sync()

    def busy(self) -> bool:
        """The band that says why a turn ended counts down and fades too."""
        return super().busy() or self.turn_over.visible

    def holding(self) -> bool:
        """The next turn waits while the band says why the viewer's turn ended by itself."""
        return self.turn_over.visible

    def back(self) -> None:
        """Escape puts the word-or-bridge question away, else steps back as every table does."""
        if self.face_prompt.open:
            self.face_prompt.close()
        else:
            super().back()

    def after_jump(self) -> None:
        """After undo or redo: no selection, no question."""
        self.face_prompt.close()
        self.controller.hand.clear()
        self.vanished = None
        self.turn_over.clear()
        super().after_jump()

    # --- motion and panels -------------------------------------------------------------------------

    def animate(self, before, after, text) -> None:
        """The move's flights from its events; a new round shows the last one's scores and its first draw."""
        self.face_prompt.close()
        # in a lesson, its caption says why a turn ended
        if not self.passive and self.lesson is None and self.match.is_human(before.current_player):
            self.turn_over.tell(before, after, self.match.spec.decode_move(text), self.words.say)
        events = self.events(after)
        animation.animate(self, before, after, events)
        kinds = [event.kind for event in events]
        if "round_dealt" in kinds:
            scored = events[kinds.index("round_scored")].params
            self.queue_panel(round_panel(self.app, self.wording, self.match, scored))
            self.queue_panel(FirstDrawPanel(self.app, self.wording, self.face, after))

    def last_scored(self):
        """The parameters of the last round_scored event of the game so far, or None."""
        return last_params(self.match.history, "round_scored")

    def show_result(self) -> None:
        """The final panel: the last round, the variant's figures, the winners."""
        actions = self.exits.result_actions()
        self.queue_panel(result_panel(self.app, self.wording, self.match, actions, self.last_scored(),
                                      self.state.outcome()))

    # --- drawing -----------------------------------------------------------------------------------

    def look_extra(self) -> tuple:
        """The hand, the scroll and the question change the picture."""
        self.controller.sync()
        prompt = self.face_prompt
        return (self.controller.hand.look(), self.controller.scroll, prompt.card, prompt.target,
                self.turn_over.look())

    def draw_table(self, surface) -> None:
        """The whole table, drawn by the view."""
        self.controller.sync()
        view.draw_table(surface, self.seen())
        self.turn_over.draw(surface)

    def view_parts(self) -> QuintoParts:
        """The hand, the rows' places and scroll, the cards' words, the panels, the questions drawn on top."""
        controller, places = self.controller, self.row_places()
        vanished = self.vanished if self.flights.count("quinto") else None
        return QuintoParts(controller.hand, controller.lit(), controller.scroll, places, self.labels(), vanished,
                           self.last_scored(), tuple(self.player_rect(seat) for seat in range(self.match.players)),
                           self.open_cards.__contains__, gift.redeal_shown(self.view(), self.turn_over.visible),
                           self.gift.draw, self.face_prompt.draw)

    def draw_buttons(self, surface) -> None:
        """The shared buttons; End turn on your turn (not while you choose a card to give, nor when passing is
        all you may do), Pass only when it is allowed; the question's buttons are drawn with it."""
        passing = self.offers(PASS)
        shown = {self.end_button: self.my_turn() and not self.gift.buttons and not passing, self.pass_button: passing}
        shown.update(dict.fromkeys(self.face_prompt.buttons, False))
        for button in self.buttons:
            if shown.get(button, True):
                button.draw(surface, button is self.hover, button is self.focus)
        hinted = {END: self.end_button, PASS: self.pass_button}.get(self.hint_move)
        if hinted:
            self.mark_hint(surface, hinted.rect)


TABLE = QuintoTable
