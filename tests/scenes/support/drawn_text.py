"""The lines of text a frame draws, with the rects they land on, for tests that check what the player sees."""
import pygame

from scenes.kit import draw


def record_texts(monkeypatch) -> list:
    """From now on, every line draw.text draws is added to the returned list as (text, rect)."""
    drawn = []
    real_text = draw.text

    def recording(surface, string, *args, **kwargs):
        rect = real_text(surface, string, *args, **kwargs)
        drawn.append((str(string), rect))
        return rect

    monkeypatch.setattr(draw, "text", recording)
    return drawn


def drawn_texts(app, monkeypatch, scenes) -> list:
    """Every text drawn while each scene of scenes (made by a function of app) is on the screen."""
    drawn = record_texts(monkeypatch)
    surface = pygame.Surface((1280, 720))
    for make in scenes:
        app.reset(make(app))
        app.top.update(0.016)
        app.top.draw(surface)
    return [text for text, _ in drawn]
