"""What the tests know of Quartino."""
import pygame

from ..table_rects import chrome, every_raised

USUAL_PLAYERS = 2
DRIVEN_SEED = 4104
DRIVEN_MOST_STEPS = 400
KEY_LETTERS = "YBGPQEC"
LESSON_AREAS = ("wheel", "reserve", "hand", "players", "turn", "claim", "end", "column", "scores")
LATER_BUTTONS = ("end_button", "claim_button")
AI_DIGESTS = ("de94941d0148c54a", "ec52856c50d8346f", "b9714a41f9478140")
# the form leaves out the situations for a first game, as the rulebook advises
ONLINE_SEATS = ["human", "human", "easy"]


def forbidden_rects(table) -> list:
    """The wheel, the reserve, the panels, the Quartino and End turn buttons, the hand and completed cards, the
    chrome."""
    from scenes.quartino import layout

    view, players = table.view(), table.match.players
    held = len(view.hands[table.viewer])
    radius = layout.BOARD_RADIUS
    rects = [pygame.Rect(layout.WHEEL[0] - radius, layout.WHEEL[1] - radius, 2 * radius, 2 * radius),
             layout.RESERVE, layout.OWN_PANEL, layout.TURN_PANEL, pygame.Rect(layout.CLAIM_BUTTON),
             pygame.Rect(layout.END_BUTTON)]
    rects += every_raised(layout.hand_rects, held)
    rects += [layout.own_done_rect(held, j) for j in range(len(view.completed[table.viewer]))]
    rects += [layout.other_panel(i) for i in range(players - 1)]
    return rects + chrome(table, players)
