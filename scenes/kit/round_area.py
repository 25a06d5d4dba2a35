"""A rect whose content is round (a well, a wheel), so what rings it follows a circle or a pill."""
import pygame


class RoundArea(pygame.Rect):
    """A rect holding something round: a ring round it is a circle (a pill when it is taller than wide)."""
