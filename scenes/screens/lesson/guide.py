"""The lesson runner on a table: it keeps the step, lets only the taught move through, plays the other
seats' moves from the script, and goes back, skips, leaves or hands the game over to the AI."""
from __future__ import annotations

from parlour.match import Match

from ...kit import touch
from ...kit.widgets import Button
from ...router import REPLACE
from ...table import ResultPanel
from ...table.layout import LEAVE_RECT, SKIP_RECT
from . import caption

BEAT_S = 0.6
BREATH_S = 3.0  # the pointer breathes this long at each step to draw the eye, then holds still and the table rests


class LessonGuide:
    """Steers table through lesson (parlour.lessons.Lesson); the table asks it through table.lesson."""

    def __init__(self, table, lesson):
        self.table = table
        self.lesson = lesson
        self.index = 0
        self.clock = 0.0
        self.pointing_s = 0.0
        self.closed = False
        self.table_buttons = table.buttons
        shelved = list(table.controls.buttons.values()) if table.controls is not None else []
        kept = [b for b in table.buttons if b.action != table.exits.leave and b not in shelved]
        t = table.t
        self.back_button = Button(caption.button_rect(0), lambda: t("lesson.back"), self.back, "quiet", size=17,
                                  enabled=lambda: self.earlier_stop() is not None)
        self.next_button = Button(caption.button_rect(1), lambda: t("lesson.next"), self.next, "primary", size=18,
                                  enabled=self.can_go_on)
        self.closing_buttons = [
            Button(caption.button_rect(0), lambda: t("lesson.to_menu"), table.exits.leave, "quiet", size=16),
            Button(caption.button_rect(1), lambda: t("lesson.play_real"), self.play_real, "primary", size=16),
        ]
        self.outer_buttons = [
            Button(LEAVE_RECT, lambda: t("lesson.leave"), table.exits.leave, "quiet", size=18),
            Button(SKIP_RECT, lambda: t("lesson.skip"), self.skip, "quiet", size=17,
                   enabled=lambda: not self.closed),
        ]
        table.buttons = [*kept, *self.outer_buttons, self.back_button, self.next_button]
        touch.follow_again(table)
        table.guided(self)
        self.focus_next()

    # --- where the lesson stands ---------------------------------------------------------------

    @property
    def step(self):
        """The current step (None once the steps are done)."""
        steps = self.lesson.steps
        return steps[self.index] if self.index < len(steps) else None

    def played(self) -> bool:
        """Whether the current step's move is on the table already."""
        return len(self.table.match.moves) > len(self.lesson.moves_before(self.index))

    def learners_turn(self) -> bool:
        """Whether the current step waits for the learner's move."""
        return self.step is not None and self.lesson.is_learners(self.index) and not self.played()

    def can_go_on(self) -> bool:
        """Whether Next may be pressed: a caption to read, or another seat's move already played and landed."""
        return self.step is not None and not self.closed and not self.learners_turn() and (
            self.step.move is None or (self.played() and not self.table.flights.busy()))

    def earlier_stop(self):
        """The step Back returns to: the last stop before this one, or None."""
        earlier = [i for i in self.lesson.stops() if i < self.index]
        return earlier[-1] if earlier else None

    def expected(self) -> str:
        """The current step's move in the game's own notation."""
        spec = self.lesson.spec
        return spec.encode_move(spec.decode_move(self.step.move))

    def refusal(self, move):
        """Why the learner's move is refused now, in the step's words; None for the taught move."""
        words = self.table.words
        if self.learners_turn():
            if self.lesson.spec.encode_move(move) == self.expected():
                return None
            key = self.lesson.wrong_key(self.index) if self.step.name else "lesson.wrong"
            return self.say(key if words.has(key) else "lesson.wrong")
        return self.say("lesson.read_first")

    def say(self, key) -> str:
        """Lesson words, the seats' names ready as {p0}, {p1}, …"""
        names = {f"p{seat}": self.table.wording.name(seat) for seat in range(self.table.match.players)}
        return self.table.words.say(key, **names)

    def caption_text(self) -> str:
        """What the caption panel says now."""
        if self.closed:
            return self.say(f"lesson.{self.lesson.game}.closing") if self.table.words.has(
                f"lesson.{self.lesson.game}.closing") else self.say("lesson.closing")
        step = self.step
        if step is not None and step.mover is not None and step.mover != self.lesson.learner and (
                step.name is None or not self.played() or self.table.flights.busy()):
            # a scripted move is told once it has been played and has landed, never before
            return self.table.t("lesson.watch", name=self.table.wording.name(step.mover))
        if step is None or step.name is None:
            return self.say("lesson.your_move")
        return self.say(self.lesson.caption_key(self.index))

    def progress(self) -> tuple:
        """(this stop's number, how many stops) for the panel's heading."""
        stops = self.lesson.stops()
        return sum(1 for i in stops if i <= self.index), len(stops)

    def pointed(self) -> list:
        """The rects the table points at for the current step."""
        if self.closed or self.step is None:
            return []
        move = self.lesson.spec.decode_move(self.step.move) if self.step.move else None
        return [rect for point in self.step.point for rect in self.table.lesson_rects(point, move)]

    # --- time and buttons ----------------------------------------------------------------------

    def update(self, dt) -> None:
        """Called by the idle table each frame: play the script's moves, move on after the learner's."""
        step = self.step
        if self.closed:
            return
        self.pointing_s += dt
        if step is None:
            self.finish()
            return
        if step.move is None:
            return
        if self.lesson.is_learners(self.index):
            if self.played():
                self.advance()
            return
        if not self.played():
            self.clock += dt
            if self.clock < BEAT_S:
                return
            self.table.commit(step.move)
        if step.name is None:
            self.advance()
        elif self.table.focus is None and self.can_go_on():
            self.focus_next()  # the scripted move has landed: Enter reads on

    def busy(self) -> bool:
        """Whether the lesson moves on by itself (a scripted move's beat, a step about to close) or its pointer
        breathes; waiting for the learner (a caption to read, a move to make) it rests."""
        step = self.step
        if self.closed:
            return False
        if step is None or self.breathing():
            return True
        if step.move is None:
            return False
        if self.lesson.is_learners(self.index):
            return self.played()
        return not self.played() or step.name is None

    def breathing(self) -> bool:
        """Whether the pointer still breathes (the step's first BREATH_S)."""
        return self.pointing_s < BREATH_S and bool(self.pointed())

    def advance(self) -> None:
        """On to the next step."""
        self.index += 1
        self.clock = self.pointing_s = 0.0
        self.focus_next()

    def focus_next(self) -> None:
        """Enter and Space press Next while it may be pressed; otherwise they are the hand's."""
        self.table.focus = self.next_button if self.can_go_on() else None

    def next(self) -> None:
        """Next: the caption was read."""
        if self.can_go_on():
            self.table.notice.dismiss()
            self.advance()

    def back(self) -> None:
        """Back to the previous stop: the position rebuilt from the start and the moves before it."""
        stop = self.earlier_stop()
        if stop is not None:
            self.go(stop)

    def go(self, index) -> None:
        """Stand at step index, the table holding the moves of the steps before it (taken back, or played)."""
        table = self.table
        moves = self.lesson.moves_before(index)
        table.match = table.match.prefix(min(len(moves), len(table.match.moves)))
        for text in moves[len(table.match.moves):]:
            table.match.play(text)
        self.index = index
        self.clock = self.pointing_s = 0.0
        table.session.jumped()
        table.hear()
        table.notice.dismiss()
        self.focus_next()

    def skip(self) -> None:
        """Skip the lesson: every remaining move played at once, then what follows the lesson."""
        self.go(len(self.lesson.steps))
        self.finish()

    def finish(self) -> None:
        """The last step is done: the game goes on against the AI ("play"), or a closing caption ("end")."""
        table = self.table
        if self.lesson.then == "play":
            table.match.undo_floor = len(table.match.moves)
            table.guided(None)
            table.buttons = self.table_buttons
            touch.follow_again(table)
            table.focus = None
            table.session.autosave()
            table.say(self.say("lesson.handover"))
            return
        self.closed = True
        table.buttons = [b for b in table.buttons if b not in (self.back_button, self.next_button)]
        table.buttons += self.closing_buttons
        table.focus = self.closing_buttons[1]

    def play_real(self) -> None:
        """A new real game of this game, same seats and options, a fresh deal."""
        lesson = self.lesson
        self.table.app.go("table", REPLACE, match=Match(lesson.game, lesson.seats(), None, lesson.options))

    def beside(self, panel) -> None:
        """A round's or a hand's panel over the table keeps clear of the caption, which stays in sight on top."""
        if isinstance(panel, ResultPanel):
            panel.keep_clear(caption.PANEL, self.draw_caption)

    def draw_caption(self, surface) -> None:
        """The caption panel: the lesson's heading and the step's words."""
        number, total = self.progress()
        caption.draw_panel(surface, self.table.t("lesson.heading", n=min(number, total), total=total),
                           self.caption_text())

    def draw(self, surface) -> None:
        """The pointer on what the step shows, then the caption panel with its buttons."""
        table = self.table
        caption.draw_pointer(surface, self.pointed(), table.app.time if self.breathing() else None)
        buttons = self.closing_buttons if self.closed else [self.back_button, self.next_button]
        self.draw_caption(surface)
        for button in buttons:
            button.draw(surface, button is table.hover, button is table.focus)
