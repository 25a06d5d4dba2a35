"""The drivers of tests/drivers (what a player does next, as gestures) play whole games natively: from the
title to a dealt table and on to the game's end, every gesture a real pygame event at window pixels, every
move the human makes checked against the match's record, every other step seen to change something.

The stop is explicit: from the title each game plays until player.game_over, as the browser harness does (the
game finished and its result shown; 13 only its first round, since a whole game is six rounds); in a 1920×1080
window (scaled ×1.5) each game, 13 included, plays until player.game_finished, its real end. The helpers take
touch=True for a touch-only player (tests/scenes/test_drivers_play_by_touch.py): taps and finger drags only."""
import random

import pygame
import pytest

from parlour.storage import MemoryStorage
from scenes.app import App
from scenes.screens.title import TitleScene

from ..drivers import native, player
from ..drivers.dealing import table_of
from ..drivers.gestures import TOUCH_KINDS, click
from .conftest import instant_ai, open_table

pytestmark = pytest.mark.slow  # whole games played through the scenes

SEATS = {
    "thirteen": ["human", "easy", "easy"],
    "quinto": ["human", "easy"],
    "quinto_tricks": ["human", "easy", "easy", "easy"],
    "quartino": ["human", "easy"],
}
SEEDS = {"thirteen": 1301, "quinto": 2702, "quinto_tricks": 3403, "quartino": 4104}
HUMAN = 0
MOST_SETUP_STEPS = 20
MOST_STEPS = {"thirteen": 300, "quinto": 400, "quinto_tricks": 120, "quartino": 400}
MOST_IDLE_FRAMES = 600


@pytest.fixture
def large_app():
    """A fresh app in English in a 1920×1080 window."""
    application = App(language="en", storage=MemoryStorage(), window_size=(1920, 1080))
    assert pygame.display.get_surface().get_size() == (1920, 1080)
    yield application
    pygame.event.clear()


def perform(app, step, touch=False) -> None:
    """Perform step's gestures natively (touch: as fingers on a touch screen, after checking that the step holds
    only taps and drags, and says so)."""
    if touch:
        assert all(g.kind in TOUCH_KINDS for g in step.gestures), f"{step.says!r} is not touch: {step.gestures}"
        assert "click" not in step.says, f"{step.says!r} speaks of a mouse"
    for gesture in step.gestures:
        native.perform(app, gesture, touch=touch)


def set_up(app, game_id, touch=False) -> list:
    """Perform the drivers' setup steps from whatever shows to a dealt table of game_id; what they said."""
    said = []
    for _ in range(MOST_SETUP_STEPS):
        step = player.next_setup_step(app, game_id, SEATS[game_id], touch=touch)
        if step is None:
            return said
        said.append(step.says)
        perform(app, step, touch)
    pytest.fail(f"no table of {game_id} after {MOST_SETUP_STEPS} setup steps ({type(app.top).__name__} on top)")


def deal(app, game_id, monkeypatch, touch=False):
    """From the title to a dealt table of game_id (its deal seeded by SEEDS) through the drivers' setup steps."""
    monkeypatch.setattr("parlour.match.fresh_seed", lambda: SEEDS[game_id])
    instant_ai(app, "off")
    app.push(TitleScene(app))
    app.frame(native.FRAME_S)
    set_up(app, game_id, touch)
    table = table_of(app)
    assert table.match.spec.id == game_id and table.match.seats == SEATS[game_id]
    assert table.match.seed == SEEDS[game_id]
    return table


def snapshot(app, table) -> tuple:
    """What a gesture that does something changes: the scenes, the moves, or the table's own picture state."""
    return tuple(app.scenes), len(table.match.moves), table.look_extra(), table.notice.look()


