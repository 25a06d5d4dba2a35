"""A Quinto table under test: set at a hand-built position, and where things are on it, read from the table's own
layout."""
from dataclasses import replace

import pygame

from game.quinto.deck import sort_hand
from parlour.match import Match
from parlour.session import Session
from scenes.quinto import layout
from scenes.quinto.table import QuintoTable

from ..conftest import instant_ai


def position(app, hand, rows, players=2, rules="original"):
    """A later turn with seat 0 (human) to move holding hand, with the given open rows."""
    instant_ai(app, "fast")
    match = Match("quinto", ["human"] + ["easy"] * (players - 1), 1, {"rules": rules})
    state = replace(match.state, hands=(sort_hand(hand),) + match.state.hands[1:], rows=tuple(rows),
                    next_row_id=max((r.id for r in rows), default=0) + 1, current_player=0, turn=players)
    match.state = state
    match.history = [state]
    scene = QuintoTable(app, Session(app.storage, match))
    scene.pending.clear()
    app.push(scene)
    app.frame(0.016)
    return scene


def card_centre(scene, card):
    """The centre of card in the viewer's hand as drawn now."""
    hand = scene.view().hands[scene.viewer]
    return layout.hand_rects(len(hand), scene.controller.hand.selected)[hand.index(card)].center


def row_rect(scene, row_id):
    """The cell of the open row row_id as scrolled now (just past the row area when scrolled away)."""
    return layout.cell_of(scene.row_places()[row_id], scene.controller.scroll)


def row_centre(scene, row_id):
    """The centre of the open row row_id as scrolled now."""
    return row_rect(scene, row_id).center


def scroll_into_sight(app, scene, row_id, limit=20):
    """Turn the mouse wheel over the rows, as a player would, until row_id is in sight."""
    for _ in range(limit):
        place = scene.row_places()[row_id]
        if layout.cell_rect(place, scene.controller.scroll) is not None:
            return
        towards = 1 if place // 2 < scene.controller.scroll else -1
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=towards, flipped=False))
        app.frame(0.016)
    raise AssertionError(f"row {row_id} never came into sight")
