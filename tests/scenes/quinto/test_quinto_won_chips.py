"""Sackson's Quinto: an opponent's many won point cards stay readable in their panel, at three and four players:
whole chips that never overlap and stay inside the panel, and a "+n" inside it for those there is no room for."""
from dataclasses import replace

import pytest

from game.quinto.rules import Row
from parlour.match import Match
from parlour.session import Session
from scenes.quinto import layout
from scenes.quinto.table import QuintoTable

from ..conftest import instant_ai
from ..support.drawn_text import record_texts

WON = tuple(("red", 10 + 5 * (i % 4)) for i in range(12))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_many_won_point_cards_lie_side_by_side_inside_the_panel(app, players, monkeypatch):
    instant_ai(app, "fast")
    match = Match("quinto", ["human"] + ["easy"] * (players - 1), 1)
    rows = (Row(1, 1, ("Rc3",), ("red", 20)),)
    state = replace(match.state, hands=(("Rc1", "Gt2"),) + match.state.hands[1:], rows=rows, next_row_id=2,
                    current_player=0, turn=players, won=(WON[:2],) + (WON,) * (players - 1))
    match.state, match.history = state, [state]
    scene = QuintoTable(app, Session(app.storage, match))
    scene.pending.clear()
    labels = record_texts(monkeypatch)
    app.push(scene)
    app.frame(0.016)
    for seat in range(1, players):
        panel = scene.player_rect(seat)
        chips, more = layout.won_chips(panel, len(WON), seat in scene.open_cards)
        assert chips and all(panel.contains(chip) for chip in chips)
        assert all(chip.size == layout.quinto_art.CHIP_SIZE for chip in chips), "whole chips"
        assert not any(a.colliderect(b) for i, a in enumerate(chips) for b in chips[i + 1:]), "no strip"
        hidden = len(WON) - len(chips)
        if hidden:
            shown = [rect for text, rect in labels if text == f"+{hidden}" and panel.contains(rect)]
            assert shown and not any(rect.colliderect(chip) for rect in shown for chip in chips)
