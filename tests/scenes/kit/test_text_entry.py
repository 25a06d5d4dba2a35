"""Typing on touch devices (scenes/kit/text_entry.py): in a fake browser the New game screen's text fields are
described to the page, what a visitor types into the page's inputs reaches the fields (names, a digits-only
deal code held to its length), the page's focus and the game's follow each other, and natively nothing is
asked of any page. The page's own inputs are checked in Chromium by tests/web/typing.mjs."""
import json

import pygame
import pytest

from parlour import browser
from parlour.match import NAME_LENGTH
from scenes.kit.text_entry import TextEntry, cleaned, field_id, text_fields
from scenes.kit.text_field import TextField
from scenes.screens.new_game import SEED_DIGITS, NewGameScene
from scenes.screens.title import TitleScene

from ..conftest import click, key
from ..support.fake_browser import enter_browser, page_load
from ..support.fake_text_page import TextPage


@pytest.fixture
def page(monkeypatch):
    """The fake page with inputs, entered: this test's Python runs as in pygbag."""
    visited = TextPage()
    enter_browser(monkeypatch, visited)
    return visited


def new_game(app) -> NewGameScene:
    """Title → New game by a click, one frame later."""
    button = next(b for b in app.top.buttons if b.text() == app.t("new_game"))
    click(app, button.rect.center)
    assert isinstance(app.top, NewGameScene)
    return app.top


def name_id(scene, seat) -> str:
    """The page's id of the name field of seat on scene."""
    return field_id(scene.seat_rows.fields[seat])


def test_the_new_game_screen_shows_its_fields_to_the_page_and_the_title_none(page):
    app = page_load()
    assert page.calls == 0, "a screen without text fields asks nothing of the page"
    scene = new_game(app)
    described = {field["id"]: field for field in page.described}
    fields = text_fields(scene)
    assert fields == [*scene.seat_rows.fields.values(), scene.seed_field]
    assert list(described) == [field_id(f) for f in fields]
    seed = described[field_id(scene.seed_field)]
    assert seed["rect"] == list(scene.seed_field.rect) and seed["inputmode"] == "numeric"
    assert seed["max_length"] == SEED_DIGITS and seed["placeholder"] == app.t("seed_hint")
    name = described[name_id(scene, 0)]
    assert name["inputmode"] == "text" and name["max_length"] == NAME_LENGTH and name["placeholder"]
    assert all(0 <= f["rect"][0] and f["rect"][0] + f["rect"][2] <= 1280 and f["rect"][1] + f["rect"][3] <= 720
               for f in described.values()), "rects are logical pixels of the 1280×720 frame"

    app.frame(0.016)
    calls = page.calls
    for _ in range(5):
        app.frame(0.016)
    assert page.calls == calls, "nothing changed, so nothing is sent again"

    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)
    assert page.described == [], "leaving the screen removes the inputs"
    calls = page.calls
    app.frame(0.016)
    assert page.calls == calls


def test_a_name_typed_in_the_page_is_the_seats_name_and_the_field_takes_the_focus(page):
    app = page_load()
    scene = new_game(app)
    seat = name_id(scene, 0)
    page.tap(seat)
    app.frame(0.016)
    assert scene.focus is scene.seat_rows.fields[0], "the field the page focused has the game's focus"
    page.type("Ada")
    app.frame(0.016)
    assert scene.seat_rows.fields[0].value == "Ada"
    page.type(" Lovelace and more besides")
    app.frame(0.016)
    assert scene.seat_rows.fields[0].value == "Ada Lovelace and more besides"[:NAME_LENGTH]
    page.erase(len(scene.seat_rows.fields[0].value) - 3)
    app.frame(0.016)
    assert scene.seat_rows.chosen_names(scene.players)[0] == "Ada"


