"""The window at every size: the table fills it (letterbox bars only where the aspect differs), text and
cards are drawn at the window's real resolution, and real clicks in window pixels land where they look.
Window positions are computed in support/window.py from the letterbox geometry, not with the Canvas under test."""
import pygame
import pytest

from game.quartino.components import COLOURS
from game.thirteen.deck import COLOURS as COLOURS_13
from scenes.kit import theme
from scenes.kit.draw import text
from scenes.kit.window import SMALLEST, opening_size
from scenes.quartino.layout import reserve_row
from scenes.screens.title import TitleScene
from scenes.thirteen import art as thirteen_art
from scenes.thirteen import layout as thirteen_layout

from ..conftest import SEATS, finger_tap
from ..support.first_turn import seated
from ..support.window import SIZES, letterbox, resize, window_click, window_point

BLACK = (0, 0, 0)


def pixel(pos):
    """The colour of the window's pixel at pos."""
    return tuple(pygame.display.get_surface().get_at(pos))[:3]


def hand_of(table):
    """The human's hand on table: the controller's own hand where it has one (the Victorian Quinto), else its hand."""
    controller = table.controller
    return controller.own if hasattr(controller, "own") else controller.hand


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", list(SEATS))
def test_each_table_fills_the_window_with_letterbox_bars_only(app, game_id, size):
    seated(app, game_id)
    resize(app, size)
    w, h = size
    scale, left, top = letterbox(size)
    inside = [(int(left) + 1, h // 2), (int(left + 1280 * scale) - 2, h // 2), (w // 2, int(top) + 1),
              (w // 2, int(top + 720 * scale) - 2)]
    assert all(pixel(p) != theme.LETTERBOX for p in inside), "the felt reaches every edge of the frame"
    if left == top == 0:
        corners = [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)]
        assert all(pixel(p) != theme.LETTERBOX for p in corners), "no bars at 16:9"
    else:
        bars = [(w // 2, 0), (w // 2, h - 1)] if top else [(0, h // 2), (w - 1, h // 2)]
        assert all(pixel(p) == theme.LETTERBOX for p in bars), "bars of the felt's edge where the aspect differs"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", list(SEATS))
def test_a_click_in_window_pixels_lands_on_each_hand_card_and_button(app, game_id, size):
    table = seated(app, game_id)
    resize(app, size)
    if game_id == "quartino":
        for colour in COLOURS:  # Quartino's hand to play from is the reserve of pawns
            window_click(app, window_point(size, reserve_row(colour).center))
            assert table.controller.colour == colour, f"the {colour} pawns are chosen by a click on them"
    else:
        hand = hand_of(table)
        assert hand.cards, "a hand to click"
        for index in range(len(hand.cards)):
            rect = hand.rects()[index]
            window_click(app, window_point(size, (rect.x + 12, rect.centery)))
            assert hand.selected == index, f"card {index} of {hand.cards} is raised by a click on it"
    pressed = []
    buttons = [b for b in table.buttons if b.is_enabled()]
    for button in buttons:
        button.action = lambda b=button: pressed.append(b)
    for button in buttons:
        spot = window_point(size, button.rect.center)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0)))
        app.frame(0.016)
        assert table.hover is button, f"the pointer over {button.text()!r} hovers it"
        window_click(app, spot)
    assert pressed == buttons, "every table button acts on a click in window pixels"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_title_buttons_answer_clicks_in_window_pixels(app, size):
    app.push(TitleScene(app))
    resize(app, size)
    pressed = []
    buttons = [b for b in app.top.buttons if b.is_enabled()]
    for button in buttons:
        button.action = lambda b=button: pressed.append(b)
        window_click(app, window_point(size, (button.rect.right - 6, button.rect.bottom - 6)))
    assert pressed == buttons and len(buttons) >= 4


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_text_is_rasterised_with_the_font_at_the_real_size(app, size):
    app.push(TitleScene(app))
    resize(app, size)
    scale, left, top = letterbox(size)
    app.screen.fill(BLACK)
    text(app.screen, "Quinto 13", 20, theme.CREAM, (100, 100), "bold")
    # Never below 11 pixels: at 640×360 the 20 px line is drawn at 11, not 10.
    reference = theme.font(max(11, round(20 * scale)), "bold").render("Quinto 13", True, theme.CREAM)
    x, y = round(left + 100 * scale), round(top + 100 * scale)
    drawn = pygame.display.get_surface().subsurface((x, y, *reference.get_size()))
    backdrop = pygame.Surface(reference.get_size())
    backdrop.blit(reference, (0, 0))
    assert reference.get_height() >= 20 * scale, "the glyphs are as tall as the window is large"
    assert all(drawn.get_at((i, j)) == backdrop.get_at((i, j))
               for i in range(reference.get_width()) for j in range(reference.get_height())), \
        "the text on screen is the font's own rendering at that size, not a stretched bitmap"


@pytest.mark.parametrize("size", [(1920, 1080), (2560, 1440), (640, 360)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_cards_are_painted_at_the_real_size_and_laid_pixel_for_pixel(app, size):
    table = seated(app, "thirteen")
    resize(app, size)
    scale, left, top = letterbox(size)
    hand = hand_of(table)
    face = thirteen_art.face(hand.cards[0], thirteen_art.HAND_SIZE, "rotten", app.settings["symbols"])
    assert face.pixel_size == (round(96 * scale), round(140 * scale)) and face.get_size() == (96, 140)
    rect = hand.rects()[0]
    origin = round(left + rect.x * scale), round(top + rect.y * scale)
    for dx, dy in [(30, 40), (48, 70), (60, 100)]:
        spot = round(dx * scale), round(dy * scale)
        assert pixel((origin[0] + spot[0], origin[1] + spot[1])) == tuple(face.get_at(spot))[:3]


def test_a_resize_while_a_game_runs_loses_nothing(app):
    table = seated(app, "thirteen")
    hand = hand_of(table)
    window_click(app, window_point((1280, 720), hand.rects()[1].center))
    before = (list(table.match.moves), hand.cards, hand.selected, list(table.log.lines), table.state.to_dict())
    for size in [(1920, 1080), (640, 360), (800, 600), (2560, 1440), (1280, 720)]:
        resize(app, size)
        assert app.top is table
        assert (list(table.match.moves), hand.cards, hand.selected, list(table.log.lines),
                table.state.to_dict()) == before
    resize(app, (800, 600))
    window_click(app, window_point((800, 600), hand.rects()[2].center))
    assert hand.selected == 2, "input still lands after the resizes"


def test_clicks_in_the_letterbox_bars_go_nowhere(app):
    table = seated(app, "thirteen")
    resize(app, (800, 600))
    state, selected = table.state.to_dict(), hand_of(table).selected
    for spot in [(400, 5), (10, 590), (799, 0), (0, 74)]:
        window_click(app, spot)
    assert app.top is table and table.state.to_dict() == state and hand_of(table).selected == selected


def test_a_finger_lands_through_the_letterbox(app):
    table = seated(app, "thirteen")
    resize(app, (800, 600))
    hand = hand_of(table)
    x, y = window_point((800, 600), hand.rects()[3].center)
    finger_tap((x / 800, y / 600))
    app.frame(0.016)
    assert hand.selected == 3


def test_the_window_never_gets_smaller_than_640_by_360_and_is_never_made_again(app, monkeypatch):
    app.push(TitleScene(app))
    resize(app, (800, 450))
    made = []
    real_set_mode = pygame.display.set_mode
    monkeypatch.setattr(pygame.display, "set_mode", lambda *args, **kwargs: made.append(args) or real_set_mode(*args))
    window = real_set_mode((500, 300), pygame.RESIZABLE)  # the window manager asked for less
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=500, y=300))
    app.frame(0.016)
    assert pygame.display.get_surface().get_size() == SMALLEST
    assert made == [], "the window was made again"
    assert pygame.display.get_surface() is window
    assert app.screen.get_size() == (1280, 720)


@pytest.mark.parametrize("desktop", [(800, 600), (1024, 768), (1366, 768), (1920, 1080), (2560, 1600),
                                     (3840, 2160), (600, 340)])
def test_the_window_opens_at_a_size_that_fits_the_screen(desktop):
    w, h = opening_size(desktop)
    assert w <= desktop[0] and h <= desktop[1], "never larger than the screen"
    if desktop[0] >= SMALLEST[0] and desktop[1] >= SMALLEST[1]:
        assert w >= SMALLEST[0] and h >= SMALLEST[1] and abs(w / h - 16 / 9) < 0.01
        assert w >= min(desktop[0], desktop[1] * 16 / 9) * 0.75, "and uses most of it"
    assert opening_size(None) == (1280, 720), "headless, the logical size"


@pytest.mark.parametrize("size", [(1920, 1080), (800, 600), (640, 360)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_card_dragged_in_window_pixels_is_played_where_it_is_dropped(app, size):
    table = seated(app, "thirteen")
    resize(app, size)
    hand = hand_of(table)
    card, target = table.view().legal_moves()[0]
    played = len(table.match.moves)
    start = window_point(size, hand.rects()[hand.cards.index(card)].center)
    goal = window_point(size, thirteen_layout.target_rect(COLOURS_13.index(target)).center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=goal, rel=(goal[0] - start[0], goal[1] - start[1]),
                                         buttons=(1, 0, 0)))
    app.frame(0.016)
    assert hand.drag is not None and hand.drag.moved, "the card follows the pointer"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=goal, button=1))
    app.frame(0.016)
    assert table.match.moves[played:played + 1] == [f"{card}@{target}"]


def test_f11_fills_the_screen_and_comes_back_to_the_window(app):
    table = seated(app, "thirteen")
    resize(app, (1600, 900))
    moves = list(table.match.moves)
    key_press = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    pygame.event.post(key_press)
    app.frame(0.016)
    screen = pygame.display.get_desktop_sizes()[0]
    assert pygame.display.get_surface().get_size() == screen and app.screen.get_size() == (1280, 720)
    assert app.screen.scale == min(screen[0] / 1280, screen[1] / 720), "drawn at the screen's own resolution"
    pygame.event.post(key_press)
    app.frame(0.016)
    assert pygame.display.get_surface().get_size() == (1600, 900), "back to the window as it was"
    assert app.top is table and list(table.match.moves) == moves
