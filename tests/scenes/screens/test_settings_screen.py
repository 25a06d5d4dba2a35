"""The settings screen: a line of explanation under each setting and a real volume slider, driven by real events."""
import pygame
import pytest

from scenes.screens.settings import SettingsScene
from scenes.screens.settings_rows import SECTIONS

from ..conftest import click, key
from ..support.drawn_text import drawn_texts


def open_settings(app):
    """The settings screen after a frame, with the sound effects started as a first input would."""
    app.sounds.unlock()
    app.push(SettingsScene(app))
    app.frame(0.016)
    return app.top


def drag(app, start, end, steps=6):
    """A real press at start, a drag through steps motions, a release at end, one frame each."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.frame(0.016)
    for i in range(1, steps + 1):
        pos = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        app.frame(0.016)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.frame(0.016)


def effects_at(app, level) -> bool:
    """Whether every loaded sound effect plays at level (the mixer keeps 128 steps)."""
    assert app.sounds.effects, "the sound effects were loaded"
    return all(abs(effect.get_volume() - level) < 0.01 for effect in app.sounds.effects.values())


def test_dragging_the_volume_slider_stores_the_level_and_the_sounds_play_at_it(app):
    scene = open_settings(app)
    slider = scene.rows["volume"]
    track = slider.track()
    drag(app, (track.x + track.width * 3 // 4, slider.rect.centery), (track.x + track.width // 5, slider.rect.centery))
    assert app.settings["volume"] == pytest.approx(0.2, abs=0.01)
    assert effects_at(app, 0.2)
    assert "20%" in slider.text()
    drag(app, (track.x + track.width // 5, slider.rect.centery), (track.right + 200, slider.rect.centery + 80))
    assert app.settings["volume"] == 1.0, "a drag past the end stops at 100 %"
    assert effects_at(app, 1.0)


def test_a_tap_on_the_track_and_the_arrow_keys_move_the_volume(app):
    scene = open_settings(app)
    slider = scene.rows["volume"]
    track = slider.track()
    click(app, (track.x + track.width // 2, track.centery))
    assert app.settings["volume"] == pytest.approx(0.5, abs=0.01)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert app.settings["volume"] == pytest.approx(0.4), "the tapped slider has the keyboard focus"
    key(app, pygame.K_HOME)
    assert app.settings["volume"] == 0.0 and effects_at(app, 0.0)
    again = SettingsScene(app)
    assert again.rows["volume"].value == 0.0, "the stored level is where the slider opens"


def test_switching_the_sound_off_silences_the_effects_at_once(app):
    scene = open_settings(app)
    click(app, scene.rows["sound"].rect.center)
    assert app.settings["sound"] is False and effects_at(app, 0.0)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_each_setting_has_a_line_saying_what_it_does(app, language, monkeypatch):
    app.language = language
    open_settings(app)
    page = " ".join(drawn_texts(app, monkeypatch, [SettingsScene]))
    for row in [row for _, rows in SECTIONS for row in rows if row != "server"]:
        about = app.t(f"settings.about.{row}")
        assert about != f"settings.about.{row}" and " ".join(about.split()[:3]) in page, row
