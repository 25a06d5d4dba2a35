"""On a 740×360 phone played by touch (one logical pixel is half a CSS pixel), every enabled button of every
screen answers to a finger over at least 80 logical pixels (40 CSS pixels) in its smaller side, measured by
where a tap really lands (nearer neighbours take their share), and on an 844×390 phone over 74 (40 CSS); with a
mouse the buttons answer only where drawn."""
import random

import pygame
import pytest

from game.quartino.moves import CLAIM
from parlour.match import Match
from parlour.storage import MemoryStorage
from scenes.app import App
from scenes.kit import touch
from scenes.screens.lesson.start import start_lesson
from scenes.tables import table_for
from tests.support.games import FACTS, GAME_IDS
from tests.support.games import seats as usual_seats

from ...drivers import native
from ...drivers.gestures import tap
from ..conftest import finger_tap, instant_ai, open_replay, open_table, save_shot
from ..support.quartino_positions import position

PHONE = (740, 360)
# each phone's window and the smallest side of a finger's target on it in logical pixels (40 CSS pixels)
PHONES = {PHONE: 80, (844, 390): 74}
TABLES = GAME_IDS  # the buttons enabled only in some positions of a game (its LATER_BUTTONS) must each be measured
SCREENS = ("title", "new_game", "new_game_options", "rules", "settings", "stats", "replay", *TABLES)
SEATS = ["human", "easy"]


@pytest.fixture(params=list(PHONES), ids=lambda size: "{}x{}".format(*size))
def phone(request):
    """An app on a phone's window (740×360, 844×390), put in touch mode by a finger tap in the letterbox bar."""
    application = App(language="en", storage=MemoryStorage(), window_size=request.param)
    application.go("title")
    finger_tap((0.01, 0.5))
    application.frame(0.016)
    yield application
    pygame.event.clear()


def least() -> int:
    """The smallest side of a finger's target asked on this phone, in logical pixels."""
    return PHONES[pygame.display.get_window_size()]


def open_screen(app, name):
    """The screen named name on top of the title (a table: its game dealt to a human and the AI)."""
    if name == "replay":
        return open_replay(app, Match("thirteen", SEATS + ["easy"], 5), first_moves=3)
    if name in TABLES:
        return open_table(app, name, usual_seats(name), 5)
    if name == "new_game_options":
        scene = open_screen(app, "new_game")
        tab = next(button for button in scene.buttons if button.text() == app.t("options"))
        native.perform(app, tap(tab.rect.center), touch=True)
        assert scene.option_cycles, "a tap on the Options tab shows the options"
        return scene
    scene = app.go(name)
    app.frame(0.016)
    return scene


def smallest_targets(scene) -> list:
    """(smaller side of its reach, label) for every enabled button of scene, smallest first."""
    sides = [(min(touch.reach(scene.button_at, button, button.rect).size), button.text())
             for button in scene.buttons if button.is_enabled()]
    return sorted(sides)


def test_a_finger_puts_the_parlour_in_touch_mode_and_a_mouse_press_ends_it(phone):
    assert phone.window.touch and phone.window.touch_minimum() == least()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    phone.frame(0.016)
    assert not phone.window.touch and phone.top.touch_minimum() == 0


@pytest.mark.parametrize("name", SCREENS)
def test_every_enabled_button_is_a_finger_wide_on_a_phone(phone, name):
    scene = open_screen(phone, name)
    shot = "build/shots/touch/{}-{}x{}.png".format(name, *pygame.display.get_window_size())
    save_shot(pygame.display.get_surface(), shot)
    sides = smallest_targets(scene)
    assert sides and all(side >= least() for side, _ in sides), sides[:5]


def kind(move) -> str:
    """A move's kind read from its record text: "place" for a card or pawn put somewhere, else its first word
    (end, pass, claim, column, double…)."""
    text = str(move)
    return text.split(":")[0] if ":" in text else "place" if "@" in text else text


def seeded_move(rng, moves):
    """A kind of move at random, then one of that kind: a turn's rarer moves (End turn, Pass, a claim) come
    often enough to enable their buttons."""
    kinds = sorted({kind(move) for move in moves})
    chosen = rng.choice(kinds)
    return rng.choice([move for move in moves if kind(move) == chosen])


