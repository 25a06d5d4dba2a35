"""The game log driven with real pygame events: it keeps every entry, heads each round and hand, scrolls by
wheel, drag and keys, never shows part of an entry, and gives the notation only on demand."""
import re

import pygame

from game.thirteen.rules import rounds_for
from scenes.screens.replay import ReplayScene
from scenes.table.log import GameLog
from scenes.table.log_panel import LogPanel

from ..conftest import click, key
from ..support.played_tables import played_through, seated

NOTATION = re.compile(r"\b[BYGR]\d@[BYG]\b|\([^)]*@[^)]*\)")


def move_to(app, pos):
    """Move the mouse to pos with no button held, then run one frame."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(0.016)


def wheel(app, steps):
    """Turn the mouse wheel by steps, then run one frame."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=steps))
    app.frame(0.016)


def shown(log):
    """The texts of the entries in the window, oldest first."""
    return [log.entries[i].text for i, _ in log.placed()]


def test_the_log_keeps_every_entry_and_heads_every_round(app):
    table = seated(app, "thirteen", 3, 0)
    played_through(table)
    headers = [e.text for e in table.log.entries if e.header]
    assert headers == [f"Round {n}" for n in range(1, rounds_for(3) + 1)]
    plays = [e for e in table.log.entries if not e.header and e.notation]
    assert len(plays) == len(table.match.moves), "every move is in the log with its notation, none dropped"
    assert len(table.log.entries) > 200, "more than the old window of 200 lines"
    assert table.log.entries[0].text == "Round 1" and table.log.entries[1].notation == table.match.moves[0]


def test_the_victorian_log_heads_each_hand_and_quinto_each_round(app):
    tricks = seated(app, "quinto_tricks", 4, 70)
    assert [e.text for e in tricks.log.entries if e.header][:2] == ["Hand 1", "Hand 2"]
    app.language = "fr"
    quinto = seated(app, "quinto", 2, 0)
    assert quinto.log.entries[0] == ("Manche 1", "", True)


def test_no_line_carries_a_notation_fragment(app):
    table = seated(app, "thirteen", 4, 30)
    assert table.log.lines and not any(NOTATION.search(line) for line in table.log.lines)
    quartino = seated(app, "quartino", 3, 20)
    assert not any("@" in line or "(end)" in line or "(column)" in line for line in quartino.log.lines)


def test_wheel_drag_and_keys_scroll_whole_entries_only_when_over_or_focused(app):
    table = seated(app, "thirteen", 4, 40)
    log = table.log
    newest = shown(log)
    assert newest[-1] == log.entries[-1].text
    wheel(app, 3)
    assert log.scroll == 0, "the wheel away from the log leaves it alone"
    move_to(app, log.rect.center)
    wheel(app, 3)
    assert log.scroll == 3 and shown(log)[-1] == log.entries[-4].text
    key(app, pygame.K_HOME)
    assert log.scroll == log.max_scroll() > 0 and shown(log)[0] == log.entries[0].text
    key(app, pygame.K_END)
    assert log.scroll == 0 and shown(log) == newest
    body = log.body()
    start = (body.centerx, body.y + 20)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], start[1] + 100), rel=(0, 100),
                                         buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(start[0], start[1] + 100), button=1))
    app.frame(0.016)
    assert log.scroll >= 3, "dragging the entries down shows older ones"
    assert log.focused
    before = log.scroll
    key(app, pygame.K_DOWN)
    assert log.scroll == before - 1, "the arrows scroll the focused log under the pointer"
    click(app, (500, 300))
    assert not log.focused
    move_to(app, (500, 300))
    key(app, pygame.K_UP)
    assert log.scroll == before - 1, "away from the log the arrows are the table's"
    for scroll in range(log.max_scroll() + 1):
        log.scroll = scroll
        placed = log.placed()
        assert placed, "something is always shown"
        for i, top in placed:
            assert body.y <= top and top + log.height(log.entries[i]) <= body.bottom, "no entry is cut"
        indexes = [i for i, _ in placed]
        assert indexes == list(range(indexes[0], indexes[-1] + 1))


def test_a_new_entry_keeps_a_reader_in_place():
    log = GameLog((0, 0, 270, 250))
    for n in range(40):
        log.add(f"Line {n} of the game, long enough to wrap onto a second line in the panel.", f"m{n}")
    log.scroll = 5
    seen = [log.entries[i].text for i, _ in log.placed()]
    log.add("A new line.", "x")
    assert [log.entries[i].text for i, _ in log.placed()] == seen


def test_the_notation_shows_on_demand_by_chip_or_hover(app):
    table = seated(app, "thirteen", 4, 20)
    log = table.log
    area = log.rect

    def picture():
        app.draw()
        return pygame.image.tobytes(app.screen.subsurface(area), "RGB")

    click(app, (log.rect.x + 20, log.rect.y + 14))
    assert log.focused and not log.notation
    plain = picture()
    chips = log.chips(table.feed.labels())
    click(app, chips["notation"].center)
    assert log.notation
    with_notation = picture()
    assert with_notation != plain, "the notation tags are drawn"
    click(app, chips["notation"].center)
    assert not log.notation and picture() == plain
    index, top = log.placed()[-1]
    move_to(app, (log.body().x + 20, top + 4))
    assert log.hovered == index and log.entries[index].notation
    assert picture() != plain, "hovering an entry shows its notation"


def test_the_log_opens_large_and_closes_with_escape(app):
    table = seated(app, "quinto", 3, 20)
    click(app, table.log.chips(table.feed.labels())["open"].center)
    panel = app.top
    assert isinstance(panel, LogPanel) and panel.log.entries is table.log.entries
    assert len(panel.log.placed()) > len(table.log.placed())
    move_to(app, panel.log.rect.center)
    wheel(app, 2)
    assert panel.log.scroll == 2
    key(app, pygame.K_ESCAPE)
    assert app.top is table


def test_the_replays_log_scrolls_too(app):
    table = seated(app, "quartino", 4, 30)
    replay = ReplayScene(app, table.match)
    app.push(replay)
    move_to(app, replay.table.log.rect.center)
    wheel(app, 2)
    assert replay.table.log.scroll == 2
