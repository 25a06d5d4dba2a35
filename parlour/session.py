"""A match at a table, without pygame: whose turn it is, the AI thought over frames (the players' and the
hint's through the one driver, parlour.thinking), every move committed the same way and saved, and the
statistics counted once at the game's end. The table scene draws and routes input; this owns the rest.

A move reaches the session through commit() whoever made it: a person at this device, the AI, a lesson's
script; a seat at a server has its own session (parlour.online.table_session), and both are a TableSession.
What follows a move comes back as news (parlour.table_session), the same for every table."""
from __future__ import annotations

from game import IllegalMoveError, InvalidMoveError
from game.ai.hint import advice, hint_agent
from game.protocols import State

from .match import Match
from .replay_store import remember_finished
from .saves import clear_autosave, write_autosave
from .seats import Seating
from .stats import count_friends_game, opposition, record_result
from .storage import Storage
from .table_session import Controls, Jumped, News, Played, Refused
from .thinking import Thinking

PLAY, LESSON, REPLAY = "play", "lesson", "replay"


class Session:
    """Drives match for a table: mode PLAY saves every move and counts the finished game; a LESSON neither
    saves (it would replace the player's game) nor thinks for the AI (its script moves the other seats) nor
    ends the game; a REPLAY only shows a position. A game that was ever a lesson is never counted, and a game
    is counted once."""

    def __init__(self, storage: Storage, match: Match, mode: str = PLAY):
        self.storage = storage
        self.match = match
        self.seating = Seating(match.seats, match.names)
        self.controls: Controls | None = self
        self.inbox: list[News] = []
        self.taught = False
        self.mode = mode
        self.counted = False
        self.think_clock = 0.0
        self.hint = None
        self.hint_move = None
        self.hint_chance = None
        self.finished = False

    @property
    def mode(self) -> str:
        """PLAY, LESSON or REPLAY."""
        return self._mode

    @mode.setter
    def mode(self, mode: str) -> None:
        self._mode = mode
        self.taught = self.taught or mode == LESSON

    @property
    def state(self) -> State:
        """The full state of the match."""
        return self.match.state

    def view(self, seat: int) -> State:
        """What the table shows seat: in a replay the full state (the game is over, nothing is secret), else the
        engine's view of what seat may know."""
        return self.state if self.mode == REPLAY else self.state.view(seat)

    def hint_thinking(self) -> bool:
        """Whether the hint's search is under way."""
        return self.hint is not None

    def ai_thinking(self) -> bool:
        """Whether an AI is to move and the session thinks for it (never in a lesson or a replay)."""
        return self.mode == PLAY and self.match.ai_to_move()

    def commit(self, move: object) -> bool:
        """Play move for the player to move and save; whether it was legal (news says Played, or Refused why)."""
        before = self.state
        try:
            after = self.match.play(move)
        except (IllegalMoveError, InvalidMoveError) as error:
            self.inbox.append(Refused(error))
            return False
        self.think_clock = 0.0
        self.hint = self.hint_move = self.hint_chance = None
        self.autosave()
        self.inbox.append(Played(before, after, self.match.moves[-1]))
        return True

    def news(self) -> list[News]:
        """What happened since the last call (moves played, refused, undone), oldest first."""
        happened, self.inbox = self.inbox, []
        return happened

    def waiting(self) -> bool:
        """Never: a move made here is played at once."""
        return False

    def holding(self) -> bool:
        """Never: the result is known here as soon as the game ends."""
        return False

    def leave(self) -> None:
        """The game stays in its autosave, to resume from the title."""

    def finished_match(self) -> Match:
        """This match, for its replay."""
        return self.match

    def again(self) -> Match:
        """Another game at this device: the same seats, options and names, a new deal."""
        match = self.match
        return Match(match.spec.id, match.seats, None, match.options, names=match.names)

    def autosave(self) -> None:
        """Save the match to resume it later, in play only."""
        if self.mode == PLAY:
            write_autosave(self.storage, self.match)

    def set_aside(self) -> None:
        """Save the match as it stands, even before its first move (the player leaves it for later)."""
        write_autosave(self.storage, self.match)

    def can_undo(self) -> bool:
        """Whether undo may take moves back now."""
        return self.undo_refusal() is None

    def undo_refusal(self) -> str | None:
        """Why undo takes nothing back now, as a code: "over" (the game's result is counted and kept), the match's
        "shown" or "none"; None when it may."""
        return "over" if self.finished else self.match.undo_refusal()

    def undo(self) -> bool:
        """Take back to the last human decision (never once the game is over); whether the position changed."""
        return self.can_undo() and self.match.undo() and self.jumped()

    def redo(self) -> bool:
        """Play again what was undone; whether the position changed."""
        return self.match.redo() and self.jumped()

    def jumped(self) -> bool:
        """Undo, redo or a lesson's Back changed the position: the searches start again, the game may go on,
        and it is saved; the table hears Jumped."""
        self.hint = self.hint_move = self.hint_chance = None
        self.finished = False
        self.think_clock = 0.0
        self.autosave()
        self.inbox.append(Jumped())
        return True

    def ask_hint(self) -> None:
        """Start the hint's search (the hard AI on a shorter budget) for the player to move."""
        seat = self.state.current_player
        self.hint = Thinking(hint_agent(self.match.spec.id), self.state, seat, self.match.seed, "hint",
                             len(self.match.moves))

    def think_hint(self, budget_s: float) -> list | None:
        """Advance the hint's search; once done, its advice as (move, chance) pairs best first (the best one
        kept as hint_move, its chance as hint_chance: None when the agent measured nothing), else None while it
        still thinks."""
        hint = self.hint
        if hint is None or not hint.step(budget_s):
            return None
        ranked = advice(hint.agent.move_stats())
        self.hint = None
        if ranked:
            self.hint_move, self.hint_chance = ranked[0]
        return ranked

    def next_move(self, dt: float, budget_s: float, min_think_s: float) -> object | None:
        """One frame of the AI to move (none in a lesson or a replay): its move once chosen and thought over for
        min_think_s, else None."""
        if not self.ai_thinking():
            return None
        self.think_clock += dt
        move = self.match.think(budget_s)
        return move if move is not None and self.think_clock >= min_think_s else None

    def finish(self) -> bool:
        """The game is over: forget the autosave, keep the record, count the game (once, and never one begun as
        a lesson): a single human's under the AI's level, several people's at this device under friends; whether
        the single human won."""
        self.finished = True
        clear_autosave(self.storage, self.match.spec.id)
        remember_finished(self.storage, self.match)
        humans = self.match.humans
        if len(humans) > 1 and not (self.counted or self.taught):
            self.counted = True
            count_friends_game(self.storage, self.match)
        if len(humans) != 1:
            return False
        outcome = self.state.outcome()
        won = humans[0] in outcome.winners
        if self.counted or self.taught:
            return won
        self.counted = True
        record_result(self.storage, self.match.spec.id, opposition(self.match.seats, humans[0]), won,
                      outcome.scores[humans[0]])
        return won
