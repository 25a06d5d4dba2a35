"""The Victorian table's seat plates as a player sees them: the cards held face down lie under the seat's second
line ("AI · easy"), never over it, on a desktop window and on a phone."""
import pygame
import pytest

from scenes.kit import card_art

from ..conftest import finger_tap, open_table
from ..support.drawn_text import record_texts


def second_lines(app, monkeypatch) -> list:
    """The rect of each "AI · easy" drawn this frame."""
    drawn = record_texts(monkeypatch)
    app.top.draw_table(app.screen)
    monkeypatch.undo()
    return [rect for text, rect in drawn if text == app.t("ai_easy")]


def frame_pixels(app, rects) -> list:
    """The canvas's pixels inside rects."""
    surface = app.screen
    return [surface.subsurface(rect.clip(surface.get_rect())).copy() for rect in rects]


def clear(size) -> pygame.Surface:
    """Nothing at all, where a card back would be."""
    return pygame.Surface(size, pygame.SRCALPHA)


@pytest.mark.parametrize("by_finger", [False, True], ids=["mouse", "finger"])
def test_the_backs_of_a_hand_leave_its_second_line_readable(app, monkeypatch, by_finger):
    if by_finger:
        finger_tap((0.5, 0.02))
    open_table(app, "quinto_tricks", ["human", "easy", "easy", "easy"], 3)
    app.frame(0.016)
    lines = second_lines(app, monkeypatch)
    assert len(lines) == 3, "each AI seat says who plays it"
    app.top.draw_table(app.screen)
    with_backs = frame_pixels(app, lines)
    monkeypatch.setattr(card_art, "back", lambda size: card_art.crisp(("no back",), size, clear))
    app.top.draw_table(app.screen)
    without_backs = frame_pixels(app, lines)
    for rect, shown, bare in zip(lines, with_backs, without_backs):
        assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(bare, "RGB"), f"card backs over {rect}"
