"""A static check of every Python file that ships (main.py, game/, parlour/, scenes/) for what cannot work in pygbag's
browser runtime: sleeping or blocking calls, system fonts, seeds from the module-level random functions (pygbag seeds
them with 1), and imports its CPython 3.12 does not carry or cannot run in a tab. What it carries is read from its own
file list (main.data-files.txt, fetched by `make test` into build/pygbag-cdn/: tools/pygbag_cdn.py) plus the modules
CPython 3.12 builds into every interpreter; pygbag trims the standard library (no statistics, timeit, graphlib,
shelve, pdb...), so the host's standard library says nothing about it."""
import ast
import importlib.util
import sys
from pathlib import Path

import pytest

from tools import pygbag_cdn
from tools.build_web import ROOT, SHIPPED, skip_unshipped

# where pygbag's interpreter keeps Python files (main.data-files.txt): its standard library, its site-packages,
# and its own modules at the top of assets/
STDLIB = "/usr/lib/python3.12/"
SITE_PACKAGES = "/data/data/org.python/assets/site-packages/"
ASSETS = "/data/data/org.python/assets/"
# inside every CPython 3.12, never files: its frozen modules (Tools/build/freeze_modules.py; the same list as
# _imp._frozen_module_names() in pyodide's 3.12.7) ...
FROZEN = {
    "abc", "codecs", "io", "_collections_abc", "_sitebuiltins", "genericpath", "ntpath", "posixpath", "os", "os.path",
    "site", "stat", "importlib.util", "importlib.machinery", "runpy", "zipimport", "importlib._bootstrap",
    "importlib._bootstrap_external",
}
# ... its built-in C modules (Modules/config.c.in and Setup.bootstrap.in, "cannot be built as shared") ...
BUILT_IN = {
    "sys", "builtins", "marshal", "_imp", "_ast", "_tokenize", "gc", "_warnings", "_string", "atexit", "faulthandler",
    "posix", "_signal", "_tracemalloc", "_codecs", "_collections", "errno", "_io", "itertools", "_sre", "_thread",
    "time", "_typing", "_weakref", "_abc", "_functools", "_locale", "_operator", "_stat", "_symtable", "pwd",
}
# ... and the C modules pygbag's own start-up needs (cpythonrc.py imports binascii, select and unicodedata, and
# seeds random, whose random.py imports math)
BUILT_IN |= {"math", "binascii", "select", "unicodedata"}
# carried, but unable to do their work in a browser tab: no threads, no processes, no sockets, no terminal
CANNOT_WORK_IN_A_TAB = {
    "_thread", "threading", "multiprocessing", "concurrent", "subprocess", "signal", "socket", "ssl", "select",
    "selectors", "http.client", "urllib.request", "webbrowser", "tty", "curses",
}
# carried as a file that cannot be relied on: decimal.py imports the C _decimal (not known to be built) or else
# _pydecimal, which is not in the list
UNRELIABLE = {"decimal"}
THIRD_PARTY = {"pygame"}  # installed by pygbag from its CDN: main.py's PEP 723 block names pygame-ce
OWN_PACKAGES = {"game", "parlour", "scenes", "wire"}
SEEDED_RANDOM_OK = {"Random", "SystemRandom"}


def carried_modules(listing) -> set:
    """Every module pygbag's interpreter can import from its files (main.data-files.txt, one path a line), as
    dotted names, with the frozen and built-in modules of CPython 3.12."""
    found = set()
    for line in listing.splitlines():
        path = line.strip()
        if not path.endswith(".py"):
            continue
        for root in (STDLIB, SITE_PACKAGES, ASSETS):
            if path.startswith(root):
                relative = path[len(root):-3]
                if root == ASSETS and "/" in relative:
                    break
                parts = relative.split("/")
                if parts[-1] == "__init__":
                    parts.pop()
                found.add(".".join(parts))
                break
    return found | FROZEN | BUILT_IN


def shipped_python() -> list:
    """Every .py file that goes into the web package (as the build's own filter picks them)."""
    files = []
    for name in SHIPPED:
        path = ROOT / name
        found = [path] if path.suffix == ".py" else sorted(path.rglob("*.py"))
        files += [f for f in found if not skip_unshipped(f.parent, [f.name]) and "__pycache__" not in f.parts]
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
    """What in this file (under root) cannot work in the browser, one line each (imports of the standard library
    are checked against pygbag's own list by import_problems)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    where = path.relative_to(root)
    found = []
    for name, line in imported(tree):
        top = name.split(".")[0]
        if top not in sys.stdlib_module_names and top not in THIRD_PARTY | OWN_PACKAGES and top != "__future__":
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


def standard_modules(tree) -> list:
    """(dotted module name, line) for every standard library module this tree imports, submodules named in
    `from package import submodule` included (a name the host finds as a submodule of a standard package)."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module != "__future__":
            found.append((node.module, node.lineno))
            found += [(f"{node.module}.{alias.name}", node.lineno) for alias in node.names
                      if _host_submodule(node.module, alias.name)]
    return [(name, line) for name, line in found if name.split(".")[0] in sys.stdlib_module_names]


