"""The Canvas maps logical pixels onto real ones; its shadows, glows and layers sit where the logical
shapes are at every density (including below 1, where art is painted at full size and smoothed down)."""
import pygame
import pytest

from scenes.kit import canvas, card_art, draw
from scenes.kit.canvas import Canvas, Picture, fit

DENSITIES = [0.5, 0.625, 1, 1.5, 2]


def alpha_centre(image):
    """The centre of mass of an image's opacity, in its own pixels."""
    total = sx = sy = 0
    w, h = image.pixel_size
    for x in range(w):
        for y in range(h):
            a = image.get_at((x, y)).a
            total, sx, sy = total + a, sx + a * x, sy + a * y
    return sx / total, sy / total


@pytest.mark.parametrize("scale", DENSITIES)
def test_a_soft_shadow_lies_centred_under_its_shape_at_every_density(scale):
    shadow = draw.soft_shadow((120, 60), 12, 8, 110, scale=scale)
    w, h = shadow.pixel_size
    assert (w, h) == (round(136 * scale), round(76 * scale)) and shadow.get_size() == (136, 76)
    cx, cy = alpha_centre(shadow)
    assert abs(cx - w / 2) < 2 and abs(cy - h / 2) < 2


@pytest.mark.parametrize("scale", DENSITIES)
def test_a_glow_rings_its_rect_at_every_density(scale):
    real = pygame.Surface((round(400 * scale), round(300 * scale)), pygame.SRCALPHA)
    canvas = Canvas(real, scale, (0, 0), (400, 300))
    draw.glow(canvas, pygame.Rect(100, 100, 200, 100))
    ring = real.get_at((round(200 * scale), round(97 * scale))).a
    inside = real.get_at((round(200 * scale), round(150 * scale))).a
    assert ring > 60 and inside == 0, "lit just outside the rect, clear inside it"


def test_the_felts_threads_lie_where_they_do_at_density_one_and_are_drawn_at_their_size():
    plain, double = draw.felt((320, 180), 1).at(1), draw.felt((320, 180), 2).at(2)
    assert double.pixel_size == (640, 360)
    threads = [(x, y) for x in range(40, 280) for y in range(40, 140)
               if plain.get_at((x, y)) != plain.get_at((x, y + 1)) and plain.get_at((x, y)) != plain.get_at((x, y - 1))]
    assert len(threads) > 100, "the weave shows on the felt"
    for x, y in threads[::10]:
        shade = plain.get_at((x, y)).r
        block = [double.get_at((2 * x + dx, 2 * y + dy)).r for dx in (0, 1) for dy in (0, 1)]
        assert all(abs(red - shade) <= 3 for red in block), "the same thread, drawn two pixels wide and high"


def test_a_run_length_encoded_picture_as_the_browser_blits_it_draws_the_same_pixels(monkeypatch):
    pygame.font.init()
    shadow = draw.soft_shadow((200, 90), 12, 8, 110, scale=1)
    panel = pygame.Surface((220, 90), pygame.SRCALPHA)
    pygame.draw.rect(panel, (0, 0, 0, 90), panel.get_rect(), border_radius=14)
    card = card_art.back((76, 102))
    words = draw.theme.font(22, "bold").render("Quinto", True, (240, 200, 90))
    plain = [Picture(image) for image in (shadow, panel, card, words)]
    monkeypatch.setattr(canvas, "RUN_LENGTH_ENCODED", True)
    encoded = [Picture(image) for image in (shadow, panel, card, words)]
    assert all(picture.get_flags() & pygame.RLEACCELOK for picture in encoded), "SDL is asked to encode them"
    assert not encoded[1].faded(120).get_flags() & pygame.RLEACCELOK, "a faded picture is blitted unencoded"
    for one, other in zip(plain, encoded):
        frames = [draw.felt((320, 180), 1).at(1).copy() for _ in range(2)]
        frames[0].blit(one, (30, 40))
        frames[1].blit(other, (30, 40))
        pixels = [pygame.image.tobytes(frame, "RGB") for frame in frames]
        assert max(abs(a - b) for a, b in zip(*pixels)) <= 1, "the same picture (the blitters round alike or by one)"


@pytest.mark.parametrize("window, frame", [((1280, 720), (1, 0, 0)), ((1920, 1080), (1.5, 0, 0)),
                                           ((800, 600), (0.625, 0, 75)), ((1000, 400), (400 / 720, 144, 0))])
def test_the_frame_is_letterboxed_in_the_middle_of_the_window(window, frame):
    scale, (left, top) = fit(window)
    assert (scale, left, top) == pytest.approx(frame, abs=1)
    canvas = Canvas.window(pygame.Surface(window))
    assert canvas.get_size() == (1280, 720) and canvas.logical(canvas.px((640, 360))) == pytest.approx((640, 360))
    canvas.fill((255, 0, 0))
    assert canvas.get_at((0, 0))[:3] == (255, 0, 0) and canvas.get_at((1279, 719))[:3] == (255, 0, 0)
    if left:
        assert canvas.surface.get_at((left - 1, window[1] // 2))[:3] == (0, 0, 0), "the bars stay black"
    if top:
        assert canvas.surface.get_at((window[0] // 2, top - 1))[:3] == (0, 0, 0), "the bars stay black"


def test_a_plain_logical_surface_is_scaled_once_and_reused():
    canvas = Canvas(pygame.Surface((200, 200)), 2.0, (0, 0), (100, 100))
    stamp = pygame.Surface((10, 10))
    stamp.fill((0, 255, 0))
    canvas.blit(stamp, (5, 5))
    canvas.blit(stamp, (40, 40))
    assert canvas.surface.get_at((29, 29))[:3] == (0, 255, 0) and canvas.surface.get_at((31, 31))[:3] == (0, 0, 0)
    assert canvas.surface.get_at((80, 80))[:3] == (0, 255, 0) and len(canvas._plain) == 1
