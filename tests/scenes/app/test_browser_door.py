"""The real app in a fake browser (tests/scenes/support/fake_browser.py): sys.platform emscripten, pygbag's
random.seed(1) before every page load, platform.window with working, refused or full localStorage."""
import asyncio
import builtins
import json
import os
import runpy
import sys

import pygame
import pytest

from parlour.match import Match
from parlour.saves import save_key
from scenes.loop import run_parlour
from scenes.screens.new_game import NewGameScene
from scenes.screens.replay import ReplayScene
from scenes.screens.stats import StatsScene
from scenes.table import TableScene

from ..conftest import click, key, open_replay, played_out
from ..support.fake_browser import Page, enter_browser, page_load

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))


@pytest.fixture
def no_files(monkeypatch, tmp_path):
    """Fail the test on any file the parlour opens for writing (the browser has no user files)."""
    monkeypatch.setenv("PARLOUR_DATA_DIR", str(tmp_path / "data"))
    written = []
    real_open = builtins.open

    def watched_open(file, mode="r", *args, **kwargs):
        if any(flag in mode for flag in "wax+"):
            written.append(str(file))
        return real_open(file, mode, *args, **kwargs)

    monkeypatch.setattr(builtins, "open", watched_open)
    yield written
    assert not (tmp_path / "data").exists()


def deal_from_title(app):
    """Title → New game → Start (→ Replace it, over a saved game of the same game), with real clicks; the
    dealt table."""
    new_game = next(b for b in app.top.buttons if b.text() == app.t("new_game"))
    click(app, new_game.rect.center)
    assert isinstance(app.top, NewGameScene)
    click(app, app.top.buttons[-1].rect.center)
    replace = [b for b in app.top.buttons if b.text() == app.t("menus.replace")]
    if replace:
        click(app, replace[0].rect.center)
    assert isinstance(app.top, TableScene)
    return app.top


def play_a_few_moves(app, table, count=3):
    """Let the AI move and play the human's first legal card with the keyboard until count moves are made."""
    for _ in range(600):
        if len(table.match.moves) >= count:
            return
        if table.match.is_human(table.match.state.current_player):
            table.match.play(table.match.state.legal_moves()[0])
        app.frame(0.1)
    raise AssertionError("the table made no progress")


def test_two_page_loads_deal_different_games_and_write_no_file(monkeypatch, no_files):
    page = Page()
    enter_browser(monkeypatch, page)
    first = page_load()
    table = deal_from_title(first)
    play_a_few_moves(first, table)
    first_seed, first_deal = table.match.seed, table.match.history[0].to_dict()
    assert any(key.startswith("parlour.autosave") for key in page.localStorage.items)

    second = page_load()
    assert any(b.text() == second.t("menus.continue") for b in second.top.buttons), "the saved game is offered again"
    again = deal_from_title(second)
    assert again.match.seed != first_seed
    assert again.match.history[0].to_dict() != first_deal
    assert no_files == []


def test_new_game_seeds_never_come_from_the_seeded_random_module(monkeypatch):
    import random

    seeds = set()
    for _ in range(5):
        random.seed(1)
        seeds.add(Match("thirteen", ["human", "easy", "easy"]).seed)
    assert len(seeds) == 5


@pytest.mark.parametrize("mode", ["refused", "full"])
def test_a_browser_that_will_not_keep_progress_says_so_once(monkeypatch, no_files, mode):
    page = Page(storage=mode)
    enter_browser(monkeypatch, page)
    app = page_load()
    table = deal_from_title(app)
    play_a_few_moves(app, table)
    assert app.notice.visible and app.notice.message == app.t("storage_lost")
    assert "will not keep your progress" in app.notice.message
    centre = app.screen.get_at((640, 18))[:3]
    assert centre != app.screen.get_at((640, 400))[:3], "the notice is drawn over the table"
    for _ in range(400):
        app.frame(0.05)
    assert not app.notice.visible
    play_a_few_moves(app, table, count=len(table.match.moves) + 2)
    assert not app.notice.visible, "told once, not on every save"
    assert app.storage.get(save_key(table.match.spec.id)) is not None, "the game still lasts for this visit"
    assert no_files == []


