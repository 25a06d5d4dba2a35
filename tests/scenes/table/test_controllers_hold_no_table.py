"""Controllers act through their reach (scenes.table.reach.Reach) and the few calls they were built with, never
through the table: no controller module names the table, and turns played with real events at every game's table,
while the table records any read made by a controller module's code, leave no such read."""
import ast
import pathlib
import sys

import pytest

from tests.support.games import GAME_IDS

from ..support.driven_games import deal, play
from .test_views_see_no_table import reaches

SCENES = pathlib.Path(__file__).resolve().parents[3] / "scenes"
TURNS = 3


def takes_a_reach(tree) -> bool:
    """Whether a module has a parameter annotated Reach (a part built with a table's reach)."""
    return any(isinstance(node, ast.arg) and isinstance(node.annotation, ast.Name) and node.annotation.id == "Reach"
               for node in ast.walk(tree))


def controller_modules() -> list:
    """Every game's controller, the shared hand widget, and every module under scenes/ built with a reach."""
    paths = {SCENES / "table" / "hand.py", *(SCENES / game_id / "controller.py" for game_id in GAME_IDS)}
    paths |= {path for path in SCENES.rglob("*.py") if takes_a_reach(ast.parse(path.read_text()))}
    return sorted(paths)


def test_the_controllers_are_found():
    names = {f"{path.parent.name}/{path.name}" for path in controller_modules()}
    assert {"table/controls.py", "table/hand.py", "quinto/face_prompt.py", "quartino/column.py"} <= names


@pytest.mark.parametrize("path", controller_modules(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_controller_module_names_the_table(path):
    assert path.is_file(), f"{path} is gone"
    assert reaches(ast.parse(path.read_text())) == [], f"{path.name} reaches the table"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_turns_played_by_real_events_read_nothing_of_the_table_from_a_controller(app, game_id, monkeypatch):
    table = deal(app, game_id, monkeypatch)
    watched = {str(path) for path in controller_modules()}
    read = []
    real = type(table)

    class Watched(real):
        def __getattribute__(self, name):
            caller = sys._getframe(1).f_code.co_filename
            if caller in watched:
                read.append(f"{pathlib.Path(caller).name} read table.{name}")
            return super().__getattribute__(name)

    table.__class__ = Watched
    try:
        counts = play(app, game_id, seed=7, moves_wanted=TURNS)
    finally:
        table.__class__ = real
    assert counts["moves"] == TURNS, "the turns were played"
    assert read == []
