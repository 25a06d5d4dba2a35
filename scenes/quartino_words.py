"""Quartino's words for players, from the catalogues (assets/words/<lang>/quartino.json): colours, spaces,
cards and moves by name, a log line for each engine event and a sentence for each refusal code."""
from __future__ import annotations

from game.core import COMMON_REFUSAL_CODES
from game.quartino.components import CENTRE
from game.quartino.moves import CLAIM, END, PLACE, RETURN_COLUMN
from parlour.words import catalogue

from .quartino.words import params_in_words

# The new-game screen's option labels, read through the interface's own strings.
OPTION_WORDS = {
    "en": {"opt_situations": "Four colours and column", "opt_first_player": "First player"},
    "fr": {"opt_situations": "4 couleurs et colonne", "opt_first_player": "Premier joueur"},
}


class QuartinoWords:
    """Quartino's words in one language."""

    def __init__(self, language):
        self.catalogue = catalogue(language)

    def say(self, key, **params) -> str:
        """The catalogue's message for a key of Quartino's table (quartino.ui.<key>)."""
        return self.catalogue.say(f"quartino.ui.{key}", **params)

    def colour(self, colour) -> str:
        """A pawn colour in words."""
        return self.catalogue.say(f"quartino.colour.{colour}")

    def space(self, space) -> str:
        """'the centre' or 'space 3'."""
        return self.say("centre") if space == CENTRE else self.say("space", n=space)

    def where(self, spaces) -> str:
        """Several spaces in words: 'the centre and space 3'."""
        return self.say("and").join(self.space(s) for s in spaces)

    def card(self, card) -> str:
        """A card's colours in words: centre first, then the three ring spaces clockwise."""
        return "–".join(self.colour(c) for c in card)

    def situations(self, codes, joint=None) -> str:
        """The situations that fired, joined (by 'and' unless joint says otherwise) and capitalised."""
        text = (self.say("and") if joint is None else joint).join(self.say(f"situation.{code}") for code in codes)
        return text[:1].upper() + text[1:]

    def extra_line(self, codes) -> str:
        """What the situations of this turn give: 'Four colours + column: +2 placements'."""
        return self.say("extra", situations=self.situations(codes, " + "), count=len(codes))

    def banner_title(self, codes) -> str:
        """The title of the banner announcing the situations of a turn."""
        return self.say("banner." + "_".join(codes))

    def turn_line(self, name, you, count, owed) -> str:
        """The pawns a player places this turn (and, when owed, that he returns the column when he chooses)."""
        key = "turn_column" if owed else "turn_of"
        return self.say(key, you=you, name=name, count=count)

    def move(self, move) -> str:
        """A move in words, for hints."""
        if move.kind == PLACE:
            return self.say("move_place", colour=self.colour(move.item), space=self.space(move.space))
        if move.kind == CLAIM:
            return self.say("move_claim", card=self.card(move.item), k=move.space)
        if move.kind == RETURN_COLUMN:
            return self.say("return_column")
        return self.say("end" if move.kind == END else "pass")

    def event(self, event, name="", you=False) -> str:
        """The log line of an engine event; name and you say who its seat is to the reader."""
        params = params_in_words(self.catalogue, event.params, lambda seat: name)
        return self.catalogue.say(f"quartino.event.{event.kind}", you=you, name=name, **params)

    def refusal(self, error) -> str:
        """Why a move was refused, from the error's code and parameters (the English message if unworded)."""
        code, params = error.code, dict(error.params)
        key = f"refusal.{code}" if code in COMMON_REFUSAL_CODES else f"quartino.refusal.{code}"
        if not self.catalogue.has(key):
            return str(error)
        return self.catalogue.say(key, you=True, **params_in_words(self.catalogue, params, str))
