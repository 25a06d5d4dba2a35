"""A finished game replayed from the title shows every seat's hand face up, in every game; live play still hides
the other hands. Driven with real clicks and keys, checked by the cards the table lays and their pixels."""
import random

import pygame
import pytest

from game.cards import HIDDEN
from parlour.match import Match
from parlour.replay_store import remember_finished
from scenes.kit import theme
from scenes.screens.replay import BARS, ReplayScene
from scenes.screens.title import TitleScene
from tests.support.games import GAME_IDS, seats

from ..conftest import click, key, open_table

LONGEST_GAME = 5000  # moves; seeded random play ends every game well within it


def finished(game_id) -> Match:
    """A finished game of game_id, every seat playing a seeded random legal move (always the first one can go round
    for ever: in Quartino a column taken and given back)."""
    match, choose = Match(game_id, seats(game_id, 4), seed=11), random.Random(11).choice
    for _ in range(LONGEST_GAME):
        if match.state.current_player is None:
            return match
        match.play(choose(match.state.legal_moves()))
    raise AssertionError(f"{game_id} did not end in {LONGEST_GAME} moves")


def press(app, label) -> None:
    """Click the top scene's button that reads label."""
    click(app, next(b for b in app.top.buttons if b.text() == label).rect.center)


def replayed_mid_game(app, game_id):
    """game_id's finished game stored, opened from the title (Statistics, Replay last game), stepped from the
    start to a position where every seat holds cards; the replay."""
    remember_finished(app.storage, finished(game_id))
    app.push(TitleScene(app))
    app.frame(0.016)
    press(app, "Statistics")
    press(app, "Replay last game")
    replay = app.top
    assert isinstance(replay, ReplayScene)
    key(app, pygame.K_HOME)
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    return replay


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_replayed_game_lays_every_other_hand_face_up(app, game_id):
    replay = replayed_mid_game(app, game_id)
    table, state = replay.table, replay.table.state
    assert replay.index == 3
    for seat in range(state.players):
        if seat == table.viewer:
            continue
        laid = table.open_cards.get(seat, [])
        assert [card for card, _ in laid] == list(state.hands[seat]), f"seat {seat}'s hand is not laid face up"
        assert laid and HIDDEN not in state.hands[seat]
        for _, rect in laid:
            assert pygame.Rect(0, 0, 1280, 720).contains(rect)
            assert not any(rect.colliderect(bar) for bar in BARS)


def near(colour, other, tolerance=40) -> bool:
    """Whether two colours are alike."""
    return all(abs(a - b) <= tolerance for a, b in zip(colour[:3], other[:3]))


def test_thirteens_other_hands_show_their_values_in_their_colours(app):
    replay = replayed_mid_game(app, "thirteen")
    screen = pygame.display.get_surface()
    scale = screen.get_width() / 1280
    assert sorted(replay.table.open_cards) == [1, 2, 3]
    for seat, laid in replay.table.open_cards.items():
        for (card, rect), following in zip(laid, [r for _, r in laid[1:]] + [None]):
            width = (following.x if following else rect.right) - rect.x
            box = pygame.Rect(round(rect.x * scale), round(rect.y * scale), round(width * scale),
                              round(rect.h * scale))
            colour = theme.SUIT_COLOURS[card[0]]
            inked = sum(near(screen.get_at((x, y)), colour) for x in range(box.x, box.right)
                        for y in range(box.y, box.bottom))
            assert inked > 20, f"seat {seat}'s {card} is not drawn in its colour"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_live_table_still_lays_no_other_hand_open(app, game_id):
    table = open_table(app, game_id, seats(game_id, 4), 11)
    app.frame(0.016)
    assert table.open_cards == {}
    view = table.view()
    for seat in range(view.players):
        if seat != table.viewer:
            assert set(view.hands[seat]) <= {HIDDEN}, f"seat {seat}'s hand is known to the live table"