@pytest.mark.parametrize("null_proxy", [False, True])
def test_a_first_visit_finds_no_save_and_no_problem(monkeypatch, null_proxy):
    enter_browser(monkeypatch, Page(null_proxy=null_proxy))
    app = page_load()
    assert app.top.saves == [] and app.top.problem_text() is None
    assert app.settings.problem is None


def test_a_browser_that_keeps_progress_shows_no_notice(monkeypatch):
    enter_browser(monkeypatch, Page())
    app = page_load()
    table = deal_from_title(app)
    play_a_few_moves(app, table)
    assert not app.notice.visible


def test_a_record_exports_and_imports_without_any_clipboard(monkeypatch):
    page = Page(language="fr-FR")
    enter_browser(monkeypatch, page)
    app = page_load()
    assert app.language == "fr"
    match = Match("thirteen", ["human", "easy", "easy"], 31)
    replay = open_replay(app, match, 9)
    click(app, replay.buttons[4].rect.center)
    text, filename, words = page.exported[-1]
    assert json.loads(text) == match.record()
    assert filename == "parlour-thirteen-31.txt" and words["record_download"] == "Télécharger le .txt"
    assert replay.message == app.t("export_shown") and "presse-papiers" not in replay.message
    assert page.navigator.clipboard.writes == []

    friend = played_out(Match("thirteen", ["human", "easy", "easy", "hard"], 32))
    click(app, replay.buttons[5].rect.center)
    assert page.import_open and replay.message == app.t("import_waiting")
    app.frame(0.016)
    assert replay.full is match, "nothing changes while the panel is open"
    page.paste(json.dumps(friend.record()))
    app.frame(0.016)
    assert replay.full.record() == friend.record() and replay.message == app.t("imported")

    click(app, replay.buttons[5].rect.center)
    page.cancel()
    app.frame(0.016)
    assert replay.message == app.t("import_cancelled") and replay.full.record() == friend.record()


def test_a_friends_record_opens_from_the_statistics_screen(monkeypatch):
    page = Page()
    enter_browser(monkeypatch, page)
    app = page_load()
    stats = StatsScene(app)
    app.push(stats)
    import_button = next(button for button in stats.buttons if button.text() == app.t("import"))
    click(app, import_button.rect.center)
    page.paste("{broken")
    app.frame(0.016)
    assert app.top is stats
    assert stats.message == "This record cannot be imported: the text is not in a form the parlour can read."
    friend = played_out(Match("quinto", ["human", "easy"], 8))
    click(app, import_button.rect.center)
    page.paste(json.dumps(friend.record()))
    app.frame(0.016)
    assert isinstance(app.top, ReplayScene) and app.top.full.record() == friend.record()
    unfinished = Match("quinto", ["human", "easy"], 9)
    app.pop()
    click(app, import_button.rect.center)
    page.paste(json.dumps(unfinished.record()))
    app.frame(0.016)
    assert isinstance(app.top, TableScene) and app.top.match.record() == unfinished.record(), "played on"


def test_no_control_that_cannot_work_in_a_browser(monkeypatch):
    page = Page(fullscreen=False)
    enter_browser(monkeypatch, page)

    def sdl_toggle():
        raise AssertionError("SDL's fullscreen cannot work in a browser")

    monkeypatch.setattr(pygame.display, "toggle_fullscreen", sdl_toggle)
    app = page_load()
    labels = [b.text() for b in app.top.buttons]
    assert app.t("quit") not in labels
    assert not app.can_fullscreen()
    hint_rect = pygame.Rect(900, 680, 380, 40)
    without = app.screen.subsurface(hint_rect).copy()
    page.fullscreen_enabled = True
    # A page's fullscreen permission is fixed for its life: this stands for another page, so draw anew.
    app.redraw()
    app.frame(0.016)
    assert app.can_fullscreen()
    with_hint = app.screen.subsurface(hint_rect).copy()
    assert pygame.image.tobytes(without, "RGB") != pygame.image.tobytes(with_hint, "RGB")
    key(app, pygame.K_F11)
    assert page.fullscreen_requests == 1


