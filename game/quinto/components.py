"""Quinto's component counts, including the facts no public source confirms (RULES.md R-Q1–R-Q3).

Every unverified number lives here and only here, so a corrected count is a one-line change.
"""
from __future__ import annotations

COLOURS = ("orange", "red", "green", "blue")
SHAPES = ("circle", "triangle", "square", "hexagon")
NUMBERS = ("1", "2", "3", "4")

# R-Q1 (unverified split): how many word cards carry each word; VIER ("4") has four (rulebook).
WORD_COPIES = {**{w: 2 for w in COLOURS}, **{w: 2 for w in SHAPES}, **{w: 4 for w in NUMBERS}}
# Sackson's original had only two VIER cards: without the option four_vier two are removed.
VIER_REMOVED = 2
BRIDGE_COPIES = 8
# R-Q2 (unverified words): the word faces of the six word-or-bridge cards.
WORD_OR_BRIDGE_WORDS = ("orange", "green", "circle", "square", "2", "3")

# R-Q3 (unverified values): the point cards of each back colour, stacked red on top, blue at the bottom.
POINT_COLOURS = ("red", "yellow", "blue")
POINT_VALUES = {
    "red": (10, 10, 15, 20, 20, 25, 30, 30),
    "yellow": (40, 40, 45, 50, 50, 55, 60, 60),
    "blue": (70, 70, 80, 80, 90, 90, 100, 100),
}

HAND_SIZE = 5
QUINTO = 5

# The two rule sets (R-Q7) and the match variants with their lengths.
ORIGINAL, ASS = "original", "ass"
VARIANTS = ("none", "teams", "double_or_triple", "cumulative")
MATCH_ROUNDS = (3, 4, 5)
# What a player owes after completing a row: a new row he must open, or may open.
MUST_OPEN, MAY_OPEN = "must_open", "may_open"
