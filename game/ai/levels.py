"""An AI level as a value: how one rung of a game's ladder plays (knowledge.LEVELS names one per game.ai.LEVELS)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Level:
    """The game's heuristic policy with policy_noise random moves; or, with iterations, a search of that many
    iterations, its exploration constant, policy_margin (the standard errors by which a move must beat the
    policy's to overrule it; None: never the policy), deeper (how far its playouts go past the game's usual
    horizon, in the game's own unit: plies, turns or tricks); own_tree (the tree holds only the seat's own
    moves up to another player's first; the policy plays the replies, as a wide game's opponents would; a
    function of the view: only in the positions where it says so);
    evaluate (the horizon evaluation, when not the game's own knowledge.evaluate); widening (progressive
    widening: a node of n visits holds up to ceil(n ** widening) moves, the policy's first; None: every move at
    once); playout (the policy that plays the playouts out, when not the game's own knowledge.policy_move)."""

    policy_noise: float = 0.0
    iterations: int | None = None
    exploration: float = 0.7
    policy_margin: float | None = None
    deeper: int = 0
    own_tree: bool | Callable[[object], bool] = False
    evaluate: Callable | None = None
    widening: float | None = None
    playout: Callable | None = None

    @property
    def searches(self) -> bool:
        """Whether this level searches (else it plays the policy at once)."""
        return self.iterations is not None
