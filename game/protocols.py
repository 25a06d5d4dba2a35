"""What every game's state, AI knowledge and agent offer (DESIGN.md's contract, as typing.Protocol classes).

They document the shapes the shared code relies on and appear in its annotations; tests/game/contract.py checks
that every game's classes satisfy them (isinstance, as they are runtime-checkable).
"""
from __future__ import annotations

from random import Random
from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class State(Protocol):
    """A position: an immutable value; apply returns a new one, view hides what a player may not know."""

    # read-only, as the frozen dataclasses of every game hold them
    @property
    def players(self) -> int:
        """How many seats the game has."""
        ...

    @property
    def options(self) -> dict:
        """The rule options the game was started with."""
        ...

    @property
    def current_player(self) -> int | None:
        """The seat to move; None once the game is over."""
        ...

    @property
    def hands(self) -> tuple:
        """Each seat's hand (hidden cards as the view leaves them)."""
        ...

    @property
    def events(self) -> tuple:
        """What the last move made happen, as Event records."""
        ...

    def legal_moves(self) -> list:
        """Every legal move, in a stable order (none once the game is over)."""
        ...

    def check(self, move: object) -> Any:
        """move as a move of the game if it is legal now; else IllegalMoveError (bad text InvalidMoveError)."""
        ...

    def apply(self, move: object) -> State:
        """The state after move; this one unchanged."""
        ...

    def outcome(self) -> Any:
        """None while the game runs; then its scores and winners."""
        ...

    def view(self, player: int) -> State:
        """The state as player may know it."""
        ...

    def to_dict(self) -> dict:
        """The JSON-safe save."""
        ...


@runtime_checkable
class Knowledge(Protocol):
    """What the AI knows about one game (its knowledge module): levels, sampling, a policy and evaluation."""

    LEVELS: dict

    def determinize(self, view: State, seat: int, rng: Random) -> State:
        """A full state consistent with what seat knows in view (view itself when nothing is hidden)."""
        ...

    def policy_move(self, state: State, rng: Random, noise: float = 0.0) -> Any:
        """The cheap heuristic move for the player to move (a random one with probability noise)."""
        ...

    def rollout_over(self, state: State, origin: State, deeper: int = 0) -> bool:
        """Whether a playout from origin stops at state (deeper: that much past the game's usual horizon)."""
        ...

    def evaluate(self, state: State, origin: State) -> tuple:
        """A reward in [0, 1] per player for state, reached from origin."""
        ...


@runtime_checkable
class Agent(Protocol):
    """A player that thinks in slices (DESIGN.md): start, step until True, then best_move."""

    def start(self, view: State, seat: int, seed: int) -> None:
        """Begin thinking about view from seat."""
        ...

    def step(self, budget_s: float) -> bool:
        """Think for up to budget_s seconds; True once the move is chosen."""
        ...

    def best_move(self) -> Any:
        """The chosen move."""
        ...

    def move_stats(self) -> list:
        """(move, visits, mean reward) per move considered, the chosen one first."""
        ...
