"""At the smallest window (640×360) the words and figures painted on cards are 11 real pixels or more: card art is
painted at full size and smoothed down to the window, so each line's size is read as painted times the window's
density over the painting's; text that could not be read that large is left out (the card's picture tells it)."""
import pygame
import pytest

from scenes.kit import card_art, draw
from scenes.kit.canvas import Canvas, density, paint_scale

from ..conftest import save_shot
from ..support.panel_fit import drawn_anew
from ..support.played_tables import seated
from ..support.window import resize

SMALLEST_TEXT_PX = 11
TABLES = [("thirteen", 3), ("quinto", 2), ("quinto_tricks", 4), ("quartino", 2)]


def card_text_sizes(app, monkeypatch) -> list:
    """(text, its real pixel size) for each line painted off the window (card art) while the app draws anew."""
    painted = []
    real_text = draw.text

    def text(surface, string, size, *args, **kwargs):
        if not isinstance(surface, Canvas):
            scale = density()
            painted.append((str(string), size * scale / paint_scale(scale)))
        return real_text(surface, string, size, *args, **kwargs)

    monkeypatch.setattr(draw, "text", text)
    card_art.forget()
    draw.forget_texts()
    drawn_anew(app)
    monkeypatch.setattr(draw, "text", real_text)
    return painted


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game, players", TABLES)
def test_card_words_and_figures_at_the_smallest_window_are_11_px_or_more(app, monkeypatch, game, players,
                                                                         language):
    app.language = language
    resize(app, (640, 360))
    seated(app, game, players, 12)
    app.frame(0.016)
    painted = card_text_sizes(app, monkeypatch)
    save_shot(pygame.display.get_surface(), f"build/shots/small/{game}_cards_{language}.png")
    assert [(text, round(size, 1)) for text, size in painted if size < SMALLEST_TEXT_PX] == []
