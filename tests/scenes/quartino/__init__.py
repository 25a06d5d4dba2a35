"""Tests of scenes/quartino: Quartino at its table."""
