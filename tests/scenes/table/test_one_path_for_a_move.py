"""A move is shown the same way wherever it was made: an online seat's table given the server's update and a
local table given the same move play the same sounds and write the same log line (the one path, show_move)."""
import random
from functools import partial

import pygame
import pytest

from parlour.match import Match
from scenes.tables import online_table_for, table_for

from ..conftest import SEATS, key
from ..support.fake_link import FakeLink, first_position, room_of

MOVES = 16


def heard(app, table, act) -> tuple:
    """The sounds played and the log lines written while act() runs."""
    played, play = [], app.sounds.play
    app.sounds.play = played.append
    lines = len(table.log.lines)
    try:
        act()
    finally:
        app.sounds.play = play
    return played, table.log.lines[lines:]


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_an_online_table_and_a_local_table_show_a_move_alike(app, game_id):
    app.settings.set("animation", "off")
    match = Match(game_id, SEATS[game_id], 5)
    local = table_for(app, Match(game_id, SEATS[game_id], 5))
    link = FakeLink(room_of(match), 0)
    online = online_table_for(app, link, first_position(match, 0))
    assert online.log.lines == local.log.lines
    knowledge, rng, sounds = match.spec.ai, random.Random(2), set()
    for turn in range(1, MOVES + 1):
        if match.state.current_player is None:
            break
        seat = match.state.current_player
        move = knowledge.policy_move(match.state, rng)
        match.play(move)
        here = heard(app, local, partial(local.commit, move))
        link.played(turn, seat, match.state, match.moves[-1])
        there = heard(app, online, online.hear)
        assert there == here, f"move {turn} ({match.moves[-1]}) is shown alike"
        assert here[0] and here[1], f"move {turn} plays a sound and writes a line"
        sounds.update(here[0])
    assert sounds - {"play"}, "some move sounded its events (a take, a deal), not only the card played"


def test_an_online_table_offers_no_undo_redo_or_hint_and_their_keys_do_nothing(app):
    match = Match("thirteen", SEATS["thirteen"], 5)
    online = online_table_for(app, FakeLink(room_of(match), 0), first_position(match, 0))
    app.push(online)
    app.frame(0.016)
    labels = {button.text() for button in online.buttons}
    assert not labels & {"Undo", "Redo", "Hint"} and "Menu" in labels
    for key_code, mod in ((pygame.K_z, pygame.KMOD_CTRL), (pygame.K_y, pygame.KMOD_CTRL), (pygame.K_h, 0)):
        key(app, key_code, mod)
    assert app.top is online and online.match.moves == [] and online.session.controls is None
