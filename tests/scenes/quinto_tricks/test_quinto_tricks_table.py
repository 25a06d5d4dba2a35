"""Quinto's table driven by real pygame events: bids, card plays by click, drag and keys, refusals,
the dummy, the privacy screen, quints, whole games to the final panel, and a monkey."""

import pygame

from game.quinto_tricks.rules import DOUBLING, PLAY
from game.quinto_tricks.seating import DUMMY
from parlour.match import Match
from parlour.words import catalogue
from scenes.quinto_tricks import layout
from scenes.quinto_tricks.layout import MAT
from scenes.quinto_tricks.panels import result_panel
from scenes.quinto_tricks.table import TricksTable
from scenes.quinto_tricks.words import card_name, quint_name
from scenes.screens.rules import RulesScene
from scenes.table import ResultPanel

from ..conftest import click, key, open_table, pass_the_device, run_monkey
from ..support.played_tables import clicked_to_the_end
from ..support.quinto_tricks import card_centre, card_rect, english_name

FOUR = ["human", "easy", "easy", "easy"]


def table(app, seats=FOUR, seed=3, fast=True):
    """The Victorian Quinto's table for seats from seed: instant AI, fast animation (the settings' when not fast)."""
    return open_table(app, "quinto_tricks", seats, seed, animation="fast" if fast else None)


def wait_for(app, scene, ready, limit=60.0, play=False):
    """Run frames (passing in any doubling round, playing a card when play) until ready() holds."""
    waited = 0.0
    while not ready() and waited < limit:
        if scene.my_turn() and scene.state.phase == DOUBLING and not ready():
            click(app, scene.doubling.buttons[0].rect.center)
        elif play and scene.my_turn():
            scene.try_move(scene.state.legal_moves()[0])
        if isinstance(app.top, ResultPanel):
            click(app, app.top.buttons[0].rect.center)
        app.frame(0.05)
        waited += 0.05
    assert ready()


def my_play_turn(scene):
    """A ready() for wait_for: whether the human is to play a card, the doubling round over."""
    return lambda: scene.my_turn() and scene.state.phase == PLAY


def paper_brightness(app, scene, card):
    """How light the blank paper at a card's lower left edge is on screen (a dimmed card is darker)."""
    app.draw()
    rect = card_rect(scene, card)
    pixels = [app.screen.get_at((rect.x + 5, y))[:3] for y in range(rect.bottom - 40, rect.bottom - 20, 4)]
    return sum(sum(p) for p in pixels) / (3 * len(pixels))


def test_the_doubling_round_shows_its_buttons_refuses_in_words_and_logs_the_bid(app):
    scene = table(app, seed=11)
    wait_for(app, scene, lambda: scene.my_turn() and scene.state.phase == DOUBLING)
    legal = scene.state.legal_moves()
    shown = scene.doubling.shown(scene.view())
    assert [b.text() for b in shown] == (["Pass", "Double", "Redouble"] if "double" in legal else ["Pass", "Redouble"])
    if "redouble" not in legal:
        key(app, pygame.K_r)
        assert scene.match.moves[-1:] != ["redouble"] and scene.notice.visible
        assert "redouble" in scene.notice.text
    buttons = scene.doubling.buttons
    click(app, buttons[1].rect.center if "double" in legal else buttons[0].rect.center)
    said = [str(bid) for seat, bid in scene.state.bids if seat == scene.viewer]  # an AI may have answered since
    assert said[-1] in ("double", "pass")
    assert any(line in ("You double.", "You pass.") for line in scene.log)


def test_click_a_card_twice_plays_it(app):
    scene = table(app, seed=4)
    wait_for(app, scene, my_play_turn(scene))
    card = scene.state.legal_moves()[0]
    click(app, card_centre(scene, card))
    assert scene.controller.chosen() == card
    assert card_rect(scene, card).y < layout.HAND_Y and paper_brightness(app, scene, card) > 200
    click(app, card_centre(scene, card))
    assert card in scene.match.moves
    assert f"You play {english_name(card)}." in scene.log


def test_drag_a_card_onto_the_trick(app):
    scene = table(app, seed=5)
    wait_for(app, scene, my_play_turn(scene))
    card = scene.state.legal_moves()[-1]
    start = card_centre(scene, card)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=MAT.center, rel=(0, 0), buttons=(1, 0, 0)))
    app.frame(0.016)
    assert scene.controller.own.drag and scene.controller.own.drag.moved
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=MAT.center, button=1))
    app.frame(0.016)
    assert card in scene.match.moves and scene.controller.own.drag is None


def test_keyboard_picks_and_plays_a_playable_card(app):
    scene = table(app, seed=6)
    wait_for(app, scene, my_play_turn(scene))
    legal = scene.state.legal_moves()
    for _ in range(13):
        key(app, pygame.K_RIGHT)
        if scene.controller.chosen() in legal:
            break
    card = scene.controller.chosen()
    assert card in legal
    key(app, pygame.K_RETURN)
    assert card in scene.match.moves


def must_follow_position(app, seats=FOUR):
    """A table where the human must follow suit and holds a card that may not be played."""
    for seed in range(1, 60):
        app.scenes.clear()
        scene = table(app, seats, seed)
        wait_for(app, scene, my_play_turn(scene))
        view = scene.view()
        banned = [c for c in view.hands[0] if c not in scene.state.legal_moves()]
        if banned:
            return scene, banned[0]
    raise AssertionError("no position found")


def test_a_card_that_does_not_follow_is_dimmed_and_refused_with_the_reason(app):
    scene, card = must_follow_position(app)
    playable = scene.state.legal_moves()[0]
    assert paper_brightness(app, scene, card) < paper_brightness(app, scene, playable) - 40
    moves = len(scene.match.moves)
    click(app, card_centre(scene, card))
    assert "You must follow" in scene.notice.text and scene.notice.visible
    click(app, card_centre(scene, card))
    assert len(scene.match.moves) == moves
    app.language = "fr"
    assert "Vous devez fournir" in scene.refusal_text(card)


