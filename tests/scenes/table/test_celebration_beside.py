"""The winner's celebration falls beside the game-over panel, never over its figures: the panel's inside looks
the same with the falling cards as without them, at every moment."""
import pygame

from ..support.played_tables import final_panel


def inside(app, panel) -> bytes:
    """The panel's inside as drawn now."""
    surface = pygame.Surface((1280, 720))
    panel.draw(surface)
    return pygame.image.tobytes(surface.subsurface(panel.celebration.rect.inflate(-48, -48)), "RGB")


def test_the_falling_cards_never_cover_the_score_table(app):
    _, panel = final_panel(app, "quartino", 2)
    panel.celebrate(1.0)
    celebration = panel.celebration
    celebration.clock = celebration.duration  # done: the panel alone
    still = inside(app, panel)
    for moment in (0.3, 0.8, 1.3, 1.8, 2.4):
        celebration.clock = moment
        assert inside(app, panel) == still, f"a card fell over the panel at {moment} s"
