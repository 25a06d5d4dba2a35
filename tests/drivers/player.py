"""What the human player does next, from whatever the parlour shows: the way to a dealt table, then at the
table one legal move at a time (or what goes on past a panel), as gestures in logical pixels.

touch=True: a player on a touch screen, with no mouse and no keyboard: every gesture a tap or a (finger's) drag,
every button pressed on screen; a move with no pointer way is not chosen, and a DriverError names anything the
player must do that has none."""
from __future__ import annotations

from importlib import import_module

from game import GAMES as REGISTRY

from . import dealing, panels
from .gestures import Step, by_touch, click, key
from .spots import DriverError

GAMES = {game_id: import_module(f"{__package__}.{game_id}") for game_id in REGISTRY}  # each game's driver module
ENOUGH_ROUNDS = {"thirteen": 1}
FELT_CORNER = (6, 6)  # bare felt on every table: a click there only takes the keys back from the log


def next_setup_step(app, game_id, seats, touch=False) -> Step | None:
    """The next gestures towards a dealt table of game_id with seats (e.g. ["human", "hard", "hard"]); None once
    that table is dealt. touch: only taps and drags."""
    step = dealing.next_setup_step(app, game_id, seats, touch)
    return by_touch(step, DriverError) if touch else step


def next_step(app, rng, touch=False) -> Step | None:
    """At a table: the gestures of one legal move of the human (chosen with rng), or of going on past a panel,
    band or question that waits for them; None while the AI thinks, something moves, or the game is finished
    (game_over says where a driven game stops: 13 after its first round). touch: only taps and drags."""
    step = _next_step(app, rng, touch)
    return by_touch(step, DriverError) if touch else step


def _next_step(app, rng, touch) -> Step | None:
    table = dealing.table_of(app)
    if table is None:
        raise DriverError(f"no table is shown ({type(app.top).__name__} is on top)")
    top = app.top
    if top is not table:
        return _over_table(app, top, rng, touch)
    if table.lesson is not None:
        raise DriverError("a lesson's table is not driven: it accepts only the taught move")
    if table.passive or table.finished or table.pending or table.flights.busy():
        return None
    driver = GAMES[table.match.spec.id]
    waiting = driver.waiting(table, rng, touch)
    if waiting is not None:
        return waiting
    if not table.my_turn():
        return None
    if touch:  # the log's focus only decides where keys go: nothing to take back without a keyboard
        return driver.next_move(table, rng, touch)
    return _leave_log(table) or driver.next_move(table, rng, touch)


def _leave_log(table):
    """A click on bare felt when the log is hovered or focused: it would take the arrow and Page keys."""
    if not (table.log.over or table.log.focused):
        return None
    if table.button_at(FELT_CORNER) is not None or table.log.rect.collidepoint(FELT_CORNER):
        raise DriverError(f"the felt corner {FELT_CORNER} is not bare on {type(table).__name__}")
    return Step((click(FELT_CORNER),), "click the bare felt, so that the keys go to the table, not the log")


def _over_table(app, top, rng, touch):
    """A scene over the table: go on past it when it waits for the player; the final panel waits for nobody;
    anything else (rules, key help, the log's panel) is closed with Escape, or by touch with its own control."""
    if panels.is_final(app, top):
        return None
    step = panels.go_on(app, top, rng, touch)
    if step is not None:
        return step
    if touch:
        return panels.close(app, top)
    return Step((key("Escape"),), f"press Escape to close {type(top).__name__}")


def game_finished(app) -> bool:
    """Whether the table's game is over and its end has been shown (nothing waits any more)."""
    table = dealing.table_of(app)
    if table is None or table.state.outcome() is None or not table.finished or table.pending:
        return False
    return app.top is table or panels.is_final(app, app.top)


def game_over(app) -> bool:
    """Where a driven game stops: the game is finished (game_finished), or, for a game listed in ENOUGH_ROUNDS
    (13, whose whole game is six rounds with three players), that many rounds are scored and their panels
    closed, the table on top again."""
    if game_finished(app):
        return True
    table = dealing.table_of(app)
    enough = ENOUGH_ROUNDS.get(table.match.spec.id) if table is not None else None
    if enough is None or app.top is not table or table.pending:
        return False
    scored = sum(1 for state in table.match.history for event in state.events if event.kind == "round_scored")
    return scored >= enough
