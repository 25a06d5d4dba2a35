"""Every game's view draws from one small frozen value (scenes.table.seen.Seen with the game's parts), never from
the table: the four views share draw_table(surface, seen), no view module names the table, and a table drawn by
its view while the table itself refuses every read still comes out whole."""
import ast
import dataclasses
import importlib
import inspect
import pathlib

import pygame
import pytest

from parlour.match import Match
from scenes.table.seen import Seen
from tests.support.games import GAME_IDS, SEATS

from ..conftest import open_replay, open_table, run

SCENES = pathlib.Path(__file__).resolve().parents[3] / "scenes"


def draws_from_a_seen(tree) -> bool:
    """Whether a module has a parameter named seen (a helper a view draws with, given the Seen)."""
    return any(isinstance(node, ast.arg) and node.arg == "seen" for node in ast.walk(tree))


def view_modules() -> list:
    """Each game's view and parts, and every module under scenes/ that draws from a Seen (found, not listed)."""
    paths = {SCENES / game_id / f"{name}.py" for game_id in GAME_IDS for name in ("view", "parts")}
    paths |= {path for path in SCENES.rglob("*.py") if draws_from_a_seen(ast.parse(path.read_text()))}
    return sorted(paths)


def test_the_view_helpers_are_found():
    names = {f"{path.parent.name}/{path.name}" for path in view_modules()}
    assert {"table/open_hands.py", "thirteen/taken.py", "quinto_tricks/scoreboard.py", "quartino/wheel.py"} <= names


def reaches(tree) -> list:
    """Where a module names the table, reaches past a callable to its owner, or looks a name up by string."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id in ("table", "getattr"):
            found.append(f"line {node.lineno}: {node.id}")
        elif isinstance(node, ast.arg) and node.arg == "table":
            found.append(f"line {node.lineno}: a parameter named table")
        elif isinstance(node, ast.Attribute) and node.attr in ("table", "__self__"):
            found.append(f"line {node.lineno}: .{node.attr}")
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.endswith(("table.scene", "tables")):
            found.append(f"line {node.lineno}: imports {node.module}")
    return found


@pytest.mark.parametrize("path", view_modules(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_view_module_reads_the_table(path):
    assert path.is_file(), f"{path} is gone: the list of view modules must follow"
    assert reaches(ast.parse(path.read_text())) == [], f"{path.name} reaches the table"


def test_every_game_view_draws_from_the_one_frozen_value():
    for game_id in GAME_IDS:
        view = importlib.import_module(f"scenes.{game_id}.view")
        assert list(inspect.signature(view.draw_table).parameters) == ["surface", "seen"], game_id
    assert dataclasses.is_dataclass(Seen) and Seen.__dataclass_params__.frozen  # type: ignore[attr-defined]


def drawn_blind(table) -> pygame.Surface:
    """The table drawn by its game's view from its Seen while the table refuses every read: only the narrow
    callables the Seen carries (its words, the chrome, a card's face) may use the table, each unblocked while it
    runs; a hand widget draws from what it was last shown, calling back to no one."""
    seen = table.seen()
    real = type(table)

    class Blind(real):
        def __getattribute__(self, name):
            raise AssertionError(f"the view read table.{name}")

    def through(call):
        def unblocked(*args, **kwargs):
            table.__class__ = real
            try:
                return call(*args, **kwargs)
            finally:
                table.__class__ = Blind
        return unblocked

    def wrapped(value):
        changes = {f.name: through(getattr(value, f.name)) for f in dataclasses.fields(value)
                   if callable(getattr(value, f.name))}
        return dataclasses.replace(value, **changes)

    blind_seen = wrapped(seen)
    if dataclasses.is_dataclass(seen.parts):
        blind_seen = dataclasses.replace(blind_seen, parts=wrapped(seen.parts))
    view = importlib.import_module(f"scenes.{real.__module__.split('.')[1]}.view")
    surface = pygame.Surface((1280, 720))
    table.__class__ = Blind
    try:
        view.draw_table(surface, blind_seen)
    finally:
        table.__class__ = real
    return surface


def different_colours(surface) -> int:
    """How many colours a picture holds, sampled on a grid (a felt alone has few)."""
    return len({tuple(surface.get_at((x, y))) for x in range(0, 1280, 16) for y in range(0, 720, 16)})


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_table_mid_game_is_drawn_by_its_view_without_reading_the_table(app, game_id):
    table = open_table(app, game_id, SEATS[game_id], 5)
    run(app, 1.0)
    assert different_colours(drawn_blind(table)) > 40, "the whole table was drawn"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_replay_with_open_hands_is_drawn_by_its_view_without_reading_the_table(app, game_id):
    replay = open_replay(app, Match(game_id, ["human"] + ["easy"] * (len(SEATS[game_id]) - 1), 5), first_moves=3)
    assert replay.table.seen().passive
    assert different_colours(drawn_blind(replay.table)) > 40, "the whole replay was drawn"
