"""Tests of scenes/quinto: Sackson's Quinto at its table."""