def test_clicking_the_trick_without_a_card_explains(app):
    scene = table(app, seed=7)
    wait_for(app, scene, my_play_turn(scene))
    click(app, MAT.center)
    assert scene.notice.text == "Choose a card from your hand first."


def test_the_dealer_plays_the_exposed_dummy_from_the_top(app):
    seed = next(s for s in range(1, 80) if Match("quinto_tricks", ["human", "easy", "easy"], s).state.dealer == 0)
    scene = table(app, ["human", "easy", "easy"], seed)
    wait_for(app, scene, lambda: scene.my_turn() and scene.state.turn == DUMMY)
    view = scene.view()
    assert layout.position(3, view.dealer, 0, DUMMY) == 2 and scene.controller.active_hand(view) == DUMMY
    own = view.hands[0][0]
    click(app, card_centre(scene, own))
    click(app, card_centre(scene, own))
    assert "dummy" in scene.notice.text and own not in scene.match.moves
    card = scene.state.legal_moves()[0]
    click(app, card_centre(scene, card))
    click(app, card_centre(scene, card))
    assert scene.match.moves[-1] == card
    assert any("from the dummy" in line for line in scene.log)


def test_two_humans_get_the_privacy_screen_and_see_only_their_own_hand(app):
    scene = table(app, ["human", "human", "easy", "easy"], seed=9)
    pass_the_device(app, 200)
    seat = scene.shown_seat
    assert seat == scene.state.current_player
    view = scene.view()
    other = 1 - seat
    assert all(c == "?" for c in view.hands[other]) and "?" not in view.hands[seat]


def test_the_last_trick_can_be_shown(app):
    scene = table(app, seed=8)
    wait_for(app, scene, lambda: len(scene.state.tricks) >= 1 and not scene.flights.busy(), play=True)
    assert scene.last_button.is_enabled()
    key(app, pygame.K_l)
    assert scene.show_last and scene.showing_last(scene.view())
    click(app, scene.last_button.rect.center)
    assert not scene.show_last


def test_a_quint_is_celebrated_when_taken(app):
    scene = table(app, ["easy", "easy", "easy", "easy"], seed=21)
    for _ in range(4000):
        if scene.ribbon.visible:
            break
        if isinstance(app.top, ResultPanel):
            click(app, app.top.buttons[0].rect.center)
        app.frame(0.05)
    title, lines, figure = scene.ribbon.content
    assert title == "Quint!" and figure.startswith("+")
    assert any(word in lines for word in ("five of", "Joker", "and four", "and three"))


def test_a_whole_four_player_game_reaches_the_final_panel(app):
    scene = table(app, seed=12)
    panels = clicked_to_the_end(app, scene)
    assert panels[-1] == "Game over" and any(p.startswith("End of hand") for p in panels)
    assert scene.state.outcome() is not None and "Victory for" in app.top.subtitle
    click(app, app.top.buttons[0].rect.center)
    assert isinstance(app.top, TricksTable) and app.top is not scene


def test_a_whole_three_player_game_has_three_hands(app):
    scene = table(app, ["human", "easy", "easy"], seed=13)
    panels = clicked_to_the_end(app, scene)
    assert panels == ["End of hand 1", "End of hand 2", "End of hand 3", "Game over"]
    assert any("add 25 for playing against the dummy" in line for line in scene.log)
    winners = scene.state.outcome().winners
    names = {0: ("You win!", "Vous gagnez\u00a0!"), 1: ("Blaise wins!", "Blaise gagne\u00a0!"),
             2: ("Clara wins!", "Clara gagne\u00a0!")}
    if len(winners) == 1:
        assert app.top.subtitle == names[winners[0]][0]
        app.language = "fr"
        french = result_panel(app, scene.wording, scene.match, scene.exits.result_actions())
        assert french.subtitle == names[winners[0]][1]


def test_monkey_random_events_on_the_table_never_crash(app):
    keys = [pygame.K_TAB, pygame.K_RETURN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_p, pygame.K_d,
            pygame.K_r, pygame.K_l, pygame.K_SPACE, pygame.K_DOWN]
    run_monkey(app, lambda seed: table(app, ["human", "easy", "human"], seed=seed), keys)


def test_french_texts_and_rules(app):
    english = {k for k in catalogue("en").messages if k.startswith("quinto_tricks.")}
    assert english <= set(catalogue("fr").messages)
    assert catalogue("fr").messages["quinto_tricks.ui.bid_double"] == "Contre"
    app.language = "fr"
    scene = table(app, seed=15)
    wait_for(app, scene, my_play_turn(scene))
    assert any(line in ("Vous passez.", "Vous contrez.") for line in scene.log)
    assert card_name(scene.words, "QH") == "la dame de cœur"
    assert quint_name(scene.words, "ace_four", "S") == "as et quatre de pique"
    app.push(RulesScene(app, "quinto_tricks"))
    app.frame(0.016)
    assert any("cachette" in text for _, text in app.top.lines())
    assert any("Jouer ici" in text for _, text in app.top.lines())


def test_the_new_game_screen_names_the_options_from_the_catalogue(app):
    from scenes.screens.new_game import NewGameScene

    for language, expected in (("en", "Rubber (best of three)"), ("fr", "Robre (deux manches gagnantes)")):
        app.language = language
        scene = NewGameScene(app, "quinto_tricks")
        texts = [cycle.text() for cycle in scene.option_cycles]
        assert any(text.startswith(expected) for text in texts), texts
