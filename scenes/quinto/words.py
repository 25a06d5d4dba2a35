"""Sackson's Quinto in the player's words: cards, point cards, moves, the log's lines from the engine's
events and the reasons for refused moves, all from the catalogue (assets/words/<lang>/quinto.json)."""
from __future__ import annotations

from game.quinto.deck import BRIDGE, COLOUR_LETTERS, NUMBERS, SHAPE_LETTERS, WORD, WORD_OR_BRIDGE, card_parts
from game.quinto.gifts import GIVE, point_of
from game.quinto.moves import NEW
from parlour.words import capitalised, catalogue, figure, listing

from .art import Labels

# Events the log leaves out: each player's dealt hand says nothing the table does not show.
UNLOGGED = ("dealt",)
# Events whose taker is the single human: said to him ("Blaise gives you the red 15").
TO_YOU = {"point_given": "quinto.log.given_to_you", "gift_asked": "quinto.log.gift_asked_you"}


class QuintoWords:
    """The words of one language for a table whose seats are named by name(seat); is_you(seat) says
    whether that seat is the single human, who reads the second person."""

    def __init__(self, language, name, is_you):
        self.catalogue = catalogue(language)
        self.name = name
        self.is_you = is_you

    def say(self, key, **params) -> str:
        """The catalogue's message for key."""
        return self.catalogue.say(key, **params)

    def word(self, word) -> str:
        """A word of a word card: "red", "circle", "four"."""
        return self.say(f"quinto.card.w_{word}")

    def card(self, card) -> str:
        """A hand or played card in words: "three red circles", "the word red", "a bridge"."""
        parts = card_parts(card)
        if parts.kind == BRIDGE:
            return self.say("quinto.card.a_bridge")
        if parts.kind == WORD_OR_BRIDGE:
            key = {"word": "quinto.card.wb_word", "bridge": "quinto.card.wb_bridge"}.get(parts.chosen, "quinto.card.wb")
            return self.say(key, word=self.word(parts.word))
        if parts.kind == WORD:
            return self.say("quinto.card.word_card", word=self.word(parts.word))
        colour, shape, number = parts.colour, parts.shape, parts.number
        plural = number != "1"
        return self.say("quinto.card.combo", n=self.word(number),
                        colour=self.say(f"quinto.card.pl_c_{colour}") if plural else self.word(colour),
                        shape=self.say(f"quinto.card.pl_{shape}") if plural else self.word(shape))

    def point(self, point) -> str:
        """A point card in words: "the red 20"."""
        return self.say("quinto.card.point", colour=self.say(f"quinto.card.pc_{point[0]}"), value=point[1])

    def cards(self, count) -> str:
        """A number of cards: "1 card", "3 cards"."""
        return self.say("quinto.ui.cards", count=count)

    def move(self, move) -> str:
        """A move in words, for hints: "three red circles on row 2", "end turn", "give the red 10"."""
        if move.target is None:
            if move.card.startswith(GIVE):
                return self.say("quinto.ui.give_move", point=self.point(point_of(move.card)))
            return self.say({"end": "quinto.ui.end_turn", "pass": "quinto.ui.pass"}[move.card])
        if move.target == NEW:
            return self.say("quinto.ui.move_new", card=self.card(move.card))
        return self.say("quinto.ui.move_row", card=self.card(move.card), id=move.target)

    def event(self, event):
        """The log line of one engine event, or None for an event the log leaves out."""
        if event.kind in UNLOGGED:
            return None
        params = event.params
        if event.kind in TO_YOU and self.is_you(params["seat"]):
            return capitalised(self.say(TO_YOU[event.kind], **self.words_for(params)))
        words = {**self.words_for(params), **self.event_words(event.kind, params)}
        if event.kind == "game_over":
            you = len(params["winners"]) == 1 and self.is_you(params["winners"][0])
        else:
            subject = params.get("giver", params.get("seat", params.get("starter")))
            you = subject is not None and self.is_you(subject)
        return capitalised(self.say(f"quinto.event.{event.kind}", you=you, **words))

    def event_words(self, kind, params) -> dict:
        """What an event's message says beyond its parameters: a new row's head, whose row took a card,
        everyone's scores, the winners."""
        if kind == "row_opened":
            head = params["head"]
            return {"head": self.say("quinto.log.headed", point=self.point(head)) if head else ""}
        if kind == "placed":
            return {"owner": self.owner(params["seat"], params["owner"])}
        if kind == "round_scored":
            return {"scores": ", ".join(self.say("quinto.log.score", name=self.name(seat), score=figure(score))
                                        for seat, score in enumerate(params["scores"]))}
        if kind == "game_over":
            winners = params["winners"]
            return {"names": listing((self.name(seat) for seat in winners), self.say), "count": len(winners)}
        return {}

    def owner(self, player, owner) -> str:
        """Whose row a card went on, as the player's log line says it."""
        if self.is_you(owner):
            return self.say("quinto.log.your_row")
        if owner == player:
            return self.say("quinto.log.own_row")
        return self.say("quinto.log.whose_row", name=self.name(owner))

    def words_for(self, params) -> dict:
        """Event or refusal parameters in words: seats named, cards and point cards spelled out."""
        words = dict(params)
        seat = params.get("seat", params.get("starter"))
        if seat is not None:
            words["name"] = self.name(seat)
        if "giver" in params:
            words["giver"] = self.name(params["giver"])
        for key in ("card", "prev"):
            if key in params:
                words[key] = self.card(params[key])
        if params.get("point"):
            words["point"] = self.point(params["point"])
        if "word" in params:
            words["word"] = self.word(params["word"])
        return words

    def refusal(self, error) -> str:
        """Why a move was refused, from the error's code and parameters."""
        code = error.code
        key = f"quinto.refusal.{code}"
        if not self.catalogue.has(key):
            key = f"refusal.{code}"
        if not self.catalogue.has(key):
            return str(error)
        return capitalised(self.say(key, **self.words_for(error.params)))


def card_labels(words) -> Labels:
    """The texts printed on cards in the language of words (a QuintoWords)."""
    every = (*COLOUR_LETTERS.values(), *SHAPE_LETTERS.values(), *NUMBERS)
    return Labels(tuple((w, words.word(w)) for w in every), words.say("quinto.card.bridge_word"),
                  words.say("quinto.card.or"))


class QuintoTableWords:
    """Quinto's wording at a table (a scenes.table.table_words.GameWords), by a QuintoWords of the language of the
    moment that names seats as a sentence does ("you" for the human)."""

    @staticmethod
    def of(wording) -> QuintoWords:
        """The game's words for wording (a TableWords)."""
        return QuintoWords(wording.language, wording.name_in_text, wording.is_you)

    def event_lines(self, wording, before, events) -> list[str]:
        """Each event in the player's words ("" for one the log leaves out)."""
        words = self.of(wording)
        return [words.event(event) or "" for event in events]

    def refusal(self, wording, error) -> str:
        """A refused move's reason, from its code, in the player's words."""
        return self.of(wording).refusal(error)

    def move(self, wording, move) -> str:
        """A move in words, for hints."""
        return self.of(wording).move(move)


TABLE_WORDS = QuintoTableWords()
