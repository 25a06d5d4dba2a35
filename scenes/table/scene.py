"""The table every game shares: it draws the game and routes input; the match's session (parlour.session)
takes the turns, thinks for the AI and the hint, saves and counts; the log, notice and banner read the engine's
events."""
from __future__ import annotations

from game.core import events_for
from parlour.session import LESSON, PLAY, REPLAY
from parlour.table_session import Jumped, Played, Refused, Said, TableSession

from ..kit import touch
from ..kit.motion import Flights
from ..kit.scene import Scene
from ..kit.widgets import Button, ShownButton
from . import hinting, turns
from .banner import Banner
from .exits import TableExits
from .key_help import KeyHelp
from .keys import is_help_key
from .layout import LOG_RECT, MENU_RECT, RESULTS_RECT, RULES_RECT, TOUCH_ROWS
from .log import GameLog
from .log_feed import LogFeed
from .notices import TableNotice
from .panels import standings_rect
from .picture import TablePicture
from .seen import Seen, seen_of
from .table_words import GameWords, TableWords
from .wiring import controls_of


class TableScene(Scene):
    """Shows a match's session: AI moves are thought over frames, human moves come from the subclass's input.

    Built with its session (a TableSession: at this device, or a seat at a server), whose news it shows each frame,
    and its game's wording (a GameWords) with the events that open a round or hand in the log (log_headers, see
    LogFeed); subclasses draw their game (draw_table) and turn input into moves (try_move); every move, wherever it
    was made, is shown by show_move: its sounds (event_sounds by kind), the log and its motion. It owns its parts:
    its words (wording), log feed (feed), picture, exits and, when the session offers them, its controls (else
    None); parts (an online seat's presence) are drawn over it and told of each panel shown (beside).
    """

    event_sounds: dict = {}
    touch_rows = TOUCH_ROWS

    def __init__(self, app, session: TableSession, game_words: GameWords, log_headers: dict | None = None,
                 log_start_lines: bool = False):
        super().__init__(app)
        match = session.match
        self.session = session
        self.parts = []
        self.heard = False
        self.flights = Flights()
        self.wording = TableWords(app, session.seating, session, game_words)
        self.log = GameLog(LOG_RECT, on_open=lambda: self.feed.open())
        self.feed = LogFeed(app, self.log, self.wording, session, self.events, log_headers or {}, log_start_lines)
        self.picture = TablePicture(self, self.draw_table, self.look_extra)
        self.pending = []
        self.exits = TableExits(app, session, lambda: self.show_result(), self.pending)
        self.notice = TableNotice(self.notice_zones)
        self.ribbon = Banner((480, 330))
        self.shown_seat = match.humans[0] if len(match.humans) == 1 else None
        self.open_cards = {}
        self.desktop = {}
        self.lesson = None
        self.controls = controls_of(self, session.controls)
        self.buttons = [
            Button(MENU_RECT, lambda: self.t("menu"), self.exits.leave, "quiet", size=18),
            Button(RULES_RECT, lambda: self.t("rules"), self.exits.show_rules, "quiet", size=18),
            *(self.controls.buttons.values() if self.controls is not None else ()),
            ShownButton(RESULTS_RECT, lambda: self.t("reading.results"), self.show_result, "primary",
                        lambda: self.finished, lambda: self.finished and not self.pending, 17),
        ]

    def handle(self, event) -> None:
        """? opens the key help; then the controls' keys; the log's input before the buttons and the game's."""
        if is_help_key(event):
            self.app.push(KeyHelp.for_table(self))
        elif self.controls is not None and self.controls.took_shortcut(event):
            return
        elif self.lesson is not None or not self.log.handle(event, self.feed.labels()):
            super().handle(event)

    def after_jump(self) -> None:
        """The position jumped (undo, redo, a lesson's Back, a rejoin): rebuild what is derived from the moves."""
        self.flights.items.clear()
        self.pending.clear()
        self.ribbon.clear()
        self.feed.rebuild()

    def mark_hint(self, surface, rect, tagged=True) -> None:
        """Mark the hinted card or place (views call this where they draw the hinted thing)."""
        hinting.mark(self, surface, rect, tagged)

    def arrange(self, roomy) -> None:
        """Every button where a mouse wants it, or (roomy) on the touch_rows a finger apart."""
        for button in self.buttons:
            rect = self.desktop.setdefault(button, button.rect.copy())
            button.rect = touch.moved(rect, self.touch_rows) if roomy else rect.copy()

    @property
    def match(self):
        """The session's match (a lesson's Back puts an earlier one in its place)."""
        return self.session.match

    @match.setter
    def match(self, match) -> None:
        self.session.match = match

    @property
    def words(self):
        """The catalogue of the interface language (parlour.words)."""
        return self.wording.words

    @property
    def finished(self) -> bool:
        """Whether the game has ended (and been counted)."""
        return self.session.finished

    @property
    def passive(self) -> bool:
        """Whether the table only shows a position (a replay)."""
        return self.session.mode == REPLAY

    @property
    def hint_move(self):
        """The move the last hint advised, lit on the table until the next move."""
        return self.session.hint_move

    def hint_thinking(self) -> bool:
        """Whether the hint's search is under way (only a session at this device has one)."""
        controls = self.session.controls
        return controls is not None and controls.hint_thinking()

    def guided(self, guide) -> None:
        """A lesson's guide takes the table (None hands it back to play): a lesson neither saves nor thinks."""
        self.lesson = guide
        self.session.mode = LESSON if guide is not None else PLAY

    @property
    def state(self):
        """The full state (never drawn directly: draw self.view())."""
        return self.match.state

    @property
    def viewer(self):
        """The seat whose knowledge the table shows."""
        if self.shown_seat is not None:
            return self.shown_seat
        return self.match.humans[0] if self.match.humans else 0

    def view(self):
        """What the viewer may see (every hand in a replay: the session says)."""
        return self.session.view(self.viewer)

    def seen(self) -> Seen:
        """What the view draws from this frame (the one value every game's draw_table is given)."""
        return seen_of(self)

    def view_parts(self) -> object:
        """The game's own parts its view draws (the subclass says)."""
        return None

    def my_turn(self) -> bool:
        """Whether the viewer is a human to move, with nothing still moving (nor a move of theirs on its way)."""
        seat = self.state.current_player
        return seat == self.viewer and self.match.is_human(seat) and not self.flights.busy() and not self.passive \
            and not self.session.waiting()

    def notice_zones(self) -> list:
        """Where notices and hints may go now, best first, free of the game's parts (the subclass says)."""
        return []

    def say(self, text) -> None:
        """Show a short notice (a refused move, a reminder)."""
        self.notice.say(text)

    def try_move(self, move) -> bool:
        """A human's move: refused with the reason in words, or played."""
        seat = self.state.current_player
        if seat is None or not self.match.is_human(seat) or seat != self.viewer:
            self.say(self.t("not_your_turn", name=self.wording.name(seat)) if seat is not None else self.t("game_over"))
            return False
        refusal = self.lesson.refusal(move) if self.lesson is not None else None
        if refusal:
            self.say(refusal)
            return False
        return self.commit(move)

    def commit(self, move) -> bool:
        """Hand move to the session and show what follows (played, or refused); whether it was taken."""
        taken = self.session.commit(move)
        self.hear()
        return taken

    def hear(self) -> None:
        """Show the session's news: each move played (here or elsewhere), a jump, a refusal, a word to say."""
        news = self.session.news()
        self.heard = bool(news)
        for item in news:
            if isinstance(item, Played):
                self.show_move(*item)
            elif isinstance(item, Jumped):
                self.after_jump()
            elif isinstance(item, Refused):
                self.say(self.wording.refusal(item.error))
            elif isinstance(item, Said):
                self.say(self.t(item.key))

    def show_move(self, before, after, notation) -> None:
        """The one way a move is shown, whoever made it: notice gone, its sounds, the log's lines, its motion."""
        self.notice.dismiss()
        self.app.sounds.play("play")
        sounds = (self.event_sounds.get(e.kind) for e in self.events(after))
        for sound in dict.fromkeys(s for s in sounds if s):
            self.app.sounds.play(sound)
        self.feed.describe(before, after, notation)
        self.animate(before, after, notation)

    def events(self, after) -> tuple:
        """The events of the move that led to after, as the viewer may know them."""
        return events_for(after.events, self.viewer)

    def fly(self, flight) -> None:
        """Start a motion at the chosen animation speed (none when animations are off)."""
        scale = self.app.settings.animation_scale()
        if scale:
            flight.duration *= scale
            flight.clock *= scale
            self.flights.add(flight)

    def make_passive(self) -> None:
        """Only show the position (replays): no buttons, no AI, no saving."""
        self.session.mode = REPLAY
        self.buttons = []

    def queue_panel(self, panel) -> None:
        """Show a scene over the table (round scores, results) once everything has landed."""
        self.pending.append(panel)

    def update(self, dt) -> None:
        """Animations, queued panels, then whoever is to move (scenes.table.turns)."""
        touch.follow(self)
        self.hear()
        self.flights.update(dt)
        self.notice.update(dt)
        self.ribbon.update(dt)
        if self.flights.busy() or self.passive:
            return
        if self.pending:
            panel = self.pending.pop(0)
            for part in filter(None, (self.lesson, *self.parts)):
                part.beside(panel)
            self.app.push(panel)
            return
        if self.session.holding() or self.holding():
            return
        if self.lesson is not None:
            self.lesson.update(dt)
            return
        turns.next_turn(self, dt)

    def holding(self) -> bool:
        """Whether the table holds the next turn a moment (the subclass shows why)."""
        return False

    def busy(self) -> bool:
        """Draw again when the picture changes by itself or the session heard something."""
        return self.picture.changing() or self.heard

    def draw(self, surface) -> None:
        """The table, then its parts."""
        self.picture.draw(surface)
        for part in self.parts:
            part.draw(surface)

    def draw_table(self, surface) -> None:
        """Draw everything (the subclass says how)."""

    def look_extra(self) -> tuple:
        """What else the subclass's picture depends on (selection, dragging)."""
        return ()

    def lesson_rects(self, point, move) -> list:
        """The rects a lesson points at ("move" or an area): each table adds its own to the standings ("scores")."""
        return [standings_rect(self.match.players)] if point == "scores" else []

    def back(self) -> None:
        """Escape steps back one level: the player's choice, then the log's hold on the keys, then to the title."""
        if self.controller.choosing():
            self.controller.clear()
        elif self.log.focused:
            self.log.focused = False
        else:
            self.exits.leave()

    def show_result(self) -> None:
        """The end-of-game screen (the subclass says how); the Results button of a finished table shows it again."""

    def animate(self, before, after, text) -> None:
        """Show the move in motion (the subclass says how)."""
