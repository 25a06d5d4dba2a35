"""Words from catalogues: one JSON file per language and domain in assets/words/<lang>/<domain>.json.

A domain is `parlour` (menus, tables, notices shared by every game), a game id, or another shared part
(`reading`: the log, notices and result panels); its file holds that domain's keys, which start with its
name (`thirteen.event.took_pile`, `reading.log.round`) except in `parlour`. A message is text
with {placeholders}, or a choice of forms: {"you": …, "they": …} by grammatical person (the caller
says `you=True` for the single human), then {"one": …, "other": …} by the number in `count`
(French counts 0 and 1 as one).
"""
from __future__ import annotations

import json
import re
from collections.abc import Iterable
from pathlib import Path
from string import Formatter
from typing import Any, Protocol

FOLDER = Path(__file__).resolve().parent.parent / "assets" / "words"
LANGUAGES = ("en", "fr")
PERSONS = ("you", "they")


class Say(Protocol):
    """A catalogue's say(): the words of a key, params filled in."""

    def __call__(self, key: str, you: bool = False, **params: Any) -> str:
        """The words of key (addressed to the player when you), params filled in."""
        ...


TOUCH_SUFFIX = ".touch"
_POINTER = {"touch": False}


def use_touch(on: bool) -> None:
    """Say "tap" rather than "click" from now on (on), or the mouse's words again."""
    _POINTER["touch"] = bool(on)


class Catalogue:
    """Every message of one language, by full key."""

    def __init__(self, language: str, messages: dict):
        self.language = language
        self.messages = messages

    def has(self, key: str) -> bool:
        """Whether the catalogue holds key."""
        return key in self.messages

    def say(self, key: str, you: bool = False, **params: Any) -> str:
        """The message for key with params filled in (its "<key>.touch" wording while the player uses touch);
        a missing key shows itself rather than crash."""
        message = self.messages.get(key + TOUCH_SUFFIX) if _POINTER["touch"] else None
        message = message if message is not None else self.messages.get(key)
        if message is None:
            return key
        if isinstance(message, dict) and PERSONS[0] in message:
            message = message[PERSONS[0] if you else PERSONS[1]]
        if isinstance(message, dict):
            message = message[plural_form(self.language, params.get("count", 1))]
        try:
            text = message.format(**params)
        except (KeyError, IndexError, ValueError):
            return message
        return elided(text) if self.language == "fr" else text


def capitalised(text: str) -> str:
    """text with its first letter made a capital (a name or a card may open a sentence)."""
    return text[:1].upper() + text[1:]


# French "de" and "que" before a name opening on a vowel: "celle d’Ada", not "celle de Ada".
ELISION = re.compile(r"\b([Dd]e|[Qq]ue) (?=[AEIOUÀÂÉÈÊÎÔ][a-zà-ÿ])")


def elided(text: str) -> str:
    """French text with de and que elided before a name that opens on a vowel (d’Ada, qu’Elsa)."""
    return ELISION.sub(lambda match: match.group(1)[:-1] + "’", text)


def listing(names: Iterable[str], say: Say) -> str:
    """Names joined as a sentence lists them, by the catalogue's list_and: "Ada, Blaise and you"."""
    names = list(names)
    if len(names) < 2:
        return "".join(names)
    return say("list_and", names=", ".join(names[:-1]), last=names[-1])


def figure(number: int) -> str:
    """A whole number as players read it, a negative one with a true minus sign (−20), never a hyphen."""
    return f"−{-number}" if number < 0 else str(number)


def plural_form(language: str, count: int) -> str:
    """Which form a count takes, one or other: English uses one for 1 alone, French for 0 and 1."""
    if language == "fr":
        return "one" if count in (0, 1) else "other"
    return "one" if count == 1 else "other"


def load(language: str, folder: Path = FOLDER) -> Catalogue:
    """The catalogue of language, from every domain file in its folder."""
    if language not in LANGUAGES:
        raise ValueError(f"Unknown language {language!r}; choose one of {', '.join(LANGUAGES)}.")
    messages = {}
    for path in sorted((folder / language).glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for key, message in data.items():
            if key in messages:
                raise ValueError(f"{path.name} defines {key!r} again.")
            messages[key] = message
    return Catalogue(language, messages)


def forms(message: str | dict) -> list:
    """Every text form of a message (all persons and plural forms)."""
    if isinstance(message, str):
        return [message]
    return [text for part in message.values() for text in forms(part)]


def placeholders(message: str | dict) -> set:
    """The names of the placeholders used by any form of message."""
    return {name for text in forms(message) for _, name, _, _ in Formatter().parse(text) if name}


_LOADED = {}


def catalogue(language: str) -> Catalogue:
    """The catalogue of language, loaded once."""
    if language not in _LOADED:
        _LOADED[language] = load(language)
    return _LOADED[language]
