"""At the table shows the seat the server's AI is thinking for: a hard AI seat of Quinto searches for a few hundred
milliseconds a move on a real server on 127.0.0.1, long enough for the server to say so (after 0.2 s), and the
native table's panel, as drawn, says that seat is thinking until its move arrives."""
from __future__ import annotations

import asyncio
import random

from scenes.table.presence import HEAD, ROW, presence_rect
from tests.drivers import dealing, player
from tests.drivers.native import perform
from tests.scenes.support.drawn_text import record_texts
from tests.server.conftest import run, served

from .conftest import create_room, frames, online_app, press, shot, until

SEATS = ["human", "hard", "hard"]
WAIT_S = 90.0


def panel_rows(drawn, players) -> dict:
    """The presence panel as a frame drew it: {seat: (name, state words)} for each of its lines holding both."""
    panel = presence_rect(players)
    lines = {}
    for text, rect in drawn:
        if panel.contains(rect) and rect.centery > panel.y + HEAD:
            lines.setdefault((rect.centery - panel.y - HEAD) // ROW, []).append((rect.x, text))
    return {seat: tuple(text for _, text in sorted(line)) for seat, line in lines.items() if len(line) == 2}


def test_the_panel_says_an_ai_seat_is_thinking_until_it_has_moved(tmp_path, monkeypatch):
    """Quinto with two hard AI seats, the window's player moving (and going on past panels) by clicks: a frame
    comes where At the table says one AI seat is thinking, by its name, while the table waits for that seat's move
    (and the server's position at that turn is that seat's to play); once its move has reached the table, the panel
    calls it an AI again (the server says the thought is over as the move is being stored, so a frame or two may
    say so a little earlier)."""
    rng = random.Random(22)

    async def scenario():
        async with served(tmp_path / "rooms.db") as server:
            app = online_app(f"ws://127.0.0.1:{server.port}")
            lobby = await create_room(app, "quinto", SEATS)
            code = lobby.room["code"]
            await press(app, app.t("online.start"))
            await until(app, lambda: dealing.table_of(app) is not None, "table")
            table = dealing.table_of(app)
            room = server.rooms.rooms[code]
            thinking, ai = app.t("online.presence.thinking"), app.t("online.presence.ai")
            drawn = record_texts(monkeypatch)
            thought = None
            loop = asyncio.get_running_loop()
            deadline = loop.time() + WAIT_S
            while True:
                assert loop.time() < deadline, "no AI seat shown thinking, then moving, in time"
                assert room.match.state.outcome() is None, "the game ended before an AI seat was seen thinking"
                step = player.next_step(app, rng)
                for gesture in step.gestures if step is not None else ():
                    perform(app, gesture)
                drawn.clear()
                await frames(app)
                rows = panel_rows(drawn, len(SEATS))
                if not rows or app.top is not table:  # nothing drawn, or the panel under a question
                    continue
                shown = [seat for seat, (_, words) in rows.items() if words == thinking]
                if thought is None and shown:
                    assert len(shown) == 1 and rows[shown[0]][0] == table.wording.name(shown[0])
                    thought = shown[0], table.match.turn
                    assert table.state.current_player == thought[0] and SEATS[thought[0]] == "hard"
                    shot("presence_thinking")
                elif thought is not None and table.match.turn > thought[1]:
                    seat, turn = thought
                    assert room.match.history[turn].current_player == seat, "the seat shown thinking moved"
                    assert rows[seat] == (table.wording.name(seat), ai)
                    break
            table.session.link.close()
            await frames(app, 2)

    run(scenario(), timeout=150)
