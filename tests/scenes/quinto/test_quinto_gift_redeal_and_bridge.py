"""Quinto's table driven by real pygame events: the giver picks a point card by mouse,
touch or keyboard (R-Q13), the automatic opening redeal is shown to everyone (R-Q10), the completion
that would leave only a bridge is refused in words (R-Q14), and hot-seat privacy holds for the giver."""
from dataclasses import replace

import pygame
import pytest

from game.quinto import SPEC
from game.quinto.deck import ALL_POINTS, sort_hand
from game.quinto.rules import Row
from parlour.match import Match
from parlour.session import Session
from scenes.kit import draw
from scenes.kit.overlays import PassScreen
from scenes.quinto.first_draw import FirstDrawPanel
from scenes.quinto.table import QuintoTable

from ..conftest import click, finger_tap, instant_ai, key, run, until
from ..support.drawn_text import record_texts
from ..support.quinto import card_centre, row_centre

FILLER = ("Bh4", "Bh3", "Bh2", "Bh1")
COMPLETER_HAND = ("Oc1", "Gt2", "Gt3", "Rs4", "Rs3")


def gift_match(seats, won_by_giver=(("red", 10), ("yellow", 60))):
    """Seat 1 completes seat 0's row in the yellow phase under ass scoring: seat 0 owes a card."""
    match = Match("quinto", list(seats), 1, {"rules": "ass"})
    state = match.state
    offered = ("yellow", 40)
    stack = tuple(p for p in ALL_POINTS if p[0] != "red" and p != offered and p not in won_by_giver)
    state = replace(state, hands=(sort_hand(FILLER), sort_hand(COMPLETER_HAND)), current_player=1, turn=2,
                    rows=(Row(1, 0, ("Oh1", "Oh2", "Oh3", "Oh4"), None),), next_row_id=2, offered=offered,
                    point_stack=stack, won=(tuple(won_by_giver), ()))
    match.state = state
    match.history = [state]
    return match


def seat_table(app, match):
    """Quinto's table for match, instant AI and fast animation, its pending panels dropped, pushed and drawn once."""
    instant_ai(app, "fast")
    scene = QuintoTable(app, Session(app.storage, match))
    scene.pending.clear()
    app.push(scene)
    app.frame(0.016)
    return scene


def owed_table(app):
    """Seat 0 (human) owes a card to the AI in seat 1, who has just completed his row."""
    match = gift_match(["human", "easy"])
    match.state = match.state.apply("Oc1@1")
    match.history = [match.state]
    scene = seat_table(app, match)
    app.frame(0.016)
    return scene


def shown_texts(app, monkeypatch):
    """Draw one frame and return every text drawn on it."""
    original = draw.text
    drawn = record_texts(monkeypatch)
    app.top.picture.drawn_key = None
    app.top.draw(app.screen)
    monkeypatch.setattr(draw, "text", original)
    return [text for text, _ in drawn]


def test_the_giver_sees_his_eligible_cards_with_their_values_and_clicks_one(app, monkeypatch):
    scene = owed_table(app)
    assert scene.state.current_player == 0 and scene.my_turn()
    assert [b.text() for b in scene.gift.buttons] == ["the red 10", "the yellow 60"]
    texts = shown_texts(app, monkeypatch)
    assert "Blaise completed your row: give one of your point cards" in texts
    assert "the red 10" in texts and "the yellow 60" in texts
    assert not scene.end_button.rect.collidepoint(scene.gift.buttons[0].rect.center)
    click(app, scene.gift.buttons[1].rect.center)
    assert scene.match.moves == ["give:Y60"]
    assert ("yellow", 60) in scene.state.won[1] and scene.state.won[0] == (("red", 10),)
    assert "You give the yellow 60 to Blaise." in scene.log
    app.frame(0.016)
    assert scene.gift.buttons == [] and all(b.__class__.__name__ != "PointButton" for b in scene.buttons)


def test_the_giver_can_tap_a_card(app):
    scene = owed_table(app)
    x, y = scene.gift.buttons[0].rect.center
    finger_tap((x / 1280, y / 720))
    app.frame(0.016)
    assert scene.match.moves == ["give:R10"]


@pytest.mark.parametrize(("keys", "given"), [
    ([pygame.K_RETURN], "give:R10"),
    ([pygame.K_RIGHT, pygame.K_RETURN], "give:Y60"),
    ([pygame.K_2], "give:Y60"),
    ([pygame.K_TAB, pygame.K_RETURN], "give:Y60"),
])
def test_the_giver_can_choose_with_the_keyboard(app, keys, given):
    scene = owed_table(app)
    for code in keys:
        key(app, code)
    assert scene.match.moves == [given]


def test_the_ai_completer_carries_on_after_the_gift(app):
    scene = owed_table(app)
    key(app, pygame.K_RETURN)
    run(app, 3.0)
    assert scene.state.row(2) is not None and scene.state.row(2).owner == 1, "the AI opened the row it owed"


def test_a_human_completer_waits_while_the_ai_gives(app):
    match = gift_match(["easy", "human"])
    scene = seat_table(app, match)
    click(app, card_centre(scene, scene.view().hands[1][0]))
    click(app, row_centre(scene, 1))
    assert scene.match.moves[0] == "Oc1@1" and scene.gift.buttons == []
    assert "Ada chooses which point card to give you." in scene.log
    run(app, 2.0)
    assert scene.match.moves[1] in ("give:R10", "give:Y60") and scene.state.current_player == 1
    assert any(line.startswith("Ada gives you the ") for line in scene.log)


