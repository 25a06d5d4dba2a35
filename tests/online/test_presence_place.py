"""At the table has a place of its own on every online table: with the most seats each game allows, the panel, as
the native window draws it, covers no name, figure, plate or button of the game's table, and the game log stays
whole beside it."""
from __future__ import annotations

import pytest

from game import GAMES
from scenes.table.presence import presence_rect
from tests.drivers import dealing
from tests.scenes.support.drawn_text import record_texts
from tests.server.conftest import run, served

from .conftest import create_room, frames, online_app, press, shot, until

# the most seats of each game, one of them the window's person and the rest easy AI seats (a full table)
FULL = {game_id: ["human"] + ["easy"] * (spec.max_players - 1) for game_id, spec in GAMES.items()}


def shown_buttons(table) -> list:
    """The rects of the table's buttons drawn now."""
    return [button.rect for button in table.buttons if getattr(button, "shown", lambda: True)() and button.rect.w]


@pytest.mark.parametrize("game_id", list(FULL))
def test_the_panel_covers_nothing_of_a_full_table(tmp_path, monkeypatch, game_id):
    seats = FULL[game_id]

    async def scenario():
        async with served(tmp_path / "rooms.db") as server:
            app = online_app(f"ws://127.0.0.1:{server.port}")
            await create_room(app, game_id, seats)
            await press(app, app.t("online.start"))
            await until(app, lambda: dealing.table_of(app) is not None, "table")
            table = dealing.table_of(app)
            await frames(app, 3)
            shot(f"full_table_{game_id}")
            panel = presence_rect(len(seats))
            drawn = record_texts(monkeypatch)
            table.draw_table(app.screen)
            monkeypatch.undo()
            assert app.t("online.presence.title") not in [text for text, _ in drawn], "the game's own drawing"
            covered = [(text, rect) for text, rect in drawn if text.strip() and rect.colliderect(panel)]
            assert not covered, f"At the table {panel} covers {covered}"
            under = [rect for rect in shown_buttons(table) if rect.colliderect(panel)]
            assert not under, f"At the table {panel} covers buttons at {under}"
            log_title = next(rect for text, rect in drawn if text == app.t("log"))
            assert log_title.top >= panel.bottom, "the log's title under the panel"
            table.session.link.close()
            await frames(app, 2)

    run(scenario(), timeout=60)
