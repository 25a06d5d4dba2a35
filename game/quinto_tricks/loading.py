"""Reading the Victorian Quinto's save format back, strictly: a bad save never half-loads."""
from __future__ import annotations

from ..cards import HIDDEN, same_cards
from ..savecheck import card_tuple, field, int_field, per_player
from .bids import legal_bids, next_speaker
from .deck import CARD_KINDS, CARDS, DECK, sort_hand, winning_index
from .moves import BIDS
from .rules import (
    CACHETTE_SIZE,
    DOUBLING,
    HAND_SIZE,
    MULTIPLIERS,
    OVER,
    PHASES,
    THREE_PLAYER_DEALS,
    HandRecord,
    Trick,
    TricksState,
    trick_value,
)
from .seating import DUMMY, HANDS, controller, sides, table_order, trick_hands


def _whole(value: object, low: int, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < low:
        raise ValueError(f"{what} must be a whole number of at least {low}.")
    return value


def _pair(value: object, what: str) -> tuple:
    if not isinstance(value, list) or len(value) != 2:
        raise ValueError(f"{what} must be a list of two scores.")
    return tuple(_whole(v, 0, what) for v in value)


def _tricks(value: object, players: int, dealer: int, what: str) -> tuple:
    """Completed tricks, each checked: four cards, a known leader, the right winner, leaders chained."""
    if not isinstance(value, list):
        raise ValueError(f"{what} must be a list of tricks.")
    tricks = []
    leader = table_order(players, dealer)[1]
    for entry in value:
        if not (isinstance(entry, list) and len(entry) == 3):
            raise ValueError(f"{what} holds a bad trick: {entry!r}.")
        cards = card_tuple(entry[1], CARD_KINDS, "A trick")
        if entry[0] != leader or len(cards) != HANDS:
            raise ValueError(f"{what} holds a trick with the wrong leader or number of cards.")
        winner = trick_hands(players, dealer, leader)[winning_index(cards)]
        if entry[2] != winner:
            raise ValueError(f"{what} names the wrong winner of a trick.")
        tricks.append(Trick(leader, cards, winner))
        leader = winner
    return tuple(tricks)


def _bids(value: object, players: int, dealer: int) -> tuple[tuple, int, int | None]:
    """Replay the doubling round: (bids, multiplier, next speaker or None when it is over)."""
    if not isinstance(value, list):
        raise ValueError("'bids' must be a list.")
    bids, multiplier = (), 1
    for entry in value:
        if not (isinstance(entry, list) and len(entry) == 2 and entry[1] in BIDS):
            raise ValueError(f"'bids' holds a bad entry: {entry!r}.")
        player, bid = entry
        if player != next_speaker(players, dealer, bids) or bid not in legal_bids(players, dealer, bids, player):
            raise ValueError(f"'bids' holds a bid out of turn or against the rules: {entry!r}.")
        bids += ((player, bid),)
        multiplier = MULTIPLIERS[bid] or multiplier
    return bids, multiplier, next_speaker(players, dealer, bids)


def _last_hand(value: object, players: int) -> HandRecord | None:
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) != {"dealer", "multiplier", "tricks", "cachette", "points"}:
        raise ValueError("'last_hand' must hold dealer, multiplier, tricks, cachette and points.")
    dealer = int_field(value, "dealer", 0, players - 1, "last hand")
    multiplier = field(value, "multiplier", int, "last hand")
    if multiplier not in (1, 2, 4):
        raise ValueError("The last hand's multiplier must be 1, 2 or 4.")
    cachette = value["cachette"]
    if cachette is not None:
        cachette = card_tuple(cachette, CARD_KINDS, "The last hand's cachette")
    tricks = _tricks(value["tricks"], players, dealer, "The last hand")
    return HandRecord(dealer, multiplier, tricks, cachette, _pair(value["points"], "The last hand's points"))


