"""Quartino by pointer alone: a card that lies at two places of the wheel is aimed at either by a tap on the wheel
(no arrow key), and the Quartino control then claims it there."""
import pygame

from game.quartino.moves import Move
from scenes.quartino.layout import space_centre

from ..conftest import click, key, run
from ..support.quartino_table import position, table_at


def test_a_tap_on_the_wheel_aims_a_chosen_card_at_its_second_place(app):
    # YBGP lies twice, from space 1 and from space 5.
    scene = table_at(app, position({0: "Y", 1: "B", 2: "G", 3: "P", 5: "B", 6: "G", 7: "P"}))
    key(app, pygame.K_g)
    key(app, pygame.K_4)
    run(app, 0.5)
    hand = scene.controller.hand
    click(app, hand.rects()[list(hand.cards).index("YBGP")].center)
    assert scene.controller.shown_claim() == Move("claim", "YBGP", 1)
    click(app, space_centre(6))
    assert scene.controller.shown_claim() == Move("claim", "YBGP", 5), "a tap inside the second place aims it"
    click(app, space_centre(2))
    assert scene.controller.shown_claim() == Move("claim", "YBGP", 1)
    click(app, space_centre(5))
    click(app, scene.claim_button.rect.center)
    assert scene.match.moves[-1] == "claim:YBGP@5"
