"""The engine runs unchanged in WebAssembly: the contract checks pass inside pyodide 0.27 (CPython 3.12, the
Python of pygbag's browser runtime) under Node."""
import json
import shutil
import subprocess
import time

import pytest

from game import GAMES
from tests.parlour import app_checks
from tools.build_web import ROOT

from . import wasm_checks
from .real_browser import BACKGROUND, HUNG_AFTER_S

SCRIPT = ROOT / "tests" / "web" / "pyodide_contract.mjs"
PYODIDE = ROOT / "node_modules" / "pyodide" / "pyodide.mjs"
SEEDS = (1,)


def install_pyodide() -> None:
    """Install package.json's pinned pyodide npm package unless node_modules already holds it."""
    if PYODIDE.is_file():
        return
    npm = shutil.which("npm")
    assert npm, "npm is needed to install the pyodide package (package.json)"
    # like the Makefile's install: no package-lock.json left in the working tree
    subprocess.run([npm, "install", "--no-audit", "--no-fund", "--no-package-lock", "--loglevel=error"], cwd=ROOT,
                   check=True, timeout=HUNG_AFTER_S)


def run_in_pyodide(seeds) -> tuple:
    """Run pyodide_contract.mjs with Node: (its parsed JSON answer, wall seconds)."""
    node = shutil.which("node")
    assert node, "Node.js is needed to run pyodide"
    started = time.perf_counter()
    done = subprocess.run(
        [node, str(SCRIPT), *map(str, seeds)], cwd=ROOT, capture_output=True, text=True, timeout=HUNG_AFTER_S
    )
    seconds = time.perf_counter() - started
    assert done.returncode == 0, f"pyodide run failed:\n{done.stderr[-4000:]}"
    return json.loads(done.stdout.strip().splitlines()[-1]), seconds


def run_early(web_dir) -> dict:
    """The contract run inside pyodide with Node, and the run's wall seconds."""
    install_pyodide()
    result, seconds = run_in_pyodide(SEEDS)
    return {**result, "node_seconds": seconds}


@pytest.fixture(scope="module")
def wasm_result(web_build, report_figure):
    """The contract run inside pyodide, once for this module."""
    result = BACKGROUND.result(__name__, run_early, web_build.web_dir)
    seconds = result["node_seconds"]
    report_figure(
        f"pyodide (Python {result['python']}, {result['platform']}): {result['checks']} contract checks on "
        f"{', '.join(result['games'])} and {result['app_checks']} app-logic checks in {result['seconds']:.1f} s; "
        f"whole Node run {seconds:.1f} s"
    )
    return result


def test_runs_in_webassembly(wasm_result):
    assert wasm_result["platform"] == "emscripten"


def test_runs_on_the_python_pygbag_runs(wasm_result):
    # pygbag 0.9.3's browser runtime is CPython 3.12; package.json pins pyodide 0.27.x, which carries it
    assert wasm_result["python"].startswith("3.12.")


def test_every_game_is_checked(wasm_result):
    assert wasm_result["games"] == sorted(GAMES)


def test_every_contract_check_passes(wasm_result):
    assert wasm_result["checks"] == wasm_checks.expected_checks(SEEDS) > 0


def test_the_app_logic_passes_its_checks_too(wasm_result):
    assert wasm_result["app_checks"] == app_checks.run_all() > 0


def test_seeded_games_end_as_natively(wasm_result):
    assert wasm_result["digests"] == wasm_checks.playout_digests()
