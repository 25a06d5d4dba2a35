"""After an online game the room plays again through the window's own end panel: Play again clicked, the panel
(kept open) and the table say whom the room waits for, a bot accepts, and the panel closes onto the room's new deal
at the same seats (both seats at turn 0), while the finished game stays kept for Replay and counted once."""
from __future__ import annotations

import random

import pytest

from parlour.stats import all_stats, totals
from scenes.table.presence import again_words, presence_rows
from tests.drivers import player
from tests.drivers.native import perform
from tests.drivers.panels import labelled
from tests.server.conftest import run

from .conftest import frames, press, shot, until
from .test_online_table import bots_play, play_to_end, thirteen_at_server


@pytest.mark.slow
def test_play_again_from_the_end_panel_deals_a_new_game_at_the_same_seats(tmp_path):
    rng = random.Random(30)

    async def scenario():
        async with thirteen_at_server(tmp_path) as (server, app, _, code, friends):
            bob = friends[0]
            table = await play_to_end(app, friends, rng)
            session = table.session.link.session
            first = table.session.over["record"]
            await until(app, lambda: labelled(app.top, app.t("play_again")) is not None, "the end panel")
            await frames(app, 2)
            shot("end_panel")
            await press(app, app.t("play_again"))
            await until(app, lambda: session.accepted() and session.accepted()[session.seat], "Ann's accept")
            await frames(app, 2)
            panel = app.top
            assert panel is not table and panel.live.words() == app.t("online.again.waiting", names="Bob")
            assert again_words(table) == app.t("online.again.waiting", names="Bob")
            assert dict((n, s) for n, s, _ in presence_rows(table))["Ann"] == "ready"
            shot("rematch_waiting")
            await bob.until("rematch")
            assert bob.session.accepted()[session.seat] and not bob.session.accepted()[bob.session.seat]
            bob.session.again()
            await until(app, lambda: table.match.game_number == 2 and not table.match.renewing, "the new deal")
            await bob.until("position", lambda position: position.turn == 0)
            await frames(app, 3)
            assert app.top is table  # the end panel closed onto the new deal
            room = server.rooms.rooms[code]
            assert table.session.over is None and not table.finished and again_words(table) is None
            assert table.match.names[:2] == ["Ann", "Bob"] and session.seat == 0 and bob.session.seat == 1
            assert table.match.history[0].to_dict() == room.match.history[0].view(session.seat).to_dict()
            bob.take()  # the AI seat may have moved since: each seat's position is the server's at its turn
            for seat, seen, turn in ((session.seat, table.state, table.match.turn),
                                     (bob.session.seat, bob.session.view, bob.session.turn)):
                assert seen.to_dict() == room.match.history[turn].view(seat).to_dict()
            assert app.storage.get("last-record") is not None and first != room.match.record()
            shot("rematch_dealt")
            bob.sent = None
            while table.match.turn < 4:
                bots_play(friends, rng)
                step = player.next_step(app, rng)
                for gesture in step.gestures if step is not None else ():
                    perform(app, gesture)
                await frames(app)
            assert table.state.to_dict() == room.match.history[table.match.turn].view(session.seat).to_dict()
            assert totals(all_stats(app.storage))["played"] == 1
            await bob.close()
            table.exits.leave()
            await frames(app, 2)
            assert session.token is not None  # the game in play is not over: the seat is kept for a return

    run(scenario(), timeout=240)
