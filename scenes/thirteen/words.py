"""13's words from the catalogue: cards, targets, moves, and the parameters of its events and refusals."""
from __future__ import annotations

from game.thirteen.deck import ROTTEN
from parlour.words import listing

from ..table.table_words import CatalogueWords


def card_name(words, card) -> str:
    """A card in words: "blue 7", "rotten four" (a hidden card stays "?")."""
    if card == ROTTEN:
        return words.say("thirteen.card.rotten")
    if not words.has(f"thirteen.card.colour.{card[:1]}"):
        return card
    return words.say("thirteen.card.name", colour=words.say(f"thirteen.card.colour.{card[0]}"), value=card[1:])


def target_name(words, target) -> str:
    """A target's colour in words, as an adjective of "target" ("blue", French "bleue")."""
    key = f"thirteen.target.{target}"
    return words.say(key) if words.has(key) else str(target)


def move_name(words, move) -> str:
    """A move in words: "blue 7 on blue"."""
    return words.say("thirteen.ui.move", card=card_name(words, move.card), target=target_name(words, move.target))


def penalty(points) -> str:
    """Penalty points as the rulebook counts them: a positive figure, the fewest win (the engine's own count)."""
    return str(points)


def params_in_words(words, params, name) -> dict:
    """An event's or a refusal's parameters as the catalogue's messages read them; name(seat) names a seat."""
    said = dict(params)
    if "card" in params:
        said["card"] = card_name(words, params["card"])
        said["colour"] = target_name(words, params["card"][:1])
    if "target" in params:
        said["target"] = target_name(words, params["target"])
    if "scores" in params:
        said["scores"] = ", ".join(f"{name(p)} {penalty(s)}" for p, s in enumerate(params["scores"]))
    if "winners" in params:
        said["names"] = listing((name(p) for p in params["winners"]), words.say)
    return said


# the draw and the deal say nothing the table does not show
TABLE_WORDS = CatalogueWords("thirteen", params_in_words, move_name, quiet=("drew", "dealt"))
