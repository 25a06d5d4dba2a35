"""A match being played: the game state, who sits where, the AI turn-taking and the record."""
from __future__ import annotations

import copy
from collections.abc import Iterable

from game import GAMES
from game.ai import new_agent
from game.core import reveals_to, to_move
from game.protocols import State
from game.records import check_record, make_record, replayed
from game.rng import fresh_seed
from wire.seats import HUMAN, SEAT_KINDS, checked_names
from wire.seats import NAME_LENGTH as NAME_LENGTH

from .thinking import Thinking


class Match:
    """Game state plus seats (human or an AI level); moves go through play() and are recorded."""

    def __init__(self, game_id: str, seats: Iterable[str], seed: object = None, options: dict | None = None,
                 start: State | None = None, names: list[str] | None = None):
        self.spec = GAMES[game_id]
        self.seats = list(seats)
        for kind in self.seats:
            if kind not in SEAT_KINDS:
                raise ValueError(f"A seat is human or an AI level, not {kind!r}.")
        self.names = checked_names(names, len(self.seats))
        self.seed = fresh_seed() if seed is None else self.spec.check_seed(seed)
        self.options = self.spec.resolve_options(options)
        self.start = start
        self.state = start if start is not None else self.spec.new_state(len(self.seats), self.seed, self.options)
        self.history = [self.state]
        self.moves = []
        self.redo_moves = []
        self.undo_known = (None, None, None)
        self.undo_floor = 0  # moves before it are never taken back (a lesson's script, once handed over)
        self.thinking = None

    @classmethod
    def from_record(cls, record: dict, seats: Iterable[str], names: list[str] | None = None):
        """Rebuild a match by replaying a record; a bad record raises ValueError, nothing half-built."""
        check_record(record, GAMES)
        if not isinstance(seats, list) or len(seats) != record["players"]:
            raise ValueError("The record's player count does not match its seats.")
        spec = GAMES[record["game"]]
        start = spec.state_from_dict(record["start"]) if "start" in record else None
        match = cls(record["game"], seats, record["seed"], record["options"], start, names)
        for move, state in replayed(match.spec, match.state, record["moves"]):
            match.took(move, state)
        return match

    def prefix(self, count: int):
        """A copy of this match as it stood after its first count moves (for replays)."""
        other = copy.copy(self)
        other.history = self.history[: count + 1]
        other.moves = self.moves[:count]
        other.state = other.history[-1]
        other.redo_moves = []
        other.thinking = None
        return other

    @property
    def agent(self):
        """The agent of the AI's search under way, or None."""
        return self.thinking.agent if self.thinking is not None else None

    @property
    def players(self) -> int:
        """How many seats."""
        return len(self.seats)

    @property
    def humans(self) -> list:
        """The human seats, in order."""
        return [i for i, kind in enumerate(self.seats) if kind == HUMAN]

    def is_human(self, seat: int | None) -> bool:
        """Whether seat is played by a person on this device."""
        return seat is not None and self.seats[seat] == HUMAN

    def ai_to_move(self) -> bool:
        """Whether the player to move is an AI."""
        seat = self.state.current_player
        return seat is not None and not self.is_human(seat)

    def play(self, move: object, keep_redo: bool = False):
        """Apply move (object or notation) for the player to move; IllegalMoveError (InvalidMoveError for text
        that cannot be read) says why not."""
        if isinstance(move, str):
            move = self.spec.decode_move(move)
        return self.took(move, self.state.apply(move), keep_redo)

    def took(self, move: object, state: State, keep_redo: bool = False):
        """Take state, which move led to from this match's position, as its new position."""
        self.state = state
        self.history.append(state)
        text = self.spec.encode_move(move)
        self.moves.append(text)
        if not keep_redo:
            self.redo_moves = []
        elif self.redo_moves and self.redo_moves[-1] == text:
            self.redo_moves.pop()
        self.thinking = None
        return self.state

    def undo_point(self):
        """How many moves undo keeps: back to before the last human decision, or None.

        Against the AI undo reaches back to the start; with several people on one device it
        stops at any move that showed someone a card they had not seen. Remembered per position,
        since the table asks every frame.
        """
        return self._undo_known()[0]

    def undo_refusal(self) -> str | None:
        """Why undo takes nothing back now, as a code: "shown" (the move showed a card to another person at this
        device), "none" (no decision of a person to take back), or None when it may."""
        return self._undo_known()[1]

    def _undo_known(self) -> tuple:
        if self.undo_known[0] is not self.state:
            self.undo_known = (self.state, *self._find_undo_point())
        return self.undo_known[1:]

    def _find_undo_point(self) -> tuple:
        for kept in range(len(self.moves) - 1, self.undo_floor - 1, -1):
            if len(self.humans) > 1 and self.revealed(kept):
                return None, "shown"
            if self.is_human(self.history[kept].current_player):
                return kept, None
        return None, "none"

    def undo(self) -> bool:
        """Take back moves to the last human decision; False when nothing can be undone."""
        kept = self.undo_point()
        if kept is None:
            return False
        self.redo_moves += reversed(self.moves[kept:])
        del self.moves[kept:]
        del self.history[kept + 1:]
        self.state = self.history[-1]
        self.thinking = None
        return True

    def redo(self) -> bool:
        """Replay undone moves up to the next human decision; False when there is nothing to redo."""
        if not self.redo_moves:
            return False
        self.play(self.redo_moves[-1], keep_redo=True)
        while self.redo_moves and not self.is_human(self.state.current_player):
            self.play(self.redo_moves[-1], keep_redo=True)
        return True

    def revealed(self, index: int) -> bool:
        """Whether move number index showed a human seat a card it had not seen: the move's events say
        exactly who was shown hidden cards."""
        return any(reveals_to(self.history[index + 1].events, seat) for seat in self.humans)

    def think(self, budget_s: float):
        """Let the AI to move think for budget_s; its move once chosen, else None."""
        seat = to_move(self.state)
        if self.thinking is None or self.thinking.move_number != len(self.moves):
            agent = new_agent(self.spec.id, self.seats[seat])
            self.thinking = Thinking(agent, self.state, seat, self.seed, "ai", len(self.moves))
        return self.thinking.agent.best_move() if self.thinking.step(budget_s) else None

    def record(self) -> dict:
        """The game record of DESIGN.md; a game begun from a chosen position (a lesson) keeps it as "start"."""
        record = make_record(self.spec.id, self.players, self.seed, self.options, self.moves)
        if self.start is not None:
            record["start"] = self.start.to_dict()
        return record

