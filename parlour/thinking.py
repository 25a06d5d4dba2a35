"""The one driver of the AI's searches: an agent started on what a seat may know, stepped a few milliseconds a
frame (the browser gives Python one thread), for the players' AI and the hint alike."""
from __future__ import annotations

from game.protocols import Agent, State
from game.rng import derive_seed


class Thinking:
    """One search over frames: agent started on seat's view of state, seeded from the match's seed, what it is
    for (the players' "ai" or the "hint") and the move number, so a seed gives the same move everywhere."""

    def __init__(self, agent: Agent, state: State, seat, seed: int, purpose: str, move_number: int):
        self.agent = agent
        self.move_number = move_number
        agent.start(state.view(seat), seat, derive_seed(seed, purpose, move_number))

    def step(self, budget_s: float) -> bool:
        """Think for up to budget_s; True once the agent has chosen."""
        return self.agent.step(budget_s)
