"""Quinto's cards in DESIGN.md notation: the deck, the faces a card can be played as, and adjacency.

A hand holds deck cards (`Oc1`, `w:red`, `bridge`, `wb:green`); a row holds played cards, which are
the same codes except that a word-or-bridge card is written with its chosen face (`wb:green=word`,
`wb:green=bridge`). Every played card shows one face: a combination, a word `w:<word>` or `bridge`.
"""
from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import NamedTuple

from ..core import IllegalMoveError
from .components import (
    BRIDGE_COPIES,
    COLOURS,
    NUMBERS,
    POINT_COLOURS,
    POINT_VALUES,
    QUINTO,
    SHAPES,
    VIER_REMOVED,
    WORD_COPIES,
    WORD_OR_BRIDGE_WORDS,
)

BRIDGE = "bridge"
COLOUR_LETTERS = dict(zip("ORGB", COLOURS, strict=True))
SHAPE_LETTERS = dict(zip("ctsh", SHAPES, strict=True))
WORDS = COLOURS + SHAPES + NUMBERS

COMBINATIONS = tuple(f"{c}{s}{n}" for c in COLOUR_LETTERS for s in SHAPE_LETTERS for n in NUMBERS)
WORD_CARDS = tuple(f"w:{w}" for w in WORDS)
WORD_OR_BRIDGE_CARDS = tuple(f"wb:{w}" for w in WORD_OR_BRIDGE_WORDS)
HAND_CARDS = COMBINATIONS + WORD_CARDS + WORD_OR_BRIDGE_CARDS + (BRIDGE,)

ELEMENTS = {
    **{c: frozenset((COLOUR_LETTERS[c[0]], SHAPE_LETTERS[c[1]], c[2])) for c in COMBINATIONS},
    **{f"w:{w}": frozenset((w,)) for w in WORDS},
}
FACES = tuple(ELEMENTS) + (BRIDGE,)

# The played codes of each hand card, in the order legal moves list them (word before bridge).
PLAYS = {
    **{c: (c,) for c in COMBINATIONS + WORD_CARDS + (BRIDGE,)},
    **{wb: (f"{wb}=word", f"{wb}=bridge") for wb in WORD_OR_BRIDGE_CARDS},
}
FACE = {played: played for played in COMBINATIONS + WORD_CARDS + (BRIDGE,)}
FACE.update({f"{wb}=word": f"w:{wb[3:]}" for wb in WORD_OR_BRIDGE_CARDS})
FACE.update({f"{wb}=bridge": BRIDGE for wb in WORD_OR_BRIDGE_CARDS})
BASE = {played: played.partition("=")[0] for played in FACE}
PLAYED_CARDS = frozenset(FACE)

COMBINATION, WORD, WORD_OR_BRIDGE = "combination", "word", "word_or_bridge"


class CardParts(NamedTuple):
    """What a card's text names: its kind (COMBINATION, WORD, WORD_OR_BRIDGE or BRIDGE); a combination's
    colour, shape and number words; a word card's or word-or-bridge card's word; and the face a played
    word-or-bridge card shows ("word" or "bridge"; "" in the hand)."""

    kind: str
    colour: str = ""
    shape: str = ""
    number: str = ""
    word: str = ""
    chosen: str = ""


def _parts(card: str) -> CardParts:
    base, _, chosen = card.partition("=")
    if base == BRIDGE:
        return CardParts(BRIDGE)
    if base in WORD_OR_BRIDGE_CARDS:
        return CardParts(WORD_OR_BRIDGE, word=base[3:], chosen=chosen)
    if base in WORD_CARDS:
        return CardParts(WORD, word=base[2:])
    return CardParts(COMBINATION, COLOUR_LETTERS[base[0]], SHAPE_LETTERS[base[1]], base[2])


PARTS = {card: _parts(card) for card in (*HAND_CARDS, *sorted(PLAYED_CARDS))}


def card_parts(card: str) -> CardParts:
    """The parts of a hand or played card's text (`Oc3`, `w:red`, `bridge`, `wb:green`, `wb:green=word`)."""
    return PARTS[card]


def _may_follow(prev: str, face: str) -> bool:
    if prev.startswith("w:") and face.startswith("w:"):
        return prev == face
    return bool(ELEMENTS[prev] & ELEMENTS[face])


# For each face, the non-bridge faces that may follow it (a bridge follows any word and only words).
FOLLOWERS = {
    prev: frozenset(f for f in ELEMENTS if prev == BRIDGE and f.startswith("w:")
                    or prev != BRIDGE and _may_follow(prev, f))
    for prev in FACES
}
IS_WORD: dict[str | None, bool] = {face: face.startswith("w:") for face in FACES}
IS_WORD[None] = False


def build_deck(four_vier: bool) -> tuple:
    """The play cards of one game, sorted: 110, or 108 without two of the four VIER cards."""
    cards = list(COMBINATIONS)
    for word, copies in WORD_COPIES.items():
        cards += [f"w:{word}"] * (copies - (VIER_REMOVED if word == "4" and not four_vier else 0))
    cards += list(WORD_OR_BRIDGE_CARDS) + [BRIDGE] * BRIDGE_COPIES
    return tuple(sorted(cards, key=SORT_KEY.__getitem__))


ALL_POINTS = tuple((colour, value) for colour in POINT_COLOURS for value in POINT_VALUES[colour])
POINT_KINDS = frozenset(ALL_POINTS)

SORT_KEY = {card: i for i, card in enumerate(HAND_CARDS)}


