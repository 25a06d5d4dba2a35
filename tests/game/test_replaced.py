"""game.core.replaced, the one fast dataclasses.replace every engine changes its states with."""
import dataclasses

import pytest

from game import GAMES
from game.core import replaced

from .contract import random_playout


@pytest.mark.parametrize("spec", GAMES.values(), ids=lambda s: s.id)
def test_replaced_is_dataclasses_replace_events_included(spec):
    states, _ = random_playout(spec, spec.min_players, 4)
    state, other = states[len(states) // 2], states[-1]
    for changes in ({"current_player": other.current_player, "hands": other.hands},
                    {"events": other.events}, {"viewer": 0, "events": ()}):
        changed = replaced(state, **changes)
        expected = dataclasses.replace(state, **changes)
        assert changed == expected and vars(changed) == vars(expected) and type(changed) is type(state)
        assert changed.events == expected.events and changed.to_dict() == expected.to_dict()
    assert vars(state) == vars(states[len(states) // 2]), "the state replaced from is unchanged"
    with pytest.raises(TypeError):
        replaced(state, no_such_field=1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        state.current_player = 0
