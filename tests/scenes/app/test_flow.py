"""The screens driven by real pygame events: title, new game, 13's table, privacy, results, rules."""
import random

import pygame

from game.thirteen.moves import Move
from scenes.kit.overlays import PassScreen
from scenes.screens.new_game import SEED_BOX, NewGameScene
from scenes.screens.rules import RulesScene
from scenes.screens.title import TitleScene
from scenes.table import ResultPanel
from scenes.thirteen import layout
from scenes.thirteen.table import ThirteenTable

from ..conftest import click, key, open_table, run


def centre(button):
    """The centre of button's rect, where a click presses it."""
    return button.rect.center


def test_title_to_new_game_to_a_dealt_table(app):
    app.push(TitleScene(app))
    app.frame(0.016)
    click(app, centre(app.top.buttons[0]))
    assert isinstance(app.top, NewGameScene)
    click(app, SEED_BOX.center)
    for digit in "4242":
        key(app, getattr(pygame, f"K_{digit}"), unicode=digit)
    assert app.top.seed_text == "4242"
    deal = app.top.buttons[-1]
    click(app, centre(deal))
    assert isinstance(app.top, ThirteenTable)
    assert app.top.match.seed == 4242
    assert app.top.match.seats[0] == "human"


def test_seat_chooser_and_player_count(app):
    scene = NewGameScene(app, "thirteen")
    app.push(scene)
    plus = scene.buttons[len(scene.game_buttons) + 1]
    click(app, centre(plus))
    click(app, centre(plus))
    assert scene.players == 6
    click(app, centre(plus))
    assert scene.players == 6
    seat2 = scene.seat_rows.choosers[1]
    click(app, (seat2.rect.right - 10, seat2.rect.centery))
    assert scene.seats[1] == "expert", "the chooser's right end is the strongest level"


def test_the_player_count_keeps_the_keyboard_focus_so_enter_never_deals_by_surprise(app):
    scene = NewGameScene(app, "thirteen")
    app.push(scene)
    minus = scene.buttons[len(scene.game_buttons)]
    while scene.focus.rect != minus.rect:
        key(app, pygame.K_TAB)
    start = scene.players
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    assert scene.players == start - 1 == 3, "Enter pressed − again, not Deal"
    assert app.top is scene, "nothing was dealt"


def test_bad_deal_code_is_explained_and_nothing_starts(app):
    scene = NewGameScene(app, "thirteen")
    app.push(scene)
    scene.seed_text = "99999999999999999999"
    click(app, centre(scene.buttons[-1]))
    assert app.top is scene
    assert "whole number" in scene.message


def table(app, seats, seed=3):
    """13's table for seats dealt from seed, pushed on app and drawn once (the AI and animation as set)."""
    return open_table(app, "thirteen", seats, seed, animation=None)


def wait_for_human(app, scene, limit=30.0):
    """Run frames until the human may move, failing after limit seconds."""
    waited = 0.0
    while not scene.my_turn() and waited < limit:
        app.frame(0.05)
        waited += 0.05
    assert scene.my_turn()


def test_click_card_then_target_plays_it(app):
    scene = table(app, ["human", "easy", "easy"])
    wait_for_human(app, scene)
    hand = scene.view().hands[0]
    card = hand[0]
    target = card[0] if card != "R4" else "Y"
    click(app, layout.hand_rects(len(hand))[0].center)
    assert scene.controller.hand.selected == 0
    click(app, layout.target_rect("BYG".index(target)).center)
    assert scene.match.moves[-1] == f"{card}@{target}"
    named = "a rotten four" if card == "R4" else f"{dict(B='blue', Y='yellow', G='green')[card[0]]} {card[1:]}"
    where = dict(B="blue", Y="yellow", G="green")[target]
    assert (f"You play {named} on {where}.", f"{card}@{target}", False) in scene.log.entries


def test_drag_onto_the_wrong_target_is_refused_with_the_reason(app):
    scene = table(app, ["human", "easy", "easy"], seed=8)
    wait_for_human(app, scene)
    hand = scene.view().hands[0]
    index = next(i for i, c in enumerate(hand) if c != "R4")
    card = hand[index]
    wrong = next(t for t in "BYG" if t != card[0])
    start = layout.hand_rects(len(hand))[index].center
    end = layout.target_rect("BYG".index(wrong)).center
    moves = len(scene.match.moves)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.frame(0.016)
    assert len(scene.match.moves) == moves
    assert "can only go on the" in scene.notice.text and scene.notice.visible


def test_keyboard_plays_a_card(app):
    scene = table(app, ["human", "easy", "easy"], seed=5)
    wait_for_human(app, scene)
    key(app, pygame.K_RIGHT)
    assert scene.controller.hand.selected == 0
    card = scene.view().hands[0][0]
    key(app, pygame.K_RETURN)
    assert scene.match.moves[-1].startswith(card + "@")


