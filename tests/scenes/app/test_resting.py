"""The parlour rests when nothing moves: a frame draws and flips only after input, a change around the scenes
(the stack, the canvas, the settings) or while something moves by itself (an animation, a fade, the AI
thinking); and a rested screen is never stale — drawing it again gives the same picture."""
import pygame
import pytest

from parlour.match import Match
from scenes.kit.notice import FADE_S, SHOWN_S
from scenes.kit.window import browser as window_browser
from scenes.screens.lesson.guide import BREATH_S
from scenes.table import hinting
from scenes.table.notices import NOTICE_S
from scenes.tables import table_for
from tests.support.games import GAME_IDS, seats

from ..conftest import instant_ai, open_table, until
from ..support.lessons import open_lesson, walk

DT = 1 / 60
SEATS = {game_id: seats(game_id, 3 if game_id == "quinto" else None) for game_id in GAME_IDS}


class Flips:
    """How many frames were put on screen (pygame.display.flip calls)."""

    def __init__(self):
        self.count = 0

    def during(self, app, frames, dt=DT) -> int:
        """The frames flipped while app runs frames more."""
        before = self.count
        for _ in range(frames):
            app.frame(dt)
        return self.count - before


@pytest.fixture
def flips(monkeypatch):
    """Counts every flip of the display."""
    counter = Flips()
    shown = pygame.display.flip

    def counted():
        counter.count += 1
        shown()

    monkeypatch.setattr(pygame.display, "flip", counted)
    return counter


def picture():
    """What the window shows now."""
    return pygame.image.tobytes(pygame.display.get_surface(), "RGB")


def settle(app, most=900) -> None:
    """Run frames until the app has rested for 30 frames in a row (fails if it never does)."""
    quiet = 0
    for _ in range(most):
        app.frame(DT)
        quiet = quiet + 1 if app.resting else 0
        if quiet == 30:
            return
    pytest.fail(f"never rested: top scene {type(app.top).__name__}")


