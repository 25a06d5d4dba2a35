"""The online seat's match and session as a table reads them (parlour/online/match.py, table_session.py), fed by
a real server: the seat's views turn by turn, only this seat a person here, moves shown only once the server
answers, a rejoin that catches up, and the finished game kept for Replay and counted."""
from __future__ import annotations

import asyncio

from parlour.online.match import OnlineMatch
from parlour.online.table_session import OnlineTableSession
from parlour.replay_store import last_finished
from parlour.storage import MemoryStorage
from parlour.table_session import Played
from wire.protocol import event_to_json

from .conftest import plain, play_randomly, run, seat_everyone, served


class FakeLink:
    """A Link over a tests' Player: its session, pumped by taking what happened."""

    def __init__(self, player):
        self.player = player
        self.session = player.session
        self.online = True

    def pump(self, now):
        """What happened since the last pump."""
        return self.player.take()


def test_online_match_follows_the_server_turn_by_turn(tmp_path, rng):
    """The match's state is always the seat's view at the server; the turns before are its history (one view per
    turn, with that turn's events for the seat); only the seat itself is a person here and no AI thinks here."""

    async def scenario():
        async with served(tmp_path / "rooms.db") as server:
            host, friend = await seat_everyone(f"ws://127.0.0.1:{server.port}", "thirteen",
                                               ["human", "easy", "human"])
            room = server.rooms.rooms[host.session.code]
            storage = MemoryStorage()
            # a turn played before the table opens, as on a busy machine
            await play_randomly([host, friend], rng, stop=lambda: any(kind == "update" for kind, _ in host.happened))
            first = next(index for index, (kind, _) in enumerate(host.happened) if kind == "position")
            position = host.happened[first][1]
            host.session.inbox[:0] = host.happened[first + 1:]  # what the lobby gives back (online_lobby.py)
            del host.happened[first + 1:]
            match = OnlineMatch(host.session.room, host.session.seat, position)
            session = OnlineTableSession(storage, FakeLink(host), match, lambda: 0.0)
            assert match.humans == [host.session.seat] and not match.ai_to_move()
            assert match.undo_point() is None and session.controls is None
            assert match.is_person(2) and not match.is_person(1)
            shown, sent = 0, None
            while host.session.over is None or session.link.session.inbox:
                for news in session.news():
                    if isinstance(news, Played):
                        turn = next(i for i, view in enumerate(match.history) if view is news.after)
                        seen = room.match.history[turn].view(host.session.seat)
                        assert plain(news.after.to_dict()) == plain(seen.to_dict())
                        assert plain([event_to_json(e) for e in news.after.events]) == \
                            plain([event_to_json(e) for e in seen.events])
                        shown += 1
                if host.session.my_turn and not session.waiting():
                    before = match.state
                    session.commit(rng.choice(match.state.legal_moves()))
                    assert match.state is before and session.waiting()
                friend.take()
                if friend.session.my_turn and sent != friend.session.turn:
                    sent = friend.session.turn
                    friend.session.move(rng.choice(friend.session.view.legal_moves()))
                await asyncio.sleep(0.002)
            assert match.turn == len(room.match.moves) and shown > 0
            assert match.state.to_dict() == room.match.state.view(host.session.seat).to_dict()
            assert len(match.history) == len(match.moves) + 1
            assert session.finish() == (host.session.seat in host.session.over["winners"])
            assert last_finished(storage).record() == room.match.record()
            assert host.session.token is not None  # kept while the table stays: the room may play again
            for player in (host, friend):
                await player.close()

    run(scenario(), timeout=120)
