"""Unreadable move text and a readable move the rules refuse are two sibling errors, as in python-chess."""
import pytest

from game import GAMES, IllegalMoveError, InvalidMoveError, ReadError
from game.records import make_record, replay

from .contract import random_playout


def test_invalid_and_illegal_moves_are_siblings_and_both_value_errors():
    assert not issubclass(InvalidMoveError, IllegalMoveError)
    assert not issubclass(IllegalMoveError, InvalidMoveError)
    assert issubclass(InvalidMoveError, ValueError) and issubclass(IllegalMoveError, ValueError)


@pytest.mark.parametrize("spec", GAMES.values(), ids=lambda s: s.id)
def test_unreadable_text_is_invalid_and_a_refused_move_is_illegal(spec):
    state = spec.new_state(spec.min_players, 1)
    with pytest.raises(InvalidMoveError) as unreadable:
        state.apply("no such move")
    assert not isinstance(unreadable.value, IllegalMoveError) and unreadable.value.code in spec.refusal_codes
    over = random_playout(spec, spec.min_players, 1)[0][-1]
    with pytest.raises(IllegalMoveError) as refused:
        over.apply(state.legal_moves()[0])
    assert not isinstance(refused.value, InvalidMoveError) and refused.value.code == "game_over"


@pytest.mark.parametrize("text", ["no such move", "Q9@B"])
def test_a_record_with_an_unreadable_move_is_refused_with_the_moves_number(text):
    spec = GAMES["thirteen"]
    first = spec.encode_move(spec.new_state(3, 4).legal_moves()[0])
    with pytest.raises(ReadError) as refused:
        replay(make_record("thirteen", 3, 4, spec.resolve_options(), [first, text]))
    assert refused.value.code == "move" and refused.value.params == {"number": 2, "move": text}
