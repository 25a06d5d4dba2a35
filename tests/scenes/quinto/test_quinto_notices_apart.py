"""Quinto's notices never lie on one another: the band saying why a turn ended, the banner saying a player's
opening cards were shuffled back, the ribbon and the table's notice each keep clear of those shown before them."""
from game.quinto import SPEC
from parlour.match import Match
from parlour.session import Session
from scenes.quinto.gift import redeal_rect
from scenes.quinto.table import QuintoTable

from ..conftest import click, instant_ai, run
from ..support.drawn_text import record_texts

ENDED = "Nothing more fits in row 1: your turn ends."


def redealt_for_blaise(app):
    """A two-player table whose AI opens with five cards shuffled back, waiting a moment to move."""
    seed = next(s for s in range(300) if SPEC.new_state(2, s).redeals[SPEC.new_state(2, s).starter])
    starter = SPEC.new_state(2, seed).starter
    seats = ["human", "human"]
    seats[starter] = "easy"
    instant_ai(app, "fast")
    app.settings.set("ai_speed", "slow")
    scene = QuintoTable(app, Session(app.storage, Match("quinto", seats, seed)))
    app.push(scene)
    app.frame(0.016)
    click(app, app.top.buttons[0].rect.center)  # the first draw's panel
    assert app.top is scene
    return scene


def texts_now(app, monkeypatch) -> str:
    """Every text the next frame draws, joined."""
    drawn = record_texts(monkeypatch)
    app.top.picture.drawn_key = None
    app.top.draw(app.screen)
    monkeypatch.undo()
    return " ".join(text for text, _ in drawn)


def test_the_redeal_banner_waits_for_the_band_that_says_why_a_turn_ended(app, monkeypatch):
    scene = redealt_for_blaise(app)
    name = scene.wording.name(scene.state.current_player)
    redeal = f"{name}’s five cards could form a complete row"
    assert redeal in texts_now(app, monkeypatch)
    scene.turn_over.show(ENDED)
    shown = texts_now(app, monkeypatch)
    assert ENDED in shown and redeal not in shown, "one at a time: the band first"
    while scene.turn_over.visible:
        app.frame(0.05)
    assert redeal in texts_now(app, monkeypatch), "then the banner"


def test_the_tables_notice_keeps_clear_of_the_band_the_banner_and_the_ribbon(app):
    scene = redealt_for_blaise(app)
    scene.turn_over.show(ENDED)
    scene.ribbon.show("Quinto!", "Five cards in one row, and every one of them counted twice over in the round.")
    scene.say("Not now: it is Blaise’s turn. He opens the round with five new cards, for his first five could "
              "have formed a complete row, and he is thinking about which of them to play first; wait for him.")
    app.frame(0.016)
    notice = scene.notice.placed()
    others = [scene.turn_over.rect(), scene.ribbon.rect()]
    assert notice is not None and not any(notice.rect.colliderect(other) for other in others), (notice, others)
    run(app, 3.0)
    assert not scene.turn_over.visible
    notice = scene.notice.placed()
    assert notice is not None and not notice.rect.colliderect(redeal_rect()), "nor of the redeal banner after"
