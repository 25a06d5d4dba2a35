"""Between the room's word that a new game is dealt and that game's first position (they may come frames apart), an
online table keeps showing the finished game and stays finished; the position then starts the new game afresh."""
from __future__ import annotations

from parlour.match import Match
from parlour.online.match import OnlineMatch
from parlour.online.table_session import OnlineTableSession
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
