"""Reading 13's saves back (DESIGN.md): a dict from state_to_dict checked and rebuilt into a state."""
from __future__ import annotations

from ..cards import HIDDEN, same_cards
from ..savecheck import card_tuple, field, int_field, per_player
from .deck import CARD_KINDS, COLOURS, DECK
from .rules import ThirteenState, rounds_for


def state_from_dict(data: dict, n: int, options: dict) -> ThirteenState:
    """Rebuild a state of n players from state_to_dict(), its options read; anything malformed raises ValueError."""
    viewer = int_field(data, "viewer", 0, n - 1, optional=True)
    visible = CARD_KINDS | ({HIDDEN} if viewer is not None else set())
    hands = tuple(card_tuple(h, visible, "A hand") for h in per_player(field(data, "hands", list), n, "'hands'"))
    targets_data = field(data, "targets", dict)
    if set(targets_data) != set(COLOURS):
        raise ValueError("'targets' must have exactly B, Y and G.")
    targets = tuple(card_tuple(targets_data[c], CARD_KINDS, f"Target {c}") for c in COLOURS)
    taken = tuple(card_tuple(t, visible, "A taken pile") for t in per_player(field(data, "taken", list), n, "'taken'"))
    draw_pile = card_tuple(field(data, "draw_pile", list), visible, "The draw pile")
    totals = per_player(field(data, "totals", list), n, "'totals'")
    if not all(isinstance(t, int) and not isinstance(t, bool) and t >= 0 for t in totals):
        raise ValueError("'totals' must be whole numbers of penalty points.")
    plays = []
    for entry in field(data, "plays", list):
        if not (isinstance(entry, list) and len(entry) == 3 and entry[0] in range(n)
                and entry[1] in CARD_KINDS and entry[2] in COLOURS):
            raise ValueError(f"'plays' holds a bad entry: {entry!r}.")
        plays.append(tuple(entry))
    last = field(data, "last_round", (list, type(None)))
    last_round = None if last is None else tuple(
        card_tuple(t, CARD_KINDS, "A scored pile") for t in per_player(last, n, "'last_round'"))
    state = ThirteenState(
        players=n,
        options=options,
        seed=int_field(data, "seed", 0, 2**63, optional=True),
        round=int_field(data, "round", 0, rounds_for(n) - 1),
        dealer=int_field(data, "dealer", 0, n - 1),
        current_player=int_field(data, "current_player", 0, n - 1, optional=True),
        hands=hands,
        draw_pile=draw_pile,
        targets=targets,
        taken=taken,
        totals=tuple(totals),
        plays=tuple(plays),
        last_round=last_round,
        viewer=viewer,
    )
    _check_consistent(state)
    return state


def _check_consistent(state: ThirteenState) -> None:
    if state.viewer is None:
        if state.seed is None:
            raise ValueError("A full save must hold its seed.")
        cards = [c for part in (*state.hands, state.draw_pile, *state.targets, *state.taken) for c in part]
        if not same_cards(cards, DECK):
            raise ValueError("The cards in the save are not exactly the 50 cards of 13.")
    if any(len(h) > 5 for h in state.hands):
        raise ValueError("A hand in the save holds more than five cards.")
    if state.current_player is not None and not state.hands[state.current_player]:
        raise ValueError("The player to move has no cards.")