def _hands(data: dict, players: int, viewer: int | None, dummy_shown: bool) -> tuple:
    visible = CARD_KINDS | {HIDDEN}
    hands = [card_tuple(h, visible, "A hand") for h in per_player(field(data, "hands", list), players, "'hands'")]
    dummy = field(data, "dummy", (list, type(None)))
    if (dummy is None) != (players == HANDS):
        raise ValueError("'dummy' holds the dummy's hand with three players and is null with four.")
    if dummy is not None:
        hands.append(card_tuple(dummy, visible, "The dummy"))
    for hand_id, hand in enumerate(hands):
        shown = viewer is None or hand_id == viewer or (players < HANDS and hand_id == DUMMY and dummy_shown)
        if any((card == HIDDEN) == shown for card in hand):
            raise ValueError("A hand in the save is hidden where it should show, or shows where it should hide.")
    return tuple(hand if HIDDEN in hand else tuple(CARDS[c] for c in sort_hand(hand)) for hand in hands)


def state_from_dict(data: dict, n: int, options: dict) -> TricksState:
    """Rebuild a state of n players from state_to_dict(), its options read; anything malformed or inconsistent
    raises ValueError."""
    rubber = options["rubber"]
    viewer = int_field(data, "viewer", 0, n - 1, optional=True)
    seed = int_field(data, "seed", 0, 2**63, optional=True)
    if (seed is None) != (viewer is not None):
        raise ValueError("A full save holds its seed; a view holds none.")
    phase = field(data, "phase", str)
    if phase not in PHASES:
        raise ValueError(f"'phase' must be one of {', '.join(PHASES)}.")
    dealer = int_field(data, "dealer", 0, n - 1)
    hands = _hands(data, n, viewer, phase != DOUBLING)
    cachette = card_tuple(field(data, "cachette", list), CARD_KINDS | {HIDDEN}, "The cachette")
    if viewer is not None and any(c != HIDDEN for c in cachette):
        raise ValueError("A view must not show the cachette.")
    bids, multiplier, speaker = _bids(field(data, "bids", list), n, dealer)
    tricks = _tricks(field(data, "tricks", list), n, dealer, "'tricks'")
    leader = tricks[-1].winner if tricks else table_order(n, dealer)[1]
    trick_entries = field(data, "trick", list)
    order = trick_hands(n, dealer, leader)
    if len(trick_entries) >= HANDS or any(
        not (isinstance(e, list) and len(e) == 2 and e[0] == order[i]) for i, e in enumerate(trick_entries)
    ):
        raise ValueError("'trick' must list the hands in playing order from the leader, [hand, card] each.")
    trick = card_tuple([e[1] for e in trick_entries], CARD_KINDS, "The trick")
    state = TricksState(
        players=n,
        options=options,
        seed=seed,
        deal_number=int_field(data, "deal_number", 0, THREE_PLAYER_DEALS - 1 if n < HANDS else 2**31),
        game_number=int_field(data, "game_number", 0, 2 if rubber else 0),
        dealer=dealer,
        phase=phase,
        current_player=int_field(data, "current_player", 0, n - 1, optional=True),
        turn=int_field(data, "turn", 0, HANDS - 1, optional=True),
        hands=hands,
        cachette=cachette,
        bids=bids,
        multiplier=field(data, "multiplier", int),
        leader=int_field(data, "leader", 0, HANDS - 1),
        trick=trick,
        tricks=tricks,
        hand_points=_pair(field(data, "hand_points", list), "'hand_points'"),
        team_scores=_pair(field(data, "team_scores", list), "'team_scores'"),
        totals=tuple(_whole(t, 0, "'totals'") for t in per_player(field(data, "totals", list), n, "'totals'")),
        games=_games(field(data, "games", list), n, rubber),
        last_hand=_last_hand(field(data, "last_hand", (dict, type(None))), n),
        winners=_winners(field(data, "winners", list), n),
        viewer=viewer,
    )
    _check_turn(state, multiplier, speaker, leader)
    _check_cards(state)
    _check_points(state)
    return state


