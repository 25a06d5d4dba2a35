"""Interface text for the scenes, from the catalogues of parlour.words."""
from __future__ import annotations

from game import GAMES
from parlour.words import LANGUAGES, catalogue


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


def game_name(language, game_id) -> str:
    """A game's name in language (its spec's English title when the catalogues have none)."""
    key = f"menus.game.{game_id}"
    name = translate(language, key)
    return GAMES[game_id].title if name == key and game_id in GAMES else name


def tiny_game_name(language, game_id) -> str:
    """A game's name where even its short title would be cut (a tab in a small window): its catalogue's tiny title,
    else its short title without its author."""
    key = f"menus.game_tiny.{game_id}"
    return translate(language, key) if catalogue("en").has(key) else short_game_name(language, game_id).split(" (")[0]


def short_game_name(language, game_id) -> str:
    """A game's name where games are listed side by side (tabs, choosers): its catalogue's short title with its
    author, else its name."""
    key = f"menus.game_short.{game_id}"
    return translate(language, key) if catalogue("en").has(key) else game_name(language, game_id)
