"""Notices and hints never cover the hand (raised card included), the board, the targets' labels, the wheel or
a panel, on every table at several moments; replay messages stay off the names; 13's taken line stays in its
panel. The forbidden rects come from each layout's own geometry (each game's tests.support.facts), not from the
notice zones."""

import pygame
import pytest

from game import GAMES
from scenes.screens.replay import BARS, ReplayScene
from scenes.table.notices import MARGIN
from tests.support.games import FACTS, GAME_IDS

from ..conftest import click, run
from ..support.played_tables import seated

SCREEN = pygame.Rect(0, 0, 1280, 720)
REFUSAL = "That card cannot go there: its colours must all differ or all be the same, and the row is full."
CASES = [(game, players, moves) for game in GAME_IDS
         for players in (GAMES[game].min_players, GAMES[game].max_players) for moves in (0, 9, 40)]


def hint_text(table):
    """A hint line as the table words it, for its first three legal moves."""
    moves = table.view().legal_moves()[:3]
    parts = [f"{table.wording.move(m)} {62 - 9 * i}%" for i, m in enumerate(moves)]
    return table.t("hint_line", best=parts[0], others=", ".join(parts[1:]) or "—")


def assert_clear(placed, forbidden, what):
    """Assert the placed notice or hint (named what) lies on screen, margin and all, and covers none of forbidden."""
    assert placed is not None, f"the {what} found no room"
    drawn = placed.rect.inflate(2 * MARGIN, 2 * MARGIN)
    assert SCREEN.contains(drawn), f"the {what} leaves the screen"
    for rect in forbidden:
        assert not drawn.colliderect(rect), f"the {what} at {drawn} covers {rect}"


@pytest.mark.parametrize(("game", "players", "moves"), CASES)
def test_notices_and_hints_never_cover_the_hand_the_board_or_a_panel(app, game, players, moves):
    table = seated(app, game, players, moves)
    forbidden = FACTS[game].forbidden_rects(table)
    for text, what in ((REFUSAL, "notice"), (hint_text(table), "hint")):
        table.say(text)
        placed = table.notice.placed()
        assert_clear(placed, forbidden, what)
        if what == "notice":
            assert " ".join(placed.lines) == text, "a refusal is shown whole"
    app.frame(0.016)


def test_a_refusal_from_a_real_click_lands_in_free_room_in_french(app):
    from scenes.thirteen import layout

    app.language = "fr"
    table = seated(app, "thirteen", 4, 9)
    run(app, 0.3)
    click(app, layout.target_rect(1).center)
    assert table.notice.visible and table.notice.text, "a target chosen before a card is explained"
    assert_clear(table.notice.placed(), FACTS["thirteen"].forbidden_rects(table), "notice")


def test_replay_messages_never_cover_a_name_or_the_bar(app):
    from scenes.quinto_tricks import view as tricks_view

    table = seated(app, "quinto_tricks", 4, 30)
    replay = ReplayScene(app, table.match)
    app.push(replay)
    replay.message = "This record cannot be read: line 3 names a card the deck does not hold (ZZ)."
    placed = replay.message_place()
    names = [tricks_view.plate_rect(replay.table.viewer, True, replay.table.view(), hand) for hand in range(4)]
    assert_clear(placed, names + list(BARS) + FACTS["quinto_tricks"].forbidden_rects(replay.table), "replay message")
    for bar in BARS:
        assert not any(bar.colliderect(name) for name in names), "the replay's bars leave the names clear"
    app.frame(0.016)


@pytest.mark.parametrize("players", [3, 6])
def test_thirteens_taken_line_stays_inside_its_panel(app, players):
    from scenes.thirteen import layout
    from scenes.thirteen.taken import backs_right, taken_lines

    app.language = "fr" if players == 6 else "en"
    letters = set("BJVP" if players == 6 else "BYGR")
    table = seated(app, "thirteen", players, 60, options={"assist": True})
    view = table.view()
    assert view.assist and any(view.taken), "the assist is on and cards were taken"
    for seat in range(players):
        panel = layout.panel_rect(table.viewer, players, seat)
        held = len(view.hands[seat]) if seat != table.viewer else 0
        parts = taken_lines(table.seen(), seat, panel, held)
        assert len(parts) == (2 if view.taken[seat] else 1)
        if len(parts) == 2:
            assert {part[0] for part in parts[1][0].split()} <= letters, "colours by the language's initials"
        for text, size, box in parts:
            assert panel.contains(box), f"{text!r} at {size} px runs out of {panel}"
            assert box.x >= backs_right(panel, held), f"{text!r} runs over the held cards"
