"""The table every game shares: turn-taking with the AI, the privacy screen, refusals, undo, redo,
hint, autosave and the game's end; the log, notice and banner read the engine's events."""
from __future__ import annotations

import pygame

from game import IllegalMoveError, InvalidMoveError
from game.core import events_for
from parlour.match import Match
from parlour.replay_store import remember_finished
from parlour.saves import clear_autosave, write_autosave
from parlour.seats import Seating
from parlour.stats import opposition, record_result
from parlour.words import capitalised, catalogue

from ..kit import draw, theme
from ..kit.motion import Flights
from ..kit.overlays import PassScreen
from ..kit.scene import Scene
from ..kit.widgets import Button, ShownButton
from . import hint_mark, hinting
from .banner import Banner
from .key_help import KeyHelp
from .keys import is_help_key
from .log import GameLog
from .log_feed import LogFeed
from .notices import TableNotice
from .panels import standings, standings_height
from .recap import recap_lines

AI_BUDGET_S = 0.005
LOG_RECT = (990, 70, 270, 250)
STANDINGS_RECT = (990, 330, 270, 0)
BOTTOM_RIGHT = (1174, 662, 86, 46)


class TableScene(LogFeed, Scene):
    """Drives a Match: AI moves are thought over frames, human moves come from the subclass's input.

    Subclasses draw their game (draw_table), turn input into moves (try_move) and word their
    game's events (word_params); the log (LogFeed) and sounds follow the events of every move
    (event_sounds by kind; quiet_events are not logged).
    """

    event_sounds: dict = {}
    quiet_events: tuple = ()

    def __init__(self, app, match):
        super().__init__(app)
        self.match = match
        self.seating = Seating(match.seats, match.names)
        self.flights = Flights()
        self.log = GameLog(LOG_RECT, on_open=self.open_log)
        self.notice = TableNotice(self.notice_zones)
        self.ribbon = Banner((480, 330))
        self.think_clock = 0.0
        self.shown_seat = match.humans[0] if len(match.humans) == 1 else None
        self.finished = False
        self.drawn = None
        self.drawn_key = None
        self.hint_agent = None
        self.hint_move = None
        self.pending = []
        self.passive = False
        self.lesson = None
        self.buttons = [
            Button((1130, 12, 130, 46), lambda: self.t("menu"), self.leave, "quiet", size=18),
            Button((990, 12, 130, 46), lambda: self.t("rules"), self.show_rules, "quiet", size=18),
            Button((990, 662, 86, 46), lambda: self.t("undo"), self.undo, "quiet", size=17,
                   enabled=lambda: self.match.undo_point() is not None and not self.flights.busy()),
            Button((1082, 662, 86, 46), lambda: self.t("redo"), self.redo, "quiet", size=17,
                   enabled=lambda: bool(self.match.redo_moves) and not self.flights.busy()),
            ShownButton(BOTTOM_RIGHT, lambda: self.t("hint"), self.hint, "quiet", lambda: not self.finished,
                        lambda: self.my_turn() and self.hint_agent is None, 17),
            ShownButton(BOTTOM_RIGHT, lambda: self.words.say("reading.results"), self.show_result, "primary",
                        lambda: self.finished, lambda: self.finished and not self.pending, 17),
        ]

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

    @property
    def words(self):
        """The catalogue of the interface language (parlour.words)."""
        return catalogue(self.app.language)

    def view(self):
        """What the viewer may see."""
        return self.state.view(self.viewer)

    def name(self, seat) -> str:
        """A seat's name: the one its player typed, else You, Player n, or the AI's name."""
        return self.seating.name(seat, self.t)

    def name_in_text(self, seat) -> str:
        """A seat's name inside a sentence: "you" for the single human."""
        return self.seating.name_in_text(seat, self.t)

    def winners_title(self, winners) -> str:
        """A finished game's title: "You win!", "Ada wins!", "You share the win with Ada!"."""
        return self.seating.winners(winners, self.t)

    def is_you(self, seat) -> bool:
        """Whether seat is the single human, addressed in the second person."""
        return self.seating.is_you(seat)

    def my_turn(self) -> bool:
        """Whether the viewer is a human whose turn it is, with nothing still moving."""
        seat = self.state.current_player
        return seat == self.viewer and self.match.is_human(seat) and not self.flights.busy() and not self.passive

    def handle(self, event) -> None:
        """? (or whatever key types it) opens the key help over the table; the log takes its own input (wheel,
        drag, keys, chips) before the buttons and the game, except under a lesson's caption."""
        if is_help_key(event):
            self.app.push(KeyHelp.for_table(self))
        elif self.lesson is not None or not self.log.handle(event, self.log_labels()):
            super().handle(event)

    def leave(self) -> None:
        """Back to the title (the game stays saved and can be resumed there)."""
        from ..screens.title import TitleScene

        self.app.reset(TitleScene(self.app))

    def set_aside(self) -> None:
        """Save the game as it stands, even before its first move, and go back to the title."""
        write_autosave(self.app.storage, self.match)
        self.leave()

    def back(self) -> None:
        """Escape leaves for the title too."""
        self.leave()

    def show_rules(self) -> None:
        """The rules of this game."""
        from ..screens.rules import RulesScene

        self.app.push(RulesScene(self.app, self.match.spec.id))

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
            after = self.match.play(move)
        except (IllegalMoveError, InvalidMoveError) as error:
            self.say(self.refusal_words(error))
            return False
        self.notice.dismiss()
        self.think_clock = 0.0
        self.hint_agent = self.hint_move = None
        self.app.sounds.play("play")
        sounds = (self.event_sounds.get(e.kind) for e in self.events(after))
        for sound in dict.fromkeys(s for s in sounds if s):
            self.app.sounds.play(sound)
        self.moved(before, after, self.match.moves[-1])
        self.autosave()
        return True

    def autosave(self) -> None:
        """Save the match to resume it later (a lesson is not saved: it would replace the player's game)."""
        if self.lesson is None:
            write_autosave(self.app.storage, self.match)

    def refusal_words(self, error) -> str:
        """A refusal in the player's words: the game's message for its code, the common one, or the
        engine's English when the catalogue has neither."""
        for key in (f"{self.match.spec.id}.refusal.{error.code}", f"refusal.{error.code}"):
            if self.words.has(key):
                return capitalised(self.words.say(key, you=True, **self.word_params(error.params)))
        return str(error)

    def events(self, after) -> tuple:
        """The events of the move that led to after, as the viewer may know them."""
        return events_for(getattr(after, "events", ()), self.viewer)

    def event_line(self, event) -> str:
        """One event in the player's words, from the game's catalogue ("" for an event not logged)."""
        key = f"{self.match.spec.id}.event.{event.kind}"
        if event.kind in self.quiet_events or not self.words.has(key):
            return ""
        seat = event.params.get("seat")
        name = self.name(seat) if seat is not None else ""
        winners = event.params.get("winners", ())
        you = self.is_you(seat) if seat is not None else len(winners) == 1 and self.is_you(winners[0])
        return capitalised(self.words.say(key, you=you, name=name, **self.word_params(event.params)))

    def word_params(self, params) -> dict:
        """An event's or refusal's parameters in words (the subclass names its cards and targets)."""
        return dict(params)

    def fly(self, flight) -> None:
        """Start a motion at the chosen animation speed (none when animations are off)."""
        scale = self.app.settings.animation_scale()
        if scale:
            flight.duration *= scale
            flight.clock *= scale
            self.flights.add(flight)

    def undo(self) -> None:
        """Take back to the last human decision."""
        if self.match.undo():
            self.after_jump()

    def redo(self) -> None:
        """Replay what was undone."""
        if self.match.redo():
            self.after_jump()

    def after_jump(self) -> None:
        """The state changed by undo or redo: rebuild what the table derives from the moves."""
        self.flights.items.clear()
        self.pending.clear()
        self.ribbon.clear()
        self.hint_agent = self.hint_move = None
        self.finished = False
        self.think_clock = 0.0
        self.rebuild_log()
        self.autosave()

    def hint(self) -> None:
        """Ask the hard AI, on a shorter budget, what it would play here."""
        hinting.start(self)

    def mark_hint(self, surface, rect, tagged=True) -> None:
        """Mark the hinted card or place (views call this where they draw the hinted thing)."""
        hinting.mark(self, surface, rect, tagged)

    def make_passive(self) -> None:
        """Only show the position (replays): no buttons, no AI, no saving."""
        self.passive = True
        self.buttons = []

    def queue_panel(self, panel) -> None:
        """Show a scene over the table (round scores, results) once everything has landed."""
        self.pending.append(panel)

    def update(self, dt) -> None:
        """Animations, queued panels, then whoever is to move: the AI thinks, a new human gets the
        privacy screen."""
        self.flights.update(dt)
        self.notice.update(dt)
        self.ribbon.update(dt)
        if self.flights.busy() or self.passive:
            return
        if self.pending:
            self.app.push(self.pending.pop(0))
            return
        if self.holding():
            return
        if self.lesson is not None:
            self.lesson.update(dt)
            return
        seat = self.state.current_player
        if seat is None:
            if not self.finished:
                self.finished = True
                self.game_over()
            return
        if self.hint_agent is not None:
            hinting.think(self, AI_BUDGET_S)
        elif self.match.ai_to_move():
            self.think_clock += dt
            move = self.match.think(AI_BUDGET_S)
            if move is not None and self.think_clock >= self.app.settings.min_think_s():
                self.commit(move)
        elif len(self.match.humans) > 1 and seat != self.shown_seat:
            self.app.push(PassScreen(self.app, self.name(seat), lambda: setattr(self, "shown_seat", seat),
                                     recap_lines(self, seat), self.set_aside))

    def holding(self) -> bool:
        """Whether the table holds the next turn a moment (the subclass shows why)."""
        return False

    def draw(self, surface) -> None:
        """Draw the table, reusing the last frame while nothing visible has changed; a lesson on top."""
        key = None if self.flights.busy() else (self.look(), draw.scale_of(surface))
        if key is not None and key == self.drawn_key:
            surface.blit(self.drawn, (0, 0))
        else:
            self.draw_table(surface)
            self.drawn_key = key
            self.drawn = surface.copy() if key is not None else None
        if self.lesson is not None:
            self.lesson.draw(surface)

    def lesson_rects(self, point, move) -> list:
        """The rects a lesson points at: "move" (its card or piece and where it goes) or a named area;
        each table adds its own areas to the shared "scores" (the standings)."""
        x, y, width, _ = STANDINGS_RECT
        return [pygame.Rect(x, y, width, standings_height(self.match.players))] if point == "scores" else []

    def look(self) -> tuple:
        """Everything the picture depends on; equal looks draw equal frames."""
        dots = int(self.app.time * 3) % 3 if self.match.ai_to_move() else 0
        pulse = hint_mark.pulse_step(self.app.time) if self.hint_move is not None else 0
        return (len(self.match.moves), self.viewer, self.app.language, self.notice.look(), self.ribbon.look(),
                dots, pulse, id(self.hover), id(self.focus), self.log.look(), self.finished, self.hint_move,
                self.hint_agent is None, len(self.match.redo_moves), tuple(self.app.settings.values.items()),
                *self.look_extra())

    def look_extra(self) -> tuple:
        """What else the subclass's picture depends on (selection, dragging)."""
        return ()

    def draw_table(self, surface) -> None:
        """Draw everything (the subclass says how)."""

    def draw_chrome(self, surface) -> None:
        """The shared parts: buttons, the log, flights, then the banner and the notice on top."""
        self.draw_buttons(surface)
        if self.hint_agent is not None:
            draw.text(surface, self.t("hint_thinking"), 16, theme.GOLD, (1260, 656), "bold", "bottomright")
        self.log.draw(surface, self.t("log"), self.log_labels())
        self.flights.draw(surface)
        self.ribbon.draw(surface)
        self.notice.draw(surface)

    def draw_standings(self, surface, title, figures) -> None:
        """A figure per player under the log (totals, cards done), the player to move in gold."""
        rows = [(self.name(p), figure, p == self.state.current_player) for p, figure in enumerate(figures)]
        standings(surface, pygame.Rect(STANDINGS_RECT), title, rows)

    def thinking_text(self) -> str:
        """The status line while someone else is to move."""
        seat = self.state.current_player
        if self.match.ai_to_move() and not self.passive and self.lesson is None:
            dots = "." * (1 + int(self.app.time * 3) % 3)
            return self.t("thinking", name=self.name(seat)) + dots
        if self.is_you(seat):
            return self.t("your_turn_plain")
        return self.t("their_turn", name=self.name(seat))

    def moved(self, before, after, text) -> None:
        """A move was played: log it and animate it."""
        self.describe(before, after, text)
        self.animate(before, after, text)

    def describe_move(self, move) -> str:
        """A move in words for hints (the subclass may say it better)."""
        return self.match.spec.encode_move(move)

    def animate(self, before, after, text) -> None:
        """Show the move in motion (the subclass says how)."""

    def game_over(self) -> None:
        """The game ended: forget the autosave, keep the record, count it in the statistics, show the result."""
        clear_autosave(self.app.storage, self.match.spec.id)
        remember_finished(self.app.storage, self.match)
        outcome = self.state.outcome()
        if len(self.match.humans) == 1:
            human = self.match.humans[0]
            won = human in outcome.winners
            record_result(self.app.storage, self.match.spec.id, opposition(self.match.seats, human), won,
                          outcome.scores[human])
            if won:
                self.app.sounds.play("win")
        self.show_result()

    def show_result(self) -> None:
        """The end-of-game screen (the subclass says how); the Results button of a finished table shows it again."""

    def result_actions(self) -> list:
        """The end-of-game buttons: play again, replay, title."""
        return [(self.t("play_again"), self.play_again), (self.t("replay"), self.replay),
                (self.t("to_title"), self.leave)]

    def play_again(self) -> None:
        """The same seats and options, a new deal."""
        from ..tables import table_for

        match = Match(self.match.spec.id, self.match.seats, None, self.match.options, names=self.match.names)
        self.app.pop()
        self.app.replace(table_for(self.app, match))

    def replay(self) -> None:
        """Step through this game from its first move."""
        from ..screens.replay import ReplayScene

        self.app.pop()
        self.app.push(ReplayScene(self.app, self.match))
