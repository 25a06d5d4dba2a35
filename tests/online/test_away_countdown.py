"""An online table counts an away person down: the At the table panel says how long before the AI takes their seat
(the server's away_in, counted from its arrival on the session's clock), and the table draws again once a second
only while that countdown runs."""
from __future__ import annotations

import random

from scenes.table.presence import countdown, presence_rows, state_words
from tests.server.conftest import run

from .conftest import frames, shot, until
from .test_online_table import bots_play, thirteen_at_server


def test_an_away_person_is_counted_down_on_the_presence_panel(tmp_path):
    rng = random.Random(5)

    async def scenario():
        async with thirteen_at_server(tmp_path) as (server, app, table, code, friends):
            session = table.session.link.session
            now = [1000.0]
            session.clock = lambda: now[0]
            while not table.my_turn():
                bots_play(friends, rng)
                await frames(app)
            bob = friends[0].session.seat
            await friends[0].close()
            await until(app, lambda: session.away_left(bob) is not None, "Bob's countdown")
            left = session.away_in[bob]
            assert 0 < left <= server.rooms.rooms[code].away_after
            await frames(app, 3)
            assert dict((n, s) for n, s, _ in presence_rows(table))["Bob"] == "gone"
            assert state_words(table, bob, "gone") == app.t("online.presence.countdown", time=countdown(left))
            assert not table.heard, "the table rests while the countdown's second has not changed"
            shot("away_countdown")
            app.settings.set("language", "fr")
            await frames(app, 2)
            shot("away_countdown_fr")
            app.settings.set("language", "en")
            now[0] += 18.4
            await frames(app)
            assert table.heard, "a new second is drawn"
            assert state_words(table, bob, "gone") == f"back in {countdown(left - 18.4)} or the AI plays"
            await frames(app, 2)
            assert not table.heard
            now[0] += left
            await frames(app)
            assert state_words(table, bob, "gone") == "back in 0:00 or the AI plays"
            table.session.link.close()
            await frames(app, 2)

    run(scenario(), timeout=90)


def test_countdowns_read_as_minutes_and_seconds_rounded_up():
    assert [countdown(s) for s in (0, 0.2, 42, 59.01, 60, 125)] == ["0:00", "0:01", "0:42", "1:00", "1:00", "2:05"]
