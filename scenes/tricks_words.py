"""The Victorian Quinto's words at the table, from its catalogue (assets/words/<lang>/quinto_tricks.json):
cards, quints and sides, a log line for each engine event and the reason for each refusal code."""
from __future__ import annotations

from game.core import COMMON_REFUSAL_CODES
from game.quinto_tricks.deck import JOKER
from game.quinto_tricks.seating import DUMMY, HANDS, members, sides

GAME = "quinto_tricks."
SILENT = ("dummy_shown", "game_over")


class TricksWords:
    """The words of one table: its language and seat names come from the table."""

    def __init__(self, table):
        self.table = table

    def say(self, key, **params) -> str:
        """The catalogue's message for this game's key, in the table's language."""
        return self.table.t(GAME + key, **params)

    def is_you(self, seat) -> bool:
        """Whether seat is the single human at this table (who reads "You play", not "Ada plays")."""
        match = self.table.match
        return len(match.humans) == 1 and match.is_human(seat)

    def card(self, card) -> str:
        """A card in words: "the five of hearts", "the Joker"."""
        if card == JOKER:
            return self.say("card.joker")
        return self.say("card.name", rank=self.say(f"card.rank.{card[0]}"), suit=self.say(f"card.suit.{card[1]}"))

    def quint(self, kind, suit) -> str:
        """A quint in words: "ace and four of diamonds", "the Joker"."""
        return self.say(f"quint.{kind}", suit=self.say(f"card.suit.{suit}") if suit else "")

    def quints(self, found) -> str:
        """Quints with their points: "five of hearts 20 · the Joker 25"."""
        return " · ".join(f"{self.quint(kind, suit)} {points}" for kind, suit, points in found)

    def hand(self, players, hand) -> str:
        """Who holds a hand: a player's name, or the dummy."""
        if players < HANDS and hand == DUMMY:
            return self.say("ui.dummy")
        return self.table.name(hand)

    def side(self, players, dealer, side) -> str:
        """A side's name from its players' names: "You & Clara", "Ada & dummy"."""
        names = [self.table.name(p) for p in members(players, dealer, side)]
        if players < HANDS and side == sides(players, dealer)[dealer]:
            return self.say("ui.side_dummy", a=names[0])
        return self.say("ui.side", a=names[0], b=names[1])

    def taken(self, params) -> str:
        """What a trick or the cachette scored: "trick 5, five of hearts 20"."""
        parts = [(self.say("quint.trick"), params["trick_points"])]
        parts += [(self.quint(kind, suit), points) for kind, suit, points in params["quints"]]
        return ", ".join(f"{name} {points}" for name, points in parts)

    def event(self, event, players, dealer):
        """The log line for an engine event of a hand dealt by dealer, or None for those the log leaves
        to the table (the dummy laid down, the end of the game, tricks at their plain value)."""
        kind, p = event.kind, event.params
        if kind in SILENT or kind == "doubling_over" and p["multiplier"] == 1:
            return None
        key = "event." + kind
        if kind in ("passed", "doubled", "redoubled", "played", "dummy_played"):
            card = self.card(p["card"]) if "card" in p else ""
            return self.say(key, you=self.is_you(p["seat"]), name=self.table.name(p["seat"]), card=card)
        if kind in ("trick_won", "cachette"):
            card = self.card(p["card"]) if "card" in p else ""
            return self.say(key, side=self.side(players, dealer, p["side"]), card=card, parts=self.taken(p),
                            points=p["points"])
        if kind == "dummy_bonus":
            return self.say(key, side=self.side(players, dealer, p["side"]), points=p["points"])
        if kind == "hand_scored":
            return self.say(key, side_a=self.side(players, p["dealer"], 0), points_a=p["points"][0],
                            side_b=self.side(players, p["dealer"], 1), points_b=p["points"][1])
        if kind == "game_won":
            side = p["side"]
            return self.say(key, side=self.side(players, dealer, side), number=p["number"],
                            score=p["scores"][side], other=p["scores"][1 - side])
        if kind == "dealt":
            return self.say(key, you=self.is_you(p["dealer"]), number=p["number"], name=self.table.name(p["dealer"]))
        return self.say(key, **p)

    def refusal(self, error) -> str:
        """Why a move is refused, from the error's code and params."""
        params = error.params
        if error.code in COMMON_REFUSAL_CODES:
            key = "refusal." + error.code
            text = self.table.t(key, **params)
            return str(error) if text == key else text
        if error.code in ("not_in_hand", "must_follow"):
            suit = self.say(f"card.suit.{params['suit']}") if "suit" in params else ""
            return self.say("refusal." + error.code, you=not params["dummy"], suit=suit,
                            count=params.get("count", 1))
        return self.say("refusal." + error.code, **params)
