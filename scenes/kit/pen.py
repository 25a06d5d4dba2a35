"""pygame.draw's shapes for any drawing surface: on a Canvas, points, widths and radii are logical and
drawn at the window's real resolution; on a plain Surface (art painted offscreen) they draw as usual."""
from __future__ import annotations

import pygame

from .canvas import Canvas


def _pen(surface):
    """(the real surface, point mapper, rect mapper, length mapper) for surface."""
    if isinstance(surface, Canvas):
        return surface.surface, surface.px, surface.px_rect, surface.px_length
    return surface, _same, pygame.Rect, _same


def _same(value):
    return value


def rect(surface, colour, area, width=0, border_radius=0) -> None:
    """A rectangle, filled or outlined, with optional rounded corners."""
    real, _, to_rect, to_length = _pen(surface)
    pygame.draw.rect(real, colour, to_rect(area), to_length(width), border_radius=to_length(border_radius))


def line(surface, colour, start, end, width=1) -> None:
    """A straight line."""
    real, to_point, _, to_length = _pen(surface)
    pygame.draw.line(real, colour, to_point(start), to_point(end), to_length(width))


def lines(surface, colour, closed, points, width=1) -> None:
    """Connected straight lines (closed joins the last point to the first)."""
    real, to_point, _, to_length = _pen(surface)
    pygame.draw.lines(real, colour, closed, [to_point(p) for p in points], to_length(width))


def polygon(surface, colour, points, width=0) -> None:
    """A polygon, filled or outlined."""
    real, to_point, _, to_length = _pen(surface)
    pygame.draw.polygon(real, colour, [to_point(p) for p in points], to_length(width))


def circle(surface, colour, centre, radius, width=0) -> None:
    """A circle, filled or outlined."""
    real, to_point, _, to_length = _pen(surface)
    pygame.draw.circle(real, colour, to_point(centre), to_length(radius), to_length(width))


def ellipse(surface, colour, area, width=0) -> None:
    """An ellipse inside a rect, filled or outlined."""
    real, _, to_rect, to_length = _pen(surface)
    pygame.draw.ellipse(real, colour, to_rect(area), to_length(width))


def arc(surface, colour, area, start_angle, stop_angle, width=1) -> None:
    """Part of an ellipse's outline, angles in radians."""
    real, _, to_rect, to_length = _pen(surface)
    pygame.draw.arc(real, colour, to_rect(area), start_angle, stop_angle, to_length(width))
