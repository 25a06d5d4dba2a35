"""Folds over a match's history (its states, each with the events of the move that led to it), without
pygame: the privacy screen's recap, the scores so far, Quinto's completions, the Victorian game's hands."""
from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple, Protocol

from game.core import events_for
from game.protocols import State


class Played(Protocol):
    """A match as the folds read it: its positions from the deal, each with the events that made it."""

    @property
    def history(self) -> Sequence[State]:
        """The match's positions, the deal first."""
        ...


def events_since_turn(match: Played, seat: int) -> list:
    """The events since seat's last move (since the deal when seat has not moved), secrets not shown to
    seat hidden."""
    history = match.history
    moved = [i for i in range(len(history) - 1) if history[i].current_player == seat]
    first = moved[-1] + 2 if moved else 0
    return [event for state in history[first:] for event in events_for(state.events, seat)]


def all_params(history: Sequence[State], kind: str) -> list:
    """The parameters of every event of kind in history, in order."""
    return [event.params for state in history for event in state.events if event.kind == kind]


def last_params(history: Sequence[State], kind: str) -> dict | None:
    """The parameters of the last event of kind in history, or None."""
    for state in reversed(history):
        for event in state.events:
            if event.kind == kind:
                return event.params
    return None


def count_per_seat(history: Sequence[State], kind: str, players: int) -> list:
    """How many events of kind each seat had in history."""
    counts = [0] * players
    for params in all_params(history, kind):
        counts[params["seat"]] += 1
    return counts


def completions(history: Sequence[State], number: int, players: int) -> list:
    """Quinto: per seat, the ids of the rows it completed in round number, from the row_completed events."""
    done, current = [[] for _ in range(players)], None
    for state in history:
        for event in state.events:
            if event.kind == "round_dealt":
                current = event.params["round"]
            elif event.kind == "row_completed" and current == number:
                done[event.params["seat"]].append(event.params["row"])
    return done


class HandSummary(NamedTuple):
    """One finished hand of Victorian Quinto: its number and dealer, the points per side, the quints per side
    (kind, suit, points) and the cachette as (side, cards, points), or None when the game ended before it
    was taken."""

    number: int
    dealer: int
    points: tuple
    quints: tuple
    cachette: tuple | None


def hand_summaries(history: Sequence[State]) -> list:
    """Every finished hand of a Victorian Quinto match, in order, from the trick_won, cachette and hand_scored
    events."""
    hands, quints, cachette = [], ([], []), None
    for state in history:
        for event in state.events:
            params = event.params
            if event.kind in ("trick_won", "cachette"):
                quints[params["side"]].extend(params["quints"])
            if event.kind == "cachette":
                cachette = (params["side"], params["cards"], params["points"])
            elif event.kind == "hand_scored":
                hands.append(HandSummary(params["number"], params["dealer"], tuple(params["points"]),
                                         (tuple(quints[0]), tuple(quints[1])), cachette))
                quints, cachette = ([], []), None
    return hands
