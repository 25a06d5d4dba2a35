"""Shared fixtures of the web checks: one pygbag build per session, and the figures they report."""
import pytest

from tools.build_web import build_web

FIGURES = pytest.StashKey[list]()


@pytest.fixture(scope="session")
def web_build(report_figure):
    """The web package, built once per test session exactly as `make web` builds it."""
    result = build_web()
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