def _host_submodule(package, name) -> bool:
    if package.split(".")[0] not in sys.stdlib_module_names:
        return False
    try:
        return importlib.util.find_spec(f"{package}.{name}") is not None
    except (ImportError, ValueError):
        return False


def import_problems(path, carried, root=ROOT) -> list:
    """The standard library imports of this file that pygbag's runtime does not carry, or cannot run in a tab."""
    where = path.relative_to(root)
    found = []
    for name, line in standard_modules(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        parts = name.split(".")
        missing = next((".".join(parts[:n]) for n in range(1, len(parts) + 1) if ".".join(parts[:n]) not in carried),
                       None)
        if missing:
            found.append(f"{where}:{line} imports {name}: pygbag's runtime does not carry {missing}")
        elif name in CANNOT_WORK_IN_A_TAB or parts[0] in CANNOT_WORK_IN_A_TAB:
            found.append(f"{where}:{line} imports {name}, which cannot work in a browser tab")
        elif parts[0] in UNRELIABLE:
            found.append(f"{where}:{line} imports {name}, which pygbag's runtime carries without its implementation")
    return found


@pytest.fixture(scope="module")
def carried():
    """What pygbag 0.9.3's interpreter carries, or a skip saying why its file list is not here."""
    try:
        files = pygbag_cdn.available()
    except pygbag_cdn.Unavailable as reason:
        pytest.skip(str(reason))
    return carried_modules(files.data_files.read_text(encoding="utf-8"))


@pytest.mark.parametrize("path", shipped_python(), ids=lambda p: str(p.relative_to(ROOT)))
def test_shipped_file_runs_in_the_browser(path):
    assert problems(path) == []


def test_every_shipped_import_is_carried_by_pygbags_runtime(carried):
    assert [problem for path in shipped_python() for problem in import_problems(path, carried)] == []


def test_the_check_sees_what_it_forbids(tmp_path):
    bad = tmp_path / "game" / "example.py"
    bad.parent.mkdir()
    bad.write_text(
        "import random\nimport time\nfrom random import choice\nimport requests\n"
        "import pygame\n\nseed = random.randrange(10)\ntime.sleep(1)\nfont = pygame.font.SysFont('x', 3)\n"
        "fine = random.Random(4)\n",
        encoding="utf-8")
    found = problems(bad, tmp_path)
    assert [line.split(" ", 1)[1] for line in found] == [
        "imports random.choice: pygbag seeds the random module with 1",
        "imports requests, which the web package does not carry",
        "imports pygame: game/ is standard library only",
        "uses random.randrange: pygbag seeds the random module with 1, so every visitor would get the same values "
        "(use game.rng)",
        "calls time.sleep: sleeping freezes the browser tab",
        "uses SysFont: the browser has no system fonts (use theme.font)",
    ]


def test_the_check_knows_pygbags_trimmed_library(tmp_path, carried):
    example = tmp_path / "scenes" / "example.py"
    example.parent.mkdir()
    example.write_text(
        "import statistics\nimport timeit\nfrom graphlib import TopologicalSorter\nimport shelve\nimport pdb\n"
        "import sqlite3\nimport ctypes\nimport os.path\nimport math\nfrom importlib import util\n"
        "from urllib.parse import quote\nimport json, zipfile, tomllib\nfrom collections import Counter\n"
        "import threading\nimport socket\nfrom concurrent import futures\nimport decimal\n",
        encoding="utf-8")
    found = import_problems(example, carried, tmp_path)
    assert [line.split(" ", 1)[1] for line in found] == [
        "imports statistics: pygbag's runtime does not carry statistics",
        "imports timeit: pygbag's runtime does not carry timeit",
        "imports graphlib: pygbag's runtime does not carry graphlib",
        "imports shelve: pygbag's runtime does not carry shelve",
        "imports pdb: pygbag's runtime does not carry pdb",
        "imports threading, which cannot work in a browser tab",
        "imports socket, which cannot work in a browser tab",
        "imports concurrent, which cannot work in a browser tab",
        "imports concurrent.futures, which cannot work in a browser tab",
        "imports decimal, which pygbag's runtime carries without its implementation",
    ]


def test_every_shipped_file_is_checked():
    names = {str(p.relative_to(ROOT)) for p in shipped_python()}
    assert "main.py" in names and "scenes/app.py" in names and "game/rng.py" in names
    assert all(Path(ROOT, n).is_file() for n in names)
