"""Sharp on every screen (tests/web/sharp.mjs): in Chromium the canvas is drawn at the page's device pixels
and follows a resize or a new pixel ratio (up to a 1080p screen's pixels); at ratio 2 the text is rasterised
at twice the logical size (a 960×540 page matches the desktop's drawing at 1920×1080, not an enlarged
960×540 one) and the cards are the desktop's, pixel for pixel (each channel within the one level by which the
blitters' rounding differs). Screenshots of the title and a table at each size land in
build/browser-shots/size-*.png."""
import os

import pytest

from .real_browser import BACKGROUND, SHOTS, run_scenario, setup_for

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from parlour.match import Match  # noqa: E402
from parlour.storage import MemoryStorage  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.screens.title import TitleScene  # noqa: E402

MOST_PIXELS = 1920 * 1080
TITLE_WORDS = pygame.Rect(660, 375, 600, 135)  # "the parlour" on the title, in 1920×1080 pixels
EXACT = 0.99


def run_early(web_dir) -> dict:
    """One Chromium run of sharp.mjs."""
    return run_scenario("sharp.mjs", setup_for(web_dir))


@pytest.fixture(scope="module")
def sizes(web_build):
    """What the page drew at each size and ratio."""
    return BACKGROUND.result(__name__, run_early, web_build.web_dir)


def desktop_drawing(size, scene_for):
    """The desktop's own drawing of a scene in a window of size (headless), as a surface."""
    app = App(language="en", storage=MemoryStorage(), window_size=size)
    app.settings.values["animation"] = "off"
    app.push(scene_for(app))
    for _ in range(3):
        app.frame(0.016)
    while len(app.scenes) > 1:
        app.pop()
    app.frame(0.016)
    return pygame.display.get_surface().copy()


def likeness(browser, desktop, rect) -> float:
    """The share of pixels of rect (sampled every other pixel) alike in both pictures: each channel the same or one
    level apart, as the desktop's SIMD blitters and the browser's run-length encoded ones round a blend."""
    same = total = 0
    for x in range(rect.x, rect.right, 2):
        for y in range(rect.y, rect.bottom, 2):
            total += 1
            same += all(abs(a - b) <= 1 for a, b in zip(tuple(browser.get_at((x, y)))[:3],
                                                       tuple(desktop.get_at((x, y)))[:3]))
    return same / total


def shot(name):
    """The browser's screenshot name in build/browser-shots/, loaded as a surface."""
    return pygame.image.load(str(SHOTS / name))


@pytest.mark.parametrize("name", ["ratio1", "ratio2", "1080p-ratio1", "1080p-ratio2", "phone-844x390",
                                  "phone-740x360", "tablet-1024x768"])
def test_the_canvas_is_drawn_at_the_pages_device_pixels_at_every_size(sizes, name):
    drawn = sizes[name]
    (width, height, ratio), (box_w, box_h) = drawn["viewport"], drawn["box"]
    assert (box_w, box_h) == (width, height), "the canvas fills the page"
    wanted = (width * ratio, height * ratio)
    if wanted[0] * wanted[1] > MOST_PIXELS:
        shrink = (MOST_PIXELS / (wanted[0] * wanted[1])) ** 0.5
        wanted = (wanted[0] * shrink, wanted[1] * shrink)
    assert drawn["pixels"] == [round(wanted[0]), round(wanted[1])]
    assert drawn["table"]["pixels"] == drawn["pixels"], "the dealt table is drawn at the same pixels"


def test_at_ratio_2_the_title_is_rasterised_at_twice_the_logical_size(sizes):
    enlarged = pygame.transform.smoothscale(desktop_drawing((960, 540), TitleScene), (1920, 1080))
    desktop = desktop_drawing((1920, 1080), TitleScene)
    sharp = shot(sizes["ratio2"]["pictures"][0])
    assert sharp.get_size() == (1920, 1080)
    assert likeness(sharp, desktop, TITLE_WORDS) >= EXACT, "the words are the desktop's own at 1920×1080"
    assert likeness(enlarged, desktop, TITLE_WORDS) < 0.9, "an enlarged 960×540 drawing would not be"


def test_at_ratio_2_the_cards_in_hand_are_the_desktops_pixel_for_pixel(sizes):
    dealt = sizes["ratio2"]["table"]
    from scenes.tables import table_for

    def same_table(app):
        match = Match("thirteen", ["human", "easy", "easy"], dealt["seed"])
        for move in dealt["moves"]:
            match.play(match.spec.decode_move(move))
        return table_for(app, match)

    desktop = desktop_drawing((1920, 1080), same_table)
    hand = pygame.Rect(*(round(1.5 * side) for side in dealt["hand"]))  # found at 1280×720
    assert hand.width > 400, "the hand was found on the table"
    assert likeness(shot(sizes["ratio2"]["pictures"][1]), desktop, hand) >= EXACT
