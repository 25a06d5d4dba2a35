"""The Canvas maps logical pixels onto real ones; its shadows, glows and layers sit where the logical
shapes are at every density (including below 1, where art is painted at full size and smoothed down)."""
import pygame
import pytest

from scenes.kit import draw
from scenes.kit.canvas import Canvas, fit

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
