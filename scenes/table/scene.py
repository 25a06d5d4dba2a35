"""The table every game shares: it draws the game and routes input; the match's session (parlour.session)
takes the turns, thinks for the AI and the hint, saves and counts; the log, notice and banner read the engine's
events."""
from __future__ import annotations

from game.core import events_for
from parlour.session import LESSON, PLAY, REPLAY
from parlour.table_session import Jumped, Played, Refused, Said, TableSession

from ..kit import touch
from ..kit.motion import Flights
from ..kit.overlays import PassScreen
from ..kit.scene import Scene
from ..kit.widgets import Button, ShownButton
from . import hinting
from .banner import Banner
from .controls import TableControls
from .exits import TableExits
from .key_help import KeyHelp
from .keys import is_help_key
from .layout import BOTTOM_RIGHT, LOG_RECT, MENU_RECT, RULES_RECT, TOUCH_ROWS
from .log import GameLog
from .log_feed import LogFeed
from .notices import TableNotice
from .picture import TablePicture
from .recap import recap_lines
from .seen import Seen
from .table_words import TableWords

AI_BUDGET_S = 0.005


class TableScene(LogFeed, TableWords, TablePicture, TableExits, Scene):
    """Shows a match's session: AI moves are thought over frames, human moves come from the subclass's input.

    Built with its session (a TableSession: at this device, or a seat at a server), whose news it shows each frame;
    subclasses draw their game (draw_table), turn input into moves (try_move) and word their game's events
    (word_params); every move, wherever it was made, is shown by show_move: its sounds (event_sounds by kind),
    the log (LogFeed; quiet_events are not logged) and its motion. Undo, redo and hint are its controls (a
    TableControls it owns when the session offers them, else None); parts (an online seat's presence) are drawn
    over it.
    """

    event_sounds: dict = {}
    touch_rows = TOUCH_ROWS

    def __init__(self, app, session: TableSession):
        super().__init__(app)
        match = session.match
        self.session = session
        self.seating = session.seating
        self.parts = []
        self.heard = False
        self.flights = Flights()
        self.log = GameLog(LOG_RECT, on_open=self.open_log)
        self.notice = TableNotice(self.notice_zones)
        self.ribbon = Banner((480, 330))
        self.shown_seat = match.humans[0] if len(match.humans) == 1 else None
        self.drawn = None
        self.drawn_key = None
        self.open_cards = {}
        self.pending = []
        self.lesson = None
        self.controls = TableControls(self, session.controls) if session.controls is not None else None
        self.buttons = [
            Button(MENU_RECT, lambda: self.t("menu"), self.leave, "quiet", size=18),
            Button(RULES_RECT, lambda: self.t("rules"), self.show_rules, "quiet", size=18),
            *(self.controls.buttons.values() if self.controls is not None else ()),
            ShownButton(BOTTOM_RIGHT, lambda: self.words.say("reading.results"), self.show_result, "primary",
                        lambda: self.finished, lambda: self.finished and not self.pending, 17),
        ]

    def handle(self, event) -> None:
        """? (or whatever key types it) opens the key help over the table; then the controls' keys; the log takes
        its own input (wheel, drag, keys, chips) before the buttons and the game, except under a lesson's caption."""
        if is_help_key(event):
            self.app.push(KeyHelp.for_table(self))
        elif self.controls is not None and self.controls.took_shortcut(event):
            return
        elif self.lesson is not None or not self.log.handle(event, self.log_labels()):
            super().handle(event)

    def after_jump(self) -> None:
        """The position jumped (undo, redo, a lesson's Back, a rejoin): rebuild what the table derives from the
        moves."""
        self.flights.items.clear()
        self.pending.clear()
        self.ribbon.clear()
        self.rebuild_log()

    def mark_hint(self, surface, rect, tagged=True) -> None:
        """Mark the hinted card or place (views call this where they draw the hinted thing)."""
        hinting.mark(self, surface, rect, tagged)

    def arrange(self, roomy) -> None:
        """Every button where a mouse wants it, or (roomy) on the touch_rows a finger apart."""
        self.desktop = getattr(self, "desktop", {})
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
        return Seen(self.view(), self.viewer, self.hint_move, self.passive)

    def my_turn(self) -> bool:
        """Whether the viewer is a human whose turn it is, with nothing still moving (nor a move of theirs on its
        way)."""
        seat = self.state.current_player
        return seat == self.viewer and self.match.is_human(seat) and not self.flights.busy() and not self.passive \
            and not self.session.waiting()

    def notice_zones(self) -> list:
        """Where notices and hints may go now, best first: free of the hand, the board and every panel (the
        subclass's layout says)."""
        return []

    def say(self, text) -> None:
        """Show a short notice (a refused move, a reminder)."""
        self.notice.say(text)

    def try_move(self, move) -> bool:
        """A human's move: refused with the reason in words, or played."""
        seat = self.state.current_player
        if seat is None or not self.match.is_human(seat) or seat != self.viewer:
            self.say(self.t("not_your_turn", name=self.name(seat)) if seat is not None else self.t("game_over"))
            return False
        refusal = self.lesson.refusal(move) if self.lesson is not None else None
        if refusal:
            self.say(refusal)
            return False
        return self.commit(move)

    def commit(self, move) -> bool:
        """Hand move to the session and show what follows (played, or refused with the reason); whether it was
        taken."""
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
                self.say(self.refusal_words(item.error))
            elif isinstance(item, Said):
                self.say(self.t(item.key))

    def show_move(self, before, after, notation) -> None:
        """The one way a move is shown, whoever made it: the notice goes, its sounds play, the log tells it and
        the table animates it."""
        self.notice.dismiss()
        self.app.sounds.play("play")
        sounds = (self.event_sounds.get(e.kind) for e in self.events(after))
        for sound in dict.fromkeys(s for s in sounds if s):
            self.app.sounds.play(sound)
        self.describe(before, after, notation)
        self.animate(before, after, notation)

    def events(self, after) -> tuple:
        """The events of the move that led to after, as the viewer may know them."""
        return events_for(getattr(after, "events", ()), self.viewer)

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
        """Animations, queued panels, then whoever is to move: the AI thinks, a new human gets the
        privacy screen."""
        touch.follow(self)
        self.hear()
        self.flights.update(dt)
        self.notice.update(dt)
        self.ribbon.update(dt)
        if self.flights.busy() or self.passive:
            return
        if self.pending:
            panel = self.pending.pop(0)
            if self.lesson is not None:
                self.lesson.beside(panel)
            self.app.push(panel)
            return
        if self.session.holding() or self.holding():
            return
        if self.lesson is not None:
            self.lesson.update(dt)
            return
        seat = self.state.current_player
        if seat is None:
            if not self.finished:
                self.game_over()
            return
        if self.hint_thinking():
            hinting.think(self, AI_BUDGET_S)
        elif self.session.ai_thinking():
            move = self.session.next_move(dt, AI_BUDGET_S, self.app.settings.min_think_s())
            if move is not None:
                self.commit(move)
        elif len(self.match.humans) > 1 and seat != self.shown_seat:
            self.app.push(PassScreen(self.app, self.name(seat), lambda: setattr(self, "shown_seat", seat),
                                     recap_lines(self, seat), self.set_aside))

    def holding(self) -> bool:
        """Whether the table holds the next turn a moment (the subclass shows why)."""
        return False

    def busy(self) -> bool:
        """Draw again when the session heard something (who is there, the connection) or a part moves."""
        return super().busy() or self.heard

    def draw(self, surface) -> None:
        """The table, then its parts."""
        super().draw(surface)
        for part in self.parts:
            part.draw(surface)

    def animate(self, before, after, text) -> None:
        """Show the move in motion (the subclass says how)."""
