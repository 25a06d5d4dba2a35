"""The Victorian Quinto's words from its catalogue (assets/words/<lang>/quinto_tricks.json): cards, quints,
hands and sides, a log line for each engine event and the reason for each refusal code."""
from __future__ import annotations

from game.core import COMMON_REFUSAL_CODES
from game.quinto_tricks.deck import JOKER
from game.quinto_tricks.moves import BIDS
from game.quinto_tricks.seating import DUMMY, HANDS, members, sides
from parlour.words import capitalised

GAME = "quinto_tricks."
SEAT_EVENTS = ("passed", "doubled", "redoubled", "played", "dummy_played")
UNLOGGED = ("dummy_shown", "game_over")


def say(words, key, **params) -> str:
    """The message of this game's key (without its "quinto_tricks." prefix)."""
    return words.say(GAME + key, **params)


def card_name(words, card) -> str:
    """A card in words: "the five of hearts", "the Joker"."""
    if card == JOKER:
        return say(words, "card.joker")
    return say(words, "card.name", rank=say(words, f"card.rank.{card[0]}"), suit=say(words, f"card.suit.{card[1]}"))


def move_name(words, move) -> str:
    """A move in words for hints: a bid ("Double") or a card."""
    return say(words, f"ui.bid_{move}") if move in BIDS else card_name(words, move)


def quint_name(words, kind, suit) -> str:
    """A quint in words: "ace and four of diamonds", "the Joker"."""
    return say(words, f"quint.{kind}", suit=say(words, f"card.suit.{suit}") if suit else "")


def quints_line(words, found) -> str:
    """Quints with their points: "five of hearts 20 · the Joker 25"."""
    return " · ".join(f"{quint_name(words, kind, suit)} {points}" for kind, suit, points in found)


def hand_name(words, name, players, hand, dummy="ui.dummy") -> str:
    """Who holds a hand: a player's name (name(seat)), or the dummy (as the key dummy says it)."""
    if players < HANDS and hand == DUMMY:
        return say(words, dummy)
    return name(hand)


def side_name(words, name, players, dealer, side, is_you=None) -> str:
    """A side's name inside a sentence, the single human first (is_you(seat)): "you & Clara", "Ada & dummy"."""
    seats = sorted(members(players, dealer, side), key=lambda seat: not (is_you and is_you(seat)))
    you = bool(is_you and is_you(seats[0]))
    if players < HANDS and side == sides(players, dealer)[dealer]:
        return say(words, "ui.side_dummy", you=you, a=name(seats[0]))
    return say(words, "ui.side", you=you, a=name(seats[0]), b=name(seats[1]))


def side_label(words, name, players, dealer, side, is_you=None) -> str:
    """A side's name as a label: "You & Clara"."""
    return capitalised(side_name(words, name, players, dealer, side, is_you))


def your_side(players, dealer, side, is_you) -> bool:
    """Whether the single human plays on side (its messages then take the second person)."""
    return any(is_you(seat) for seat in members(players, dealer, side))


def taken_parts(words, params) -> str:
    """What a trick or the cachette scored: "trick 5, five of hearts 20"."""
    parts = [(say(words, "quint.trick"), params["trick_points"])]
    parts += [(quint_name(words, kind, suit), points) for kind, suit, points in params["quints"]]
    return ", ".join(f"{part} {points}" for part, points in parts)


def event_line(words, name, is_you, event, players, dealer):
    """The log line of an engine event in a hand dealt by dealer (name(seat) names a seat, is_you(seat)
    picks the second person), or None for what the table shows otherwise (the dummy laid down, the
    end of the game, tricks left at their plain value)."""
    kind, p = event.kind, event.params
    if kind in UNLOGGED or kind == "doubling_over" and p["multiplier"] == 1:
        return None
    key = "event." + kind
    card = card_name(words, p["card"]) if "card" in p else ""
    if kind in SEAT_EVENTS:
        return say(words, key, you=is_you(p["seat"]), name=name(p["seat"]), card=card)
    if kind == "dealt":
        return say(words, key, you=is_you(p["dealer"]), number=p["number"], name=name(p["dealer"]))
    if kind == "hand_scored":
        return say(words, key, side_a=side_name(words, name, players, p["dealer"], 0, is_you), points_a=p["points"][0],
                   side_b=side_name(words, name, players, p["dealer"], 1, is_you), points_b=p["points"][1])
    if "side" not in p:
        return say(words, key, **p)
    side = side_name(words, name, players, dealer, p["side"], is_you)
    you = your_side(players, dealer, p["side"], is_you)
    if kind in ("trick_won", "cachette"):
        line = say(words, key, you=you, side=side, card=card, parts=taken_parts(words, p), points=p["points"])
    elif kind == "game_won":
        line = say(words, key, you=you, side=side, number=p["number"], score=p["scores"][p["side"]],
                   other=p["scores"][1 - p["side"]])
    else:
        line = say(words, key, you=you, side=side, **{k: v for k, v in p.items() if k != "side"})
    return capitalised(line)


def refusal_line(words, error) -> str:
    """Why a move is refused, from the error's code and params (the engine's English if unworded)."""
    params = error.params
    if error.code in COMMON_REFUSAL_CODES:
        key = "refusal." + error.code
        return words.say(key, **params) if words.has(key) else str(error)
    if error.code in ("not_in_hand", "must_follow"):
        suit = say(words, f"card.suit.{params['suit']}") if "suit" in params else ""
        return say(words, "refusal." + error.code, you=not params["dummy"], suit=suit, count=params.get("count", 1))
    return say(words, "refusal." + error.code, **params)


class TricksTableWords:
    """The Victorian Quinto's wording at a table (a scenes.table.table_words.GameWords): its events told side by
    side of the hand's dealer, its refusals and moves by their codes and names."""

    def event_lines(self, wording, before, events) -> list[str]:
        """Each event in the player's words ("" for one the table shows otherwise), the dealer followed across a
        new deal."""
        dealer, lines = before.dealer, []
        for event in events:
            lines.append(event_line(wording.words, wording.name_in_text, wording.is_you, event, before.players,
                                    dealer) or "")
            if event.kind == "dealt":
                dealer = event.params["dealer"]
        return lines

    def refusal(self, wording, error) -> str:
        """A refusal in the player's words, from its code."""
        return refusal_line(wording.words, error)

    def move(self, wording, move) -> str:
        """A move in words for hints: a bid, or a card."""
        return move_name(wording.words, move)


TABLE_WORDS = TricksTableWords()
