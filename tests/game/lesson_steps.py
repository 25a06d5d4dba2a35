"""A lesson's steps replayed through the engine, for the lesson tests."""
from __future__ import annotations


def replayed(lesson) -> list:
    """(index, step, state before, state after) for each step of lesson, from its start position: a step's
    move is applied by the seat the step says moves (a caption leaves the state as it was)."""
    state, steps = lesson.start, []
    for index, step in enumerate(lesson.steps):
        before = state
        if step.move is not None:
            assert state.current_player == step.mover, (index, step)
            state = state.apply(lesson.spec.decode_move(step.move))
        steps.append((index, step, before, state))
    return steps
