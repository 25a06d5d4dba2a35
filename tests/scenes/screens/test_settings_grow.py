"""The settings screen grows with its rows: sections in two columns that fit the 1280×720 frame today, and a page
that scrolls (by the wheel, a drag, or Tab to a row) once more rows are added, each row explained under it, at
every window size and on a phone. Each look is saved under build/shots/settings/."""
import pygame
import pytest

from parlour.storage import MemoryStorage
from scenes.app import App
from scenes.kit import touch
from scenes.screens.settings import ABOUT_LINE, SettingsScene
from scenes.screens.settings_rows import SECTIONS, VIEW

from ..conftest import click, finger_tap, key, save_shot
from ..support.window import SIZES, resize

SHOTS = "build/shots/settings"
# every row of today in one section: a page twice as tall as the view, as more settings will make it
GROWN = (("settings.section.reading", tuple(row for _, rows in SECTIONS for row in rows)),)
CANVAS = pygame.Rect(0, 0, 1280, 720)


def opened(app, sections=None):
    """The settings screen with sections (the usual ones by default), pushed and drawn once."""
    scene = SettingsScene(app, sections)
    app.push(scene)
    app.frame(0.016)
    return scene


def in_view(scene, widget) -> bool:
    """Whether widget and its two lines of explanation are wholly in the screen's view of the page."""
    return VIEW.contains(widget.rect.inflate(0, 0).union(widget.rect.move(0, 2 * ABOUT_LINE + 8)))


def test_todays_settings_fit_the_frame_in_sections_each_explained(app):
    scene = opened(app)
    assert scene.page.most_scroll() == 0, "every setting of today is in view without scrolling"
    assert len(scene.page.headers) == len([s for s in SECTIONS if s[1]])
    for key_name, widget in scene.rows.items():
        assert in_view(scene, widget) and CANVAS.contains(widget.rect), key_name
        words, _ = scene.about(key_name)
        assert words and not words.startswith(("settings.about.", "online.")), key_name
    rects = [widget.rect for widget in scene.rows.values()]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), "no row over another"
    save_shot(pygame.display.get_surface(), f"{SHOTS}/today.png")


def test_a_grown_screen_scrolls_and_tab_brings_every_row_into_view(app):
    scene = opened(app, GROWN)
    assert scene.page.most_scroll() > 0
    hidden = [w for w in scene.rows.values() if not VIEW.colliderect(w.rect)]
    assert hidden, "with a page taller than the view some rows start out of view"
    seen = set()
    for _ in range(len(scene.buttons)):
        key(app, pygame.K_TAB)
        if scene.focus in scene.rows.values():
            assert in_view(scene, scene.focus), "the focused row is shown with its explanation"
            seen.add(id(scene.focus))
    assert seen == {id(w) for w in scene.rows.values()}
    save_shot(pygame.display.get_surface(), f"{SHOTS}/grown_scrolled.png")


def test_the_wheel_scrolls_a_grown_screen_and_a_row_out_of_view_takes_no_click(app):
    scene = opened(app, GROWN)
    lowest = max(scene.rows.values(), key=lambda w: w.rect.y)
    assert not VIEW.colliderect(lowest.rect)
    before = lowest.rect.y
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3))
    app.frame(0.016)
    assert lowest.rect.y < before and scene.scroller.offset > 0
    title_row = min(scene.rows.values(), key=lambda w: w.rect.y)
    if not VIEW.colliderect(title_row.rect) and CANVAS.colliderect(title_row.rect):
        chosen = app.settings.values.copy()
        click(app, title_row.rect.center)
        assert app.settings.values == chosen, "a row scrolled under the title is not pressed through it"


@pytest.mark.parametrize("size", SIZES)
def test_every_window_size_shows_the_settings_in_the_frame(size):
    app = App(language="fr", storage=MemoryStorage(), window_size=size)
    scene = opened(app, GROWN)
    resize(app, size)
    key(app, pygame.K_TAB)
    assert all(CANVAS.contains(header) for _, header in scene.page.headers[:2])
    save_shot(pygame.display.get_surface(), f"{SHOTS}/grown_{size[0]}x{size[1]}.png")
    pygame.event.clear()


def test_on_a_phone_a_finger_drag_scrolls_the_grown_page():
    app = App(language="en", storage=MemoryStorage(), window_size=(740, 360))
    app.go("title")
    finger_tap((0.01, 0.5))
    app.frame(0.016)
    scene = opened(app, GROWN)
    gap = pygame.Rect(620, VIEW.y + 200, 40, 40)  # right of the one column: no control there
    assert scene.button_at(gap.center) is None
    for kind, y in ((pygame.FINGERDOWN, 0.7), (pygame.FINGERMOTION, 0.5), (pygame.FINGERMOTION, 0.3),
                    (pygame.FINGERUP, 0.3)):
        pygame.event.post(pygame.event.Event(kind, x=0.5, y=y, dx=0, dy=0, finger_id=0, touch_id=0, pressure=1))
        app.frame(0.016)
    assert touch.wanted(app), "the phone is in touch mode"
    assert scene.scroller.offset > 0, "a drag between the rows scrolls the page"
    save_shot(pygame.display.get_surface(), f"{SHOTS}/phone_grown.png")
    pygame.event.clear()