def _games(value: list, players: int, rubber: bool) -> tuple:
    games = []
    for entry in value:
        if not (isinstance(entry, list) and len(entry) == 3 and entry[0] in (0, 1)):
            raise ValueError(f"'games' holds a bad entry: {entry!r}.")
        games.append((entry[0], *_pair(entry[1:], "A game's scores")))
    if players < HANDS and games or not rubber and len(games) > 1 or len(games) > 3:
        raise ValueError("'games' lists more finished games than this game can have.")
    return tuple(games)


def _winners(value: list, players: int) -> tuple:
    if any(not isinstance(p, int) or isinstance(p, bool) or not 0 <= p < players for p in value) or len(
        set(value)
    ) != len(value):
        raise ValueError("'winners' must list distinct players.")
    return tuple(value)


def _check_turn(state: TricksState, multiplier: int, speaker: int | None, leader: int) -> None:
    if state.multiplier != multiplier:
        raise ValueError("The multiplier does not match the bids.")
    finished = state.game_number + (1 if state.phase == OVER else 0)
    if len(state.games) != (finished if state.players == HANDS else 0):
        raise ValueError("'games' does not match the game number.")
    if state.phase == OVER:
        if state.current_player is not None or state.turn is not None or not state.winners:
            raise ValueError("A finished game has nobody to move and at least one winner.")
        return
    if state.winners:
        raise ValueError("A game in progress has no winners yet.")
    if state.leader != leader:
        raise ValueError("The leader must be the winner of the last trick (or the dealer's left).")
    if state.phase == DOUBLING:
        if speaker is None or state.turn != speaker or state.current_player != speaker:
            raise ValueError("The doubling round's speaker does not match the bids.")
        if state.tricks or state.trick:
            raise ValueError("No card is played during the doubling round.")
        return
    turn = trick_hands(state.players, state.dealer, leader)[len(state.trick)]
    if speaker is not None or state.turn != turn or state.current_player != controller(
        state.players, state.dealer, turn
    ):
        raise ValueError("The hand to play does not match the trick and the bids.")


def _check_cards(state: TricksState) -> None:
    played = [c for t in state.tricks for c in t.cards] + list(state.trick)
    taken_cachette = ()
    if state.phase == OVER and not state.cachette and state.last_hand is not None and state.last_hand.cachette:
        taken_cachette = state.last_hand.cachette
    cards = [c for hand in state.hands for c in hand] + list(state.cachette) + played + list(taken_cachette)
    if state.viewer is None and not same_cards(cards, DECK):
        raise ValueError("The cards in the save are not exactly the 53 cards of Quinto.")
    shown = [c for c in cards if c != HIDDEN]
    if len(set(shown)) != len(shown) or len(cards) != len(DECK):
        raise ValueError("The save holds a card twice, or the wrong number of cards.")
    if len(state.cachette) not in (0, CACHETTE_SIZE) or not state.cachette and not taken_cachette:
        raise ValueError("The cachette must hold five cards until it is taken.")
    if state.phase == OVER:
        return
    done = len(state.tricks)
    for position, hand_id in enumerate(trick_hands(state.players, state.dealer, state.leader)):
        expected = HAND_SIZE - done - (1 if position < len(state.trick) else 0)
        if len(state.hands[hand_id]) != expected:
            raise ValueError("The hands hold the wrong number of cards for the tricks played.")


def _check_points(state: TricksState) -> None:
    if state.phase == OVER:
        return
    points = [0, 0]
    side = sides(state.players, state.dealer)
    for trick in state.tricks:
        points[side[trick.winner]] += trick_value(trick.cards, state.multiplier)
    if tuple(points) != state.hand_points:
        raise ValueError("The hand's points do not match its tricks.")
    if state.players < HANDS and state.team_scores != state.hand_points:
        raise ValueError("With three players the team scores are the hand's points.")
    if any(t < h for t, h in zip(state.team_scores, state.hand_points, strict=True)):
        raise ValueError("A team score is lower than its points in this hand.")
