"""Quinto's motion, read from a move's events: a card to its row, a completed row's cards out of play
and its point cards to their new owners, a gift between players, cards drawn from the pile."""
from __future__ import annotations

from game.quinto.components import QUINTO
from game.quinto.deck import BASE

from ..kit import card_art
from ..kit.motion import Flight
from . import art, layout

PLAY_S, REST_S, LEAVE_S, GIVE_S, DRAW_S = 0.32, 0.4, 0.45, 0.5, 0.3


def animate(table, before, after, events) -> None:
    """Every flight the events of the move from before to after call for."""
    kinds = [event.kind for event in events]
    for i, event in enumerate(events):
        params = event.params
        if event.kind == "row_opened":
            opened(table, before, after, params)
        elif event.kind == "placed" and kinds[i + 1:i + 2] != ["row_completed"]:
            placed(table, before, params)
        elif event.kind == "row_completed":
            completed(table, before, params, events[i + 1:])
        elif event.kind == "point_given" and i == 0:
            table.fly(Flight(art.point_card(params["point"]), table.player_rect(params["giver"]).center,
                             table.player_rect(params["seat"]).center, GIVE_S, 0.0, f"won{params['seat']}"))
        elif event.kind == "drew" and params["count"] and "round_scored" not in kinds:
            drawn(table, params["seat"], params["count"])


def origin(table, before, seat, card) -> tuple:
    """Where a played card comes from: the viewer's hand, else the player's panel."""
    hand = before.hands[seat]
    if seat == table.viewer and BASE[card] in hand:
        return layout.hand_rects(len(hand))[hand.index(BASE[card])].center
    return table.player_rect(seat).center


def cell(table, row_id):
    """The cell of row_id (open now or until this move), as scrolled now."""
    return layout.cell_of(table.place_of(row_id), table.controller.scroll)


def opened(table, before, after, params) -> None:
    """A card to the row it opens, and the row's head from the stack."""
    row_id = params["row"]
    if after.row(row_id) is None:
        return
    table.controller.show_row(row_id)
    target = cell(table, row_id)
    start = origin(table, before, params["seat"], params["card"])
    slot = layout.slot_rect(target, 0)
    table.fly(Flight(table.face(params["card"], slot.size), start, slot.center, PLAY_S, 0.0, f"row{row_id}"))
    if params["head"] is not None:
        table.fly(Flight(art.point_card(params["head"]), layout.STACK_SPOT, layout.head_rect(target).center,
                         PLAY_S, 0.1, f"head{row_id}"))


def placed(table, before, params) -> None:
    """A card to the next slot of its row."""
    row = before.row(params["row"])
    table.controller.show_row(row.id)
    slot = layout.slot_rect(cell(table, row.id), len(row.cards))
    start = origin(table, before, params["seat"], params["card"])
    table.fly(Flight(table.face(params["card"], slot.size), start, slot.center, PLAY_S, 0.0, f"row{row.id}"))


def completed(table, before, params, following) -> None:
    """A completed row: its five cards rest a moment and leave; its point cards change hands."""
    seat, row = params["seat"], before.row(params["row"])
    table.vanished = (table.place_of(row.id), row.owner)
    target = cell(table, row.id)
    slots = [layout.slot_rect(target, i) for i in range(QUINTO)]
    spots = [slot.center for slot in slots]
    images = [table.face(card, slot.size) for card, slot in zip(params["cards"], slots)]
    start = origin(table, before, seat, params["cards"][-1])
    table.fly(Flight(images[-1], start, spots[-1], PLAY_S, 0.0, "quinto"))
    table.fly(Flight(images[-1], spots[-1], spots[-1], REST_S, PLAY_S, "quinto"))
    for spot, picture in zip(spots, images[:-1]):
        table.fly(Flight(picture, spot, spot, PLAY_S + REST_S, 0.0, "quinto"))
    for i, (spot, picture) in enumerate(zip(spots, images)):
        table.fly(Flight(picture, spot, layout.OUT_SPOT, LEAVE_S, PLAY_S + REST_S + 0.04 * i, "out"))
    table.ribbon.show(table.words.say("quinto.ui.quinto"))
    goal = table.player_rect(seat).center
    for event in following:
        point = event.params.get("point")
        if event.kind == "point_taken":
            start = layout.OFFERED_SPOT if event.params["source"] == "offered" else layout.head_rect(target).center
            if event.params["source"] == "row":
                table.fly(Flight(art.point_card(point), start, start, PLAY_S + REST_S, 0.0, "quinto"))
            table.fly(Flight(art.point_card(point), start, goal, LEAVE_S, PLAY_S + REST_S, f"won{seat}"))
        elif event.kind == "point_given":
            table.fly(Flight(art.point_card(point), table.player_rect(event.params["giver"]).center, goal,
                             LEAVE_S, PLAY_S + REST_S + 0.3, f"won{seat}"))


def drawn(table, seat, count) -> None:
    """Cards drawn at the end of a turn glide from the draw pile to the hand (or the player's panel)."""
    goal = (layout.HAND_CX, layout.HAND_Y + layout.HAND[1] // 2) if seat == table.viewer \
        else table.player_rect(seat).center
    for i in range(count):
        table.fly(Flight(card_art.back(layout.SMALL), layout.PILE_SPOT, goal, DRAW_S, 0.06 * i, "draw"))
