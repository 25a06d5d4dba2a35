"""Victorian Quinto's table (the engine's quinto_tricks): table (TricksTable), its art and court figures,
layout, view, controller, words, doubling, panels, scoreboard, motion and hand summaries."""
