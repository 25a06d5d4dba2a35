"""The browser door opens: the built page, started as pygbag 0.9.3 starts it (tests/web/pygbag_standin/) on
the real pygame-ce wasm wheel in headless Chromium, installs pygame-ce because main.py declares it, paints
the title and reports ready; the same page whose main.py lacks the PEP 723 block fails as pygbag's does."""
import re

import pytest

from tools import pygbag_cdn

from .real_browser import BACKGROUND, packaged_variant, run_scenario, setup_for

BLOCK = re.compile(r"^# /// script\n(#.*\n)*?# ///\n", re.MULTILINE)


def without_pep723(web_dir, target):
    """A copy of the built page whose packaged main.py has no PEP 723 block."""
    def drop_block(text):
        text, found = BLOCK.subn("", text)
        assert found == 1, "the packaged main.py lost its PEP 723 block"
        return text
    return packaged_variant(web_dir, target, "assets/main.py", drop_block)


def run_early(web_dir) -> dict:
    """One run of boot.mjs: the page as built, the page without the block, a slow and a stopped wheel."""
    setup = setup_for(web_dir)
    variant = without_pep723(web_dir, web_dir.parent / "web-variants" / "no-pep723")
    return run_scenario("boot.mjs", setup, no_pep723_dir=str(variant), wheel=pygbag_cdn.WHEEL)


@pytest.fixture(scope="module")
def door(web_build, report_figure):
    """What the page showed as it opened."""
    result = BACKGROUND.result(__name__, run_early, web_build.web_dir)
    built = result["built"]
    main_at = next(s["ms"] for s in built["scripts"] if s["path"].endswith("/main.py"))
    ready_at = next(h["ms"] for h in built["hooks"] if h["name"] == "parlour_ready")
    report_figure(f"real browser (pyodide 0.27 + pygbag's pygame-ce wasm): page ready in "
                  f"{built['wall_ms'] / 1000:.1f} s, "
                  f"first frame {ready_at - main_at:.0f} ms after main.py started, longest step of the opening "
                  f"{max(built['frame_spent']):.0f} ms")
    return result


def test_main_py_declares_pygame_ce_so_pygbags_preload_installs_its_wheel(door):
    assert door["built"]["wheels"] == [pygbag_cdn.WHEEL]
    assert any(path.endswith(f"cp312/{pygbag_cdn.WHEEL}") for path in door["built"]["requests"])


def test_the_title_paints_and_reports_ready_with_no_traceback(door):
    built = door["built"]
    assert built["state"] == "ready", built["failure"]
    assert built["loading_display"] == "none"
    assert [h["name"] for h in built["hooks"]].count("parlour_failed") == 0
    assert built["tracebacks"] == []


def test_main_py_runs_from_the_unpacked_apk_after_the_page_script(door):
    paths = [s["path"] for s in door["built"]["scripts"]]
    assert paths == ["/data/data/org.python/assets/__main__.py", "/data/data/parlour/assets/main.py"]


def test_the_opening_tells_each_step_and_lets_the_page_paint_between_them(door):
    built = door["built"]
    steps = [(h["args"][0], h["ms"]) for h in built["hooks"] if h["name"] == "parlour_step"]
    ready_at = next(h["ms"] for h in built["hooks"] if h["name"] == "parlour_ready")
    names = [name for name, _ in steps]
    assert names[-4:] == ["page_dealing", "page_lamps", "page_decks", "page_table"]
    marks = [at for _, at in steps[-4:]] + [ready_at]
    for before, after in zip(marks, marks[1:]):
        assert any(before < frame < after for frame in built["frame_times"]), "the page painted between the steps"


def test_without_the_pep723_block_pygame_is_the_empty_font_folder_and_the_page_says_so(door):
    without = door["without"]
    assert without["wheels"] == [], "pygbag's preload installs nothing for such a main.py"
    assert without["state"] == "failed"
    assert "has no attribute 'Surface'" in without["failure"]
    assert without["failure_title"] == "The parlour could not open its doors"


def test_a_wheel_that_arrives_slowly_is_not_taken_for_a_stall(door):
    slow = door["slow"]
    assert slow["wall_ms"] > 24000, "the wheel took longer than the 20 s stall watch"
    assert slow["state"] == "ready", slow["failure"]


def test_a_page_whose_thread_is_busy_longer_than_the_stall_watch_is_not_taken_for_a_stall(door):
    busy = door["slow"]["busy"]
    assert busy["wall_ms"] > 25000, "the page's thread was held 25 s, past the 20 s stall watch"
    assert busy["state"] == "ready", busy["failure"]


def test_a_wheel_download_that_stops_is_reported_as_a_stall(door):
    stopped = door["stopped"]
    assert stopped["state"] == "failed" and stopped["failure_title"] == "The parlour could not open its doors"
    assert stopped["wheels"] == []