def move_mouse(app, pos) -> None:
    """A real mouse move to pos (no frame)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def assert_not_stale(app) -> None:
    """The picture shown after resting is the one a fresh draw of the same moment gives."""
    shown = picture()
    app.redraw()
    app.frame(0)
    assert picture() == shown, f"{type(app.top).__name__}'s rested picture is stale"


def test_the_idle_title_draws_nothing(app, flips):
    app.go("title")
    flips.during(app, 10)
    assert flips.during(app, 60) == 0


def test_hovering_a_button_redraws_once_then_rests(app, flips):
    title = app.go("title")
    flips.during(app, 10)
    still = picture()
    button = title.buttons[0]
    move_mouse(app, button.rect.center)
    assert flips.during(app, 1) == 1
    assert title.hover is button and picture() != still, "the hovered button is drawn lit"
    assert flips.during(app, 60) == 0
    move_mouse(app, (20, 20))
    assert flips.during(app, 1) == 1 and picture() == still


def test_a_table_draws_every_frame_until_the_ais_move_has_landed_then_rests(app, flips):
    app.settings.set("ai_speed", "normal")
    app.settings.set("animation", "fast")
    table = table_for(app, Match("thirteen", ["easy", "human", "easy"], 2))
    app.push(table)
    app.frame(DT)
    moving_frames = 0
    for _ in range(900):
        moving = table.match.ai_to_move() or table.flights.busy()
        flipped = flips.during(app, 1)
        if moving:
            moving_frames += 1
            assert flipped == 1, f"a frame was skipped while the table moved (move {len(table.match.moves)})"
        if table.my_turn():
            break
    assert table.my_turn() and len(table.match.moves) >= 1, "the AI's move came and landed"
    assert moving_frames > 36, "the AI thought (0.6 s at least) and its card flew, over many frames"
    flips.during(app, 2)
    assert flips.during(app, 60) == 0, "the table waiting for the player rests"
    assert_not_stale(app)


def test_a_card_flight_is_drawn_on_every_frame(app, flips):
    instant_ai(app, "normal")
    table = table_for(app, Match("thirteen", ["human", "easy", "easy"], 3))
    app.push(table)
    app.frame(DT)
    assert table.flights.busy(), "the deal flies in"
    pictures = []
    while table.flights.busy():
        assert flips.during(app, 1) == 1
        pictures.append(picture())
    assert len(set(pictures)) > len(pictures) // 2, "the cards were drawn moving"


def test_a_resized_canvas_is_drawn_again_then_rests(app, flips, monkeypatch):
    app.go("title")
    flips.during(app, 10)
    monkeypatch.setattr(window_browser, "canvas_pixels", lambda: (960, 540))
    app.window.fixed = True
    assert flips.during(app, 1) == 1, "the page's new canvas size is drawn at once"
    assert pygame.display.get_surface().get_size() == (960, 540)
    assert flips.during(app, 60) == 0
    assert_not_stale(app)


def test_a_table_notice_is_drawn_while_it_fades_until_gone_then_rests(app, flips):
    table = open_table(app, "thirteen", SEATS["thirteen"], 3)
    settle(app)
    plain = picture()
    table.say("Not now.")
    assert flips.during(app, 1) == 1 and picture() != plain, "the notice shows at once"
    held = flips.during(app, int((NOTICE_S - 1) / DT))
    assert held < 30, "a held notice rests"
    assert flips.during(app, int(1.0 / DT) + 10) >= 0.5 / DT - 2, "the last second: held, then drawn fading"
    assert not table.notice.visible and picture() == plain, "the notice is gone from the screen"
    assert flips.during(app, 60) == 0


def test_the_apps_notice_fades_out_frame_by_frame(app, flips):
    app.go("title")
    flips.during(app, 10)
    plain = picture()
    app.notice.show("Your progress will not be kept.")
    assert flips.during(app, 1) == 1 and picture() != plain
    flips.during(app, 2)
    assert flips.during(app, int((SHOWN_S - FADE_S - 0.5) / DT)) == 0, "the held notice rests"
    assert flips.during(app, int((FADE_S + 0.6) / DT)) >= FADE_S / DT - 2
    assert picture() == plain
    assert flips.during(app, 60) == 0


def test_rules_pictures_keep_moving_while_animations_are_on(app, flips):
    app.go("rules")
    flips.during(app, 10)
    assert app.top.picture_rects, "the first page shows pictures"
    assert flips.during(app, 60) == 60


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_a_lesson_waiting_for_the_learner_rests_like_the_table(app, flips, game_id):
    """At each of the first stops (a caption to read, a move to make), once its pointer has drawn the eye, the
    lesson draws nothing more until the learner acts."""
    table = open_lesson(app, game_id)
    rested = []

    def at_stop(guide):
        flips.during(app, int(BREATH_S / DT) + 5)
        rested.append(flips.during(app, 60))
        return len(rested) == 4

    walk(app, table, at_stop)
    assert rested == [0, 0, 0, 0], "frames drawn in a second of waiting, at each stop"


def test_a_table_showing_a_hint_rests_once_its_mark_has_drawn_the_eye(app, flips):
    table = open_table(app, "thirteen", SEATS["thirteen"], 5)
    settle(app)
    table.controls.hint()
    until(app, lambda: table.hint_move is not None, "the hint")
    flips.during(app, int(max(hinting.PULSE_S, NOTICE_S) / DT) + 10)  # the mark pulses, the hint notice fades
    assert flips.during(app, 60) == 0, "the hint's mark holds still and the table rests"
    assert table.hint_move is not None, "the hint is still shown"
    assert_not_stale(app)


@pytest.mark.parametrize("screen", ["title", "new_game", "rules", "settings", "stats"])
def test_a_rested_screen_is_never_stale(app, screen):
    app.settings.set("animation", "off")
    app.go("title")
    if screen != "title":
        app.go(screen)
    settle(app)
    assert_not_stale(app)


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_a_rested_table_at_the_players_turn_is_never_stale(app, game_id):
    table = open_table(app, game_id, SEATS[game_id], 5)
    settle(app)
    assert table.my_turn()
    assert_not_stale(app)
