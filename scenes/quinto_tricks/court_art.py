"""Court figures for the Victorian Quinto's pack: King, Queen and Jack as a classic double-headed half-figure
(headdress, face, patterned robe, what each holds), painted from fractions of the size they are given."""
from __future__ import annotations

import pygame

from ..kit import theme

SUPERSAMPLE = 3
SKIN = (244, 214, 182)
ERMINE = (250, 246, 236)
STEEL = (150, 160, 172)
HALBERD_WOOD = (132, 88, 50)
HAIR = {"K": (128, 96, 70), "Q": (206, 156, 62), "J": (104, 66, 38)}
# The robe's middle panel and its trim, per rank; the rest of the robe is in the suit's ink.
PANEL = {"K": theme.GOLD, "Q": (64, 92, 158), "J": theme.CREAM}
TRIM = {"K": ERMINE, "Q": theme.GOLD, "J": theme.GOLD}
# A panel this close to the suit's ink (the Queen's blue on the four-colour deck's diamonds) turns cream.
PANEL_CONTRAST = 120


class _Pen:
    """Polygons and ellipses given in fractions of a half-figure, outlined in ink like a printed card."""

    def __init__(self, surface, outline):
        self.surface = surface
        self.w, self.h = surface.get_size()
        self.outline = outline
        self.line = max(1, round(self.w / 60))

    def at(self, u, v) -> tuple:
        """Pixel position of fraction (u, v)."""
        return (u * self.w, v * self.h)

    def poly(self, colour, points, outlined=True) -> None:
        """A filled polygon, outlined."""
        pixels = [self.at(u, v) for u, v in points]
        pygame.draw.polygon(self.surface, colour, pixels)
        if outlined:
            pygame.draw.polygon(self.surface, self.outline, pixels, self.line)

    def oval(self, colour, u, v, ru, rv, outlined=True) -> None:
        """A filled ellipse centred at (u, v) with radii ru, rv (fractions of width and height)."""
        rect = pygame.Rect(0, 0, max(1, int(2 * ru * self.w)), max(1, int(2 * rv * self.h)))
        rect.center = self.at(u, v)
        pygame.draw.ellipse(self.surface, colour, rect)
        if outlined:
            pygame.draw.ellipse(self.surface, self.outline, rect, self.line)

    def stroke(self, colour, start, end, weight=1.0) -> None:
        """A line between two fractions, weight times the outline's width."""
        pygame.draw.line(self.surface, colour, self.at(*start), self.at(*end), max(1, round(self.line * weight)))


