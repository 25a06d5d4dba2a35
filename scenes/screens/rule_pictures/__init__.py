"""Short looping pictures of the rules that are easier seen than read, drawn each frame from the time with
the tables' own card art; the rules texts place them with a line `<!-- pictures: name name -->`. A game's
pictures are the module named by its id here (its PICTURES), found for every registered game that has one."""
from __future__ import annotations

from importlib import import_module
from importlib.util import find_spec

import pygame

from game import GAMES

from ...kit import draw, theme
from .stage import Look, Picture

__all__ = ["Look", "Picture", "PICTURES", "caption_key", "draw_picture", "marked", "row_rects"]

MARK = "<!-- pictures:"
WIDTH, HEIGHT, GAP = 240, 170, 30

PICTURES = {game_id: import_module(f"{__name__}.{game_id}").PICTURES for game_id in GAMES
            if find_spec(f"{__name__}.{game_id}") is not None}


def marked(game_id, line):
    """The names of the game's pictures a rules line asks for (`<!-- pictures: a b -->`), or None when the
    line is not such a mark; unknown names are left out."""
    if not line.startswith(MARK):
        return None
    names = line[len(MARK):].replace("-->", " ").split()
    return tuple(name for name in names if name in PICTURES.get(game_id, {}))


def row_rects(game_id, names, centre_x, top) -> list:
    """(name, rect) of each picture of a row, side by side and centred on centre_x (a wide one takes two
    places)."""
    widths = [WIDTH * 2 + GAP if PICTURES[game_id][name].wide else WIDTH for name in names]
    x = centre_x - (sum(widths) + GAP * (len(widths) - 1)) // 2
    rects = []
    for name, width in zip(names, widths):
        rects.append((name, pygame.Rect(x, top, width, HEIGHT)))
        x += width + GAP
    return rects


def caption_key(game_id, name) -> str:
    """The catalogue key of a picture's caption."""
    return f"pictures.{game_id}.{name}"


def draw_picture(surface, rect, game_id, name, t, look, moving=True) -> None:
    """A game's picture in rect on a small baize, t seconds into its loop (its still moment when not moving)."""
    picture = PICTURES[game_id][name]
    rect = pygame.Rect(rect)
    draw.rounded(surface, rect, theme.FELT, 12)
    draw.rounded(surface, rect, theme.GOLD_DARK, 12, 2)
    clip = surface.get_clip()
    surface.set_clip(rect.inflate(-4, -4).clip(clip))
    picture.paint(surface, rect, t % picture.period if moving else picture.still, look)
    surface.set_clip(clip)