def play(app, game_id, seed, stop=player.game_over, moves_wanted=None, touch=False) -> dict:
    """Drive the human's steps until stop(app) (or moves_wanted moves of the human); count steps and moves, and
    tell the kinds of gesture used."""
    rng = random.Random(seed)
    table = table_of(app)
    steps = moves = idle = 0
    kinds = set()
    while not stop(app) and moves != moves_wanted:
        step = player.next_step(app, rng, touch=touch)
        if step is None:
            app.frame(native.FRAME_S)
            idle += 1
            assert idle < MOST_IDLE_FRAMES, f"nothing to do for {idle} frames ({type(app.top).__name__} on top)"
            continue
        idle = 0
        steps += 1
        assert steps <= MOST_STEPS[game_id], f"{game_id} not over after {steps} steps"
        before, seen = len(table.match.moves), snapshot(app, table)
        kinds.update(g.kind for g in step.gestures)
        perform(app, step, touch)
        made = table.match.moves[before:]
        movers = [table.match.history[before + i].current_player for i in range(len(made))]
        if step.move is None:
            assert HUMAN not in movers, f"{step.says!r} made a move: {made}"
            assert snapshot(app, table) != seen, f"{step.says!r} did nothing"
        else:
            assert made[:1] == [step.move] and movers[0] == HUMAN, f"{step.says!r}: recorded {made[:1]}"
            assert HUMAN not in movers[1:], f"{step.says!r} made more than one move: {made}"
            moves += 1
    return {"steps": steps, "moves": moves, "kinds": kinds}


def finished(app) -> None:
    """The game is over, its final panel up, and the drivers have nothing more to do."""
    table = table_of(app)
    assert table.state.outcome() is not None and player.game_finished(app) and player.game_over(app)
    assert player.next_step(app, random.Random(0)) is None


def rounds_scored(app) -> int:
    """How many of 13's rounds have been scored."""
    return len(table_of(app).scorings())


@pytest.mark.parametrize("game_id", list(SEATS))
def test_the_drivers_play_a_game_from_the_title_to_its_stop(app, game_id, monkeypatch):
    deal(app, game_id, monkeypatch)
    counts = play(app, game_id, seed=7)
    assert counts["moves"] > 5
    if game_id == "thirteen":
        assert rounds_scored(app) == 1 and player.game_over(app) and not player.game_finished(app)
        assert player.next_step(app, random.Random(0)) is not None or table_of(app).match.ai_to_move()
    else:
        finished(app)


@pytest.mark.parametrize("game_id", list(SEATS))
def test_the_drivers_play_a_whole_game_in_a_large_window(large_app, game_id, monkeypatch):
    deal(large_app, game_id, monkeypatch)
    counts = play(large_app, game_id, seed=11, stop=player.game_finished)
    assert counts["moves"] > 5
    finished(large_app)


def test_the_setup_steps_leave_another_table_and_replace_a_saved_game(app, monkeypatch):
    quinto = deal(app, "quinto", monkeypatch)
    play(app, "quinto", seed=3, moves_wanted=2)  # saved after each move
    said = set_up(app, "thirteen")
    assert said[0] == "click Menu: leave QuintoTable", said
    assert table_of(app).match.spec.id == "thirteen"
    said = set_up(app, "quinto")
    assert said[0] == "click Menu: leave ThirteenTable", said
    assert any(s.endswith(": replace the saved game") for s in said), said
    fresh = table_of(app)
    assert fresh is not quinto and fresh.match.spec.id == "quinto" and fresh.match.seats == SEATS["quinto"]


@pytest.mark.parametrize("game_id", list(SEATS))
def test_a_player_who_clicked_the_log_takes_the_keys_back_before_a_move(app, game_id):
    table = open_table(app, game_id, SEATS[game_id], SEEDS[game_id])
    rng = random.Random(5)
    for _ in range(MOST_IDLE_FRAMES):
        step = player.next_step(app, rng)
        if step is not None and step.move is not None:
            break
        for gesture in step.gestures if step else ():
            native.perform(app, gesture)
        app.frame(native.FRAME_S)
    native.perform(app, click(table.log.rect.center))  # the log now takes the Page and arrow keys
    assert table.log.focused and table.log.over
    step = player.next_step(app, rng)
    assert step.move is None and "log" in step.says, step.says
    for gesture in step.gestures:
        native.perform(app, gesture)
    assert not table.log.focused and not table.log.over
    assert player.next_step(app, rng).move is not None
