"""What the parlour keeps stays bounded however a person plays: a window dragged through many sizes keeps a
bounded number of fonts (each costs about a third of a megabyte) and of painted pictures, only those of the size
it has now, and hands the memory of the others back to the system; a table's banners, one per distinct text, are
not all kept; a large window left at one size keeps its painted pictures within a few whole frames' worth of
pixels, however many sizes of panel it has shown."""
import gc
import os
import weakref

import pygame
import pytest

from scenes.kit import card_art, draw, memory, theme

from ..conftest import SEATS, open_table

SIZES = ((1280, 720), (960, 540), (1600, 900), (1366, 768), (800, 450), (1920, 1080), (1024, 576))


def resize(app, size) -> None:
    """The window dragged to size: the display follows and SDL says so."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.frame(0.016)


def test_a_window_dragged_through_many_sizes_keeps_a_bounded_number_of_fonts_and_pictures(app):
    open_table(app, "thirteen", SEATS["thirteen"], 3)
    for width in range(660, 1900, 21):  # 60 sizes, the last 1899 wide
        resize(app, (width, width * 9 // 16))
    assert app.window.drawn_size == (1899, 1068)
    assert len(theme._fonts) <= theme.FONT_CACHE_SIZE
    assert kept_pixels_mb() < 60


def kept_pixels_mb() -> float:
    """The megabytes of pixels of every surface the program keeps (held by any Python container)."""
    gc.collect()
    surfaces = {id(found): found for holder in gc.get_objects() for found in gc.get_referents(holder)
                if isinstance(found, pygame.Surface)}
    return sum(found.get_pitch() * pygame.Surface.get_height(found) for found in surfaces.values()) / 2 ** 20


def test_banners_of_many_texts_are_not_all_kept(app):
    table = open_table(app, "quartino", SEATS["quartino"], 3)
    for n in range(420):
        table.ribbon.show(f"Game {n}", "a line under it", str(n))
        table.picture.drawn_key = None
        table.draw(app.screen)
    assert len(card_art._cache) < 420


def test_a_large_window_at_one_size_keeps_a_few_frames_of_pictures_whatever_it_has_shown(app):
    resize(app, (1920, 1080))
    open_table(app, "thirteen", SEATS["thirteen"], 3)
    before = kept_pixels_mb()
    for n in range(300):  # notices, banners and panels, one size per text: each has its panel and shadow painted
        draw.shadowed_panel(app.screen, (100, 100, 400 + n, 120 + n % 40), theme.FELT_DARK)
        card_art.cached(("banner", n), lambda n=n: pygame.Surface((600 + n, 90), pygame.SRCALPHA))
    frame_mb = 1920 * 1080 * 4 / 2 ** 20
    assert kept_pixels_mb() - before < 20 * frame_mb


def test_a_window_keeps_the_fonts_of_its_size_now_wherever_it_has_been(app):
    open_table(app, "quinto", SEATS["quinto"], 3)
    resize(app, (1024, 576))
    fonts_here = set(theme._fonts)
    for size in SIZES * 2:
        resize(app, size)
    resize(app, (1024, 576))
    assert set(theme._fonts) == fonts_here, "fonts of the other sizes were kept"


def test_a_window_dragged_to_a_new_size_hands_the_old_sizes_memory_back_once_it_rests_there(app, monkeypatch):
    open_table(app, "thirteen", SEATS["thirteen"], 3)
    for _ in range(3):
        app.frame(0.016)  # the window opened at a size of its own: settled
    given_back = []
    monkeypatch.setattr(memory, "give_back", lambda: given_back.append(app.window.drawn_size))
    resize(app, (1280, 800))  # taller, the same 1280×720 frame: nothing dropped
    app.frame(0.016)
    app.frame(0.016)
    assert given_back == []
    for width in range(900, 1000, 10):  # a drag: a new size every frame
        resize(app, (width, width * 9 // 16))
    assert given_back == [], "not while the window is being dragged"
    app.frame(0.016)
    app.frame(0.016)
    assert given_back == [(990, 556)]


def resident_mb() -> float:
    """This process's resident memory in megabytes (Linux's /proc)."""
    with open("/proc/self/statm", encoding="ascii") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2 ** 20


@pytest.mark.skipif(memory.give_back() is False, reason="no glibc here: its allocator's pages are not handed back")
def test_memory_freed_between_pictures_still_kept_goes_back_to_the_system():
    pictures = [pygame.Surface((100, 100), pygame.SRCALPHA) for _ in range(2000)]  # 80 MB in blocks of 40 KB
    full = resident_mb()
    pictures = pictures[::10]  # what is freed lies between pictures still kept: the allocator keeps its pages
    memory.give_back()
    assert resident_mb() < full - 40, "the freed pictures' pages stayed with the program"
    assert len(pictures) == 200


def test_a_window_at_one_size_hands_memory_back_when_the_table_comes_to_rest_now_and_then(app, monkeypatch):
    given_back = []
    monkeypatch.setattr(memory, "give_back", lambda: given_back.append(app.time))
    open_table(app, "thirteen", SEATS["thirteen"], 3)
    for _ in range(20):
        app.frame(0.016)
    assert app.resting and given_back, "the table waits for the player: what its frames freed goes back"
    rested_at = given_back[-1]
    for seconds in (1, 2, 12):  # a pointer moved over the table wakes it a moment, then it rests again
        while app.time < seconds:
            app.frame(0.25)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 300), rel=(1, 0), buttons=(0, 0, 0)))
        app.frame(0.016)
        app.frame(0.016)
        app.frame(0.016)
        assert app.resting
    assert [at for at in given_back if at > rested_at] == [pytest.approx(12, abs=0.3)], "at most every ten seconds"


def test_a_table_left_for_the_title_is_freed_with_its_pictures_once_the_title_rests(app):
    table = open_table(app, "thirteen", SEATS["thirteen"], 3)
    for _ in range(5):
        app.frame(0.016)
    left = weakref.ref(table)
    frame_copy = weakref.ref(table.picture.drawn) if table.picture.drawn is not None else None
    del table
    gc.collect()  # what was already garbage goes; the table is still in the app's hands
    app.go("title", "reset")
    for _ in range(30):
        app.frame(0.016)
        if app.resting:
            break
    assert app.resting
    assert left() is None, "the table and its whole-frame picture, in cycles, stay until Python's late collection"
    assert frame_copy is None or frame_copy() is None
