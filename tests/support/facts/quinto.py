"""What the tests know of Sackson's Quinto."""
import pygame

from ..table_rects import chrome, every_raised

USUAL_PLAYERS = 2
DRIVEN_SEED = 2702
DRIVEN_MOST_STEPS = 400
KEY_LETTERS = "EPNWB"
LESSON_AREAS = ("hand", "new_row", "end", "points", "players")
LATER_BUTTONS = ("end_button", "pass_button")
AI_DIGESTS = ("98ce4016f2fca971", "798b8a961fa341be", "484506bab1c9d56a")
ONLINE_SEATS = ["human", "human", "easy", "easy"]


def forbidden_rects(table) -> list:
    """The hand, the rows shown, the new-row slot, the side panels, End turn and Pass, the chrome."""
    from scenes.quinto import layout

    view, scroll = table.view(), table.controller.scroll
    rects = every_raised(layout.hand_rects, len(view.hands[table.viewer]))
    rects += [cell for place in table.row_places().values() if (cell := layout.cell_rect(place, scroll)) is not None]
    rects += [layout.NEW_SLOT, layout.PHASE_RECT, layout.STACK_RECT, layout.PILE_RECT, layout.MATCH_RECT,
              layout.PLAYERS_RECT, pygame.Rect(layout.END_BUTTON), pygame.Rect(layout.PASS_BUTTON)]
    return rects + chrome(table, 0)
