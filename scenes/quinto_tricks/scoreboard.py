"""The Victorian Quinto's score board: a peg track toward 250 per side (with three players, the hand's
points), each side's back peg where its last score started, the multiplier chip and the totals."""
from __future__ import annotations

import pygame

from game.quinto_tricks.rules import GOAL
from game.quinto_tricks.seating import HANDS, sides

from ..kit import draw, theme
from . import layout
from .words import say, side_label, side_name

THREE_PLAYER_TRACK = 100


def draw_scores(surface, seen) -> None:
    """The board: its title, the multiplier, a track per side (the viewer's in gold), totals or games (seen: a
    scenes.table.seen.Seen of the Victorian table's parts; it says its words too)."""
    rect, view, words = layout.SCORE_RECT, seen.view, seen
    draw.translucent_panel(surface, rect, alpha=80)
    if view.players == HANDS:
        title = say(words, "ui.score_to", goal=GOAL)
    else:
        title = say(words, "ui.hand_of", n=view.deal_number + 1)
    multiplier = f"×{view.multiplier}"
    chip = pygame.Rect(0, rect.y + 6, max(50, draw.text_size(multiplier, 16, "bold")[0] + 16),
                       max(24, draw.line_step(16)))
    chip.right = rect.right - 12
    # a small window draws the title larger: a plain ×1 then gives way to it, a doubled score cuts it short
    chipped = view.multiplier > 1 or draw.text_size(title, 16, "bold")[0] <= chip.left - 6 - rect.x - 12
    room = (chip.left - 6 if chipped else rect.right - 12) - rect.x - 12
    draw.text(surface, draw.fold(title, 16, room, 1, "bold")[0], 16, theme.GOLD, (rect.x + 12, rect.y + 8), "bold")
    if chipped:
        draw.rounded(surface, chip, theme.ALERT if view.multiplier > 1 else theme.FELT_LIGHT, 12)
        draw.text(surface, multiplier, 16, theme.CREAM, chip.center, "bold", "center")
    mine = sides(view.players, view.dealer)[seen.viewer]
    for side in (0, 1):
        draw_track(surface, seen, side, side == mine)
    if view.players < HANDS:
        totals = " · ".join(f"{seen.parts.name_in_text(p)} {view.totals[p]}" for p in range(view.players))
        draw.text(surface, say(words, "ui.totals", totals=totals), 14, theme.CREAM, (rect.x + 12, rect.bottom - 26))
    elif view.rubber:
        name, is_you = seen.name, seen.is_you
        games = say(words, "ui.games", a=side_name(words, name, view.players, view.dealer, 0, is_you),
                    b=side_name(words, name, view.players, view.dealer, 1, is_you),
                    na=sum(1 for g in view.games if g[0] == 0), nb=sum(1 for g in view.games if g[0] == 1))
        draw.text(surface, games, 14, theme.CREAM, (rect.x + 12, rect.bottom - 26))


def draw_track(surface, seen, side, mine) -> None:
    """One side's line of the board: name and score, the peg track with its goal, the hand so far."""
    track, view = layout.track_rect(side), seen.view
    x, y = track.x, track.y - 26
    colour = theme.GOLD if mine else theme.CREAM
    label = side_label(seen, seen.name, view.players, view.dealer, side, seen.is_you)
    draw.text(surface, label, 16, colour, (x, y), "bold")
    draw.text(surface, str(view.team_scores[side]), 18, colour, (track.right + 10, y - 2), "bold", "topright")
    draw.rounded(surface, track, theme.WOOD, 8)
    draw.rounded(surface, track, theme.WOOD_DARK, 8, 2)
    goal = GOAL if view.players == HANDS else max(THREE_PLAYER_TRACK, *view.team_scores)
    holes = goal // layout.PEG_STEP
    for i in range(1, holes + 1):
        hx = track.x + 6 + (track.width - 12) * i // holes
        draw.circle(surface, theme.WOOD_DARK if i % 5 else theme.GOLD_DARK, (hx, track.centery), 2)
    if view.players == HANDS:
        flag = (track.right + 2, track.y - 6)
        draw.polygon(surface, theme.ALERT, [flag, (flag[0] + 9, flag[1] + 4), (flag[0], flag[1] + 8)])
        draw.line(surface, theme.CREAM, flag, (flag[0], track.bottom + 2), 2)
        back = seen.parts.back_pegs[side]
        if back:
            peg(surface, track, back, goal, colour, False)
    peg(surface, track, view.team_scores[side], goal, colour, True)
    points = view.hand_points[side]
    line = say(seen, "ui.this_hand" if view.players == HANDS else "ui.bar_points", points=points, count=points)
    draw.text(surface, line, 14, theme.LABEL_SOFT, (x, y + 48))


def peg(surface, track, score, goal, colour, front) -> None:
    """A peg in the track: the front peg solid, the back peg a ring."""
    px = layout.peg_x(track, score, goal)
    draw.circle(surface, theme.INK, (px + 1, track.centery + 2), 7)
    draw.circle(surface, colour, (px, track.centery), 7 if front else 6, 0 if front else 3)


def back_pegs(history) -> tuple:
    """Where each side's back peg stands after the moves of history: the side's score before its last trick of the
    game under way (both at 0 once a game is won)."""
    pegs = (0, 0)
    for state in history[1:]:
        for event in state.events:
            if event.kind == "trick_won":
                side = event.params["side"]
                before_trick = event.params["scores"][side] - event.params["points"]
                pegs = tuple(before_trick if s == side else pegs[s] for s in (0, 1))
            elif event.kind == "game_won":
                pegs = (0, 0)
    return pegs
