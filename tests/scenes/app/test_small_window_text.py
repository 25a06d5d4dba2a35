"""At the smallest window (640×360) every line of text is drawn at 11 real pixels or more, on every screen and
every table: the fonts the kit's text drawing asks for are recorded while each is drawn. And the small window
folds or leaves things out rather than cut words: no line is cut to a stub ("Ga…"), none leaves the panel it is
drawn in. In each language: the French words are longer."""
import pygame
import pytest

from scenes.kit import draw, theme
from scenes.table.key_help import KeyHelp

from ..conftest import save_shot
from ..support.panel_fit import drawn_anew, drawn_frame
from ..support.played_tables import final_panel, seated
from ..support.window import resize

SMALLEST_TEXT_PX = 11
SCREENS = ["title", "new_game", "rules", "settings", "stats", "lessons", "online", "online_create"]
LONG_NOTICE = ("Nothing more fits in row 1: your turn ends. Blaise's five cards could form a complete row, so the "
               "table shuffled them back into the draw pile: Blaise drew five new ones.")
TABLES = [("thirteen", 3), ("quinto", 2), ("quinto_tricks", 4), ("quartino", 2)]
LANGUAGES = ["en", "fr"]


def font_sizes_drawn(app, monkeypatch) -> list:
    """Draw the app's scenes at once; the pixel sizes of every font asked for while drawing."""
    asked = []
    real_font = theme.font

    def recording(size, kind="ui"):
        asked.append(size)
        return real_font(size, kind)

    monkeypatch.setattr(theme, "font", recording)
    draw.forget_texts()  # every line rendered anew, none taken from the cache
    drawn_anew(app)
    monkeypatch.setattr(theme, "font", real_font)
    return asked


def pages(app):
    """The scene on top and, for a screen with tabs, each of its tabs in turn (yields once per page)."""
    scene = app.top
    tabs = getattr(scene, "tabs", ())
    yield type(scene).__name__
    for i, tab in enumerate(tabs.values() if isinstance(tabs, dict) else tabs):
        scene.press(tab)
        app.frame(0.016)
        yield f"{type(scene).__name__} tab {i}"


def too_small(app, monkeypatch, where, alone=True) -> list:
    """(where, the smallest pixel size) when a font smaller than SMALLEST_TEXT_PX was asked for, (where, "cut",
    the lines cut to a stub), (where, "button cut", the buttons' labels cut), (where, "spills", line, its rect, its
    panel) for each line leaving its panel and, when the scene is alone (no panel over it), (where, "covered",
    line, panel) for each line partly under a panel; the window is saved to build/shots/small/ for a person to look
    at."""
    smallest = min(font_sizes_drawn(app, monkeypatch), default=SMALLEST_TEXT_PX)
    save_shot(pygame.display.get_surface(), f"build/shots/small/{where.replace(' ', '_')}_{app.language}.png")
    drawn = drawn_frame(app)
    found = [(where, smallest)] if smallest < SMALLEST_TEXT_PX else []
    found += [(where, "cut", drawn.stubs())] if drawn.stubs() else []
    labels = [button.text() for scene in app.scenes for button in scene.buttons]
    found += [(where, "button cut", drawn.cut_labels(labels))] if drawn.cut_labels(labels) else []
    found += [(where, "covered", *covered) for covered in drawn.covered()] if alone else []
    found += [(where, "overlap", *pair) for pair in drawn.overlapping()] if alone else []
    return found + [(where, "spills", *spilling) for spilling in drawn.spilling()]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", SCREENS)
def test_every_screen_at_the_smallest_window_draws_text_at_11_px_or_more_whole_in_its_panels(app, monkeypatch, name,
                                                                                             language):
    app.language = language
    resize(app, (640, 360))
    app.go("title", "reset")
    if name != "title":
        app.go(name)
    app.frame(0.016)
    found = [small for page in pages(app) for small in too_small(app, monkeypatch, page)]
    assert found == []


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game, players", TABLES)
def test_every_table_at_the_smallest_window_draws_text_at_11_px_or_more_whole_in_its_panels(app, monkeypatch, game,
                                                                                            players, language):
    app.language = language
    resize(app, (640, 360))
    table = seated(app, game, players, 12)
    app.frame(0.016)
    found = too_small(app, monkeypatch, f"{game} table")
    table.notice.say(LONG_NOTICE)
    found += too_small(app, monkeypatch, f"{game} notice")
    table.notice.dismiss()
    table.feed.open()
    app.frame(0.016)
    found += too_small(app, monkeypatch, f"{game} log opened", alone=False)
    app.pop()
    app.push(KeyHelp.for_table(table))
    app.frame(0.016)
    found += too_small(app, monkeypatch, f"{game} key help", alone=False)
    app.pop()
    final_panel(app, game, players, language)
    resize(app, (640, 360))
    found += too_small(app, monkeypatch, f"{game} game over", alone=False)
    app.pop()
    app.frame(0.016)
    found += too_small(app, monkeypatch, f"{game} finished")
    assert found == []
    assert app.window.drawn_size == (640, 360)


@pytest.mark.parametrize("language", LANGUAGES)
def test_new_game_made_smaller_while_open_lays_its_seat_rows_out_again_for_whole_words(app, language):
    app.language = language
    app.go("title", "reset")
    app.go("new_game")
    app.frame(0.016)
    resize(app, (640, 360))
    app.frame(0.016)
    assert drawn_frame(app).stubs() == []
