"""Tests of scenes/kit: the canvas and its drawing, text, typing and touch."""
