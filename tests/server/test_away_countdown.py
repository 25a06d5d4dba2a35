"""A person's seat left empty during the game: every client is told how many seconds remain before the server's AI
takes it (presence's away_in, counted by the server's own clock, so a client needs no clock of the server's)."""
from __future__ import annotations

from .conftest import run, served
from .raw import Raw
from .raw_table import seated

GAME = "quinto"


def test_presence_counts_down_to_the_ai_taking_an_empty_seat(tmp_path):
    """Bob's window closes mid-game: Ann is told Bob's seat is empty and the seconds left (at most the room's away
    time), Ann's own seat has no clock; Bob back, the clock is gone. With a short away time the seat goes to the AI,
    and then no clock is shown for it."""

    async def scenario():
        async with served(tmp_path / "rooms.db") as server:
            url = f"ws://127.0.0.1:{server.port}"
            for away_after, back in ((600, True), (0.2, False)):
                code, players, tokens = await seated(url, GAME, ["Ann", "Bob"], away_after=away_after)
                ann, bob = players[0], players[1]
                assert all(m["away_in"] == [None, None] for m in ann.received("presence"))
                await bob.close()
                empty = await ann.next("presence", lambda m: not m["connected"][1])
                assert empty["away_in"][0] is None and 0 <= empty["away_in"][1] <= away_after
                if back:
                    again = await Raw.open(url)
                    await again.request("joined", type="rejoin", code=code, token=tokens[1])
                    assert (await ann.next("presence", lambda m: m["connected"][1]))["away_in"] == [None, None]
                    await again.close()
                else:
                    gone = await ann.next("presence", lambda m: m["away"][1])
                    assert gone["away_in"] == [None, None]
                await ann.close()

    run(scenario())

