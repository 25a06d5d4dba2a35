"""Options are kept as the resolved dict (spec.resolve_options, the state's options, the save's "options") and read
by one checked reader, game.savecheck.checked_options, for a new game and for a save alike."""
import json

import pytest

from game import GAMES, ReadError

from .contract import player_counts


def every_choice(spec, players):
    """Each option set to each of its choices that players seats can play, one at a time."""
    for option in spec.options:
        for choice in option.choices:
            if option.seats_allow(choice, players):
                yield {option.key: choice}


@pytest.mark.parametrize("spec", GAMES.values(), ids=lambda s: s.id)
def test_the_state_keeps_the_resolved_options_and_the_save_holds_them(spec):
    for players in player_counts(spec):
        for chosen in every_choice(spec, players):
            state = spec.new_state(players, 3, chosen)
            assert state.options == spec.resolve_options(chosen, players)
            data = json.loads(json.dumps(state.to_dict()))
            assert data["options"] == state.options and spec.state_from_dict(data).options == state.options


@pytest.mark.parametrize("spec", GAMES.values(), ids=lambda s: s.id)
def test_a_choice_the_seats_cannot_play_is_refused_in_a_new_game_and_in_a_save(spec):
    refused = 0
    for players in player_counts(spec):
        data = spec.new_state(players, 3).to_dict()
        for option in spec.options:
            for choice in option.choices:
                if option.seats_allow(choice, players):
                    continue
                with pytest.raises(ReadError) as new_game:
                    spec.new_state(players, 3, {option.key: choice})
                with pytest.raises(ReadError) as save:
                    spec.state_from_dict({**data, "options": {**data["options"], option.key: choice}})
                assert new_game.value.code == save.value.code == "option_players"
                refused += 1
    assert refused or spec.id == "thirteen"


@pytest.mark.parametrize("spec", GAMES.values(), ids=lambda s: s.id)
def test_a_save_names_every_option_and_only_real_choices_of_their_own_type(spec):
    data = spec.new_state(spec.min_players, 3).to_dict()
    first = spec.options[0].key
    bad = [{}, {**data["options"], "no_such_option": 1}, {k: v for k, v in data["options"].items() if k != first}]
    bad += [{**data["options"], option.key: [option.default]} for option in spec.options]
    bad += [{**data["options"], option.key: int(option.default)} for option in spec.options
            if isinstance(option.default, bool)]
    for options in bad:
        with pytest.raises(ReadError) as refused:
            spec.state_from_dict({**data, "options": options})
        assert refused.value.code == "option", options


def test_true_never_stands_for_one_nor_one_for_true():
    with pytest.raises(ReadError):
        GAMES["thirteen"].new_state(3, 1, {"assist": 1})
    with pytest.raises(ReadError):
        GAMES["quartino"].new_state(2, 1, {"first_player": True})
