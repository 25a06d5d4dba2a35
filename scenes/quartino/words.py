"""Quartino's words from the catalogue (assets/words/<lang>/quartino.json): colours, spaces, cards and moves
by name, and the parameters of its events and refusals as its messages read them."""
from __future__ import annotations

from game.quartino.components import CARD_INDEX, CENTRE, COLOUR_INDEX, SPACES
from game.quartino.moves import CLAIM, END, PLACE, RETURN_COLUMN
from parlour.words import listing

from ..table.table_words import CatalogueWords


def say(words, key, **params) -> str:
    """The message of one of the table's own keys (quartino.ui.<key>)."""
    return words.say(f"quartino.ui.{key}", **params)


def colour_name(words, colour) -> str:
    """A pawn colour in words (text that is no colour stays as written)."""
    return words.say(f"quartino.colour.{colour}") if colour in COLOUR_INDEX else str(colour)


def space_name(words, space) -> str:
    """'the centre' or 'space 3' (text that is no space stays as written)."""
    if space not in SPACES:
        return str(space)
    return say(words, "centre") if space == CENTRE else say(words, "space", n=space)


def where(words, spaces) -> str:
    """Several spaces in words: 'the centre and space 3'."""
    return say(words, "and").join(space_name(words, s) for s in spaces)


def card_name(words, card) -> str:
    """A card's colours in words, centre first, then its three ring spaces clockwise."""
    if card not in CARD_INDEX:
        return str(card)
    return "–".join(colour_name(words, c) for c in card)


def situations(words, codes, joint=None) -> str:
    """The situations that fired, joined (by 'and' unless joint says otherwise) and capitalised."""
    text = (say(words, "and") if joint is None else joint).join(say(words, f"situation.{c}") for c in codes)
    return text[:1].upper() + text[1:]


def extra_line(words, codes) -> str:
    """What the situations of this turn give: 'Four colours + column: +2 placements'."""
    return say(words, "extra", situations=situations(words, codes, " + "), count=len(codes))


def banner(words, situation, name, you) -> tuple:
    """The banner of a situation event's params: (title, line, figure), e.g. ("Column", "Blaise places
    2 pawns this turn.", "+1 placement")."""
    codes, count = situation["situations"], situation["count"]
    key = "turn_column" if situation["owed"] else "turn_of"
    line = say(words, key, you=you, name=name, count=count)
    return situations(words, codes), line, say(words, "extra_figure", count=len(codes))


def move_name(words, move) -> str:
    """A move in words, for hints."""
    if move.kind == PLACE:
        return say(words, "move_place", colour=colour_name(words, move.item), space=space_name(words, move.space))
    if move.kind == CLAIM:
        return say(words, "move_claim", card=card_name(words, move.item), k=move.space)
    if move.kind == RETURN_COLUMN:
        return say(words, "return_column")
    return say(words, "end" if move.kind == END else "pass")


def params_in_words(words, params, name) -> dict:
    """An event's or a refusal's parameters as the catalogue's messages read them; name(seat) names a seat."""
    said = dict(params)
    if "colour" in params:
        said["colour"] = colour_name(words, params["colour"])
    if "space" in params:
        said["space"] = space_name(words, params["space"])
    if "card" in params:
        said["card"] = card_name(words, params["card"])
    if "spaces" in params:
        spaces = params["spaces"]
        said["where"] = where(words, spaces)
        said["ring"] = ", ".join(str(s) for s in spaces if s != CENTRE)
        said.setdefault("count", len(spaces))
    if "situations" in params:
        said["situation"] = situations(words, params["situations"])
    if "winners" in params:
        said["names"] = listing((name(p) for p in params["winners"]), words.say)
    return said


TABLE_WORDS = CatalogueWords("quartino", params_in_words, move_name)