def test_hot_seat_privacy_holds_when_the_giver_is_another_human(app):
    match = gift_match(["human", "human"])
    scene = seat_table(app, match)
    assert isinstance(app.top, PassScreen) and app.top.name == "Player 2"
    click(app, (640, 300))
    assert scene.shown_seat == 1
    click(app, card_centre(scene, scene.view().hands[1][0]))
    click(app, row_centre(scene, 1))
    assert scene.match.moves == ["Oc1@1"] and scene.state.current_player == 0
    until_pass_screen(app)
    assert isinstance(app.top, PassScreen) and app.top.name == "Player 1"
    assert scene.gift.buttons == [], "no question before the giver has the device"
    click(app, (640, 300))
    app.frame(0.016)
    assert scene.viewer == 0 and all(c == "?" for c in scene.view().hands[1])
    assert [b.text() for b in scene.gift.buttons] == ["the red 10", "the yellow 60"]
    click(app, scene.gift.buttons[0].rect.center)
    until_pass_screen(app)
    assert isinstance(app.top, PassScreen) and app.top.name == "Player 2", "back to the completer, privately"


def until_pass_screen(app):
    """Run frames until the pass-the-device screen is on top (at most 100 frames)."""
    for _ in range(100):
        if isinstance(app.top, PassScreen):
            return
        app.frame(0.05)


def test_the_completion_that_would_leave_only_a_bridge_is_refused_in_words(app):
    match = Match("quinto", ["human", "easy"], 1)
    state = replace(match.state, hands=(("Oc1", "bridge"), FILLER), current_player=0, turn=2, next_row_id=2,
                    rows=(Row(1, 1, ("Oh1", "Oh2", "Oh3", "Oh4"), ("red", 20)),))
    match.state = state
    match.history = [state]
    scene = seat_table(app, match)
    assert 1 not in scene.controller.destinations("Oc1"), "the row is not lit for that card"
    click(app, card_centre(scene, scene.view().hands[0][0]))
    click(app, row_centre(scene, 1))
    assert scene.match.moves == []
    assert "a bridge alone cannot open one" in scene.notice.text
    app.language = "fr"
    click(app, row_centre(scene, 1))
    assert scene.notice.text.startswith("Il ne vous resterait que des ponts") and "un pont seul" in scene.notice.text


def redealt_seed(players=2):
    """The first seed under 300 whose deal for players redeals the starter's opening cards."""
    return next(s for s in range(300) if SPEC.new_state(players, s).redeals[SPEC.new_state(players, s).starter])


def test_the_automatic_redeal_at_the_deal_is_shown_to_everyone(app, monkeypatch):
    instant_ai(app, "fast")
    seed = redealt_seed()
    starter = SPEC.new_state(2, seed).starter
    seats = ["easy", "easy"]
    seats[1 - starter] = "human"
    scene = QuintoTable(app, Session(app.storage, Match("quinto", seats, seed)))
    app.push(scene)
    app.frame(0.016)
    assert isinstance(app.top, FirstDrawPanel)
    name = scene.wording.name(starter)
    line = (f"{name}’s five opening cards could form a complete row: they went back into the draw pile "
            f"and {name} drew five new ones.")
    assert scene.log.lines[:2] == [f"Round 1: {name} drew the highest number and starts.", line]
    app.settings.set("ai_speed", "slow")
    click(app, app.top.buttons[0].rect.center)
    assert app.top is scene and not scene.match.moves
    texts = " ".join(shown_texts(app, monkeypatch))
    assert f"{name}’s five cards could form a complete row, so the table" in texts
    assert "Redeal" not in texts


def test_the_redealt_human_sees_it_said_to_him_and_the_log_survives_a_resume(app, monkeypatch):
    instant_ai(app, "fast")
    seed = redealt_seed()
    starter = SPEC.new_state(2, seed).starter
    seats = ["easy", "easy"]
    seats[starter] = "human"
    match = Match("quinto", seats, seed)
    scene = QuintoTable(app, Session(app.storage, match))
    scene.pending.clear()
    app.push(scene)
    texts = " ".join(shown_texts(app, monkeypatch))
    assert "Your five cards could form a complete row, so the table shuffled them back" in texts
    key(app, pygame.K_r)
    assert scene.match.moves == [], "there is no redeal key any more"
    resumed = QuintoTable(app, Session(app.storage, Match.from_record(match.record(), seats)))
    assert resumed.log.lines[0] == "Round 1: you drew the highest number and start."
    assert resumed.log.lines[1].startswith("Your five opening cards could form a complete row")


def test_the_hint_names_and_lights_the_card_to_give(app, monkeypatch):
    scene = owed_table(app)
    click(app, scene.buttons[4].rect.center)
    until(app, lambda: scene.hint_move is not None, "the hint")
    assert scene.hint_move is not None and scene.hint_move.card.startswith("give:")
    assert scene.notice.text.startswith("Hint: give the ")
    texts = shown_texts(app, monkeypatch)
    assert "the red 10" in texts
