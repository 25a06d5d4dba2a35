"""pygbag's own page behaviours, restated in tests/web/pygbag_standin where the stand-in lacked them (each citing
pythons.js and cpythonrc.py), and the parlour's page right under them (tests/web/pygbag_page.mjs, Chromium): the
focus stays in a name box across a window switch and the pointer crossing the game; a failed download of the
interpreter's main.data shows the parlour's own panel, never a native alert; an error while main.py imports the
parlour shows the "something went wrong" panel, not a stall 20 s later; only versioned runtime files are asked for."""
import pytest

from .real_browser import BACKGROUND, SCENARIO_LIMIT_S, packaged_variant, run_scenario, setup_for

NODE_TIMEOUT_S = SCENARIO_LIMIT_S
BROKEN = "assets/scenes/opening.py"


def run_early(web_dir) -> dict:
    """One run of pygbag_page.mjs, with a copy of the page whose screens fail to import."""
    broken = packaged_variant(web_dir, web_dir.parent / "web-variants" / "import-error", BROKEN,
                              lambda text: text + '\nraise ImportError("a screen that cannot be imported")\n')
    return run_scenario("pygbag_page.mjs", setup_for(web_dir), NODE_TIMEOUT_S, broken_dir=str(broken))


@pytest.fixture(scope="module")
def page(web_build):
    """What the page did under pygbag's behaviours."""
    return BACKGROUND.result(__name__, run_early, web_build.web_dir)


def test_a_name_box_keeps_the_focus_across_a_window_switch_and_the_pointer_crossing_the_game(page):
    focus = page["focus"]
    assert focus["after_switch"] == "INPUT", "the window's focus coming back leaves the name box its focus"
    assert focus["after_pointer"] == "INPUT", "the pointer crossing the game leaves the name box its focus"
    assert focus["typed"] == "Ada Lovelace" and focus["game_value"] == "Ada Lovelace"
    assert focus["tracebacks"] == []


def test_the_record_import_box_keeps_the_focus_across_a_window_switch(page):
    focus = page["focus"]
    assert focus["record_after_switch"] == "parlour-record-text"
    assert focus["record_typed"] == "1. B5", "what the player pastes after coming back goes into the box"


def test_a_failed_runtime_download_shows_the_parlours_panel_and_no_dialog(page):
    alert = page["alert"]
    assert alert["dialogs"] == []
    assert alert["state"] == "failed" and alert["text"] == alert["expected"]["runtime"]


def test_an_error_importing_the_parlour_shows_something_went_wrong_not_a_stall(page):
    broken = page["broken"]
    assert broken["dialogs"] == []
    assert broken["state"] == "failed" and broken["text"] == broken["expected"]["crash"], broken["text"]
    assert "ImportError: a screen that cannot be imported" in broken["detail"]


def test_only_versioned_runtime_files_are_asked_of_pygbags_cdn(page):
    files, cdn = page["focus"]["runtime_files"]["files"], page["focus"]["runtime_files"]["cdn"]
    assert cdn.endswith("/0.9.3/")
    assert files and [file for file in files if not file.startswith(cdn)] == []
