"""The engine contract every registered game must keep, as plain checks (no pytest needed).

pytest runs these through test_contract.py; the WebAssembly test runs the same functions inside
pyodide, which has only the standard library.
"""
from __future__ import annotations

import json
import random

from game import GAMES, IllegalMoveError, InvalidMoveError
from game.protocols import Agent, Knowledge, State
from game.records import make_record, record_from_text, record_to_text, replay
from game.rng import make_rng

MAX_MOVES = 20000


def player_counts(spec):
    """Every player count the game seats."""
    return range(spec.min_players, spec.max_players + 1)


def random_playout(spec, players, seed, options=None):
    """Play uniformly random legal moves to the end: (states, move texts)."""
    rng = random.Random(seed)
    state = spec.new_state(players, seed, options)
    states, moves = [state], []
    while state.current_player is not None:
        legal = state.legal_moves()
        assert legal, f"{spec.id}: a player to move has no legal move"
        move = legal[rng.randrange(len(legal))]
        moves.append(spec.encode_move(move))
        state = state.apply(move)
        states.append(state)
        assert len(moves) < MAX_MOVES, f"{spec.id}: no end after {MAX_MOVES} moves"
    return states, moves


def check_playout_ends(spec, players, seed):
    """A random game ends with one score per player and at least one winner."""
    states, _ = random_playout(spec, players, seed)
    outcome = states[-1].outcome()
    assert outcome is not None
    assert len(outcome.scores) == players
    assert outcome.winners and all(0 <= w < players for w in outcome.winners)
    assert all(s.outcome() is None for s in states[:-1])
    assert states[-1].legal_moves() == []


def check_apply_never_mutates(spec, players, seed):
    """apply returns a new state and leaves the old one exactly as it was."""
    states, moves = random_playout(spec, players, seed)
    for state, text in list(zip(states, moves))[::7]:
        before = json.dumps(state.to_dict(), sort_keys=True)
        after = state.apply(spec.decode_move(text))
        assert after is not state
        assert json.dumps(state.to_dict(), sort_keys=True) == before


def check_notation_round_trip(spec, players, seed):
    """Every legal move is of the spec's move type and encodes to text that decodes to the same move."""
    states, _ = random_playout(spec, players, seed)
    for state in states[::5]:
        for move in state.legal_moves():
            text = spec.encode_move(move)
            assert isinstance(text, str) and text and isinstance(move, spec.move_type)
            assert spec.decode_move(text) == move == spec.move_type.from_text(text), text


