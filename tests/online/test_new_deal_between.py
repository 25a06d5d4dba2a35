"""An online table across the end of a game: between the room's word that a new game is dealt and that game's first
position (they may come frames apart) it keeps showing the finished game and stays finished, the position then
starts the new game afresh; and a finished game is counted once however often its end is shown."""
from __future__ import annotations

from parlour.match import Match
from parlour.online.match import OnlineMatch
from parlour.online.table_session import OnlineTableSession
from parlour.stats import all_stats, totals
from parlour.storage import MemoryStorage
from parlour.table_session import Jumped
from tests.scenes.support.fake_link import FakeLink, first_position, room_of

SEATS = ["human", "human", "easy"]


def test_a_new_deal_replaces_the_finished_game_only_when_its_first_position_comes():
    first, second = Match("thirteen", SEATS, 1, {}), Match("thirteen", SEATS, 2, {})
    room = room_of(first)
    link = FakeLink(room, 0)
    match = OnlineMatch(room, 0, first_position(first, 0))
    session = OnlineTableSession(MemoryStorage(), link, match, lambda: 0.0)
    shown = match.state
    session.finished = True
    link.said.append(("room", {**room, "game_number": 2}))
    session.news()
    assert session.state is shown and session.finished and match.renewing and match.game_number == 2
    link.said.append(("position", first_position(second, 0)))
    assert any(isinstance(item, Jumped) for item in session.news())
    assert not session.finished and not match.renewing and match.turn == 0 and len(match.history) == 1
    assert session.state.to_dict() == second.history[0].view(0).to_dict() != shown.to_dict()


def test_a_finished_game_come_back_to_after_a_restart_is_counted_once():
    """The seat stays kept after the end (the room may play again): a player who closed the window and comes back
    to the finished room is shown its end again, but the statistics count the game once."""
    game = Match("thirteen", SEATS, 3, {})
    storage = MemoryStorage()
    over = {"record": game.record(), "seats": SEATS, "names": ["Ann", "Bob", "Clara"], "winners": [0],
            "scores": [4, 9, 12]}
    for _ in range(2):
        link = FakeLink(room_of(game), 0)
        link.session.over = over
        session = OnlineTableSession(storage, link, OnlineMatch(room_of(game), 0, first_position(game, 0)),
                                     lambda: 0.0)
        assert session.finish()
    counted = totals(all_stats(storage))
    assert (counted["played"], counted["won"]) == (1, 1)
