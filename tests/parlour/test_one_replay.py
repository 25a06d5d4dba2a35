"""A record's moves are replayed in one place, game.records.replayed: the engine's replay and a match rebuilt
from its record (a save, an imported record, a server's room) reach the same states and refuse alike."""
import pytest

from game import GAMES, ReadError
from game.records import make_record, replay
from parlour.match import HUMAN, Match
from tests.game.contract import random_playout


@pytest.mark.parametrize("spec", GAMES.values(), ids=lambda s: s.id)
def test_a_match_from_its_record_is_the_records_replay(spec):
    _, moves = random_playout(spec, spec.min_players, 6)
    record = make_record(spec.id, spec.min_players, 6, spec.resolve_options(), moves[:40])
    match = Match.from_record(record, [HUMAN] * spec.min_players)
    assert match.history == replay(record) and match.moves == moves[:40]


@pytest.mark.parametrize("bad", ["no such move", "pass"])
def test_both_refuse_a_bad_move_with_its_number(bad):
    spec = GAMES["thirteen"]
    _, moves = random_playout(spec, 3, 6)
    record = make_record("thirteen", 3, 6, spec.resolve_options(), moves[:3] + [bad])
    for rebuild in (replay, lambda r: Match.from_record(r, [HUMAN] * 3)):
        with pytest.raises(ReadError) as refused:
            rebuild(record)
        assert refused.value.code == "move" and refused.value.params == {"number": 4, "move": bad}
