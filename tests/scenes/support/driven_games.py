"""Whole games driven natively by the drivers of tests/drivers: from the title to a dealt table through their
setup steps, then the human's steps until a stop, every move the human makes checked against the match's record
and every other step seen to change something. touch=True makes a touch-only player (taps and finger drags)."""
import random

import pytest

from scenes.screens.title import TitleScene
from tests.support.games import FACTS

from ...drivers import native, player
from ...drivers.dealing import table_of
from ...drivers.gestures import TOUCH_KINDS
from ..conftest import SEATS, instant_ai

SEEDS = {game_id: facts.DRIVEN_SEED for game_id, facts in FACTS.items()}
HUMAN = 0
MOST_SETUP_STEPS = 20
MOST_STEPS = {game_id: facts.DRIVEN_MOST_STEPS for game_id, facts in FACTS.items()}
MOST_IDLE_FRAMES = 600


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

