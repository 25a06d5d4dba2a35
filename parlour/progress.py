"""A saved match in a line: who plays (names and AI levels) and how far it has gone (round or deal, cards left
to draw, moves made), read from the match and its state, in the player's words."""
from __future__ import annotations

from .match import Match
from .seats import HUMAN, Seating
from .words import Say


def who_plays(match: Match, say: Say) -> str:
    """"You, Ada (Easy), Blaise (Hard)": each seat's name, with its level for an AI."""
    seating = Seating(match.seats, match.names)
    return ", ".join(seating.name(seat, say) if kind == HUMAN
                     else say("menus.saved_ai", name=seating.name(seat, say), level=say(f"menus.level.{kind}"))
                     for seat, kind in enumerate(match.seats))


def how_far(match: Match, say: Say) -> str:
    """"Round 2, 31 cards left, 14 moves": the parts the game's state has, then the moves made."""
    state = match.state
    parts = []
    for field, key in (("round", "menus.progress.round"), ("deal_number", "menus.progress.deal")):
        number = getattr(state, field, None)
        if isinstance(number, int):
            parts.append(say(key, n=number + 1))
    pile = getattr(state, "draw_pile", None)
    if pile:
        parts.append(say("menus.progress.cards_left", count=len(pile)))
    parts.append(say("menus.progress.moves", count=len(match.moves)))
    return ", ".join(parts)
