"""Tests of scenes/screens: the title, new game, saved games, rules, settings, statistics and their words."""
