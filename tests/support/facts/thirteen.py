"""What the tests know of 13."""
import pygame

from ..table_rects import chrome, every_raised

USUAL_PLAYERS = 3
DRIVEN_SEED = 1301
DRIVEN_MOST_STEPS = 300
KEY_LETTERS = "BYG"
LESSON_AREAS = ("targets", "hand", "pile", "players", "totals", "review", "scores")
LATER_BUTTONS = ()
AI_DIGESTS = ("17f2d09e97bb0143", "eda4848e7a682c45", "df435a11526e2352")
# 13 has no shorter game than every player dealing once: 50 moves each with four
ONLINE_SEATS = ["human", "human", "easy", "easy"]


def forbidden_rects(table) -> list:
    """The hand, the three targets with their labels and totals, every seat's panel, the pile, the chrome."""
    from scenes.thirteen import layout

    view, players = table.view(), table.match.players
    rects = every_raised(layout.hand_rects, len(view.hands[table.viewer]))
    for t in range(3):
        mat = layout.mat_rect(t)
        rects += [layout.target_rect(t), mat, layout.total_badge(t), pygame.Rect(mat.x, mat.bottom, mat.width, 26)]
    rects += [layout.panel_rect(table.viewer, players, seat) for seat in range(players)]
    x, y = layout.PILE_POS
    rects.append(pygame.Rect(x - 70, y - 110, 140, 200))
    return rects + chrome(table, players)
