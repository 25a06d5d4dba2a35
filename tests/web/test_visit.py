"""A visit to the built page in Chromium (tests/web/visit.mjs on the real-browser harness): what a player meets
around the game itself, on its own page and inside an itch.io-like host page. Screenshots land in
build/browser-shots/ (visit-*.png)."""
import pytest

from .real_browser import BACKGROUND, SCENARIO_LIMIT_S, run_scenario, setup_for

TIMEOUT_S = SCENARIO_LIMIT_S


def run_early(web_dir) -> dict:
    """One run of visit.mjs (one browser: one load on the game's own page, one inside the host page)."""
    return run_scenario("visit.mjs", setup_for(web_dir), TIMEOUT_S)


@pytest.fixture(scope="module")
def visit(web_build, report_figure):
    """What the two page loads showed."""
    result = BACKGROUND.result(__name__, run_early, web_build.web_dir)
    seconds = result["own"]["ready"]["ready_ms"] / 1000
    report_figure(f"Chromium visit: the parlour ready on its own page in {seconds:.1f} s")
    return result


@pytest.fixture(scope="module")
def own(visit):
    """The load on the game's own page, which must have reached ready for anything after it to mean something."""
    own = visit["own"]
    assert own["ready"]["state"] == "ready", own.get("tracebacks")
    return own


def test_the_page_is_read_as_utf8_and_reaches_ready(own):
    assert own["ready"]["charset"] == "UTF-8"


def test_the_canvas_fills_the_page_and_is_drawn_at_its_device_pixels(own):
    ready = own["ready"]
    width, height, ratio = ready["viewport"]
    assert ready["box"] == {"left": 0, "top": 0, "width": width, "height": height}
    assert ready["pixels"] == [round(width * ratio), round(height * ratio)]


def test_one_finger_tap_lets_the_sound_play(own):
    ready, tapped = own["ready"], own["after_tap"]
    assert ready["sdl2"], "the game opens audio at start (pygame.init), so SDL's audio context must exist"
    assert not ready["activated"] and ready["audio"] == "suspended", "the check must start without user activation"
    assert tapped["activated"] and tapped["audio"] == "running"


def test_try_again_reloads_without_a_leave_site_dialog(own):
    retry = own["retry"]
    assert retry["dialogs"] == []
    assert retry["reloaded"] and retry["mark_gone"]


def test_leaving_the_page_asks_nothing(own):
    leave = own["leave"]
    assert leave["dialogs"] == [] and leave["left"]


def test_space_arrows_and_page_keys_on_the_game_do_not_scroll_the_host_page(visit):
    hosted = visit["hosted"]
    assert hosted["state"] == "ready" and hosted["focus"] == "canvas"
    assert hosted["keys"] == {"Space": 0, "ArrowDown": 0, "PageDown": 0}
    assert hosted["typed"] == [" "], "the game must still be typed the space (a player's name may hold one)"
