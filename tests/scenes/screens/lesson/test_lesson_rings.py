"""A lesson's rings as the player sees them at every step of every lesson: each lies inside the 1280×720
frame, hugs what it rings (never over twice its target's area), and Quartino's taught card is ringed."""
import pygame
import pytest

from parlour.lessons import lesson_games
from scenes.kit import draw
from scenes.kit.round_area import RoundArea
from scenes.quartino import layout
from scenes.screens.lesson import caption

from ...support.lessons import open_lesson, walk

FRAME = pygame.Rect(0, 0, 1280, 720)


class Ring(pygame.Rect):
    """A drawn ring: its rect and the radius of its rounded corners (draw.glow's outer radius)."""

    def __init__(self, rect, radius):
        super().__init__(rect)
        self.radius = radius

    def holds(self, point) -> bool:
        """Whether point lies inside the ring's rounded outline."""
        x, y = point
        r = min(self.radius, self.width // 2, self.height // 2)
        cx = min(max(x, self.left + r), self.right - r)
        cy = min(max(y, self.top + r), self.bottom - r)
        return self.collidepoint(point) and (x - cx) ** 2 + (y - cy) ** 2 <= r * r


def record_rings(monkeypatch) -> list:
    """From now on, every ring the lesson's pointer draws is added to the returned list as the rect it covers
    (draw.glow paints 5 pixels round its area)."""
    drawn = []
    real_glow, real_pointer = draw.glow, caption.draw_pointer
    pointing = []

    def recording(surface, area, *args, **kwargs):
        if pointing:
            drawn.append(Ring(pygame.Rect(area).inflate(10, 10), args[1] + 4))
        real_glow(surface, area, *args, **kwargs)

    def pointer(*args, **kwargs):
        pointing.append(True)
        try:
            real_pointer(*args, **kwargs)
        finally:
            pointing.clear()

    monkeypatch.setattr(draw, "glow", recording)
    monkeypatch.setattr(caption, "draw_pointer", pointer)
    return drawn


def rings_at_each_stop(app, monkeypatch, game_id) -> list:
    """(step name, the rects the step points at, the rings drawn) at every stop of game_id's lesson."""
    table = open_lesson(app, game_id)
    drawn = record_rings(monkeypatch)
    stops = []

    def look(guide):
        drawn.clear()
        app.time = 0.25 / caption.PULSE_HZ  # the breath at its widest
        app.draw()
        stops.append((guide.step.name or guide.step.move, guide.pointed(), list(drawn)))

    walk(app, table, look)
    return stops


@pytest.mark.parametrize("game_id", lesson_games())
def test_every_ring_lies_in_the_frame_and_hugs_its_target(app, monkeypatch, game_id):
    for step, targets, rings in rings_at_each_stop(app, monkeypatch, game_id):
        assert bool(targets) == bool(rings), step
        for ring in rings:
            assert FRAME.contains(ring), f"{game_id} {step}: ring {ring} leaves the frame"
            inside = [t for t in targets if ring.contains(t.clip(FRAME))]
            assert inside, f"{game_id} {step}: ring {ring} rings nothing it points at ({targets})"
            target = inside[0].unionall(inside)
            if not any(isinstance(t, RoundArea) for t in inside):
                corners = (target.topleft, target.topright, target.bottomleft, target.bottomright)
                assert all(ring.holds(c) for c in corners), f"{game_id} {step}: ring {ring} cuts across {target}"
            assert ring.width * ring.height <= 2 * target.width * target.height, (
                f"{game_id} {step}: ring {ring} is over twice its target {target}")
        for target in targets:
            assert any(ring.contains(target.clip(FRAME)) for ring in rings), f"{game_id} {step}: {target} not ringed"
        # circles round neighbouring wells may cross at their corners; rounded rects never
        boxes = [ring for ring in rings if not any(isinstance(t, RoundArea) and ring.contains(t) for t in targets)]
        for i, ring in enumerate(boxes):
            assert ring.collidelist(boxes[i + 1:]) == -1, f"{game_id} {step}: rings over each other {boxes}"


def test_quartino_rings_the_card_it_teaches(app, monkeypatch):
    table = open_lesson(app, "quartino")
    drawn = record_rings(monkeypatch)
    taught = []

    def look(guide):
        if guide.step.name == "match":
            drawn.clear()
            app.draw()
            held = table.view().hands[table.viewer]
            card = layout.hand_rects(len(held), table.controller.hand.selected)[held.index("YBGP")]
            taught.append(any(ring.contains(card) for ring in drawn))

    walk(app, table, look)
    assert taught == [True], "the yellow–blue–green–pink card the step talks about is not ringed"
