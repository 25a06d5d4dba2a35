"""The deal of the Victorian Quinto lesson (assets/lessons/quinto_tricks.json), found from its script.

The lesson scripts the whole first hand, every card of every trick, so the deal follows from it: the
tricks' winners say who leads each trick, hence who played each card; each player's hand is the cards
he plays, and the cachette is the five cards nobody plays. The next hands are dealt from SEED.
"""
from __future__ import annotations

from game.quinto_tricks import SPEC
from game.quinto_tricks.deck import DECK, sort_hand, winning_index
from game.quinto_tricks.moves import BIDS
from game.quinto_tricks.seating import HANDS, table_order, trick_hands

SEED = 14
DEALER = 3


def hands_from_script(steps, players=HANDS, dealer=DEALER) -> tuple:
    """Per hand, the cards the scripted steps play from it, in the order they are played."""
    hands = tuple([] for _ in range(HANDS))
    leader = table_order(players, dealer)[1]
    trick = []
    for move in (step["move"] for step in steps if "move" in step):
        if move in BIDS:
            continue
        trick.append(move)
        if len(trick) == HANDS:
            order = trick_hands(players, dealer, leader)
            for hand, card in zip(order, trick, strict=True):
                hands[hand].append(card)
            leader, trick = order[winning_index(trick)], []
    if trick:
        raise ValueError("The script ends in the middle of a trick.")
    return hands


def start_state(lesson) -> dict:
    """The lesson's deal in the Victorian Quinto's save format: the script's hands, the rest the cachette."""
    players = lesson["players"]
    hands = hands_from_script(lesson["steps"], players)
    played = [card for hand in hands for card in hand]
    cachette = [card for card in DECK if card not in played]
    if len(cachette) != len(DECK) - 12 * HANDS or len(set(played)) != len(played):
        raise ValueError(f"The script must play 12 different cards from each hand, not {len(played)}.")
    first = table_order(players, DEALER)[1]
    data = {
        "game": "quinto_tricks", "players": players, "current_player": first,
        "hands": [list(sort_hand(hand)) for hand in hands[:players]],
        "dummy": list(sort_hand(hands[3])) if players < HANDS else None,
        "trick": [], "leader": first, "multiplier": 1, "team_scores": [0, 0], "cachette": cachette,
        "dealer": DEALER, "options": {"score_at_hand_end": False, "rubber": False}, "seed": SEED,
        "phase": "doubling", "turn": first, "bids": [], "tricks": [], "hand_points": [0, 0],
        "totals": [0] * players, "games": [], "deal_number": 0, "game_number": 0, "last_hand": None,
        "winners": [], "viewer": None,
    }
    return SPEC.state_from_dict(data).to_dict()
