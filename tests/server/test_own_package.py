"""The server and the client share only the engine and the wire package: neither imports the other's."""
import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def imported_packages(package):
    """(file, top-level package) for every import in package's modules, relative imports left out."""
    for path in sorted((ROOT / package).rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                yield from ((path.relative_to(ROOT), alias.name.split(".")[0]) for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                yield path.relative_to(ROOT), node.module.split(".")[0]


@pytest.mark.parametrize(("package", "foreign"), [("server", "parlour"), ("parlour", "server"),
                                                  ("wire", "parlour"), ("wire", "server")])
def test_a_side_imports_nothing_of_the_other(package, foreign):
    found = [str(path) for path, top in imported_packages(package) if top == foreign]
    assert not found, f"{package}/ imports {foreign}: {found}"


def test_seat_kinds_follow_the_ai_levels():
    from game.ai import LEVELS
    from parlour.match import SEAT_KINDS as CLIENT_KINDS
    from wire.seats import HUMAN, SEAT_KINDS

    assert SEAT_KINDS == (HUMAN, *LEVELS) and CLIENT_KINDS is SEAT_KINDS
