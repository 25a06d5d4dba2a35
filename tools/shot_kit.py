"""What every shot tool shares: where shots go, the seed, saving a frame, seats and the heuristic policy to
reach a position."""
from __future__ import annotations

import random
from pathlib import Path

import pygame

OUT = Path(__file__).resolve().parent.parent / "docs" / "shots"
SEED = 2026


def save(app, name) -> Path:
    """Draw the stack once and save it as name.png."""
    app.draw()
    path = OUT / f"{name}.png"
    pygame.image.save(app.window.canvas.surface, str(path))
    return path


def policy_step(match, rng) -> None:
    """Play the game's heuristic policy for the player to move."""
    knowledge = match.spec.ai
    seat = match.state.current_player
    match.play(knowledge.policy_move(knowledge.determinize(match.state.view(seat), seat, rng), rng))


def policy_until(match, stop) -> None:
    """Play the heuristic policy for every seat until stop(state) holds or the game ends."""
    rng = random.Random(SEED)
    while match.state.current_player is not None and not stop(match.state):
        policy_step(match, rng)


def seats_for(spec):
    """A human in seat 0, AI players elsewhere."""
    players = min(max(4, spec.min_players), spec.max_players)
    return ["human"] + ["medium", "hard", "easy", "medium", "hard"][: players - 1]
