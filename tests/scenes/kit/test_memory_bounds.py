"""What the parlour keeps stays bounded however a person plays: a window dragged through many sizes keeps a
bounded number of fonts (each costs about half a megabyte) and of painted pictures, and a table's banners,
one per distinct text, are not all kept."""
import pygame

from scenes.kit import card_art, draw, theme

from ..conftest import SEATS, open_table


def resize(app, size) -> None:
    """The window dragged to size: the display follows and SDL says so."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.frame(0.016)


def test_a_window_dragged_through_many_sizes_keeps_a_bounded_number_of_fonts_and_pictures(app):
    open_table(app, "thirteen", SEATS["thirteen"], 3)
    for width in range(660, 1900, 7):
        resize(app, (width, width * 9 // 16))
    assert app.window.drawn_size == (1899, 1068)
    assert len(theme._fonts) <= theme.FONT_CACHE_SIZE
    assert len(card_art._cache) <= card_art.PICTURE_CACHE_SIZE and len(draw._cache) <= draw.PICTURE_CACHE_SIZE


def test_banners_of_many_texts_are_not_all_kept(app):
    table = open_table(app, "quartino", SEATS["quartino"], 3)
    for n in range(card_art.PICTURE_CACHE_SIZE + 20):
        table.ribbon.show(f"Game {n}", "a line under it", str(n))
        table.picture.drawn_key = None
        table.draw(app.screen)
    assert len(card_art._cache) <= card_art.PICTURE_CACHE_SIZE
