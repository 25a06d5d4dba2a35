"""Rects of a table the tests keep notices off: the hand with each card raised in turn, and the shared parts on
the right (the log, the standings, every button)."""
import pygame

from scenes.table.layout import LOG_RECT, STANDINGS_RECT
from scenes.table.panels import standings_height


def every_raised(hand_rects, count) -> list:
    """The hand's rects with each card raised in turn (and none)."""
    return [rect for raised in (None, *range(count)) for rect in hand_rects(count, raised)]


def chrome(table, players) -> list:
    """The shared parts on the right: the log, the standings under it, every button."""
    standings = pygame.Rect(STANDINGS_RECT[0], STANDINGS_RECT[1], STANDINGS_RECT[2], standings_height(players))
    return [pygame.Rect(LOG_RECT), standings] + [button.rect for button in table.buttons]
