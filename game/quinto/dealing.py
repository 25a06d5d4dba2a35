"""Dealing a round of Quinto: the first-player draw, the hands, the draw pile and the point stack."""
from __future__ import annotations

from random import Random

from ..core import Event, event, replaced
from ..rng import make_rng, shuffled
from .components import ASS, HAND_SIZE, POINT_COLOURS, POINT_VALUES
from .deck import build_deck, sort_hand
from .first_player import draw_first_player


def point_stack(rng: Random) -> tuple:
    """The point cards shuffled per back colour and stacked red on top, blue at the bottom."""
    return tuple(
        (colour, value) for colour in POINT_COLOURS for value in shuffled(POINT_VALUES[colour], rng)
    )


def deal_round(state, round_index: int):
    """state with a fresh round dealt from its seed: first-player draw, hands, draw pile, point stack;
    its events add the deal (each hand shown to its holder) and any opening redeal."""
    deck = build_deck(state.four_vier or state.rules == ASS)
    draws, starter = draw_first_player(deck, state.players, make_rng(state.seed, "quinto", "first", round_index))
    cards = shuffled(deck, make_rng(state.seed, "quinto", "deal", round_index))
    n = state.players
    hands = tuple(sort_hand(cards[p * HAND_SIZE:(p + 1) * HAND_SIZE]) for p in range(n))
    stack = point_stack(make_rng(state.seed, "quinto", "points", round_index))
    offered = None
    if state.rules == ASS:
        offered, stack = stack[0], stack[1:]
    events = (event("round_dealt", round=round_index + 1, starter=starter),)
    events += tuple(Event("dealt", {"seat": p, "cards": hands[p]}, ("cards",), (p,)) for p in range(n))
    return replaced(
        state, round=round_index, first_draw=draws, starter=starter, turn=0, current_player=starter,
        hands=hands, draw_pile=cards[n * HAND_SIZE:], rows=(), point_stack=stack, offered=offered,
        won=((),) * n, discard=(), turn_row=None, turn_cards=0, pending="", endgame=False,
        shown=(False,) * n, redeals=(0,) * n, gift=None, events=state.events + events,
    ).redeal_opening()
