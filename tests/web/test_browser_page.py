"""The web page in headless Chromium, as a visitor meets it when pygbag's CDN is out of reach: served on
127.0.0.1 only, every outside host unreachable or hanging, the template's hooks driven as the runtime and
scenes/screens/record_exchange.py drive them, and inside a cross-origin iframe as itch.io embeds it. Screenshots land
in build/browser-shots/."""
import json
import subprocess

import pytest

from tools.build_web import ROOT

from .real_browser import BACKGROUND, SCENARIO_LIMIT_S, SHOTS, chromium

SCRIPT = ROOT / "tests" / "web" / "browser_page.mjs"
NODE_TIMEOUT_S = SCENARIO_LIMIT_S


def run_early(web_dir) -> dict:
    """The three runs (unreachable, hanging, hooks) and the iframe, from one Node run."""
    browser = chromium()
    SHOTS.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["node", str(SCRIPT), browser, str(web_dir), str(SHOTS)], cwd=ROOT,
                          capture_output=True, text=True, timeout=NODE_TIMEOUT_S)
    assert done.returncode == 0, done.stderr[-4000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def page(web_build, report_figure):
    """What the page showed."""
    result = BACKGROUND.result(__name__, run_early, web_build.web_dir)
    report_figure(
        f"Chromium: runtime unreachable -> message in {result['unreachable']['failed_after_ms'] / 1000:.1f} s; "
        f"runtime hanging -> first paint at {result['hanging']['fcp_ms']:.0f} ms, stall reported in "
        f"{result['hanging']['failed_after_ms'] / 1000:.1f} s; screenshots in {SHOTS}"
    )
    return result


def test_unreachable_runtime_shows_a_plain_message_and_retry_without_waiting_for_the_stall_watch(page):
    gone = page["unreachable"]
    assert not gone["text"].startswith("Loading has stopped"), "the failed download is told, not the 20 s stall"
    assert gone["title"] == "The parlour could not open its doors"
    assert "could not be downloaded" in gone["text"] and "try again" in gone["text"]
    assert gone["retry"] == "Try again" and gone["retry_visible"]


def test_a_french_visitor_reads_the_failure_in_french(page):
    fr = page["unreachable"]["fr"]
    assert fr["name"] == "le salon" and fr["title"] == "Le salon n’a pas pu ouvrir ses portes"
    assert fr["text"].startswith("Le moteur du jeu n’a pas pu être téléchargé") and fr["retry"] == "Réessayer"


def test_hanging_runtime_still_paints_the_loading_screen_before_the_runtime_answers(page):
    hanging = page["hanging"]
    assert hanging["fcp_ms"] is not None, "nothing was painted while the runtime's download hung"
    assert hanging["fcp_ms"] < hanging["failed_after_ms"], "the loading screen was painted before the stall was told"
    assert hanging["loading_title"] == "the parlour" and hanging["status"] == "Opening the doors"
    assert hanging["loading_display"] == "flex"


def test_the_page_asks_for_lining_figures_in_its_serif(page):
    assert page["hanging"]["figures"] == "lining-nums", "Georgia's old-style 1 reads as ı in \"20 seconds\""


def test_hanging_runtime_is_reported_as_a_stall_within_about_20_s(page):
    hanging = page["hanging"]
    assert hanging["failed_after_ms"] >= 20000, "the stall is told only after the 20 s watch"
    assert hanging["text"].startswith("Loading has stopped") and hanging["retry_visible"]


def test_loading_steps_are_told_in_words_and_the_overlay_ends_at_display_none(page):
    assert page["hooks"]["step"] == {"status": "Unpacking the cards", "bar": "55%"}
    assert page["hooks"]["overlay_display"] == "none"


def test_the_canvas_takes_the_keys_at_start_and_on_a_click(page):
    assert page["hooks"]["focus_after_ready"] == "canvas"
    assert page["hooks"]["focus_after_click"] == "canvas"


def test_export_shows_the_record_selected_and_downloads_it_as_txt(page):
    hooks = page["hooks"]
    assert hooks["export_opened"] and hooks["export_visible"]
    assert json.loads(hooks["export_text"])["game"] == "thirteen"
    assert hooks["export_selected"] == len(hooks["export_text"])
    assert hooks["downloaded"] == {"name": "parlour-thirteen-5.txt", "text": hooks["export_text"]}
    assert hooks["copy_note"] in ("Copied.", "Select the text and copy it.")
    assert hooks["after_close"] == {"open": False, "answer": ""}


def test_import_takes_pasted_text_or_a_file_and_answers_once(page):
    hooks = page["hooks"]
    assert hooks["take_while_open"] == ""
    assert [json.loads(a) if a else a for a in hooks["pasted"]] == [{"text": '{"friend": true}'}, ""]
    assert json.loads(json.loads(hooks["from_file"])["text"])["moves"] == ["B7>1"]
    assert json.loads(hooks["escaped"]) == {"cancelled": True}


def test_a_game_that_stops_shows_the_message_again(page):
    crash = page["hooks"]["crash"]
    assert page["hooks"]["crash_overlay_display"] == "flex"
    assert crash["title"] == "The game has stopped" and crash["detail"].startswith("ZeroDivisionError")
    assert crash["retry_visible"]


def test_inside_a_cross_origin_iframe_the_game_takes_the_keys_at_start(page):
    embedded = page["iframe"]
    assert embedded["host_focus_after_ready"] == "game"
    assert embedded["frame_focus_after_ready"] == "canvas"


def test_inside_the_iframe_copying_works_without_the_refused_clipboard_api(page):
    embedded = page["iframe"]
    assert embedded["clipboard_api"] == "NotAllowedError", "the iframe refuses navigator.clipboard, as on itch.io"
    assert embedded["copy_note"] == "Copied."


def test_the_f11_hint_is_offered_only_where_the_iframe_may_go_fullscreen(page):
    assert page["iframe"]["can_fullscreen_allowed"] is True
    assert page["iframe"]["can_fullscreen_not_allowed"] is False
