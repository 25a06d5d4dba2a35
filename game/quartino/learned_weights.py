"""The learned evaluation's weights, one per knowledge.FEATURES (written by tools/fit_evaluation.py:
greedy self-play, 2 players, games 0-1499; on games 1500-1799 log loss 0.5874, the hand-set evaluation's 0.7119)."""

LEARNED_WEIGHTS = (
     0.0000,  # mover completed
     0.0000,  # mover done or 0 off
     0.5448,  # mover done or 1 off
     0.1283,  # mover done or 2 off
     0.1826,  # mover done or 3 off
     0.2058,  # waiting completed
     0.2058,  # waiting done or 0 off
     0.4465,  # waiting done or 1 off
     0.0515,  # waiting done or 2 off
     0.1936,  # waiting done or 3 off
     0.0723,  # mover extra placements
     0.3086,  # mover done or in reach
)
