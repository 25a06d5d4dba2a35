"""A touch-only player: the drivers in touch mode play each of the four games on a phone-shaped window (844×390 CSS
pixels at device pixel ratio 3: 2532×1170, the 16:9 frame letterboxed in it) from the title to its stop by taps and
finger drags alone: every gesture a real SDL finger event (FINGERDOWN, FINGERMOTION, FINGERUP at fractions of the
window, with the mouse events SDL synthesises for a touch, marked touch=True, which the app ignores); no click, no
key, no hover. Each step that carries a move is checked against the match's record."""
import random

import pygame
import pytest

from game.quartino.moves import CLAIM
from parlour.match import Match
from parlour.storage import MemoryStorage
from scenes.app import App
from scenes.quinto import layout as quinto_layout
from scenes.screens.rules import RulesScene
from scenes.screens.title import TitleScene
from scenes.table.key_help import KeyHelp
from scenes.table.log_panel import LogPanel
from scenes.tables import table_for

from ...drivers import native, player
from ...drivers import quinto as quinto_driver
from ...drivers.dealing import table_of
from ...drivers.gestures import DRAG, TAP, click, key, tap
from ..conftest import SEATS, instant_ai, open_table
from ..support.driven_games import SEEDS, deal, finished, perform, play, rounds_scored, set_up

pytestmark = pytest.mark.slow  # whole games played through the scenes

PHONES = {"844x390@3": (2532, 1170), "740x360@3": (2220, 1080)}
# Every game on the wider phone; the two quick ones on the smaller too (the drivers' points are logical pixels).
PLAYS = [("844x390@3", game) for game in SEATS] + [("740x360@3", game) for game in ("thirteen", "quinto_tricks")]


def on_phone(app, size) -> None:
    """The window becomes a phone's screen: a new display mode, then SDL's resize event, then a frame."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))
    app.frame(native.FRAME_S)
    assert pygame.display.get_surface().get_size() == size
    assert app.screen.scale == min(size[0] / 1280, size[1] / 720)


@pytest.fixture
def phone(request):
    """A fresh app in English on the phone named by the test's parameter."""
    application = App(language="en", storage=MemoryStorage())
    on_phone(application, PHONES[request.param])
    yield application
    pygame.event.clear()


@pytest.fixture
def wide_phone():
    """A fresh app in English on the 844×390 phone."""
    application = App(language="en", storage=MemoryStorage())
    on_phone(application, PHONES["844x390@3"])
    yield application
    pygame.event.clear()


@pytest.mark.parametrize("phone, game_id", PLAYS, indirect=["phone"])
def test_each_game_is_dealt_and_played_to_its_stop_by_taps_and_drags(phone, game_id, monkeypatch):
    deal(phone, game_id, monkeypatch, touch=True)
    counts = play(phone, game_id, seed=19, touch=True)
    assert counts["moves"] > 5 and counts["kinds"] == {TAP, DRAG}, counts
    if game_id == "thirteen":
        assert rounds_scored(phone) == 1 and player.game_over(phone) and not player.game_finished(phone)
    else:
        finished(phone)


def test_the_performer_refuses_a_click_or_a_key_on_a_touch_screen(wide_phone):
    wide_phone.push(TitleScene(wide_phone))
    wide_phone.frame(native.FRAME_S)
    for gesture in (click((640, 360)), key("Enter")):
        with pytest.raises(ValueError, match="touch screen"):
            native.perform(wide_phone, gesture, touch=True)


def test_a_tap_is_a_finger_and_lands_where_it_looks(wide_phone):
    wide_phone.push(TitleScene(wide_phone))
    wide_phone.frame(native.FRAME_S)
    button = next(b for b in wide_phone.top.buttons if b.text() == wide_phone.t("new_game"))
    seen = []
    handle = wide_phone.top.handle
    wide_phone.top.handle = lambda event: (seen.append(event), handle(event))
    native.perform(wide_phone, tap(button.rect.center))
    pressed = [e for e in seen if e.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)]
    assert [e.type for e in pressed] == [pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP]  # SDL's copies ignored
    assert all(e.pos == button.rect.center for e in pressed)
    assert type(wide_phone.top).__name__ == "NewGameScene"


@pytest.mark.parametrize("screen", [RulesScene, KeyHelp, LogPanel])
def test_a_screen_over_the_table_is_closed_by_its_own_control(wide_phone, screen):
    table = open_table(wide_phone, "quinto", SEATS["quinto"], SEEDS["quinto"])
    if screen is RulesScene:
        table.exits.show_rules()
    elif screen is KeyHelp:
        wide_phone.push(KeyHelp.for_table(table))
    else:
        table.feed.open()
    wide_phone.frame(native.FRAME_S)
    assert isinstance(wide_phone.top, screen)
    step = player.next_step(wide_phone, random.Random(1), touch=True)
    assert step.move is None and "close" in step.says, step.says
    perform(wide_phone, step, touch=True)
    assert not isinstance(wide_phone.top, screen)


