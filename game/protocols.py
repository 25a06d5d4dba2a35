"""What every game's state, AI knowledge and agent offer (DESIGN.md's contract, as typing.Protocol classes).

They document the shapes the shared code relies on and appear in its annotations; tests/game/contract.py checks
that every game's classes satisfy them (isinstance, as they are runtime-checkable).
"""
from __future__ import annotations

from typing import Protocol, runtime_checkable


@runtime_checkable
class State(Protocol):
    """A position: an immutable value; apply returns a new one, view hides what a player may not know."""

    players: int
    options: dict
    current_player: int | None
    hands: tuple
    events: tuple

    def legal_moves(self) -> list:
        """Every legal move, in a stable order (none once the game is over)."""

    def check(self, move):
        """move as a move of the game if it is legal now; else IllegalMoveError (bad text InvalidMoveError)."""

    def apply(self, move) -> State:
        """The state after move; this one unchanged."""

    def outcome(self):
        """None while the game runs; then its scores and winners."""

    def view(self, player) -> State:
        """The state as player may know it."""

    def to_dict(self) -> dict:
        """The JSON-safe save."""


@runtime_checkable
class Knowledge(Protocol):
    """What the AI knows about one game (its knowledge module): levels, sampling, a policy and evaluation."""

    LEVELS: dict

    def determinize(self, view, seat, rng) -> State:
        """A full state consistent with what seat knows in view (view itself when nothing is hidden)."""

    def policy_move(self, state, rng, noise=0.0):
        """The cheap heuristic move for the player to move (a random one with probability noise)."""

    def rollout_over(self, state, origin, deeper=0) -> bool:
        """Whether a playout from origin stops at state (deeper: that much past the game's usual horizon)."""

    def evaluate(self, state, origin) -> tuple:
        """A reward in [0, 1] per player for state, reached from origin."""


@runtime_checkable
class Agent(Protocol):
    """A player that thinks in slices (DESIGN.md): start, step until True, then best_move."""

    def start(self, view, seat, seed) -> None:
        """Begin thinking about view from seat."""

    def step(self, budget_s) -> bool:
        """Think for up to budget_s seconds; True once the move is chosen."""

    def best_move(self):
        """The chosen move."""

    def move_stats(self) -> list:
        """(move, visits, mean reward) per move considered, the chosen one first."""
