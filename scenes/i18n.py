"""Interface text for the scenes: the catalogues of parlour.words, and the tables' own texts added to them."""
from __future__ import annotations

from parlour.words import LANGUAGES, catalogue


def add_strings(strings) -> None:
    """Add a table's own texts ({"en": {...}, "fr": {...}}) to the catalogues."""
    for language, table in strings.items():
        catalogue(language).messages.update(table)


def translate(language, key, **values) -> str:
    """The text for key in language (English when missing), with values filled in."""
    words = catalogue(language if language in LANGUAGES else "en")
    if not words.has(key):
        words = catalogue("en")
    return words.say(key, **values)


def page_words() -> dict:
    """The web page's own words (loading and failure screens) in every language, for tools/build_web.py."""
    return {language: {key: text for key, text in catalogue(language).messages.items() if key.startswith("page_")}
            for language in LANGUAGES}
