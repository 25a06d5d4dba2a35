"""A button that works never looks like one that does not: on the felt and on a panel's paper, a disabled
button has no face near any style's colour and a fainter label, and an enabled one shows its style's face and
ink."""
import pygame
import pytest

from scenes.kit import theme
from scenes.kit.canvas import Canvas
from scenes.kit.widgets import STYLES, Button

RECT = pygame.Rect(40, 30, 200, 56)
FACE = (RECT.x + 10, RECT.centery)  # inside the face, clear of the label


def drawn(style, enabled, ground) -> Canvas:
    """A button of style drawn on a canvas painted in ground."""
    canvas = Canvas(pygame.Surface((280, 120)))
    canvas.fill(ground)
    Button(RECT, "Results", lambda: None, style, enabled=enabled, size=20).draw(canvas)
    return canvas


def distance(a, b) -> float:
    """How far apart two colours are (RGB, Euclidean)."""
    return sum((x - y) ** 2 for x, y in zip(tuple(a)[:3], tuple(b)[:3])) ** 0.5


def label_ink(canvas) -> tuple:
    """The colour the label is inked in: of its middle row, the pixel farthest from the face."""
    face = canvas.get_at(FACE)
    row = [tuple(canvas.get_at((x, RECT.centery)))[:3] for x in range(RECT.x + 20, RECT.right - 20)]
    return max(row, key=lambda colour: distance(colour, face))


@pytest.mark.parametrize("ground", [theme.FELT, theme.PAPER])
@pytest.mark.parametrize("style", list(STYLES))
def test_a_disabled_button_has_no_face_like_any_working_one(app, style, ground):
    working, idle = drawn(style, True, ground), drawn(style, False, ground)
    assert tuple(working.get_at(FACE))[:3] == STYLES[style][0]
    idle_face = idle.get_at(FACE)
    assert min(distance(idle_face, fill) for fill, _, _ in STYLES.values()) > 40, "greyed face, like a working one"
    ink = STYLES[style][1]
    assert distance(label_ink(working), ink) < 10
    assert distance(label_ink(idle), ink) > 40, "the label is inked otherwise"
    assert distance(label_ink(idle), idle_face) < distance(ink, STYLES[style][0]), "the label is fainter"


@pytest.mark.parametrize("ground", [theme.FELT, theme.PAPER])
def test_the_focused_button_is_ringed_in_a_colour_that_shows_on_its_ground(app, ground):
    canvas = Canvas(pygame.Surface((280, 120)))
    canvas.fill(ground)
    Button(RECT, "Replay", lambda: None, "plain", size=20).draw(canvas, focused=True)
    ring = [canvas.get_at((RECT.x - 3, y)) for y in range(RECT.y + 14, RECT.bottom - 14)]
    assert max(distance(colour, ground) for colour in ring) > 60, "the focus cannot be seen"