def test_page_seed_reaches_the_deal_on_a_directly_hosted_page(monkeypatch):
    enter_browser(monkeypatch, Page(search="?seed=1234"))
    app = page_load()
    table = deal_from_title(app)
    assert table.match.seed == 1234


def test_the_page_is_told_when_the_first_frame_is_drawn(monkeypatch):
    page = Page()
    enter_browser(monkeypatch, page)
    app = page_load()
    app.frame(0.016)
    assert page.ready_calls == 1


def test_the_game_draws_at_the_pixels_the_page_gives_its_canvas_and_follows_them(monkeypatch):
    page = Page(canvas_pixels="2560,1440")
    enter_browser(monkeypatch, page)
    app = page_load()
    assert pygame.display.get_surface().get_size() == (2560, 1440) and app.window.canvas.scale == 2
    page.canvas_pixels = "2532,1170"  # a phone turned to landscape at a device pixel ratio of 3
    app.frame(0.016)
    assert pygame.display.get_surface().get_size() == (2532, 1170)
    scale, (left, top) = app.window.canvas.scale, app.window.canvas.origin
    assert scale == 1170 / 720 and top == 0 and left == (2532 - round(1280 * scale)) // 2, "letterboxed 16:9"
    page.canvas_pixels = "undefined"  # a page that cannot say keeps the canvas as it is
    app.frame(0.016)
    assert pygame.display.get_surface().get_size() == (2532, 1170)


class AskedClock:
    """A clock that answers 16 ms and keeps the frame rate each tick asked to be held to (None: only measure)."""

    def __init__(self):
        self.asked = []

    def tick(self, framerate=None):
        """16 ms, the framerate kept."""
        self.asked.append(framerate)
        return 16


def test_the_browser_paces_frames_and_the_desktop_clock_caps_them(monkeypatch):
    from scenes.app import NATIVE_FPS, App

    app = App(language="en")
    clock = AskedClock()
    assert app.tick(clock) == 0.016 and clock.asked == [NATIVE_FPS], "natively the clock holds the loop to its rate"
    enter_browser(monkeypatch, Page())
    assert app.tick(clock) == 0.016 and clock.asked[1:] == [None], \
        "in the browser the page's animation frame paces the loop: the clock only measures, never busy-waits"


@pytest.mark.parametrize("broken", ["run", "import"])
def test_a_game_that_cannot_start_tells_the_page(monkeypatch, broken):
    page = Page()
    enter_browser(monkeypatch, page)
    if broken == "import":
        monkeypatch.setitem(sys.modules, "scenes.loop", None)
    else:
        async def fail():
            raise ZeroDivisionError("division by zero")

        monkeypatch.setattr("scenes.loop.run_parlour", fail)
    with pytest.raises((ZeroDivisionError, ImportError)):
        runpy.run_path(os.path.join(ROOT, "main.py"), run_name="__main__")
    assert len(page.failures) == 1
    kind, detail = page.failures[0]
    assert kind == "crash" and detail.split(":")[0] in ("ZeroDivisionError", "ModuleNotFoundError", "ImportError")


def test_the_loop_runs_frames_until_the_window_closes(monkeypatch):
    page = Page()
    enter_browser(monkeypatch, page)
    app = page_load()
    closed = []
    monkeypatch.setattr(pygame, "quit", lambda: closed.append(True))  # the other tests keep their fonts
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    asyncio.run(run_parlour(app))
    assert not app.running and page.ready_calls == 1 and closed == [True]


def test_a_data_folder_that_refuses_writes_keeps_the_game_and_says_so(monkeypatch, tmp_path):
    """Natively too: a disk that refuses the save never stops the game; the player is told once."""
    from parlour.storage import FileStorage
    from scenes.app import App
    from scenes.screens.title import TitleScene

    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    app = App(storage=FileStorage(blocker / "parlour"))
    app.push(TitleScene(app))
    app.frame(0.016)
    table = deal_from_title(app)
    play_a_few_moves(app, table)
    assert app.notice.visible and app.notice.message == app.t("storage_lost_disk")
    assert app.storage.get(save_key(table.match.spec.id)) is not None, "the game still lasts for this session"
