"""Sackson's Quinto's table: table (QuintoTable), its art, layout, view, controller, words, animation,
the gift, the first draw, face prompt, turn-over band and results."""
