"""A stand-in for the page pygbag runs the parlour in: `platform.window` with localStorage (working,
refused or full), navigator (language, a clipboard that rejects), location.search, and the hooks of
build/parlour.tmpl as the page offers them (their JavaScript is checked in Chromium by tests/web)."""
from __future__ import annotations

import json
import platform
import random
import sys

from scenes.app import App
from scenes.screens.title import TitleScene


class JsError(Exception):
    """What a refused JavaScript call raises in pygbag's Python."""


class JsNull:
    """JavaScript null as a runtime may hand it over: a proxy object rather than None."""

    def __str__(self):
        return "null"


class LocalStorage:
    """window.localStorage: mode works, refused (every call throws) or full (writes throw); a missing key
    reads as None, or as a JsNull proxy with null_proxy."""

    def __init__(self, mode="works", null_proxy=False):
        self.mode = mode
        self.items = {}
        self.missing = JsNull() if null_proxy else None

    def getItem(self, key):  # noqa: N802 - the page's own name
        """The value under key, else None (or a JsNull), as localStorage.getItem answers; throws when refused."""
        if self.mode == "refused":
            raise JsError("SecurityError: The operation is insecure.")
        return self.items.get(key, self.missing)

    def setItem(self, key, value):  # noqa: N802
        """Store value as text under key, as localStorage.setItem does; throws when refused or full."""
        if self.mode == "refused":
            raise JsError("SecurityError: The operation is insecure.")
        if self.mode == "full":
            raise JsError("QuotaExceededError: The quota has been exceeded.")
        self.items[key] = str(value)

    def removeItem(self, key):  # noqa: N802
        """Forget key if it is stored, as localStorage.removeItem does; throws when refused."""
        if self.mode == "refused":
            raise JsError("SecurityError: The operation is insecure.")
        self.items.pop(key, None)


class Clipboard:
    """navigator.clipboard inside the itch.io iframe: every write is refused by the permissions policy."""

    def __init__(self):
        self.writes = []

    def writeText(self, text):  # noqa: N802
        """Note text among the writes, then throw, as clipboard.writeText refuses inside the iframe."""
        self.writes.append(text)
        raise JsError("NotAllowedError: Write permission denied.")


class Namespace:
    """A plain JavaScript object."""

    def __init__(self, **fields):
        self.__dict__.update(fields)


class Page:
    """window: what the parlour's Python reaches through pygbag's platform.window."""

    def __init__(self, storage="works", language="en-GB", search="", fullscreen=True, null_proxy=False,
                 canvas_pixels="1280,720", finger=False):
        self.localStorage = LocalStorage(storage, null_proxy)
        self.navigator = Namespace(language=language, clipboard=Clipboard())
        self.location = Namespace(search=search)
        self.fullscreen_enabled = fullscreen
        self.fullscreen_requests = 0
        self.ready_calls = 0
        self.failures = []
        self.exported = []
        self.import_open = False
        self.answer = ""
        self.canvas_pixels = canvas_pixels
        self.finger = finger  # a phone's or a tablet's page: its main pointer is coarse

    def matchMedia(self, query):  # noqa: N802 - the browser's own name
        """A media query's answer; only the pointer's kind is known here."""
        return Namespace(matches=self.finger and query == "(pointer: coarse)")

    def parlour_canvas_pixels(self):
        """The canvas's CSS box times the device pixel ratio, as build/page/loader.js answers it ("w,h")."""
        return self.canvas_pixels

    def parlour_ready(self):
        """Count the call, where the page's own hook ends its loading screen."""
        self.ready_calls += 1

    def parlour_failed(self, kind, detail=""):
        """Note kind and detail, where the page's own hook shows its failure screen."""
        self.failures.append((kind, detail))

    def parlour_can_fullscreen(self):
        """Whether fullscreen is enabled (as the page was made), as the page's hook answers."""
        return self.fullscreen_enabled

    def parlour_fullscreen(self):
        """Count the request and answer whether fullscreen is allowed, where the page's hook toggles fullscreen."""
        self.fullscreen_requests += 1
        return self.fullscreen_enabled

    def parlour_record_export(self, text, filename, words):
        """Note text, filename and the panel's words (parsed) and answer True, where the page opens its export panel."""
        self.exported.append((text, filename, json.loads(words)))
        return True

    def parlour_record_import(self, words):
        """Open the import panel with no answer yet and answer True, as the page's hook does (words unused)."""
        self.import_open = True
        self.answer = ""
        return True

    def paste(self, text):
        """The visitor pastes text into the import panel and presses Import."""
        assert self.import_open, "the import panel is not open"
        self.import_open = False
        self.answer = json.dumps({"text": text})

    def cancel(self):
        """The visitor closes the import panel."""
        self.import_open = False
        self.answer = json.dumps({"cancelled": True})

    def parlour_record_take(self):
        """The import panel's answer once ("" while there is none), as the page's hook hands it over."""
        answer, self.answer = self.answer, ""
        return answer


def enter_browser(monkeypatch, page) -> None:
    """Make this test's Python look like pygbag's: sys.platform emscripten and platform.window = page."""
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(platform, "window", page, raising=False)


def page_load() -> App:
    """What a visit does: pygbag's random.seed(1), then the parlour starts on its title screen."""
    random.seed(1)
    app = App()
    app.push(TitleScene(app))
    app.frame(0.016)
    return app
