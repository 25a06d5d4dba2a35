"""The Victorian Quinto's doubling round at the table (R-L4), driven by real pygame events: the
opponent who answers a double is asked "… doubled — redouble?" and answers by click, touch or key;
the doubler's partner is never asked; hot-seat privacy holds."""
import pygame

from game.quinto_tricks.rules import DOUBLING, PLAY, doubling_round
from parlour.match import Match
from parlour.session import Session
from scenes.kit.overlays import PassScreen
from scenes.quinto_tricks.table import TricksTable

from ..conftest import click, finger_tap, key


def seated(app, seats, dealer, bids=(), ai_speed="instant"):
    """A table whose hand has dealer dealing and bids already said."""
    app.settings.set("ai_speed", ai_speed)
    app.settings.set("animation", "fast")
    seed = next(s for s in range(1, 200) if Match("quinto_tricks", seats, s).state.dealer == dealer)
    match = Match("quinto_tricks", seats, seed)
    for bid in bids:
        match.play(bid)
    scene = TricksTable(app, Session(app.storage, match))
    app.push(scene)
    app.frame(0.016)
    return scene


def shown(scene):
    """The labels of the bid buttons on show, and the panel's two top lines, as drawn."""
    labels = [b.text() for b in scene.doubling.shown(scene.view())]
    return labels, scene.doubling.headline(doubling_round(scene.view()))


def touch(app, pos):
    """A real finger press and release at pos (the app turns it into a click)."""
    finger_tap((pos[0] / 1280, pos[1] / 720))
    app.frame(0.016)


def button(scene, label):
    """The bid button on show whose label is label."""
    return next(b for b in scene.doubling.shown(scene.view()) if b.text() == label)


def test_the_eldest_is_asked_to_redouble_the_dealers_double_and_redoubles_by_click(app):
    scene = seated(app, ["human", "easy", "easy", "easy"], dealer=3, bids=["pass", "pass", "pass", "double"])
    assert scene.my_turn() and scene.state.phase == DOUBLING
    labels, (title, line) = shown(scene)
    assert labels == ["Pass", "Redouble"]  # Double is not offered any more
    assert title == "Dorian doubled — redouble?"
    assert line == "Redouble: tricks ×4, 20 points each"
    click(app, button(scene, "Redouble").rect.center)
    assert scene.match.moves[-1] == "redouble"
    assert scene.state.phase == PLAY and scene.state.multiplier == 4
    assert "You redouble." in scene.log and "Tricks are worth 20 this hand." in scene.log


def test_the_answer_by_touch_and_keys_and_a_refused_double_explained(app):
    scene = seated(app, ["human", "easy", "easy", "easy"], dealer=3, bids=["pass", "pass", "pass", "double"])
    key(app, pygame.K_d)
    assert scene.notice.text == "The tricks are already doubled: redouble an opponent’s double, or pass."
    assert scene.match.moves[-1] == "double"
    touch(app, button(scene, "Pass").rect.center)
    assert scene.state.bids[4] == (0, "pass")  # then the other opponent, an AI, answers
    scene = seated(app, ["human", "easy", "easy", "easy"], dealer=3, bids=["pass", "pass", "pass", "double"])
    key(app, pygame.K_r)
    assert scene.match.moves[-1] == "redouble" and scene.state.multiplier == 4


def test_tab_and_enter_reach_the_redouble_button(app):
    scene = seated(app, ["human", "easy", "easy", "easy"], dealer=3, bids=["pass", "pass", "pass", "double"])
    for _ in range(12):
        key(app, pygame.K_TAB)
        if scene.focus is not None and scene.focus.text() == "Redouble":
            break
    key(app, pygame.K_RETURN)
    assert scene.match.moves[-1] == "redouble"


def test_the_doublers_partner_is_never_asked(app):
    scene = seated(app, ["easy", "human", "easy", "easy"], dealer=3, bids=["pass", "pass", "pass", "double"],
                   ai_speed="slow")
    labels, (title, line) = shown(scene)
    assert title == "Dorian doubled" and line == "Ada may redouble: tricks ×4"
    asked = False
    for _ in range(800):
        if scene.state.phase != DOUBLING:
            break
        asked = asked or scene.my_turn()
        app.frame(0.05)
    assert scene.state.phase == PLAY and not asked
    assert all(player in (0, 2) for player, _ in scene.state.bids[4:])


def test_three_players_the_dealer_answers_a_partners_double(app):
    scene = seated(app, ["human", "easy", "easy"], dealer=0, bids=["double"])
    assert scene.my_turn()
    assert shown(scene)[1][0] == "Blaise doubled — redouble?"
    click(app, button(scene, "Pass").rect.center)
    assert scene.state.phase == PLAY and scene.state.multiplier == 2


def test_hot_seat_the_answer_waits_behind_the_privacy_screen(app):
    scene = seated(app, ["human", "easy", "easy", "human"], dealer=3, bids=["pass", "pass", "pass"])
    app.frame(0.05)
    assert isinstance(app.top, PassScreen)
    click(app, (640, 300))
    assert scene.shown_seat == 3 and scene.my_turn()
    key(app, pygame.K_d)
    assert scene.state.current_player == 0
    app.frame(0.05)
    assert isinstance(app.top, PassScreen)  # the dealer's hand is covered before the eldest answers
    click(app, (640, 300))
    view = scene.view()
    assert scene.shown_seat == 0 and all(c == "?" for c in view.hands[3]) and "?" not in view.hands[0]
    assert shown(scene)[1][0] == "Player 4 doubled — redouble?"
    click(app, button(scene, "Redouble").rect.center)
    assert scene.state.multiplier == 4


def test_french_prompt(app):
    app.language = "fr"
    scene = seated(app, ["human", "easy", "easy", "easy"], dealer=3, bids=["pass", "pass", "pass", "double"])
    labels, (title, line) = shown(scene)
    assert labels == ["Passe", "Surcontre"]
    assert title == "Dorian a contré — surcontrer\u00a0?"


def test_the_rules_page_describes_the_redouble_and_names_the_joker(app):
    from scenes.screens.rules import RulesScene

    for language, redouble, partner in (
        ("en", "each of the doubler’s two opponents", "The doubler’s partner never redoubles (this edition’s ruling"),
        ("fr", "chacun des deux adversaires du contreur",
         "Le partenaire du contreur ne surcontre jamais (décision de cette édition"),
    ):
        app.language = language
        app.push(RulesScene(app, "quinto_tricks"))
        app.frame(0.016)
        text = " ".join(line for _, line in app.top.lines())
        text = " ".join(word for word in text.split(" ") if word)  # wrapped lines are indented
        assert redouble in text and partner in text
        assert "Joker" in text and "Quint Royal" not in text
        app.pop()