def claim_table(app):
    """Quartino's table where the human may claim a card (Quartino! and End turn enabled), found by seeded play."""
    instant_ai(app, "off")
    table = table_for(app, position(lambda state: state.current_player == 0
                                    and any(move.kind == CLAIM for move in state.legal_moves())))
    app.push(table)
    app.frame(0.016)
    return table


def measured_in_play(app, table, moves) -> tuple:
    """({(screen, label): the smallest reach seen}, the buttons measured) for every button enabled at some point
    of seeded play: the human's legal moves chosen (seeded_move) one engine move at a time (so a turn's later buttons
    are enabled), each round's panel measured then continued, until the game ends (its panel measured) or after
    moves moves."""
    rng, seen, measured = random.Random(5), {}, set()
    for _ in range(moves * 20):
        top = app.top
        if top is table and (table.flights.busy() or not table.my_turn()) and not table.finished:
            app.frame(0.05)
            continue
        for side, label in smallest_targets(top):
            key = (type(top).__name__, label)
            seen[key] = min(side, seen.get(key, side))
        measured |= {id(button) for button in top.buttons if button.is_enabled()}
        if top is not table:
            if table.finished:
                return seen, measured
            top.back()
        elif moves == 0:
            return seen, measured
        elif not table.finished:
            table.try_move(seeded_move(rng, table.state.legal_moves()))
            moves -= 1
        app.frame(0.05)
    return seen, measured


@pytest.mark.parametrize("game", TABLES)
def test_every_button_enabled_during_a_game_is_a_finger_wide_on_a_phone(phone, game):
    table = open_screen(phone, game) if game != "quartino" else claim_table(phone)
    seen, measured = measured_in_play(phone, table, 300)
    assert all(id(getattr(table, name)) in measured for name in FACTS[game].LATER_BUTTONS), sorted(seen)
    assert any(screen == "ResultPanel" for screen, _ in seen), "a round's or the game's panel was measured"
    short = sorted((side, key) for key, side in seen.items() if side < least())
    assert not short, short


def test_with_a_mouse_a_button_answers_only_where_it_is_drawn(phone):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    phone.frame(0.016)
    title = phone.top
    button = next(b for b in title.buttons if b.is_enabled() and b.rect.height < 80)
    assert title.button_at((button.rect.centerx, button.rect.top - 3)) is not button


@pytest.mark.parametrize("game", TABLES)
def test_every_lesson_button_is_a_finger_wide_on_a_phone(phone, game):
    assert start_lesson(phone, game)
    phone.frame(0.016)
    table, seen = phone.top, {}
    guide = table.lesson
    for _ in range(400):
        if table.flights.busy() or table.pending or not (guide.learners_turn() or guide.can_go_on()):
            phone.frame(0.05)
            continue
        for side, label in smallest_targets(table):
            seen[label] = min(side, seen.get(label, side))
        if guide.step is None or guide.index >= 12:
            break
        if guide.learners_turn():
            table.try_move(guide.lesson.spec.decode_move(guide.step.move))
        else:
            native.perform(phone, tap(guide.next_button.rect.center), touch=True)
    assert {phone.t("lesson.next"), phone.t("lesson.skip")} <= set(seen), seen
    short = sorted((side, label) for label, side in seen.items() if side < least())
    assert not short, short


def own_hand(table):
    """The viewer's own hand on a table (the Victorian table keeps it beside the dummy's)."""
    controller = table.controller
    return controller.hand if hasattr(controller, "hand") else controller.own


@pytest.mark.parametrize("game", TABLES)
def test_every_card_of_the_players_hand_is_a_finger_wide_on_a_phone(phone, game):
    """Each card of the dealt hand answers a tap (the hand's own card_at, as a press finds it) over at least a
    finger's target (the Victorian game's twelve cards spread over the felt for it)."""
    table = open_screen(phone, game)
    hand = own_hand(table)
    rects = hand.rects()
    assert rects, f"{game}: no cards in the viewer's hand"
    sides = [min(touch.reach(hand.card_at, index, rect).size) for index, rect in enumerate(rects)]
    assert min(sides) >= least(), (game, sides)
