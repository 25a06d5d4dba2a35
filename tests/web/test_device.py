"""Phones and tablets in Chromium (tests/web/device.mjs on the real-browser harness, emulating touch screens at three
device pixels to the CSS pixel): the notice that asks a phone held upright to be turned, and the page's fullscreen
button for touch screens (build/page/device.js and device.css). Screenshots land in build/browser-shots/
(device-*.png)."""
import json
import re

import pytest

from tools.build_web import ROOT

from .real_browser import BACKGROUND, run_scenario, setup_for

WIDE = 16 / 9
LEAST_BUTTON_PX = 40
SLACK_PX = 0.5


def run_early(web_dir) -> dict:
    """One run of device.mjs (one browser: a French phone and a desktop while the page loads, then one phone
    load to the game, turned, tapped, squeezed and made a tablet)."""
    return run_scenario("device.mjs", setup_for(web_dir))


def words(language) -> dict:
    """The parlour's words in language, from assets/words/<language>/parlour.json."""
    return json.loads((ROOT / "assets" / "words" / language / "parlour.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def device(web_build, report_figure):
    """What the page showed on the emulated devices."""
    result = BACKGROUND.result(__name__, run_early, web_build.web_dir)
    report_figure(f"Chromium phones and tablets: the device checks in {result['seconds']:.1f} s")
    return result


@pytest.fixture(scope="module")
def phone(device):
    """The phone's load, which must have reached the game for anything after it to mean something."""
    phone = device["phone"]
    assert phone["portrait"]["state"] == "ready", phone.get("tracebacks")
    return phone


def frame_of(box) -> dict:
    """The game's 16:9 frame, letterboxed and centred in the canvas's box (as the game draws it)."""
    width = min(box["width"], box["height"] * WIDE)
    height = width / WIDE
    return {"left": box["left"] + (box["width"] - width) / 2, "top": box["top"] + (box["height"] - height) / 2,
            "width": width, "height": height}


def overlaps(one, other) -> bool:
    """Whether boxes one and other overlap by more than SLACK_PX on both axes."""
    def apart(axis, size) -> bool:
        return (one[axis] + one[size] <= other[axis] + SLACK_PX) or (other[axis] + other[size] <= one[axis] + SLACK_PX)

    return not apart("left", "width") and not apart("top", "height")


def inside(box, viewport) -> bool:
    """Whether box lies within viewport, give or take SLACK_PX."""
    return (box["left"] >= -SLACK_PX and box["top"] >= -SLACK_PX
            and box["left"] + box["width"] <= viewport["width"] + SLACK_PX
            and box["top"] + box["height"] <= viewport["height"] + SLACK_PX)


def assert_button_in_a_bar(seen):
    """Assert the fullscreen button seen is shown, big enough to tap, in the viewport and clear of the game's frame."""
    button, viewport = seen["button"], seen["viewport"]
    assert button["shown"], seen
    box = button["box"]
    assert min(box["width"], box["height"]) >= LEAST_BUTTON_PX, box
    assert inside(box, viewport), (box, viewport)
    assert not overlaps(box, frame_of(seen["canvas"])), (box, seen["canvas"])


def test_the_page_carries_the_notice_and_the_button_in_both_languages(web_build):
    html = (web_build.web_dir / "index.html").read_text(encoding="utf-8")
    assert 'notice.id = "parlour-turn"' in html and 'button.id = "parlour-fullscreen"' in html
    assert "#parlour-turn {" in html and "#parlour-fullscreen {" in html, "device.css inlined in the page's style"
    page_words = json.loads(re.search(r"const PARLOUR_WORDS = (\{.*\});", html).group(1))
    for language in ("en", "fr"):
        for key in ("page_turn_title", "page_turn_text", "page_fullscreen"):
            assert page_words[language][key] == words(language)[key]
    assert "\u00a0:" in page_words["fr"]["page_turn_text"], "French puts a no-break space before a colon"


def test_a_phone_held_upright_is_asked_to_turn_over_the_game(phone):
    portrait = phone["portrait"]
    assert portrait["notice"]["shown"] and portrait["notice"]["on_top"]
    assert portrait["notice"]["title"] == words("en")["page_turn_title"]
    assert portrait["notice"]["text"] == words("en")["page_turn_text"]
    assert not portrait["button"]["shown"], "the fullscreen button waits for the turn"
    assert portrait["focus"] == "canvas", "the notice takes no focus: the game keeps the keys"


def test_the_notice_speaks_french_over_the_loading_screen(device):
    loading = device["french"]["portrait"]
    assert loading["state"] == "loading" and loading["loading"]
    assert loading["notice"]["shown"] and loading["notice"]["on_top"]
    assert loading["notice"]["title"] == words("fr")["page_turn_title"]
    assert loading["notice"]["text"] == words("fr")["page_turn_text"]


def test_turning_to_landscape_hides_the_notice_at_once_and_the_game_is_there(phone):
    turned, settled = phone["landscape"], phone["landscape_settled"]
    assert not turned["notice"]["shown"], "gone on the very next frame after the turn"
    assert turned["at_centre"] == "canvas"
    assert settled["scene"] == "TitleScene" and settled["focus"] == "canvas"


def test_the_fullscreen_button_stands_in_the_bar_beside_the_frame(phone):
    settled = phone["landscape_settled"]
    assert settled["button"]["where"] == "side" and settled["button"]["label"] == words("en")["page_fullscreen"]
    assert_button_in_a_bar(settled)
    box, frame = settled["button"]["box"], frame_of(settled["canvas"])
    assert box["left"] >= frame["left"] + frame["width"], "in the bar on the right"
    for button in settled["game_buttons"]:
        assert not (box["left"] <= button["x"] <= box["left"] + box["width"]
                    and box["top"] <= button["y"] <= box["top"] + box["height"]), button


def test_a_finger_tap_on_the_button_goes_fullscreen_and_hides_it_until_fullscreen_ends(phone):
    tapped, left = phone["tapped"], phone["left_fullscreen"]
    assert tapped["activation_before"] is False, "the tap itself must carry the user activation"
    assert tapped["fullscreen"] and not tapped["button"]["shown"]
    assert tapped["focus"] == "canvas", "the game keeps the keys after the tap"
    assert not left["fullscreen"] and left["button"]["shown"]
    assert left["button"]["box"] == phone["landscape_settled"]["button"]["box"]


def test_the_game_fits_as_the_address_bar_hides_and_shows(phone):
    heights = [seen["viewport"]["height"] for seen in phone["address_bar"]]
    assert heights == [340, 390]
    for seen in phone["address_bar"]:
        viewport, canvas = seen["viewport"], seen["canvas"]
        assert inside(canvas, viewport), (canvas, viewport)
        frame = frame_of(canvas)
        assert abs(frame["height"] - viewport["height"]) <= 1, "the 16:9 frame uses the page's whole height"
        assert_button_in_a_bar(seen)


def test_a_tablet_held_upright_plays_letterboxed_without_the_notice(phone):
    tablet = phone["tablet"]
    assert not tablet["notice"]["shown"] and tablet["at_centre"] == "canvas"
    assert tablet["button"]["where"] == "top"
    assert_button_in_a_bar(tablet)


def test_turning_again_brings_the_notice_back_and_away(phone):
    upright, turned, settled = phone["again"]
    assert upright["notice"]["shown"] and not turned["notice"]["shown"]
    assert settled["scene"] == "TitleScene" and settled["button"]["shown"]
    assert phone["tracebacks"] == []


@pytest.mark.parametrize("window", ["wide", "tall"])
def test_a_desktop_window_shows_neither_the_notice_nor_the_button(device, window):
    seen = device["desktop"][window]
    assert seen["can_fullscreen"], "the button would be shown were this a touch screen"
    assert not seen["notice"]["shown"] and not seen["button"]["shown"]
