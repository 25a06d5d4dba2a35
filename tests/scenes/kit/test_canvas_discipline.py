"""Scene code draws on the Canvas only through scenes.draw (and its pen): a direct pygame.draw,
pygame.transform or plain pygame.Surface layer would be drawn in logical pixels and stretched (blurred)
or misplaced in any window that is not 1280×720. Painters of offscreen art (*_art.py, quinto/art.py)
and the drawing modules themselves are the only places allowed to use them."""
import re
from pathlib import Path

import pygame

from scenes.kit import draw
from scenes.kit.canvas import Canvas

SCENES = Path(__file__).resolve().parents[3] / "scenes"
OFFSCREEN = {"draw.py", "pen.py", "canvas.py"}
FORBIDDEN = re.compile(r"pygame\.(draw|transform)\.|pygame\.Surface\(")


def offscreen_painter(path) -> bool:
    """Whether path paints offscreen art or is a drawing module, so may use pygame.draw directly."""
    return path.name.endswith("_art.py") or path.name == "art.py" or (
        path.parent == SCENES / "kit" and path.name in OFFSCREEN)


def test_no_scene_code_draws_on_the_canvas_with_pygame_draw():
    offenders = []
    for path in sorted(SCENES.rglob("*.py")):
        if offscreen_painter(path):
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if FORBIDDEN.search(line.split("#")[0]):
                offenders.append(f"{path.relative_to(SCENES.parent)}:{number}: {line.strip()}")
    assert not offenders, "use scenes.kit.draw's canvas-aware shapes and layers instead:\n" + "\n".join(offenders)


def test_the_check_above_catches_a_direct_draw():
    sample = "def paint(surface):\n    pygame.draw.circle(surface, (0, 0, 0), (4, 4), 3)\n"
    assert FORBIDDEN.search(sample), "the pattern finds pygame.draw calls"


def test_the_pen_scales_widths_and_radii_on_a_canvas_and_not_on_a_plain_surface():
    real = pygame.Surface((200, 200))
    canvas = Canvas(real, 2.0, (0, 0), (100, 100))
    draw.circle(canvas, (255, 255, 255), (50, 50), 10)
    assert real.get_at((50 * 2 + 15, 100))[:3] == (255, 255, 255), "radius 10 logical is 20 real pixels"
    assert real.get_at((50 * 2 + 25, 100))[:3] == (0, 0, 0)
    plain = pygame.Surface((100, 100))
    draw.circle(plain, (255, 255, 255), (50, 50), 10)
    assert plain.get_at((58, 50))[:3] == (255, 255, 255) and plain.get_at((62, 50))[:3] == (0, 0, 0)
