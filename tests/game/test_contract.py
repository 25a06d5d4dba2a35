"""The shared engine contract, run on every registered game and player count."""
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import GAMES, InvalidMoveError

from . import contract

CASES = [
    (spec, players)
    for spec in GAMES.values()
    for players in contract.player_counts(spec)
]
IDS = [f"{spec.id}-{players}p" for spec, players in CASES]


@pytest.mark.parametrize("check", contract.CHECKS, ids=lambda c: c.__name__)
@pytest.mark.parametrize(("spec", "players"), CASES, ids=IDS)
def test_contract(check, spec, players):
    check(spec, players, seed=7)


@pytest.mark.parametrize(("spec", "players"), CASES, ids=IDS)
def test_agents_play_legal(spec, players):
    contract.check_agents_play_legal(spec, players, seed=3)


@pytest.mark.parametrize("spec", GAMES.values(), ids=lambda s: s.id)
def test_agent_blind_to_hidden_cards(spec):
    contract.check_agent_blind_to_hidden_cards(spec, spec.min_players, seed=11)


@pytest.mark.parametrize("spec", GAMES.values(), ids=lambda s: s.id)
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**63), picks=st.lists(st.integers(0, 10**6), max_size=60))
def test_any_move_sequence_keeps_the_save_exact(spec, seed, picks):
    state = spec.new_state(spec.min_players, seed)
    for pick in picks:
        if state.current_player is None:
            break
        legal = state.legal_moves()
        state = state.apply(legal[pick % len(legal)])
        assert spec.state_from_dict(state.to_dict()).to_dict() == state.to_dict()


@pytest.mark.parametrize("spec", GAMES.values(), ids=lambda s: s.id)
@settings(max_examples=60, deadline=None)
@given(text=st.text(max_size=20))
def test_any_text_decodes_or_is_refused(spec, text):
    try:
        move = spec.decode_move(text)
    except InvalidMoveError as error:
        assert str(error)
    else:
        assert spec.decode_move(spec.encode_move(move)) == move


@pytest.mark.parametrize("spec", GAMES.values(), ids=lambda s: s.id)
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_corrupt_saves_raise_value_error(spec, data):
    save = spec.new_state(spec.min_players, 5).to_dict()
    key = data.draw(st.sampled_from(sorted(save)))
    junk = data.draw(st.one_of(st.none(), st.booleans(), st.integers(-5, 99), st.text(max_size=3),
                               st.lists(st.integers(-2, 9), max_size=3)))
    save[key] = junk
    try:
        state = spec.state_from_dict(save)
    except ValueError:
        return
    assert spec.state_from_dict(state.to_dict()).to_dict() == state.to_dict()