def court(rank, ink, size) -> pygame.Surface:
    """The figure of a King, Queen or Jack ("K", "Q", "J") in a suit's ink, size pixels, mirrored top and
    bottom about a gold line."""
    w, h = size
    half = pygame.Surface((w * SUPERSAMPLE, (h // 2) * SUPERSAMPLE), pygame.SRCALPHA)
    _half_figure(_Pen(half, theme.INK), rank, ink)
    half = pygame.transform.smoothscale(half, (w, h // 2))
    surface = pygame.Surface(size, pygame.SRCALPHA)
    surface.blit(half, (0, 0))
    surface.blit(pygame.transform.rotate(half, 180), (0, h - h // 2))
    pygame.draw.line(surface, theme.GOLD_DARK, (0, h // 2), (w, h // 2), max(1, w // 40))
    return surface


def _half_figure(pen, rank, ink) -> None:
    """One half: what the figure holds behind it, robe, collar, face, hair, headdress."""
    if rank == "J":
        _halberd(pen)
    _robe(pen, rank, ink)
    if rank == "Q":
        pen.poly(HAIR["Q"], [(0.33, 0.3), (0.67, 0.3), (0.72, 0.62), (0.28, 0.62)])
    pen.poly(SKIN, [(0.45, 0.5), (0.55, 0.5), (0.56, 0.6), (0.44, 0.6)], outlined=False)
    pen.oval(SKIN, 0.5, 0.4, 0.13, 0.15)
    _features(pen, rank)
    {"K": _crown, "Q": _tiara, "J": _cap}[rank](pen, ink)
    if rank == "K":
        _sword(pen)
    elif rank == "Q":
        _flower(pen, ink)


def _robe(pen, rank, ink) -> None:
    """Shoulders in the suit's ink, the patterned middle panel, trim at the shoulders and the collar."""
    pen.poly(ink, [(0.06, 1.0), (0.1, 0.72), (0.3, 0.6), (0.7, 0.6), (0.9, 0.72), (0.94, 1.0)])
    panel = PANEL[rank]
    if sum(abs(a - b) for a, b in zip(panel, ink)) < PANEL_CONTRAST:
        panel = theme.CREAM
    pen.poly(panel, [(0.38, 0.62), (0.62, 0.62), (0.7, 1.0), (0.3, 1.0)])
    pattern = ink if panel != ink else theme.CREAM
    for v in (0.72, 0.78, 0.94) if rank == "J" else (0.72, 0.84, 0.96):
        if rank == "K":
            pen.poly(pattern, [(0.5, v - 0.05), (0.54, v), (0.5, v + 0.05), (0.46, v)], outlined=False)
        elif rank == "Q":
            pen.oval(theme.GOLD, 0.5, v, 0.03, 0.03, outlined=False)
        else:
            pen.oval(pattern, 0.5, v, 0.025, 0.025, outlined=False)
    trim = TRIM[rank]
    for side in (-1, 1):
        pen.poly(trim, [(0.5 + side * 0.2, 0.6), (0.5 + side * 0.32, 0.64), (0.5 + side * 0.37, 0.76),
                        (0.5 + side * 0.28, 0.72)])
    if rank == "K":
        for u, v in ((0.28, 0.66), (0.72, 0.66)):
            pen.oval(theme.INK, u, v, 0.012, 0.012, outlined=False)
    elif rank == "J":
        pen.poly(theme.GOLD, [(0.34, 0.82), (0.66, 0.82), (0.67, 0.88), (0.33, 0.88)])
        pen.poly(pattern, [(0.47, 0.82), (0.53, 0.82), (0.53, 0.88), (0.47, 0.88)], outlined=False)
    pen.oval(ERMINE if rank != "J" else theme.GOLD, 0.5, 0.6, 0.17, 0.05)


def _features(pen, rank) -> None:
    """Eyes, nose and mouth; the King's beard and moustache, the Jack's fringe."""
    for u in (0.45, 0.55):
        pen.oval(theme.INK, u, 0.38, 0.014, 0.018, outlined=False)
    pen.stroke(theme.INK_SOFT, (0.5, 0.39), (0.49, 0.45), 0.8)
    if rank == "K":
        pen.poly(HAIR["K"], [(0.38, 0.44), (0.62, 0.44), (0.6, 0.54), (0.5, 0.62), (0.4, 0.54)])
        pen.poly(HAIR["K"], [(0.42, 0.47), (0.5, 0.44), (0.58, 0.47), (0.5, 0.49)], outlined=False)
    else:
        pen.stroke((176, 70, 70), (0.46, 0.48), (0.54, 0.48), 1.2)
    if rank == "J":
        pen.poly(HAIR["J"], [(0.36, 0.34), (0.38, 0.26), (0.62, 0.26), (0.64, 0.34), (0.56, 0.3), (0.44, 0.3)])


def _crown(pen, ink) -> None:
    """The King's crown: five gold points with jewels."""
    pen.poly(theme.GOLD, [(0.34, 0.27), (0.33, 0.08), (0.41, 0.17), (0.5, 0.02), (0.59, 0.17), (0.67, 0.08),
                          (0.66, 0.27)])
    pen.poly(theme.GOLD_DARK, [(0.34, 0.22), (0.66, 0.22), (0.66, 0.28), (0.34, 0.28)])
    for u in (0.41, 0.5, 0.59):
        pen.oval(ink, u, 0.25, 0.025, 0.025, outlined=False)


def _tiara(pen, ink) -> None:
    """The Queen's headdress: a low crown of arches with a pearl on each, and a veil down her back."""
    pen.poly(theme.GOLD, [(0.36, 0.27), (0.37, 0.15), (0.43, 0.2), (0.5, 0.1), (0.57, 0.2), (0.63, 0.15),
                          (0.64, 0.27)])
    for u, v in ((0.37, 0.13), (0.5, 0.08), (0.63, 0.13)):
        pen.oval(ERMINE, u, v, 0.025, 0.025)
    pen.oval(ink, 0.5, 0.23, 0.025, 0.025, outlined=False)


def _cap(pen, ink) -> None:
    """The Jack's flat cap in the suit's ink, with a gold band and a feather."""
    pen.poly(theme.CREAM, [(0.6, 0.2), (0.78, 0.02), (0.84, 0.04), (0.66, 0.22)])
    pen.oval(ink, 0.5, 0.22, 0.2, 0.07)
    pen.poly(theme.GOLD, [(0.36, 0.24), (0.64, 0.24), (0.62, 0.28), (0.38, 0.28)])


def _sword(pen) -> None:
    """The King's sword held upright at his side."""
    pen.poly(STEEL, [(0.84, 0.06), (0.87, 0.12), (0.87, 0.7), (0.81, 0.7), (0.81, 0.12)])
    pen.poly(theme.GOLD, [(0.76, 0.7), (0.92, 0.7), (0.92, 0.75), (0.76, 0.75)])
    pen.poly(theme.GOLD_DARK, [(0.82, 0.75), (0.86, 0.75), (0.86, 0.88), (0.82, 0.88)])


def _flower(pen, ink) -> None:
    """The Queen's flower, held up on its stem."""
    pen.stroke((70, 120, 60), (0.18, 0.95), (0.2, 0.5), 1.4)
    for du, dv in ((-0.05, 0), (0.05, 0), (0, -0.05), (0, 0.05)):
        pen.oval(ink, 0.2 + du, 0.45 + dv, 0.04, 0.035)
    pen.oval(theme.GOLD, 0.2, 0.45, 0.03, 0.025)


def _halberd(pen) -> None:
    """The Jack's halberd behind his shoulder: a long shaft and a steel blade."""
    pen.stroke(HALBERD_WOOD, (0.16, 1.0), (0.16, 0.08), 2.2)
    pen.poly(STEEL, [(0.16, 0.02), (0.2, 0.12), (0.28, 0.1), (0.3, 0.2), (0.16, 0.22), (0.12, 0.14)])
