"""Shared fixtures of the web checks: one pygbag build per session, the browser runs started early, and the
figures they report."""
from pathlib import Path

import pytest

from tools.build_web import build_web

from .real_browser import BACKGROUND

FIGURES = pytest.StashKey[list]()
BUILD = pytest.StashKey[object]()


WEB_TESTS = Path(__file__).resolve().parent


def pytest_collection_modifyitems(config, items):
    """Every test under tests/web is marked web, so `pytest -m "not web"` leaves out the build and the browsers."""
    for item in items:
        if WEB_TESTS in Path(item.path).resolve().parents:
            item.add_marker(pytest.mark.web)


def built(config):
    """The web package, built once per test session exactly as `make web` builds it."""
    if BUILD not in config.stash:
        config.stash[BUILD] = build_web()
    return config.stash[BUILD]


def pytest_collection_finish(session):
    """Start every selected module's browser run (its `run_early(web_dir)`) before the first test runs."""
    modules = {item.module for item in session.items if hasattr(getattr(item, "module", None), "run_early")}
    for module in sorted(modules, key=lambda m: m.__name__):
        BACKGROUND.start(module.__name__, module.run_early, built(session.config).web_dir)


@pytest.fixture(scope="session")
def web_build(pytestconfig, report_figure):
    """The web package of this session."""
    result = built(pytestconfig)
    report_figure(result.summary())
    return result


@pytest.fixture(scope="session")
def report_figure(pytestconfig):
    """Call with a line of text to show it in the test run's summary."""
    lines = pytestconfig.stash.setdefault(FIGURES, [])
    return lines.append


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    """Print the web figures (package size, WebAssembly timings) after the results."""
    lines = config.stash.get(FIGURES, [])
    if lines:
        terminalreporter.section("web figures")
        for line in lines:
            terminalreporter.write_line(line)
