"""An online game's end panel stays live while it is open: a friend's call for another game is shown on it without
the player closing it, Play again asks the room and leaves the panel saying whom the room still waits for, and the
room's new deal closes the panel onto the new game's table."""
import random

import pygame

from parlour.match import Match
from scenes.table.results import ResultPanel
from scenes.tables import online_table_for

from ..app.test_small_window_text import SMALLEST_TEXT_PX, font_sizes_drawn
from ..conftest import click, save_shot, until
from ..support.drawn_text import record_texts
from ..support.fake_link import FakeLink, first_position, room_of
from ..support.window import resize

SEATS = ["human", "human", "human"]
NAMES = ["Ann", "Bob", "Cleo"]
FRAMES = 50


def named_room(match) -> dict:
    """The room of match's game with its people's names."""
    room = room_of(match)
    for entry, name in zip(room["seats"], NAMES):
        entry["name"] = name
    return room


def finished_online_table(app):
    """Ann's online table (seat 0) after a whole game of 13 the server told it move by move, then its over."""
    app.settings.set("animation", "off")
    match = Match("thirteen", SEATS, 4)
    link = FakeLink(named_room(match), 0)
    table = online_table_for(app, link, first_position(match, 0))
    app.push(table)
    rng = random.Random(4)
    while match.state.outcome() is None:
        seat = match.state.current_player
        match.play(match.spec.ai.policy_move(match.state, rng))
        link.played(len(match.moves), seat, match.state, match.moves[-1])
        app.frame(0.016)
    outcome = match.state.outcome()
    link.session.over = {"record": match.record(), "seats": SEATS, "names": NAMES, "winners": list(outcome.winners),
                         "scores": list(outcome.scores)}
    return link, table


def end_panel(app) -> ResultPanel:
    """Each round's panel continued by a click, until the game's end panel (the one offering Play again) is on top."""
    for _ in range(FRAMES):
        top = app.top
        labels = [button.text() for button in getattr(top, "buttons", ())]
        if isinstance(top, ResultPanel) and app.t("play_again") in labels:
            return top
        if isinstance(top, ResultPanel) and app.t("continue") in labels:
            click(app, top.buttons[0].rect.center)
        app.frame(0.05)
    raise AssertionError(f"no end panel in {FRAMES} frames ({type(app.top).__name__} on top)")


def room_accepts(link, accepted) -> None:
    """The server says who has asked for another game (the session's accepted() reads it)."""
    link.session.rematch = list(accepted)
    link.said.append(("rematch", {"type": "rematch", "game_number": 1, "accepted": list(accepted)}))


def shown_under(drawn, panel) -> list:
    """The texts drawn below the panel's buttons since drawn was last emptied."""
    bottom = max(button.rect.bottom for button in panel.buttons)
    return [text for text, rect in drawn if rect.top >= bottom]


def test_the_end_panel_shows_who_plays_again_and_closes_onto_the_room_s_new_deal(app, monkeypatch):
    link, table = finished_online_table(app)
    panel = end_panel(app)
    drawn = record_texts(monkeypatch)
    room_accepts(link, (False, True, False))
    until(app, lambda: app.t("online.again.asked", names="Bob") in shown_under(drawn, panel),
          "Bob's call shown on the open panel", frames=FRAMES)
    assert app.top is panel
    again = next(button for button in panel.buttons if button.text() == app.t("play_again"))
    click(app, again.rect.center)
    assert link.session.asked == [True] and app.top is panel
    drawn.clear()
    room_accepts(link, (True, True, False))
    until(app, lambda: app.t("online.again.waiting", names="Cleo") in shown_under(drawn, panel),
          "whom the room waits for shown on the panel", frames=FRAMES)
    assert not again.is_enabled()
    save_shot(pygame.display.get_surface(), "build/shots/online/end_panel_waiting.png")
    resize(app, (640, 360))
    app.frame(0.016)
    assert min(font_sizes_drawn(app, monkeypatch)) >= SMALLEST_TEXT_PX
    save_shot(pygame.display.get_surface(), "build/shots/online/end_panel_waiting_small.png")
    second = Match("thirteen", SEATS, 5)
    link.session.over, link.session.rematch = None, []
    link.said.append(("room", {**named_room(second), "game_number": 2}))
    link.said.append(("position", first_position(second, 0)))
    until(app, lambda: app.top is table, "the panel closed onto the new deal", frames=FRAMES)
    assert not table.finished and table.match.game_number == 2 and table.match.turn == 0
    assert table.state.to_dict() == second.history[0].view(0).to_dict()
