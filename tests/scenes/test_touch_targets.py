"""On a 740×360 phone played by touch (one logical pixel is half a CSS pixel), every enabled button of every
screen answers to a finger over at least 80 logical pixels (40 CSS pixels) in its smaller side, measured by
where a tap really lands (nearer neighbours take their share); with a mouse the buttons answer only where drawn."""
import pygame
import pytest

from parlour.match import Match
from parlour.storage import MemoryStorage
from scenes.app import App
from scenes.kit import touch

from ..drivers import native
from ..drivers.gestures import tap
from .conftest import open_replay, open_table

PHONE = (740, 360)
SCREENS = ("title", "new_game", "new_game_options", "rules", "settings", "stats", "replay", "quinto", "thirteen",
           "quinto_tricks", "quartino")
SEATS = ["human", "easy"]


def finger_tap(fraction) -> None:
    """A real finger press and lift at fraction of the window (SDL's finger coordinates)."""
    for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
        pygame.event.post(pygame.event.Event(kind, x=fraction[0], y=fraction[1], dx=0, dy=0, finger_id=0,
                                             touch_id=1, pressure=1))


@pytest.fixture
def phone():
    """An app on a 740×360 window, put in touch mode by a finger tap in the letterbox bar."""
    application = App(language="en", storage=MemoryStorage(), window_size=PHONE)
    application.go("title")
    finger_tap((0.01, 0.5))
    application.frame(0.016)
    yield application
    pygame.event.clear()


def open_screen(app, name):
    """The screen named name on top of the title (a table: its game dealt to a human and the AI)."""
    if name == "replay":
        return open_replay(app, Match("thirteen", SEATS + ["easy"], 5), first_moves=3)
    if name in ("quinto", "thirteen", "quinto_tricks", "quartino"):
        seats = SEATS + ["easy"] * {"thirteen": 1, "quinto_tricks": 2}.get(name, 0)
        return open_table(app, name, seats, 5)
    if name == "new_game_options":
        scene = open_screen(app, "new_game")
        tab = next(button for button in scene.buttons if button.text() == app.t("options"))
        native.perform(app, tap(tab.rect.center), touch=True)
        assert scene.option_cycles, "a tap on the Options tab shows the options"
        return scene
    scene = app.go(name)
    app.frame(0.016)
    return scene


def smallest_targets(scene) -> list:
    """(smaller side of its reach, label) for every enabled button of scene, smallest first."""
    sides = [(min(touch.reach(scene.button_at, button, button.rect).size), button.text())
             for button in scene.buttons if button.is_enabled()]
    return sorted(sides)


def test_a_finger_puts_the_parlour_in_touch_mode_and_a_mouse_press_ends_it(phone):
    assert phone.window.touch and phone.window.touch_minimum() == 80
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    phone.frame(0.016)
    assert not phone.window.touch and phone.top.touch_minimum() == 0


@pytest.mark.parametrize("name", SCREENS)
def test_every_enabled_button_is_a_finger_wide_on_a_phone(phone, name):
    scene = open_screen(phone, name)
    pygame.image.save(pygame.display.get_surface(), f"build/shots/touch/{name}-740x360.png")
    sides = smallest_targets(scene)
    assert sides and all(side >= 80 for side, _ in sides), sides[:5]


def test_with_a_mouse_a_button_answers_only_where_it_is_drawn(phone):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    phone.frame(0.016)
    title = phone.top
    button = next(b for b in title.buttons if b.is_enabled() and b.rect.height < 80)
    assert title.button_at((button.rect.centerx, button.rect.top - 3)) is not button
