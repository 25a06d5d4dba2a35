"""A static check of every Python file that ships (main.py, game/, parlour/, scenes/) for what cannot work in pygbag's
browser runtime: sleeping or blocking calls, threads and processes, system fonts, seeds from the module-level
random functions (pygbag seeds them with 1), and modules its CPython 3.12 does not carry."""
import ast
import sys
from pathlib import Path

import pytest

from tools.build_web import ROOT, SHIPPED

# stdlib modules missing from pygbag's CPython build, or present but unable to work in a browser tab
ABSENT_IN_THE_BROWSER = {
    "_thread", "threading", "multiprocessing", "concurrent", "subprocess", "pty", "tty", "termios", "fcntl",
    "signal", "select", "selectors", "socket", "socketserver", "ssl", "http", "ftplib", "smtplib", "imaplib",
    "poplib", "telnetlib", "xmlrpc", "wsgiref", "webbrowser", "urllib.request", "tkinter", "turtle", "turtledemo",
    "idlelib", "ensurepip", "venv", "lib2to3", "curses", "dbm", "sqlite3", "ctypes", "readline", "grp", "pwd",
    "resource", "mmap", "syslog", "crypt", "nis", "spwd", "ossaudiodev", "msvcrt", "winreg", "winsound", "_winapi",
}
THIRD_PARTY = {"pygame"}
OWN_PACKAGES = {"game", "parlour", "scenes"}
SEEDED_RANDOM_OK = {"Random", "SystemRandom"}


def shipped_python() -> list:
    """Every .py file that goes into the web package."""
    files = []
    for name in SHIPPED:
        path = ROOT / name
        files += [path] if path.suffix == ".py" else sorted(path.rglob("*.py"))
    return files


def imported(tree) -> list:
    """(full module name, line) for every import in tree, relative imports left out."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            found += [(node.module, node.lineno)]
            found += [(f"{node.module}.{alias.name}", node.lineno) for alias in node.names]
    return found


def problems(path, root=ROOT) -> list:
    """What in this file (under root) cannot work in the browser, one line each."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    where = path.relative_to(root)
    found = []
    for name, line in imported(tree):
        top = name.split(".")[0]
        if name in ABSENT_IN_THE_BROWSER or top in ABSENT_IN_THE_BROWSER:
            found.append(f"{where}:{line} imports {name}, which pygbag's runtime cannot run")
        elif top not in sys.stdlib_module_names and top not in THIRD_PARTY | OWN_PACKAGES and top != "__future__":
            found.append(f"{where}:{line} imports {name}, which the web package does not carry")
        elif where.parts[0] == "game" and top in THIRD_PARTY:
            found.append(f"{where}:{line} imports {name}: game/ is standard library only")
        if name == "time.sleep":
            found.append(f"{where}:{line} imports time.sleep: sleeping freezes the browser tab")
        if top == "random" and name.count(".") == 1 and name.split(".")[1] not in SEEDED_RANDOM_OK:
            found.append(f"{where}:{line} imports {name}: pygbag seeds the random module with 1")
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            if node.value.id == "time" and node.attr == "sleep":
                found.append(f"{where}:{node.lineno} calls time.sleep: sleeping freezes the browser tab")
            if node.value.id == "random" and node.attr not in SEEDED_RANDOM_OK:
                found.append(f"{where}:{node.lineno} uses random.{node.attr}: pygbag seeds the random module with 1, "
                             "so every visitor would get the same values (use game.rng)")
        name = node.attr if isinstance(node, ast.Attribute) else node.id if isinstance(node, ast.Name) else ""
        if name == "SysFont":
            found.append(f"{where}:{node.lineno} uses SysFont: the browser has no system fonts (use theme.font)")
    return found


@pytest.mark.parametrize("path", shipped_python(), ids=lambda p: str(p.relative_to(ROOT)))
def test_shipped_file_runs_in_the_browser(path):
    assert problems(path) == []


def test_the_check_sees_what_it_forbids(tmp_path):
    bad = tmp_path / "game" / "example.py"
    bad.parent.mkdir()
    bad.write_text(
        "import threading\nimport random\nimport time\nfrom random import choice\nimport requests\n"
        "import pygame\n\nseed = random.randrange(10)\ntime.sleep(1)\nfont = pygame.font.SysFont('x', 3)\n"
        "fine = random.Random(4)\n",
        encoding="utf-8")
    found = problems(bad, tmp_path)
    assert [line.split(" ", 1)[1] for line in found] == [
        "imports threading, which pygbag's runtime cannot run",
        "imports random.choice: pygbag seeds the random module with 1",
        "imports requests, which the web package does not carry",
        "imports pygame: game/ is standard library only",
        "uses random.randrange: pygbag seeds the random module with 1, so every visitor would get the same values "
        "(use game.rng)",
        "calls time.sleep: sleeping freezes the browser tab",
        "uses SysFont: the browser has no system fonts (use theme.font)",
    ]


def test_every_shipped_file_is_checked():
    names = {str(p.relative_to(ROOT)) for p in shipped_python()}
    assert "main.py" in names and "scenes/app.py" in names and "game/rng.py" in names
    assert all(Path(ROOT, n).is_file() for n in names)
