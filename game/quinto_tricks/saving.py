"""The Victorian Quinto's save format (DESIGN.md), written from a state's attributes alone.

Besides DESIGN.md's keys the save holds "dummy" (the three-player dummy's hand, hand number 3,
null with four players; a "trick" entry [3, card] is the dummy's card), "phase", "turn" (the hand
to play or the player to speak), "bids", this hand's "tricks" ([leader, cards, winner]),
"hand_points", "totals", "games", "deal_number", "game_number", "last_hand", "winners", the
options, the seed and the "viewer" of a view. Events are not saved.
"""
from __future__ import annotations

from .seating import DUMMY, HANDS, trick_hands

GAME_ID = "quinto_tricks"


def _trick_list(trick) -> list:
    return [trick.leader, list(trick.cards), trick.winner]


def state_to_dict(state) -> dict:
    """A JSON-safe dict holding the whole state (a view holds "?" for the cards it hides)."""
    last = state.last_hand
    return {
        "game": GAME_ID,
        "players": state.players,
        "current_player": state.current_player,
        "hands": [list(h) for h in state.hands[: state.players]],
        "dummy": list(state.hands[DUMMY]) if state.players < HANDS else None,
        "trick": [[hand, card] for hand, card in zip(trick_hands(state.players, state.dealer, state.leader),
                                                     state.trick, strict=False)],
        "leader": state.leader,
        "multiplier": state.multiplier,
        "team_scores": list(state.team_scores),
        "cachette": list(state.cachette),
        "dealer": state.dealer,
        "options": dict(state.options),
        "seed": state.seed,
        "phase": state.phase,
        "turn": state.turn,
        "bids": [[player, bid] for player, bid in state.bids],
        "tricks": [_trick_list(t) for t in state.tricks],
        "hand_points": list(state.hand_points),
        "totals": list(state.totals),
        "games": [list(g) for g in state.games],
        "deal_number": state.deal_number,
        "game_number": state.game_number,
        "last_hand": None if last is None else {
            "dealer": last.dealer,
            "multiplier": last.multiplier,
            "tricks": [_trick_list(t) for t in last.tricks],
            "cachette": None if last.cachette is None else list(last.cachette),
            "points": list(last.points),
        },
        "winners": list(state.winners),
        "viewer": state.viewer,
    }
