"""The Victorian cards' corner index (rank and suit) keeps clear of the face's pips: painted at the sizes the
table shows, the top-left pip's ink and the corner's ink stay apart by a gap a player sees."""
import pygame
import pytest

from scenes.quinto_tricks import art

GAP = 2
SIZES = (art.HAND_SIZE, art.TRICK_SIZE, art.DUMMY_SIZE)


def ink_blobs(surface, colour) -> list:
    """The bounding rects of the connected patches of a card's ink colour."""
    mask = pygame.mask.from_threshold(surface, colour, (60, 60, 60, 255))
    return [component.get_bounding_rects()[0] for component in mask.connected_components(minimum=3)]


def gap(a, b) -> int:
    """The pixels between two rects (0 or less when they touch or overlap)."""
    return max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("card", ["4H", "5S", "4C", "5D", "6H", "8S", "TD"])
def test_the_corner_keeps_a_gap_to_the_first_pip(app, card, size):
    surface = art._paint(card, size, False)
    w, h = size
    corner = pygame.Rect(0, 0, w // 3, h // 2)
    blobs = [blob for blob in ink_blobs(surface, art.ink(card[1])) if blob.colliderect(corner)]
    top_left_pip = pygame.Rect(art.pip_centre(size, -1, -1), (1, 1)).inflate(4, 4)
    first = next(blob for blob in blobs if blob.colliderect(top_left_pip))
    others = [blob for blob in blobs if blob != first]
    assert others, f"{card}: the corner index merged with the first pip ({first})"
    assert first.left > 3 + 2, f"{card}: the first pip reaches into the corner ({first})"
    assert min(gap(first, blob) for blob in others) >= GAP, (card, size, first, others)
