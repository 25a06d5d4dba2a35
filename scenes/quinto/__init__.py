"""Sackson's Quinto table: the open rows with their heads, the phase and point stack, the players' won
point cards, your hand and the new-row slot; cards go by click, drag or keyboard."""
from __future__ import annotations

from game.quinto.deck import COLOUR_LETTERS, NUMBERS, SHAPE_LETTERS
from game.quinto.moves import END, PASS

from .. import draw, theme
from ..table import TableNotice, TableScene
from ..widgets import Button
from . import animation, art, layout, view
from .controller import Controller
from .face_prompt import FacePrompt
from .first_draw import FirstDrawPanel
from .gift import GiftPrompt
from .results import result_panel, round_panel
from .words import QuintoWords


class QuintoTable(TableScene):
    """Play a card by clicking it then a lit row (or the new-row slot), by dragging it there, or with
    the keyboard; a word-or-bridge card asks which face; End turn and Pass are buttons."""

    event_sounds = {"row_completed": "take", "drew": "deal"}
    quiet_events = ("dealt",)

    def __init__(self, app, match):
        super().__init__(app, match)
        self.controller = Controller(self)
        self.face_prompt = FacePrompt(self)
        self.gift = GiftPrompt(self)
        self.notice = TableNotice(layout.NOTICE_BOTTOM)
        self.vanished = None
        self.card_labels = {}
        self.end_button = Button(layout.END_BUTTON, lambda: self.words.say("quinto.ui.end_turn"),
                                 lambda: self.controller.special(END), "primary", size=17)
        self.pass_button = Button(layout.PASS_BUTTON, lambda: self.words.say("quinto.ui.pass"),
                                  lambda: self.controller.special(PASS), "plain", size=17)
        self.buttons += [self.end_button, self.pass_button]
        self.rebuild_log()
        if not match.moves:
            self.queue_panel(FirstDrawPanel(self.app, self, match.state))

    # --- words -------------------------------------------------------------------------------------

    @property
    def quinto_words(self) -> QuintoWords:
        """The game’s words in the interface language, naming seats as a sentence does ("you" for the human)."""
        return QuintoWords(self.app.language, self.name_in_text, self.is_you)

    def labels(self) -> art.Labels:
        """The words printed on cards, in the interface language."""
        language = self.app.language
        if language not in self.card_labels:
            words = self.quinto_words
            self.card_labels[language] = art.Labels(
                tuple((w, words.word(w)) for w in (*COLOUR_LETTERS.values(), *SHAPE_LETTERS.values(), *NUMBERS)),
                words.say("quinto.card.bridge_word"), words.say("quinto.card.or"))
        return self.card_labels[language]

    def face(self, card, size=layout.TABLE):
        """A card's face at size (the shared back for a hidden card)."""
        return view.face(self, card, size)

    def event_line(self, event) -> str:
        """One event in the player's words ("" for one the log leaves out)."""
        return self.quinto_words.event(event) or ""

    def refusal_words(self, error) -> str:
        """A refused move's reason, from its code, in the player's words."""
        return self.quinto_words.refusal(error)

    def describe_move(self, move) -> str:
        """A move in words, for hints."""
        return self.quinto_words.move(move)

    def rebuild_log(self) -> None:
        """The log from the deal's events (first player, redeals), then the moves'."""
        self.log.clear()
        for line in map(self.event_line, self.events(self.match.history[0])):
            if line:
                self.add_log(line)
        history = self.match.history
        for i, text in enumerate(self.match.moves):
            self.describe(history[i], history[i + 1], text)

    # --- play --------------------------------------------------------------------------------------

    def player_rect(self, seat):
        """A seat's panel in the column on the right."""
        return layout.player_rect(seat, self.match.players)

    def offers(self, move) -> bool:
        """Whether move is legal for the viewer now (End turn and Pass show only then)."""
        return self.my_turn() and move in self.view().legal_moves()

    def on_event(self, event) -> None:
        """The giver's question first, then the word-or-bridge question, the turn's keys and the hand."""
        if not self.gift.on_event(event):
            self.controller.handle(event)

    def update(self, dt) -> None:
        """The shared turn-taking, then the giver's question put up or away."""
        super().update(dt)
        self.gift.sync()

    def back(self) -> None:
        """Escape puts the word-or-bridge question away, else leaves for the title."""
        if self.face_prompt.open:
            self.face_prompt.close()
        else:
            self.leave()

    def after_jump(self) -> None:
        """After undo or redo: no selection, no question."""
        self.face_prompt.close()
        self.controller.hand.clear()
        self.vanished = None
        super().after_jump()

    # --- motion and panels -------------------------------------------------------------------------

    def animate(self, before, after, text) -> None:
        """The move's flights from its events; a new round shows the last one's scores and its first draw."""
        self.face_prompt.close()
        events = self.events(after)
        animation.animate(self, before, after, events)
        kinds = [event.kind for event in events]
        if "round_dealt" in kinds:
            self.queue_panel(round_panel(self, events[kinds.index("round_scored")].params))
            self.queue_panel(FirstDrawPanel(self.app, self, after))

    def last_scored(self):
        """The parameters of the last round_scored event of the game so far, or None."""
        for state in reversed(self.match.history):
            for event in state.events:
                if event.kind == "round_scored":
                    return event.params
        return None

    def show_result(self) -> None:
        """The final panel: the last round, the variant's figures, the winners."""
        self.queue_panel(result_panel(self, self.last_scored(), self.state.outcome()))

    # --- drawing -----------------------------------------------------------------------------------

    def look_extra(self) -> tuple:
        """The hand, the scroll and the question change the picture."""
        self.controller.sync()
        prompt = self.face_prompt
        return self.controller.hand.look(), self.controller.scroll, prompt.card, prompt.target

    def draw_table(self, surface) -> None:
        """The whole table, drawn by the view."""
        self.controller.sync()
        view.draw_table(surface, self)

    def draw_buttons(self, surface) -> None:
        """The shared buttons; End turn on your turn (not while you choose a card to give), Pass only when
        it is allowed; the question's buttons are drawn with it."""
        shown = {self.end_button: self.my_turn() and not self.gift.buttons, self.pass_button: self.offers(PASS)}
        shown.update(dict.fromkeys(self.face_prompt.buttons, False))
        for button in self.buttons:
            if shown.get(button, True):
                button.draw(surface, button is self.hover, button is self.focus)
        hinted = {END: self.end_button, PASS: self.pass_button}.get(self.hint_move)
        if hinted:
            draw.glow(surface, hinted.rect, theme.CREAM, 12, 4)
