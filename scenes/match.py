"""A match being played: the game state, who sits where, the AI turn-taking and the record."""
from __future__ import annotations

import random

from game import GAMES
from game.ai import new_agent
from game.records import make_record
from game.rng import derive_seed

HUMAN = "human"
SEAT_KINDS = (HUMAN, "easy", "medium", "hard")


class Match:
    """Game state plus seats (human or an AI level); moves go through play() and are recorded."""

    def __init__(self, game_id, seats, seed=None, options=None):
        self.spec = GAMES[game_id]
        self.seats = list(seats)
        for kind in self.seats:
            if kind not in SEAT_KINDS:
                raise ValueError(f"A seat is human or an AI level, not {kind!r}.")
        self.seed = random.randrange(10**9) if seed is None else self.spec.check_seed(seed)
        self.options = self.spec.resolve_options(options)
        self.state = self.spec.new_state(len(self.seats), self.seed, self.options)
        self.moves = []
        self.agent = None
        self.agent_for = None

    @property
    def players(self) -> int:
        """How many seats."""
        return len(self.seats)

    @property
    def humans(self) -> list:
        """The human seats, in order."""
        return [i for i, kind in enumerate(self.seats) if kind == HUMAN]

    def is_human(self, seat) -> bool:
        """Whether seat is played by a person on this device."""
        return seat is not None and self.seats[seat] == HUMAN

    def ai_to_move(self) -> bool:
        """Whether the player to move is an AI."""
        seat = self.state.current_player
        return seat is not None and not self.is_human(seat)

    def play(self, move):
        """Apply move (object or notation) for the player to move; IllegalMoveError says why not."""
        if isinstance(move, str):
            move = self.spec.decode_move(move)
        self.state = self.state.apply(move)
        self.moves.append(self.spec.encode_move(move))
        self.agent = None
        return self.state

    def think(self, budget_s):
        """Let the AI to move think for budget_s; its move once chosen, else None."""
        seat = self.state.current_player
        if self.agent is None or self.agent_for != len(self.moves):
            self.agent = new_agent(self.spec.id, self.seats[seat])
            self.agent.start(self.state.view(seat), seat, derive_seed(self.seed, "ai", len(self.moves)))
            self.agent_for = len(self.moves)
        if self.agent.step(budget_s):
            return self.agent.best_move()
        return None

    def record(self) -> dict:
        """The game record of DESIGN.md."""
        return make_record(self.spec.id, self.players, self.seed, self.options, self.moves)
