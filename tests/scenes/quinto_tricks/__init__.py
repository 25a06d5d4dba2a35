"""Tests of scenes/quinto_tricks: the Victorian Quinto at its table and its cards."""