def test_clicking_a_target_without_a_card_explains(app):
    scene = table(app, ["human", "easy", "easy"], seed=5)
    wait_for_human(app, scene)
    click(app, layout.target_rect(1).center)
    assert scene.notice.text == "Choose a card from your hand first."


def test_playing_out_of_turn_is_refused(app):
    scene = table(app, ["human", "easy", "easy"], seed=6)
    while scene.match.state.current_player == 0:
        scene.try_move(scene.match.state.legal_moves()[0])
        app.frame(0.016)
    before = len(scene.match.moves)
    assert not scene.try_move(Move("R4", "B"))
    assert len(scene.match.moves) == before
    assert "turn" in scene.notice.text


def test_two_humans_get_the_privacy_screen_and_never_see_each_other(app):
    scene = table(app, ["human", "human", "easy"], seed=4)
    run(app, 0.2)
    first = scene.match.state.current_player
    assert isinstance(app.top, PassScreen)
    click(app, (640, 300))
    assert scene.shown_seat == first and app.top is scene
    seat = scene.match.state.current_player
    for _ in range(40):
        app.frame(0.05)
        if isinstance(app.top, PassScreen):
            break
        if scene.my_turn():
            scene.try_move(scene.match.state.legal_moves()[0])
        assert scene.viewer == scene.shown_seat
    assert isinstance(app.top, PassScreen)
    assert scene.match.state.current_player != seat or scene.shown_seat != seat


def test_a_whole_game_against_the_ai_reaches_round_and_game_ends(app):
    scene = table(app, ["human", "easy", "easy"], seed=12)
    panels = 0
    for _ in range(20000):
        if isinstance(app.top, ResultPanel):
            panels += 1
            if "Game over" in app.top.title:
                break
            click(app, centre(app.top.buttons[0]))
            continue
        if scene.my_turn():
            legal = scene.match.state.legal_moves()
            scene.try_move(legal[-1])
        app.frame(0.1)
    assert isinstance(app.top, ResultPanel) and app.top.title == "Game over"
    assert panels == 6 + 1  # six round ends (3 players deal twice), then the game end
    assert scene.match.state.outcome() is not None
    click(app, centre(app.top.buttons[0]))
    assert isinstance(app.top, ThirteenTable) and app.top is not scene


def test_rules_in_both_languages_scroll(app):
    app.push(RulesScene(app, "thirteen"))
    app.frame(0.016)
    english = app.top.lines()
    assert any("rotten four" in text for _, text in english)
    key(app, pygame.K_PAGEDOWN)
    assert app.top.scroller.offset > 0
    app.language = "fr"
    assert any("Quatre Pourri" in text for _, text in app.top.lines())


def test_monkey_thousands_of_random_events_never_crash(app):
    rng = random.Random(2024)
    app.push(TitleScene(app))
    keys = [pygame.K_TAB, pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP,
            pygame.K_b, pygame.K_y, pygame.K_g, pygame.K_1, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_5,
            pygame.K_PAGEDOWN, pygame.K_DOWN]
    for _ in range(2500):
        kind = rng.random()
        pos = (rng.randrange(1280), rng.randrange(720))
        if kind < 0.45:
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 3))))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        elif kind < 0.6:
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        elif kind < 0.85:
            k = rng.choice(keys)
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="5", scancode=0))
        elif kind < 0.9:
            pygame.event.post(pygame.event.Event(pygame.FINGERDOWN, x=rng.random(), y=rng.random(), finger_id=0,
                                                 touch_id=0, dx=0, dy=0))
        elif kind < 0.95:
            pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=rng.randrange(200, 3000),
                                                 h=rng.randrange(200, 2000), size=(800, 600)))
        else:
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False))
        app.frame(0.05)
        if not app.running or not app.scenes:
            app.running = True
            app.reset(TitleScene(app))


def test_last_round_can_be_reviewed(app):
    scene = table(app, ["human", "easy", "easy"], seed=13)
    review = next(b for b in scene.buttons if b.text() == "Last round’s scores")
    assert not review.is_enabled()
    while scene.match.state.round == 0:
        scene.match.play(scene.match.state.legal_moves()[0])
    click(app, review.rect.center)
    assert isinstance(app.top, ResultPanel) and app.top.title == "End of round 1"


def test_options_that_do_not_fit_the_table_are_not_offered(app):
    scene = NewGameScene(app, "quartino")
    app.push(scene)
    first = scene.option_cycles[[o.key for o in scene.spec.options].index("first_player")]
    while first.value != 3:
        click(app, first.rect.center)
        first = scene.option_cycles[1]
    assert first.text() == "First player: seat 4"
    while scene.players != 2:
        click(app, scene.buttons[len(scene.game_buttons)].rect.center)
    first = scene.option_cycles[1]
    assert first.text() == "First player: drawn at random" and first.choices == ["random", 0, 1]
    click(app, scene.buttons[-1].rect.center)
    assert app.top is not scene and scene.message == ""
