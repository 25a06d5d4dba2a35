"""The first finger on a phone turns touch mode on, and with it the screen's touch layout; the tap that did it
still lands on the button it was aimed at, in the layout it was aimed in (the layout changes once it is over)."""
import pytest

from parlour.storage import MemoryStorage
from scenes.app import App
from scenes.screens.new_game import NewGameScene
from scenes.screens.title import TitleScene

from ...drivers import native
from ...drivers.gestures import tap

PHONE = (740, 360)


@pytest.fixture
def phone():
    """A phone-sized window on the title, nobody having touched it yet (the mouse layout shows)."""
    app = App(language="en", storage=MemoryStorage(), window_size=PHONE)
    app.settings.values["animation"] = "off"
    app.push(TitleScene(app))
    app.frame(1 / 60)
    return app


def test_the_first_tap_on_new_game_opens_new_game_though_the_title_lays_itself_out_for_touch(phone):
    title = phone.top
    assert not phone.window.touch and not title.roomy
    aimed = next(button for button in title.buttons if button.text() == phone.t("new_game")).rect.center
    native.perform(phone, tap(aimed), touch=True)
    assert phone.window.touch, "the finger turned touch mode on"
    assert isinstance(phone.top, NewGameScene), f"the tap opened {type(phone.top).__name__}"
    phone.pop()
    phone.frame(1 / 60)
    assert title.roomy, "once the tap is over the title takes its touch layout"
