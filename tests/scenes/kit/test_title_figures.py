"""The title face draws lining figures: "13" stands as tall as a capital, "1" never reads as a dotless i."""
import pygame
import pytest

from scenes.kit import theme

SIZES = (24, 48, 96)


def ink(face, text) -> pygame.Rect:
    """Where text's ink lies on its rendered surface (the baseline sits at the same height for any text)."""
    return face.render(text, True, (0, 0, 0)).get_bounding_rect()


@pytest.mark.parametrize("size", SIZES)
def test_every_digit_stands_on_the_baseline_as_tall_as_a_capital(size):
    pygame.init()
    face = theme.font(size, "title")
    capital = ink(face, "I")
    # Lining figures stand a little below the capitals (630 against 653 units): allow a tenth of a capital.
    slack = max(2, round(capital.height / 10))
    for digit in "0123456789":
        figure = ink(face, digit)
        assert abs(figure.top - capital.top) <= slack, (
            f"{digit!r} at {size}px rises to {figure.top}, a capital to {capital.top}: an old-style figure")
        assert abs(figure.bottom - capital.bottom) <= slack, (
            f"{digit!r} at {size}px drops to {figure.bottom}, a capital to {capital.bottom}: an old-style figure")


def test_thirteen_is_two_figures_of_a_capitals_height():
    pygame.init()
    face = theme.font(96, "title")
    capital, thirteen, one = ink(face, "I"), ink(face, "13"), ink(face, "1")
    assert abs(thirteen.height - capital.height) <= capital.height / 10, (thirteen, capital)
    assert one.height >= 0.9 * capital.height, "a lone 1 is shorter than an I: it reads as a dotless i"