def check_save_round_trip(spec, players, seed):
    """to_dict survives JSON and state_from_dict exactly, for full states and views."""
    states, moves = random_playout(spec, players, seed)
    for i, state in enumerate(states[::9]):
        for candidate in (state, state.view(i % players)):
            data = json.loads(json.dumps(candidate.to_dict()))
            rebuilt = spec.state_from_dict(data)
            assert rebuilt.to_dict() == candidate.to_dict()
            assert rebuilt.legal_moves() == candidate.legal_moves()
    middle = spec.state_from_dict(json.loads(json.dumps(states[len(states) // 2].to_dict())))
    for text in moves[len(states) // 2:]:
        middle = middle.apply(spec.decode_move(text))
    assert middle.to_dict() == states[-1].to_dict()


def check_required_keys(spec, players, seed):
    """The save holds DESIGN.md's keys for every game and for this one."""
    data = spec.new_state(players, seed).to_dict()
    for key in ("game", "players", "current_player", "hands", *spec.save_keys):
        assert key in data, f"{spec.id} save lacks {key!r}"
    assert data["game"] == spec.id and data["players"] == players


def check_replay_round_trip(spec, players, seed):
    """A record rebuilds the same game, through its JSON text too."""
    states, moves = random_playout(spec, players, seed)
    record = make_record(spec.id, players, seed, spec.resolve_options(), moves)
    rebuilt = replay(record_from_text(record_to_text(record)))
    assert len(rebuilt) == len(states)
    assert rebuilt[-1].to_dict() == states[-1].to_dict()


def check_same_seed_same_game(spec, players, seed):
    """Same seed, options and moves: the same game; another seed deals another game."""
    a, moves = random_playout(spec, players, seed)
    b = [spec.new_state(players, seed)]
    for text in moves:
        b.append(b[-1].apply(spec.decode_move(text)))
    assert [s.to_dict() for s in a] == [s.to_dict() for s in b]
    assert spec.new_state(players, seed).to_dict() != spec.new_state(players, seed + 1).to_dict()


def check_views_hide(spec, players, seed):
    """A view shows no other hand and no hidden card, and does not depend on what it hides."""
    states, _ = random_playout(spec, players, seed)
    rng = make_rng(seed, "views")
    for state in states[::6]:
        for seat in range(players):
            view = state.view(seat)
            data = view.to_dict()
            for other, hand in enumerate(data["hands"]):
                if other != seat and not spec.hand_is_public(view, other):
                    assert all(card == "?" for card in hand), f"{spec.id}: hand {other} shows in view {seat}"
            for key in spec.hidden_keys:
                assert _all_hidden(data[key]), f"{spec.id}: {key!r} shows in a view"
            for _ in range(2):
                sample = spec.ai.determinize(view, seat, rng)
                assert sample.view(seat).to_dict() == data, f"{spec.id}: a determinization disagrees with the view"


def _all_hidden(value):
    if isinstance(value, list):
        return all(_all_hidden(v) for v in value)
    if isinstance(value, dict):
        return all(_all_hidden(v) for v in value.values())
    return value in ("?", None)


def check_bad_input(spec, players, seed):
    """Malformed moves, options, player counts and saves raise the documented errors."""
    for text in ("", "nonsense", "@@", "Z9@Q", "claim:", 42):
        try:
            spec.decode_move(text)
        except InvalidMoveError as error:
            assert error.code in spec.refusal_codes, f"{spec.id}: undeclared code {error.code!r}"
            continue
        raise AssertionError(f"{spec.id} decoded {text!r}")
    for bad in ({"no_such_option": 1},):
        try:
            spec.new_state(players, seed, bad)
        except ValueError:
            continue
        raise AssertionError("a bad option was accepted")
    for count in (spec.min_players - 1, spec.max_players + 1):
        try:
            spec.new_state(count, seed)
        except ValueError:
            continue
        raise AssertionError(f"{count} players were accepted")
    data = spec.new_state(players, seed).to_dict()
    for key in list(data):
        broken = dict(data)
        del broken[key]
        _expect_value_error(spec, broken, f"missing {key!r}")
        broken = dict(data)
        broken[key] = {"corrupt": [1, 2]}
        _expect_value_error(spec, broken, f"corrupt {key!r}")
    _expect_value_error(spec, "not a dict", "a string")
    _expect_value_error(spec, dict(data, game="chess"), "another game")


def _expect_value_error(spec, data, what):
    try:
        spec.state_from_dict(data)
    except ValueError:
        return
    raise AssertionError(f"{spec.id}: a save with {what} was accepted")


def check_illegal_moves_refused(spec, players, seed):
    """A legal move of one position that is illegal in another is refused with a reason."""
    states, _ = random_playout(spec, players, seed)
    refused = 0
    for earlier, later in zip(states[::11], states[5::11]):
        if later.current_player is None:
            continue
        legal = set(map(spec.encode_move, later.legal_moves()))
        for move in earlier.legal_moves():
            if spec.encode_move(move) not in legal:
                try:
                    later.apply(move)
                except IllegalMoveError as error:
                    assert str(error), "an IllegalMoveError without a reason"
                    assert error.code in spec.refusal_codes, f"{spec.id}: undeclared refusal {error.code!r}"
                    refused += 1
                else:
                    raise AssertionError(f"{spec.id} accepted an illegal move {spec.encode_move(move)}")
    over = states[-1]
    try:
        over.apply(states[-2].legal_moves()[0])
    except IllegalMoveError as error:
        assert error.code == "game_over"
        refused += 1
    assert refused


def check_check_agrees_with_legal_moves(spec, players, seed):
    """state.check(move) returns the move exactly when it is legal, else raises IllegalMoveError with a declared
    code; it changes nothing (the full state and the mover's view alike)."""
    states, _ = random_playout(spec, players, seed)
    for earlier, state in zip(states[::9], states[4::9]):
        candidates = earlier.legal_moves() + state.legal_moves()
        for position in (state, state.view(state.current_player or 0)):
            legal = position.legal_moves()
            before = position.to_dict()
            for move in candidates:
                try:
                    checked = position.check(move)
                except IllegalMoveError as error:
                    assert move not in legal, f"{spec.id}: check refused the legal move {move!r}"
                    assert error.code in spec.refusal_codes, f"{spec.id}: undeclared refusal {error.code!r}"
                else:
                    assert checked == move and move in legal, f"{spec.id}: check let {move!r} through"
            assert position.to_dict() == before


def check_protocols(spec, players, seed):
    """Every state and view, the AI knowledge and each level's agent satisfy game.protocols; levels are Levels."""
    from game.ai import LEVELS, new_agent
    from game.ai.levels import Level

    states, _ = random_playout(spec, players, seed)
    for state in (states[0], states[len(states) // 2], states[-1]):
        for position in (state, state.view(players - 1), spec.state_from_dict(state.to_dict())):
            assert isinstance(position, State), f"{spec.id}: {type(position).__name__} is not a State"
    assert isinstance(spec.ai, Knowledge), f"{spec.id}: its AI knowledge lacks a part of Knowledge"
    for level in LEVELS:
        assert isinstance(spec.ai.LEVELS[level], Level) and isinstance(new_agent(spec.id, level), Agent)


def check_agents_play_legal(spec, players, seed, levels=("easy", "medium", "hard"), iterations=40):
    """Every level answers with a legal move from a view, in a few positions of a random game."""
    from game.ai import new_agent

    states, _ = random_playout(spec, players, seed)
    for state in states[:: max(1, len(states) // 4)][:4]:
        if state.current_player is None:
            continue
        seat = state.current_player
        for level in levels:
            agent = new_agent(spec.id, level, iterations=iterations)
            agent.start(state.view(seat), seat, seed)
            steps = 0
            while not agent.step(0.01):
                steps += 1
                assert steps < 10000
            move = agent.best_move()
            assert move in state.legal_moves(), f"{spec.id} {level} chose an illegal move {move!r}"


def check_agent_blind_to_hidden_cards(spec, players, seed, iterations=60):
    """From one view and seed the agent picks one move, whatever the hidden cards really are."""
    from game.ai import new_agent

    states, _ = random_playout(spec, players, seed)
    state = states[len(states) // 3]
    if state.current_player is None:
        return
    seat = state.current_player
    view = state.view(seat)
    rng = make_rng(seed, "truths")
    chosen = set()
    for _ in range(3):
        truth = spec.ai.determinize(view, seat, rng)
        agent = new_agent(spec.id, "hard", iterations=iterations)
        agent.start(truth.view(seat), seat, seed)
        while not agent.step(0.05):
            pass
        chosen.add(spec.encode_move(agent.best_move()))
    assert len(chosen) == 1, chosen


def _plain(value):
    """Whether value is plain data (JSON's kinds, with tuples for lists)."""
    if isinstance(value, (list, tuple)):
        return all(_plain(v) for v in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and _plain(v) for k, v in value.items())
    return value is None or isinstance(value, (str, int, float, bool))


def check_events_tell_what_happened(spec, players, seed):
    """Every move tells what happened in declared events of plain data; views hide the secrets."""
    states, _ = random_playout(spec, players, seed)
    kinds = set()
    for state in states[1:]:
        assert state.events, f"{spec.id}: a move told nothing"
        for event in state.events:
            assert event.kind in spec.event_kinds, f"{spec.id}: undeclared event {event.kind!r}"
            assert _plain(event.params), f"{spec.id}: {event.kind} params are not plain data"
            assert set(event.secret) <= set(event.params), f"{spec.id}: {event.kind} hides an unknown param"
            kinds.add(event.kind)
        for seat in range(players):
            seen = state.view(seat).events
            assert len(seen) == len(state.events)
            for full, told in zip(state.events, seen):
                for name in full.secret:
                    if seat in full.shown_to:
                        assert told.params[name] == full.params[name]
                    else:
                        assert told.params[name] == "?", f"{spec.id}: {full.kind}.{name} shows to seat {seat}"
    assert len(kinds) >= 2, f"{spec.id}: a whole game told only {kinds}"


CHECKS = (
    check_playout_ends,
    check_apply_never_mutates,
    check_notation_round_trip,
    check_save_round_trip,
    check_required_keys,
    check_replay_round_trip,
    check_same_seed_same_game,
    check_views_hide,
    check_bad_input,
    check_illegal_moves_refused,
    check_check_agrees_with_legal_moves,
    check_protocols,
    check_events_tell_what_happened,
)


def run_all(seeds=(1, 2)):
    """Run every engine check on every game and player count; return the number of checks run."""
    count = 0
    for spec in GAMES.values():
        for players in player_counts(spec):
            for seed in seeds:
                for check in CHECKS:
                    check(spec, players, seed)
                    count += 1
    return count