def sort_hand(cards: Iterable[str]) -> tuple:
    """A hand in its display order: combinations by colour, shape, number; words; word-or-bridge; bridges."""
    return tuple(sorted(cards, key=SORT_KEY.__getitem__))


def face_fits(last_face, length: int, face: str) -> bool:
    """Whether face may follow a row of length cards whose last face is last_face (None when empty)."""
    if face == BRIDGE:
        return 0 < length < QUINTO - 1 and IS_WORD[last_face]
    if length == 0:
        return True
    return length < QUINTO and face in FOLLOWERS[last_face]


# For each face ending a row of 1 to 3 cards (True) or of 4 cards (False): the faces that may follow it.
ACCEPTS = {
    (last, bridge_allowed): FOLLOWERS[last] | ({BRIDGE} if bridge_allowed and IS_WORD[last] else set())
    for last in FACES for bridge_allowed in (True, False)
}


def accepts(row: tuple) -> frozenset:
    """The faces that may follow an open row (a tuple of 1 to 4 played cards)."""
    return ACCEPTS[FACE[row[-1]], len(row) < QUINTO - 1]


def fits(row: tuple, played: str) -> bool:
    """Whether played may be appended to the row (a tuple of played cards)."""
    return face_fits(FACE[row[-1]] if row else None, len(row), FACE[played])


def check_fit(row: tuple, played: str) -> None:
    """Raise IllegalMoveError, with its code, unless played may be appended to row."""
    position = len(row)
    face = FACE[played]
    if position >= QUINTO:
        raise IllegalMoveError("That row is already complete.", "row_complete")
    if face == BRIDGE:
        _check_bridge(row, played)
        return
    if position == 0 or fits(row, played):
        return
    prev = FACE[row[-1]]
    if prev == BRIDGE:
        raise IllegalMoveError(f"After a bridge the next card must be a word, not {card_name(played)}.",
                               "word_after_bridge", card=played)
    if IS_WORD[prev] and IS_WORD[face]:
        raise IllegalMoveError(f"A word may only follow the same word: {card_name(played)} cannot follow "
                               f"{card_name(row[-1])}.", "other_word", card=played, prev=row[-1])
    if IS_WORD[prev]:
        raise IllegalMoveError(f"{card_name(played).capitalize()} does not show {prev[2:]}, the word it would "
                               "follow.", "word_not_shown", card=played, word=prev[2:])
    if IS_WORD[face]:
        raise IllegalMoveError(f"{card_name(row[-1]).capitalize()} does not show {face[2:]}.",
                               "word_not_on_previous", prev=row[-1], word=face[2:])
    raise IllegalMoveError(f"{card_name(played).capitalize()} shares no colour, shape or number with "
                           f"{card_name(row[-1])}.", "nothing_shared", card=played, prev=row[-1])


def _check_bridge(row: tuple, played: str) -> None:
    position = len(row)
    if position == 0:
        raise IllegalMoveError("A bridge cannot start a row.", "bridge_cannot_open", card=played)
    if position == QUINTO - 1:
        raise IllegalMoveError("A bridge can never be the fifth card of a row.", "bridge_fifth", card=played)
    prev = FACE[row[-1]]
    if prev == BRIDGE:
        raise IllegalMoveError("A bridge links two words; it cannot follow another bridge.", "bridge_after_bridge",
                               card=played)
    if not IS_WORD[prev]:
        raise IllegalMoveError(f"A bridge links two words; it cannot follow a combination ({card_name(row[-1])}).",
                               "bridge_after_combination", card=played, prev=row[-1])


@lru_cache(maxsize=4096)
def forms_quinto(hand: tuple) -> bool:
    """Whether the five cards of hand (a sorted tuple) can be laid out as one complete row (R-Q10)."""
    if len(hand) != QUINTO:
        return False

    def extend(row: tuple, rest: tuple) -> bool:
        if not rest:
            return True
        for i, card in enumerate(rest):
            if card in rest[:i]:
                continue
            for played in PLAYS[card]:
                if fits(row, played) and extend(row + (played,), rest[:i] + rest[i + 1:]):
                    return True
        return False

    return extend((), hand)


NUMBER_NAMES = {"1": "one", "2": "two", "3": "three", "4": "four"}


def card_name(card: str) -> str:
    """A card, hand or played, in English words: "three red circles", "the word red", "a bridge"."""
    parts = card_parts(card)
    if parts.kind == COMBINATION:
        return f"{NUMBER_NAMES[parts.number]} {parts.colour} {parts.shape}{'' if parts.number == '1' else 's'}"
    if parts.kind == BRIDGE:
        return "a bridge"
    word = _word_text(parts.word)
    if parts.kind == WORD:
        return f"the word {word}"
    if parts.chosen == "word":
        return f"the word {word} (word-or-bridge)"
    if parts.chosen == "bridge":
        return f"a bridge (word-or-bridge {word})"
    return f"word-or-bridge {word}"


def _word_text(word: str) -> str:
    return NUMBER_NAMES.get(word, word)


def draw_number(card: str) -> int:
    """The number a card shows for the first-player draw: a combination's or a number word's, else 0."""
    if card in ELEMENTS and not IS_WORD[card]:
        return int(card[2])
    word = card.partition(":")[2]
    return int(word) if word in NUMBERS else 0


def point_name(point: tuple) -> str:
    """A point card in words: "the red 20"."""
    return f"the {point[0]} {point[1]}"
