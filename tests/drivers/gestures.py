"""Gestures (a click, a tap, a drag, a key) in logical pixels, and a Step: the gestures of one thing a player does.

A touch player's steps hold only taps and drags (by_touch turns a driver's clicks into taps and refuses keys)."""
from __future__ import annotations

import re
from dataclasses import dataclass

CLICK, TAP, DRAG, KEY = "click", "tap", "drag", "key"
TOUCH_KINDS = (TAP, DRAG)
CLICK_WORDS = re.compile(r"\b([Cc])lick(s|ed)?\b")


@dataclass(frozen=True)
class Gesture:
    """One input gesture: a click at a point (a mouse's press and release), a tap at a point (a finger's touch down
    and up), a drag from one point to another (a mouse's or a finger's: the performer decides), or a key (its
    KeyboardEvent.key name, e.g. "Enter", "ArrowLeft", "b")."""

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


def tap(point) -> Gesture:
    """A finger's tap (touch down and up) at a logical point."""
    return Gesture(TAP, (_whole(point),))


def drag(start, end) -> Gesture:
    """A press at start, a move with the button held, a release at end."""
    return Gesture(DRAG, (_whole(start), _whole(end)))


def key(name) -> Gesture:
    """A key press, named as the browser's KeyboardEvent.key names it."""
    return Gesture(KEY, (), name)


def keys(*names) -> tuple:
    """Several key presses in order."""
    return tuple(key(name) for name in names)


def by_touch(step, error):
    """step as a touch player does it: its clicks become taps, its drags stay (a finger's); a key raises error
    (an exception class) naming it, since a touch screen has none. None stays None."""
    if step is None:
        return None
    gestures = []
    for gesture in step.gestures:
        if gesture.kind == KEY:
            raise error(f"{step.says!r} needs the key {gesture.key!r}: a touch screen has no keys")
        gestures.append(tap(gesture.points[0]) if gesture.kind == CLICK else gesture)
    return Step(tuple(gestures), CLICK_WORDS.sub(_tap_word, step.says), step.move)


def _tap_word(found) -> str:
    ending = {"s": "s", "ed": "ped"}.get(found.group(2) or "", "")
    return ("T" if found.group(1) == "C" else "t") + "ap" + ending


def _whole(point) -> tuple:
    return int(point[0]), int(point[1])