def test_the_setup_leaves_a_screen_by_its_back_button(wide_phone, monkeypatch):
    monkeypatch.setattr("parlour.match.fresh_seed", lambda: SEEDS["thirteen"])
    instant_ai(wide_phone, "off")
    wide_phone.push(TitleScene(wide_phone))
    wide_phone.push(RulesScene(wide_phone))
    wide_phone.frame(native.FRAME_S)
    said = set_up(wide_phone, "thirteen", touch=True)
    assert said[0] == "tap Back to close RulesScene", said
    assert table_of(wide_phone).match.seats == SEATS["thirteen"]


def dealt_until(app, game_id, wanted, most_games=40):
    """A table of game_id (seats as SEATS) at the first position, over seeded random games, where the human is to
    move and wanted(state) holds."""
    instant_ai(app, "off")
    for seed in range(most_games):
        match, rng = Match(game_id, SEATS[game_id], seed), random.Random(seed)
        while match.state.outcome() is None:
            state = match.state
            if state.current_player == 0 and wanted(state):
                table = table_for(app, match)
                app.push(table)
                app.frame(native.FRAME_S)
                return table
            match.play(rng.choice(state.legal_moves()))
    pytest.fail(f"no position of {game_id} as wanted in {most_games} games")


def touch_moves(app, tries=60) -> set:
    """The moves the touch drivers choose over many rngs at this position."""
    return {player.next_step(app, random.Random(i), touch=True).move for i in range(tries)}


def test_a_quinto_row_scrolled_out_of_sight_is_not_played_by_touch(wide_phone):
    """A touch player plays onto the rows in sight while there are any (a swipe on the grid would be needed
    first for the others: the driver swipes only when nothing else may be played)."""
    def crowded(state) -> bool:
        ids = [row.id for row in state.rows]
        return (len(ids) > 2 * quinto_layout.VISIBLE_LINES and not state.gift
                and any(m.target in ids[:2] for m in state.legal_moves()))

    table = dealt_until(wide_phone, "quinto", crowded)
    table.controller.scroll = 1  # as the table's own show_row leaves it after a row below was played
    wide_phone.frame(native.FRAME_S)
    hidden = {row_id for row_id, place in table.row_places().items() if place < 2}
    assert table.controller.scroll == 1
    chosen = touch_moves(wide_phone)
    targets = {m.rpartition("@")[2] for m in chosen if m and "@" in m}
    assert targets and not targets & {str(i) for i in hidden}, (hidden, chosen)
    assert any(m.target in hidden for m in table.view().legal_moves())


def test_a_touch_player_swipes_a_row_out_of_sight_into_it(wide_phone):
    """When a move goes onto a row out of sight, the driver's finger swipe on the grid brings that row in."""
    def crowded(state) -> bool:
        ids = [row.id for row in state.rows]
        return (len(ids) > 2 * quinto_layout.VISIBLE_LINES and not state.gift
                and any(m.target in ids[:2] for m in state.legal_moves()))

    table = dealt_until(wide_phone, "quinto", crowded)
    table.controller.scroll = 1
    wide_phone.frame(native.FRAME_S)
    places = table.row_places()
    move = next(m for m in table.view().legal_moves() if m.target in places and places[m.target] < 2)
    assert quinto_layout.cell_rect(places[move.target], table.controller.scroll) is None
    step = quinto_driver._swipe_towards(table, move)
    assert [gesture.kind for gesture in step.gestures] == [DRAG]
    for gesture in step.gestures:
        native.perform(wide_phone, gesture, touch=True)
    assert quinto_layout.cell_rect(places[move.target], table.controller.scroll) is not None


def test_a_quartino_claim_at_a_cards_second_place_is_not_made_by_touch(wide_phone):
    """Product fault: a card that may be claimed at several places is aimed at the others only with ↑ ↓."""
    def two_places(state) -> bool:
        claims = [m.item for m in state.legal_moves() if m.kind == CLAIM]
        return any(claims.count(card) > 1 for card in claims)

    table = dealt_until(wide_phone, "quartino", two_places)
    claims = [m for m in table.view().legal_moves() if m.kind == CLAIM]
    firsts = {str(next(c for c in claims if c.item == card)) for card in {c.item for c in claims}}
    chosen = touch_moves(wide_phone, 200)
    made = {m for m in chosen if m in {str(c) for c in claims}}
    assert made and made <= firsts, (made, firsts)
    assert len(claims) > len(firsts)
