"""Quartino's table driven by real pygame events: placing by click, drag and keys, refusals explained,
lit spaces, claims shown then confirmed, the situations announced, privacy, a whole game, and a monkey."""
import random

import pygame

from game.quartino.components import SPACES
from game.quartino.moves import Move
from scenes.kit import theme
from scenes.kit.overlays import PassScreen
from scenes.quartino import layout
from scenes.quartino.layout import reserve_row, space_centre
from scenes.quartino.table import QuartinoTable
from scenes.quartino.wheel import pawn_image
from scenes.screens.rules import RulesScene
from scenes.table import ResultPanel
from scenes.table.log import Entry

from ..conftest import click, key, pass_the_device, run, run_monkey
from ..support.quartino_table import position, table, table_at


def drag(app, start, end):
    """Drag with the left button from start to end: press and move in one frame, release in the next."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    app.frame(0.016)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.frame(0.016)


def test_click_a_colour_then_a_space_places_a_pawn(app):
    scene = table(app)
    assert scene.my_turn() and scene.controller.lit_spaces() == ()
    click(app, reserve_row("B").center)
    assert scene.controller.colour == "B"
    assert scene.controller.lit_spaces() == SPACES
    click(app, space_centre(3))
    assert scene.match.moves == ["B@3"]
    assert Entry("You place a blue pawn on space 3.", "B@3") in scene.log.entries
    assert scene.flights.count("space3") == 1


def test_drag_a_pawn_from_the_reserve_onto_the_centre(app):
    scene = table(app)
    drag(app, reserve_row("P").center, space_centre(0))
    assert scene.match.moves == ["P@0"] and scene.controller.drag is None
    assert scene.state.board[0] == ("P",)


def test_keyboard_chooses_a_colour_then_a_space(app):
    scene = table_at(app, position({}, placements_left=3, fired=("four colours", "column"), cleared=(4,)))
    key(app, pygame.K_3)
    assert scene.controller.colour == "G"
    key(app, pygame.K_0)
    assert scene.match.moves == ["G@0"]
    assert scene.controller.colour == "G", "the colour stays chosen for the next pawn"
    key(app, pygame.K_y)
    key(app, pygame.K_KP5)
    assert scene.match.moves == ["G@0", "Y@5"]
    key(app, pygame.K_b)
    key(app, pygame.K_BACKSPACE)
    assert scene.controller.colour is None


def test_a_space_without_a_colour_and_an_empty_colour_are_explained(app):
    scene = table_at(app, position({1: "PPP", 2: "PPPP"}))
    click(app, space_centre(5))
    assert scene.notice.text.startswith("Choose a colour from the reserve first") and scene.notice.visible
    click(app, reserve_row("P").center)
    assert scene.notice.text == "There is no pink pawn left in the reserve." and scene.controller.colour is None
    drag(app, reserve_row("P").center, space_centre(6))
    assert scene.match.moves == [] and scene.notice.text == "There is no pink pawn left in the reserve."
    app.language = "fr"
    click(app, reserve_row("P").center)
    assert scene.notice.text == "Il n’y a plus de pion rose dans la réserve."


def test_claim_is_shown_on_the_wheel_then_confirmed(app):
    scene = table_at(app, position({0: "Y", 1: "B", 2: "G", 3: "P"}))
    assert not scene.claim_button.is_enabled()
    key(app, pygame.K_q)
    assert scene.notice.text.startswith("Place your pawns first")
    key(app, pygame.K_p)
    key(app, pygame.K_7)
    assert scene.match.moves == ["P@7"] and scene.state.current_player == 0
    run(app, 0.5)
    assert scene.claim_button.is_enabled() and scene.end_button.text() == "End turn"
    click(app, scene.claim_button.rect.center)
    assert scene.controller.shown_claim() == Move("claim", "YBGP", 1)
    assert scene.claim_button.text() == "Confirm Quartino"
    assert scene.controller.hand.rects()[0].y < scene.controller.hand.rects()[1].y, "the claimed card is raised"
    click(app, scene.claim_button.rect.center)
    assert scene.match.moves[-1] == "claim:YBGP@1"
    assert scene.state.completed[0] == ("YBGP",)
    assert scene.flights.count("reserveY") == 1 and scene.flights.count("reserveB") == 1
    assert any(line.startswith("Quartino! You complete yellow–blue–green–pink") for line in scene.log)


def test_clicking_a_claimable_card_shows_then_claims_it(app):
    scene = table_at(app, position({0: "Y", 1: "B", 2: "G", 5: "P"}))
    click(app, reserve_row("P").center)
    click(app, space_centre(3))
    run(app, 0.5)
    click(app, scene.controller.hand.rects()[0].center)
    assert scene.controller.shown_claim() == Move("claim", "YBGP", 1)
    click(app, scene.controller.hand.rects()[0].center)
    assert scene.match.moves[-1] == "claim:YBGP@1"


def test_end_turn_declines_a_claim(app):
    scene = table_at(app, position({0: "Y", 1: "B", 2: "G", 5: "P"}))
    key(app, pygame.K_p)
    key(app, pygame.K_3)
    run(app, 0.5)
    key(app, pygame.K_e)
    assert scene.match.moves[:2] == ["P@3", "end"] and scene.state.completed[0] == ()
    assert Entry("You end your turn without claiming.", "end") in scene.log.entries


def test_the_column_alone_is_announced_and_goes_home_at_once(app):
    scene = table_at(app, position({6: "BGP"}))
    key(app, pygame.K_b)
    key(app, pygame.K_6)
    assert scene.state.fired == ("column",) and scene.state.current_player == 1
    assert scene.ribbon.visible
    assert scene.ribbon.content == ("Column", "Blaise places 2 pawns this turn.", "+1 placement")
    assert scene.flights.count("reserveB") == 2 and scene.state.board[6] == ()


def test_the_banner_is_on_screen_while_it_holds_then_gone(app):
    scene = table_at(app, position({6: "BGP"}))
    spot = (layout.BANNER_CENTRE[0], layout.BANNER_CENTRE[1] - 20)
    app.frame(0.016)
    felt = app.screen.get_at(spot)[:3]
    app.settings.set("ai_speed", "slow")
    key(app, pygame.K_b)
    key(app, pygame.K_6)
    for _ in range(12):
        app.frame(0.1)
    assert scene.ribbon.visible and app.screen.get_at(spot)[:3] != felt, "the held banner is drawn"
    for _ in range(20):
        app.frame(0.1)
    assert not scene.ribbon.visible and app.screen.get_at(spot)[:3] != theme.PAPER, "and then it is gone"


def test_both_situations_are_announced_and_the_column_waits_for_the_player(app):
    scene = table_at(app, position({1: "Y", 2: "Y", 3: "Y", 4: "Y", 6: "BGPB"}, placements_left=1))
    key(app, pygame.K_g)
    key(app, pygame.K_7)
    assert scene.state.fired == ("four colours", "column") and scene.state.current_player == 1
    assert scene.ribbon.content == ("Four colours and column",
                                    "Blaise places 3 pawns and chooses when the column goes back.", "+2 placements")
    assert scene.flights.count("reserveB") == 0 and len(scene.state.board[6]) == 4
    assert any("Four colours and column" in line for line in scene.log)
    for _ in range(200):
        if scene.state.current_player == 0:
            break
        app.frame(0.1)
    assert Entry("Blaise returns the column on space 6 to the reserve.", "column") in scene.log.entries


def test_two_humans_get_the_privacy_screen_and_see_only_their_own_cards(app):
    scene = table(app, ["human", "human"], seed=9, first=1)
    pass_the_device(app, 20)
    assert scene.shown_seat == 1 == scene.state.current_player
    view = scene.view()
    assert all(c == "?" for c in view.hands[0]) and "?" not in view.hands[1]
    click(app, reserve_row("Y").center)
    click(app, space_centre(2))
    assert scene.match.moves == ["Y@2"]
    run(app, 0.5)
    assert isinstance(app.top, PassScreen)


def test_the_symbols_setting_changes_the_pawns(app):
    scene = table(app)
    with_symbols = pawn_image(scene.app.settings["symbols"], "B")
    app.settings.set("symbols", False)
    assert pawn_image(scene.app.settings["symbols"], "B") is not with_symbols


def test_a_whole_game_against_the_ai_reaches_the_final_panel(app):
    scene = table(app, ["human", "easy", "easy"], seed=12)
    rng = random.Random(5)
    for _ in range(6000):
        if isinstance(app.top, ResultPanel):
            break
        if scene.my_turn():
            scene.try_move(rng.choice(scene.state.legal_moves()))
        app.frame(0.1)
    assert isinstance(app.top, ResultPanel) and app.top.title == "Game over"
    assert scene.state.outcome() is not None and "wins" in app.top.subtitle
    click(app, app.top.buttons[0].rect.center)
    assert isinstance(app.top, QuartinoTable) and app.top is not scene


def test_monkey_random_events_on_the_table_never_crash(app):
    keys = [pygame.K_TAB, pygame.K_RETURN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_q, pygame.K_e, pygame.K_y,
            pygame.K_b, pygame.K_g, pygame.K_p, pygame.K_c, pygame.K_BACKSPACE, pygame.K_SPACE] + \
        [getattr(pygame, f"K_{d}") for d in range(9)]
    run_monkey(app, lambda seed: table(app, ["human", "easy", "human"], seed=seed), keys)


def test_french_texts_and_rules(app):
    app.language = "fr"
    scene = table(app)
    click(app, reserve_row("G").center)
    click(app, space_centre(8))
    assert Entry("Vous posez un pion vert sur la case 8.", "G@8") in scene.log.entries
    assert scene.claim_button.text() == "Quartino\u00a0!"
    app.push(RulesScene(app, "quartino"))
    app.frame(0.016)
    assert any("Jouer ici" in text for _, text in app.top.lines())
    assert any("4 couleurs" in text for _, text in app.top.lines())


def test_the_arrows_reach_only_claimable_cards_and_step_through_a_cards_places(app):
    # YBGP lies twice, from space 1 and from space 5; the other cards lie nowhere.
    scene = table_at(app, position({0: "Y", 1: "B", 2: "G", 3: "P", 5: "B", 6: "G", 7: "P"}))
    key(app, pygame.K_g)
    key(app, pygame.K_4)
    run(app, 0.5)
    assert scene.match.moves == ["G@4"] and scene.claim_button.is_enabled()
    key(app, pygame.K_RIGHT)
    assert scene.controller.shown_claim() == Move("claim", "YBGP", 1)
    key(app, pygame.K_RIGHT)
    assert scene.controller.hand.chosen() == "YBGP", "the cards that lie nowhere are skipped"
    key(app, pygame.K_DOWN)
    assert scene.controller.shown_claim() == Move("claim", "YBGP", 5)
    key(app, pygame.K_RETURN)
    assert scene.match.moves[-1] == "claim:YBGP@5" and scene.state.completed[0] == ("YBGP",)
