"""What a phone player reads: no key hints on the title, the Victorian doubling round or the rules page once a
finger is used, "tap" rather than "click" in both languages, and the Replay screen's record buttons read whole."""
import pytest

from game.quinto_tricks.rules import DOUBLING
from parlour.match import Match
from parlour.words import use_touch
from scenes.kit.widgets import fitted

from ..conftest import finger_tap, open_replay, open_table
from ..support.drawn_text import record_texts


@pytest.fixture(autouse=True)
def mouse_words_after():
    """The words catalogues go back to the mouse's wording after each test."""
    yield
    use_touch(False)


def drawn_words(app, monkeypatch) -> list:
    """Every text the top scene draws."""
    drawn = record_texts(monkeypatch)
    app.top.draw(app.screen)
    monkeypatch.undo()
    return [text for text, _ in drawn]


def test_the_title_shows_key_hints_to_a_mouse_and_none_to_a_finger(app, monkeypatch):
    app.go("title")
    app.frame(0.016)
    assert any("Tab / Enter" in text for text in drawn_words(app, monkeypatch))
    finger_tap((0.01, 0.99))
    app.frame(0.016)
    assert not any("Tab" in text or "F11" in text for text in drawn_words(app, monkeypatch))


@pytest.mark.parametrize("language, clicked, tapped", [("en", "Click", "Tap"), ("fr", "Cliquez", "Touchez")])
def test_the_names_hint_says_tap_when_a_finger_plays(app, language, clicked, tapped):
    app.settings.values["language"] = language
    assert app.t("menus.names_hint").startswith(clicked)
    finger_tap((0.01, 0.99))
    app.go("title")
    app.frame(0.016)
    assert app.t("menus.names_hint").startswith(tapped)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_replay_record_buttons_read_whole(app, language):
    app.settings.values["language"] = language
    replay = open_replay(app, Match("quartino", ["human", "easy"], 3), first_moves=2)
    for button in replay.buttons:
        label, size = fitted(button.text(), button.size, button.rect.width - 24, "bold")
        assert label == button.text() and size == button.size, (label, size)


def doubling_status(app, monkeypatch) -> str:
    """The Victorian table's status line once the human is to speak in the doubling round."""
    table = open_table(app, "quinto_tricks", ["human", "easy", "easy", "easy"], 1)
    for _ in range(40):
        if table.my_turn():
            break
        app.frame(0.05)
    assert table.my_turn() and table.state.phase == DOUBLING
    your_turn = app.t("your_turn", hint="")
    drawn = record_texts(monkeypatch)
    table.draw_table(app.screen)
    monkeypatch.undo()
    return next(text for text, _ in drawn if text.startswith(your_turn.rstrip()))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_doubling_round_names_its_keys_to_a_mouse_and_none_to_a_finger(app, monkeypatch, language):
    app.settings.values["language"] = language
    assert "(P, D, R)" in doubling_status(app, monkeypatch)
    app.pop()
    finger_tap((0.01, 0.99))
    status = doubling_status(app, monkeypatch)
    assert "(" not in status, status


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_rules_page_says_how_to_scroll_by_finger(app, monkeypatch, language):
    app.settings.values["language"] = language
    app.go("rules", game_id="quinto_tricks")
    app.frame(0.016)
    mouse = app.t("scroll_hint")
    assert mouse in drawn_words(app, monkeypatch)
    finger_tap((0.5, 0.02))
    app.frame(0.016)
    shown = drawn_words(app, monkeypatch)
    assert mouse not in shown and app.t("scroll_hint") in shown
    assert not any(word in app.t("scroll_hint").lower() for word in ("arrow", "flèche", "molette"))
