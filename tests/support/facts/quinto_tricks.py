"""What the tests know of the Victorian Quinto."""
import pygame

from ..table_rects import chrome, every_raised

USUAL_PLAYERS = 4
DRIVEN_SEED = 3403
DRIVEN_MOST_STEPS = 120
KEY_LETTERS = "PDRL"
LESSON_AREAS = ("trick", "hand", "cachette", "scores", "bids")
LATER_BUTTONS = ("last_button",)
AI_DIGESTS = ("71b8433c6c9e7efc", "7f36113d7157318d", "0f599b8179f32889")
ONLINE_SEATS = ["human", "human", "human", "easy"]


def forbidden_rects(table) -> list:
    """The mat, the score board, the last trick's button, the cachette, every plate and face-up hand, the chrome."""
    from scenes.quinto_tricks import layout
    from scenes.quinto_tricks import view as tricks_view

    view = table.view()
    rects = [layout.MAT, layout.SCORE_RECT, pygame.Rect(layout.LAST_BUTTON), pygame.Rect(840, 16, 90, 90)]
    for hand in range(4):
        rects.append(tricks_view.plate_rect(table.viewer, table.passive, view, hand))
        if tricks_view.face_up(table.viewer, table.passive, view, hand):
            pos, count = tricks_view.position(table.viewer, view, hand), len(view.hands[hand])
            rects += every_raised(lambda n, raised, at=pos: layout.card_rects(at, n, raised), count)
    return rects + chrome(table, 0)
