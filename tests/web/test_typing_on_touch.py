"""Typing on touch devices, in Chromium on a landscape phone (tests/web/typing.mjs): the New game screen's
name and deal-code fields have the page's inputs lying over them, a tap focuses the input (so a phone's
keyboard opens) and what is typed there is the game's (a digits-only deal code, which then deals that seed);
the same inputs with a mouse and a keyboard; a record typed into the import panel after a tap on its text box,
from the Statistics and the Replay screens. Screenshots land in build/browser-shots/ (typing-*.png)."""
import json
import random
from functools import cache

import pytest

from parlour.match import Match

from .real_browser import BACKGROUND, run_scenario, setup_for

SEEDS = (77, 78)


@cache
def finished_record(seed) -> str:
    """A finished game of Quinto (seeded random moves) as one line of record text: it opens as its replay."""
    match, rng = Match("quinto", ["easy", "easy"], seed), random.Random(seed)
    while match.state.outcome() is None:
        match.play(rng.choice(match.state.legal_moves()))
    return json.dumps(match.record())


def run_early(web_dir) -> dict:
    """One run of typing.mjs (one phone tab)."""
    return run_scenario("typing.mjs", setup_for(web_dir),
                        records={seed: finished_record(seed) for seed in SEEDS})


@pytest.fixture(scope="module")
def typing(web_build, report_figure):
    """What the phone's visitor met."""
    result = BACKGROUND.result(__name__, run_early, web_build.web_dir)
    marks = result["marks"]
    report_figure(f"Chromium typing on a phone: ready in {marks['opened']:.1f} s, the whole visit in "
                  f"{result['seconds']:.1f} s")
    return result


@pytest.fixture(scope="module")
def phone(typing):
    """The phone's visit, which must have opened the game with no traceback for anything after it to mean something."""
    assert typing["opened"] == "ready" and typing["tracebacks"] == [], typing.get("tracebacks")
    return typing["phone"]


def test_an_input_lies_over_each_text_field_where_the_canvas_draws_it(phone):
    inputs = {i["id"]: i for i in phone["inputs"]}
    assert set(inputs) == {f["id"] for f in phone["fields"]} and len(inputs) == 2
    for field_id, expected in phone["expected"].items():
        box = inputs[field_id]["box"]
        assert all(abs(a - b) < 1 for a, b in zip(box, expected)), (field_id, box, expected)
        assert inputs[field_id]["at_centre"], "nothing covers the input: a tap lands on it"
        assert inputs[field_id]["colour"] == "rgba(0, 0, 0, 0)", "transparent: the canvas draws the field"
    by_mode = {i["inputmode"]: i for i in inputs.values()}
    assert by_mode["numeric"]["maxlength"] == 19 and by_mode["text"]["maxlength"] == 16


def test_a_tap_on_a_name_focuses_its_input_and_the_typed_name_is_the_seats(phone):
    assert phone["name_tap_focus"] == phone["name"]["id"], "the tap itself focuses the input (the keyboard opens)"
    assert phone["name"]["value"] == "Ada" and phone["name"]["focused"], "typed once: SDL never saw the keys"
    assert phone["ink_before"] == 0 < phone["ink_after"], "the canvas draws the name in ink"
    assert phone["scroll_after_typing"] == [0, 0]


def test_the_deal_code_keeps_only_digits(phone):
    assert phone["seed_tap_focus"] == phone["seed"]["id"]
    assert phone["seed"]["value"] == "1234" and phone["seed"]["focused"]
    assert phone["seed_input"] == "1234"


def test_enter_ends_the_typing_and_gives_the_canvas_the_keys(phone):
    after = phone["after_enter"]
    assert after["focus"] == "canvas" and after["scene"] == "NewGameScene"
    assert [f["value"] for f in after["fields"]] == ["Ada", "1234"]


def test_a_mouse_and_a_keyboard_use_the_same_inputs_and_tab_moves_the_focus_through_them(typing):
    desktop = typing["desktop"]
    assert desktop["click_focus"] == typing["phone"]["name"]["id"]
    assert desktop["after_tab"] == {"focus": "canvas", "name": "Ada", "name_focused": False}
    assert desktop["tabbed_to_seed"] == {"focus": desktop["seed_id"], "game": True}, \
        "the game's Tab reaches the deal code and the page's focus follows into its input"
    assert desktop["seed_with_5"] == "12345" and desktop["seed"] == "1234"


def test_deal_uses_the_typed_deal_code_and_the_inputs_go(typing):
    dealt = typing["dealt"]
    assert dealt["seed"] == 1234 and dealt["game"] == "thirteen"
    assert dealt["inputs_left"] == 0 and dealt["focus"] == "canvas"


@pytest.mark.parametrize("where, seed", list(zip(("from_stats", "from_replay"), SEEDS)))
def test_a_record_is_typed_into_the_import_panel_after_a_tap(typing, where, seed):
    imported = typing[where]
    assert imported["focus"] == "parlour-record-text"
    assert imported["typed"] == finished_record(seed)
    assert json.loads(imported["typed"])["seed"] == seed
    assert imported["replayed"]["seed"] == seed and imported["replayed"]["game"] == "quinto"
    assert imported["replayed"]["moves"] == len(json.loads(finished_record(seed))["moves"])
    assert imported["panel_closed"] and imported["fields_empty"]


def test_every_step_is_photographed(typing):
    assert len(typing["pictures"]) == 7 and all(name.startswith("typing-") for name in typing["pictures"])