def test_the_deal_code_keeps_digits_only_up_to_its_length_and_deals_that_seed(page):
    app = page_load()
    scene = new_game(app)
    seed = field_id(scene.seed_field)
    page.tap(seed)
    app.frame(0.016)
    page.type("12ab34")
    app.frame(0.016)
    assert scene.seed_text == "1234"
    assert page.inputs[seed] == "1234", "the page's input is told what the field kept"
    page.type("9" * 40)
    app.frame(0.016)
    assert len(scene.seed_text) == SEED_DIGITS and page.inputs[seed] == scene.seed_text
    page.erase(SEED_DIGITS - 4)
    app.frame(0.016)
    assert scene.seed_text == "1234"
    deal = next(b for b in scene.buttons if b.text() == app.t("start"))
    page.tap_canvas()
    click(app, deal.rect.center)
    assert app.top.match.seed == 1234


def test_keys_on_the_canvas_show_in_the_page_and_tab_moves_the_page_focus(page):
    app = page_load()
    scene = new_game(app)
    click(app, scene.seat_rows.fields[0].rect.center)
    seat = name_id(scene, 0)
    assert page.focused == seat, "a field the game focused (a click, or Tab) takes the page's focus"
    for letter in "Bo":
        key(app, ord(letter.lower()), unicode=letter)
    assert scene.seat_rows.fields[0].value == "Bo" and page.inputs[seat] == "Bo"
    key(app, pygame.K_TAB)
    assert scene.focus is not scene.seat_rows.fields[0]
    assert page.focused != seat, "the page's focus follows the game's away from the field"


def test_the_game_focus_stays_when_the_page_focus_leaves(page):
    app = page_load()
    scene = new_game(app)
    page.tap(field_id(scene.seed_field))
    app.frame(0.016)
    page.tap_canvas()
    app.frame(0.016)
    assert scene.focus is scene.seed_field, "as natively: a tap elsewhere leaves the keyboard focus where it was"
    page.tap(name_id(scene, 0))
    app.frame(0.016)
    assert scene.focus is scene.seat_rows.fields[0]


def test_a_rebuilt_screen_keeps_the_inputs_in_step(page):
    app = page_load()
    scene = new_game(app)
    page.tap(name_id(scene, 0))
    app.frame(0.016)
    page.type("Cy")
    app.frame(0.016)
    minus = next(b for b in scene.buttons if b.text() == "−")
    click(app, minus.rect.center)
    app.frame(0.016)
    assert [f["id"] for f in page.described] == [field_id(f) for f in text_fields(scene)]
    assert page.inputs[name_id(scene, 0)] == scene.seat_rows.fields[0].value == "Cy"


def test_a_field_keeps_what_it_allows():
    field = TextField((0, 0, 100, 40), max_length=4, allowed=str.isdigit)
    assert cleaned(field, "1a2b3c4d5") == "1234"
    assert cleaned(TextField((0, 0, 100, 40), max_length=16), "Ada\tLovelace") == "AdaLovelace"


def test_natively_no_page_is_asked(app, monkeypatch):
    asked = []
    monkeypatch.setattr(browser, "call", lambda *args: asked.append(args))
    app.push(TitleScene(app))
    scene = NewGameScene(app)
    app.push(scene)
    for _ in range(3):
        app.frame(0.016)
    TextEntry().sync(scene)
    assert not [args for args in asked if args[0].startswith("parlour_text")]


def test_a_page_without_the_hooks_changes_nothing(monkeypatch):
    from ..support.fake_browser import Page

    enter_browser(monkeypatch, Page())
    app = page_load()
    scene = new_game(app)
    click(app, scene.seed_field.rect.center)
    key(app, pygame.K_7, unicode="7")
    assert scene.seed_text == "7"


def test_the_description_is_json_the_page_can_read(page):
    app = page_load()
    new_game(app)
    text = app.text_entry.sent
    shown = json.loads(text)
    assert set(shown) == {"focus", "fields"}
    assert {"id", "rect", "value", "max_length", "inputmode", "placeholder", "size"} <= set(shown["fields"][0])
