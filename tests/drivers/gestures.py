"""Gestures (a click, a drag, a key) in logical pixels, and a Step: the gestures of one thing a player does."""
from __future__ import annotations

from dataclasses import dataclass

CLICK, DRAG, KEY = "click", "drag", "key"


@dataclass(frozen=True)
class Gesture:
    """One input gesture: a click at a point, a drag from one point to another, or a key (its KeyboardEvent.key
    name, e.g. "Enter", "ArrowLeft", "b")."""

    kind: str
    points: tuple = ()
    key: str = ""

    def to_json(self) -> dict:
        """The gesture as plain JSON-able values."""
        return {"kind": self.kind, "points": [[int(x), int(y)] for x, y in self.points], "key": self.key}


@dataclass(frozen=True)
class Step:
    """What the player does next: gestures performed in order, in words, and the move it makes (its notation)."""

    gestures: tuple
    says: str
    move: str | None = None

    def to_json(self) -> dict:
        """The step as plain JSON-able values."""
        return {"gestures": [g.to_json() for g in self.gestures], "says": self.says, "move": self.move}


def click(point) -> Gesture:
    """A click (press and release) at a logical point."""
    return Gesture(CLICK, (_whole(point),))


def drag(start, end) -> Gesture:
    """A press at start, a move with the button held, a release at end."""
    return Gesture(DRAG, (_whole(start), _whole(end)))


def key(name) -> Gesture:
    """A key press, named as the browser's KeyboardEvent.key names it."""
    return Gesture(KEY, (), name)


def keys(*names) -> tuple:
    """Several key presses in order."""
    return tuple(key(name) for name in names)


def _whole(point) -> tuple:
    return int(point[0]), int(point[1])
