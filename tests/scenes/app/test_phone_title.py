"""A phone's page opens in touch mode: its title names no keys (no "F11 fullscreen · Tab / Enter") before the
first touch, while a desktop page's title does."""
from ..support.drawn_text import record_texts
from ..support.fake_browser import Page, enter_browser, page_load


def title_texts(app, monkeypatch) -> str:
    """The texts of a fresh drawing of the title."""
    drawn = record_texts(monkeypatch)
    app.top.draw(app.screen)
    return " ".join(text for text, _ in drawn)


def test_a_phone_page_names_no_keys_on_its_title(monkeypatch):
    enter_browser(monkeypatch, Page(finger=True, canvas_pixels="2532,1170"))
    app = page_load()
    assert app.window.touch
    shown = title_texts(app, monkeypatch)
    assert "F11" not in shown and "Tab" not in shown


def test_a_desktop_page_names_its_keys(monkeypatch):
    enter_browser(monkeypatch, Page())
    app = page_load()
    assert not app.window.touch and "F11 fullscreen" in title_texts(app, monkeypatch)
