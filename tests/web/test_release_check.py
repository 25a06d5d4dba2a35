"""`make web-check` (tests/web/release_check.py): where pygbag's CDN cannot be reached (here) it stops at once and
says so; its scripted deal, whose probes reach the page's Python through pygbag's PyRun_SimpleString, plays 13's
first round on the stand-in (restating PyRun_SimpleString, pythons.js 490-497)."""
import pytest

from . import release_check
from .real_browser import BACKGROUND, SCENARIO_LIMIT_S, run_scenario, setup_for

NODE_TIMEOUT_S = SCENARIO_LIMIT_S


def run_early(web_dir) -> dict:
    """release_check.mjs in Chromium, on the stand-in served the way the tests serve it."""
    return run_scenario("release_check.mjs", {**setup_for(web_dir), "engine": "chromium"}, NODE_TIMEOUT_S)


def test_without_pygbags_cdn_the_check_stops_at_once_saying_so(web_build, monkeypatch, capsys):
    monkeypatch.setattr(release_check, "CDN", "https://cdn.invalid/0.9.3/")
    monkeypatch.setattr(release_check, "check_engine", lambda *args: pytest.fail("no engine may be opened"))
    assert release_check.main() == 2
    said = capsys.readouterr().err
    assert "https://cdn.invalid/0.9.3/" in said and "cannot be reached" in said and "before publishing" in said


def test_the_scripted_deal_plays_13s_first_round_through_pygbags_own_way_into_python(web_build):
    result = BACKGROUND.result(__name__, run_early, web_build.web_dir)
    assert result["opened"]["state"] == "ready" and "error" not in result, result.get("error")
    assert result["played"]["rounds_scored"] >= 1
    assert result["dialogs"] == [] and result["tracebacks"] == []
