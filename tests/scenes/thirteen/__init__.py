"""Tests of scenes/thirteen: Knizia's 13 at its table."""
