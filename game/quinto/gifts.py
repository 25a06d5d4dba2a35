"""The point card a row's owner gives to its completer in the yellow and blue phases (R-Q12, R-Q13).

Under `original` scoring won cards always count plus, so the lowest is given for him; under `ass`
scoring the whole total may be negated, so when his eligible cards differ in value the giver chooses,
with the move `give:<back><value>` (back R red, Y yellow, B blue; e.g. `give:Y45`).
"""
from __future__ import annotations

from collections.abc import Sequence

from .components import POINT_COLOURS, POINT_VALUES

GIVE = "give:"
BACK_LETTERS = {"red": "R", "yellow": "Y", "blue": "B"}
LETTER_BACKS = {letter: colour for colour, letter in BACK_LETTERS.items()}


def point_order(point: tuple) -> tuple:
    """Point cards from lowest to highest (value, then back colour)."""
    return point[1], POINT_COLOURS.index(point[0])


def eligible(won: Sequence[tuple], phase: str) -> list:
    """The won point cards a giver may give in phase: any in yellow, yellow or blue ones in blue, none in red."""
    if phase == "red":
        return []
    return [point for point in won if phase == "yellow" or point[0] != "red"]


def choices(won: Sequence[tuple], phase: str) -> list:
    """The distinct point cards the giver may choose among, lowest first."""
    return sorted(set(eligible(won, phase)), key=point_order)


def giver_chooses(won: Sequence[tuple], phase: str) -> bool:
    """Whether the eligible cards differ in value, so that the choice is the giver's (under ass scoring)."""
    return len({value for _, value in eligible(won, phase)}) > 1


def give_text(point: tuple) -> str:
    """The notation of giving point: give:Y45."""
    return f"{GIVE}{BACK_LETTERS[point[0]]}{point[1]}"


def point_of(text: str):
    """The point card named by a give move's text, or None when it names no point card."""
    if not text.startswith(GIVE) or len(text) < len(GIVE) + 3:
        return None
    colour = LETTER_BACKS.get(text[len(GIVE)])
    digits = text[len(GIVE) + 1:]
    if colour is None or not digits or not all(ch in "0123456789" for ch in digits):
        return None
    if int(digits) not in POINT_VALUES[colour]:
        return None
    return colour, int(digits)
