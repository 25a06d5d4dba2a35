"""The table every game shares: it draws the game and routes input; the match's session (parlour.session)
takes the turns, thinks for the AI and the hint, saves and counts; the log, notice and banner read the engine's
events."""
from __future__ import annotations

from game import IllegalMoveError, InvalidMoveError
from game.core import events_for
from parlour.seats import Seating
from parlour.session import LESSON, PLAY, REPLAY, Session

from ..kit import touch
from ..kit.motion import Flights
from ..kit.overlays import PassScreen
from ..kit.scene import Scene
from ..kit.widgets import Button, ShownButton
from . import hinting
from .banner import Banner
from .controls import TableControls
from .exits import TableExits
from .layout import BOTTOM_RIGHT, LOG_RECT, MENU_RECT, RULES_RECT, TOUCH_ROWS
from .log import GameLog
from .log_feed import LogFeed
from .notices import TableNotice
from .picture import TablePicture
from .recap import recap_lines
from .table_words import TableWords

AI_BUDGET_S = 0.005


class TableScene(LogFeed, TableWords, TablePicture, TableExits, TableControls, Scene):
    """Shows a match's session: AI moves are thought over frames, human moves come from the subclass's input.

    Subclasses draw their game (draw_table), turn input into moves (try_move) and word their
    game's events (word_params); the log (LogFeed) and sounds follow the events of every move
    (event_sounds by kind; quiet_events are not logged); undo, redo and hint are TableControls'.
    """

    event_sounds: dict = {}
    touch_rows = TOUCH_ROWS

    def __init__(self, app, match):
        super().__init__(app)
        self.session = Session(app.storage, match)
        self.seating = Seating(match.seats, match.names)
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
        self.shortcuts = self.control_buttons()
        self.buttons = [
            Button(MENU_RECT, lambda: self.t("menu"), self.leave, "quiet", size=18),
            Button(RULES_RECT, lambda: self.t("rules"), self.show_rules, "quiet", size=18),
            *self.shortcuts.values(),
            ShownButton(BOTTOM_RIGHT, lambda: self.words.say("reading.results"), self.show_result, "primary",
                        lambda: self.finished, lambda: self.finished and not self.pending, 17),
        ]

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

    def my_turn(self) -> bool:
        """Whether the viewer is a human whose turn it is, with nothing still moving."""
        seat = self.state.current_player
        return seat == self.viewer and self.match.is_human(seat) and not self.flights.busy() and not self.passive

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
        """Apply move; on success show what happened and save, on refusal say why."""
        before = self.state
        try:
            after = self.session.commit(move)
        except (IllegalMoveError, InvalidMoveError) as error:
            self.say(self.refusal_words(error))
            return False
        self.notice.dismiss()
        self.app.sounds.play("play")
        sounds = (self.event_sounds.get(e.kind) for e in self.events(after))
        for sound in dict.fromkeys(s for s in sounds if s):
            self.app.sounds.play(sound)
        self.moved(before, after, self.match.moves[-1])
        return True

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
        if self.holding():
            return
        if self.lesson is not None:
            self.lesson.update(dt)
            return
        seat = self.state.current_player
        if seat is None:
            if not self.finished:
                self.game_over()
            return
        if self.session.hint_thinking():
            hinting.think(self, AI_BUDGET_S)
        elif self.match.ai_to_move():
            move = self.session.think(dt, AI_BUDGET_S, self.app.settings.min_think_s())
            if move is not None:
                self.commit(move)
        elif len(self.match.humans) > 1 and seat != self.shown_seat:
            self.app.push(PassScreen(self.app, self.name(seat), lambda: setattr(self, "shown_seat", seat),
                                     recap_lines(self, seat), self.set_aside))

    def holding(self) -> bool:
        """Whether the table holds the next turn a moment (the subclass shows why)."""
        return False

    def moved(self, before, after, text) -> None:
        """A move was played: log it and animate it."""
        self.describe(before, after, text)
        self.animate(before, after, text)

    def animate(self, before, after, text) -> None:
        """Show the move in motion (the subclass says how)."""
