"""The key help speaks of the browser only in the browser: natively F11 simply toggles fullscreen."""
import pygame

from ..conftest import key
from ..support.fake_browser import Page, enter_browser
from ..support.table_turns import seated


def test_the_key_help_speaks_of_the_browser_only_in_the_browser(app, monkeypatch):
    seated(app, "thirteen")
    key(app, pygame.K_QUESTION, unicode="?")
    assert dict(app.top.rows)["F11"] == "fullscreen on or off"
    key(app, pygame.K_ESCAPE)
    enter_browser(monkeypatch, Page())
    key(app, pygame.K_QUESTION, unicode="?")
    assert dict(app.top.rows)["F11"] == "fullscreen on or off, where the browser allows it"
