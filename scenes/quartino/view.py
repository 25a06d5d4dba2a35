"""Drawing Quartino's table: the wheel, the reserve, your cards, the other players, the turn and the status."""
from __future__ import annotations

import pygame

from game import IllegalMoveError
from game.cards import HIDDEN
from game.quartino.components import COLOURS
from game.quartino.events import SITUATION_CODES
from game.quartino.moves import CLAIM, END, PASS, PASS_MOVE, PLACE, RETURN_COLUMN
from game.quartino.wheel import claims_on

from ..kit import card_art, draw, theme
from ..table import PlayerPanel, open_hands
from . import art, layout, wheel
from .words import colour_name, extra_line, say

PIP_RADIUS = 10


def draw_table(surface, table, seen) -> None:
    """The whole table from the viewer's view (seen: a scenes.table.seen.Seen), the shared chrome on top, a dragged
    pawn or card last."""
    view = seen.view
    surface.blit(draw.felt(surface.get_size()), (0, 0))
    wheel.draw_wheel(surface, table, view)
    draw_reserve(surface, table, view)
    draw_own(surface, table, view)
    draw_others(surface, table, view)
    draw_turn(surface, table, view)
    figures = [say(table.words, "done_n", n=len(done)) for done in view.completed]
    table.picture.standings(surface, say(table.words, "cards_done"), figures)
    draw_status(surface, table, view)
    table.picture.chrome(surface)
    if seen.hint is not None and seen.hint.kind in (END, PASS, RETURN_COLUMN):
        table.mark_hint(surface, table.end_button.rect)
    wheel.draw_dragged_pawn(surface, table)
    table.controller.hand.draw_drag(surface, lambda card: card_face(table, card))


def card_face(table, card, size=art.CARD_SIZE):
    """A Quartino card's face (the back for a hidden one)."""
    if card == HIDDEN:
        return card_art.back(size)
    return art.card_face(card, size, table.app.settings["symbols"])


def draw_reserve(surface, table, view) -> None:
    """The reserve: a pawn and a count per colour (those flying home not yet counted), the chosen colour
    lit, the hinted one ringed, an empty one greyed."""
    rect = layout.RESERVE
    draw.translucent_panel(surface, rect, alpha=90)
    draw.text(surface, say(table.words, "reserve"), 18, theme.GOLD, (rect.centerx, rect.y + 12), "bold", "midtop")
    placing = table.my_turn() and view.placing
    hinted = table.hint_move.item if table.hint_move is not None and table.hint_move.kind == PLACE else None
    for i, colour in enumerate(COLOURS):
        row = layout.reserve_row(colour)
        count = max(0, view.reserve[i] - table.flights.count(f"reserve{colour}"))
        if colour == table.controller.colour:
            draw.translucent_panel(surface, row, theme.GOLD, 50, 12)
            draw.glow(surface, row, theme.GOLD, 12, 3)
        elif placing and count:
            draw.rounded(surface, row, theme.FELT_LIGHT, 12, 1)
        if colour == hinted:
            table.mark_hint(surface, row)
        draw_reserve_pawns(surface, table, colour, count)
        ink = theme.CREAM if count else theme.INK_SOFT
        cy = row.centery
        draw.text(surface, f"× {count}", 24, ink, (row.right - 12, cy - 4), "bold", "midright")
        draw.text(surface, colour_name(table.words, colour), 13, ink, (row.right - 12, cy + 16), "ui", "midright")
        draw.text(surface, str(i + 1), 12, theme.GOLD_DARK, (row.x + 8, row.y + 4), "bold")


def draw_reserve_pawns(surface, table, colour, count) -> None:
    """A colour's pawns waiting in the reserve: two stacked while there are several, one greyed when none."""
    cx, cy = layout.reserve_spot(colour)
    image = wheel.pawn_image(table, colour, empty=not count)
    if count:
        shadow = art.pawn_shadow(layout.PAWN_W)
        surface.blit(shadow, shadow.get_rect(center=(cx + 5, cy + layout.PAWN_THICK)))
        if count > 1:
            surface.blit(image, image.get_rect(center=(cx, cy + 4)))
    surface.blit(image, image.get_rect(center=(cx, cy - (4 if count > 1 else 0))))


def draw_own(surface, table, view) -> None:
    """The viewer's panel, their secret cards in the shared hand (claimable ones lit, the one shown
    raised, the hinted one ringed), then the cards they have completed."""
    seat = table.viewer
    panel = layout.OWN_PANEL
    name = table.wording.name(seat)
    PlayerPanel(panel).draw(surface, name, say(table.words, "your_cards"), view.current_player == seat)
    done = view.completed[seat]
    draw.text(surface, say(table.words, "cards_done_n", n=len(done)), 15, theme.GOLD,
              (panel.x + 12, panel.bottom - 12), "bold", "bottomleft")
    hand = table.controller.hand
    hinted = table.hint_move.item if table.hint_move is not None and table.hint_move.kind == CLAIM else None
    hand.draw(surface, lambda card: card_face(table, card), hinted, table.mark_hint)
    for j, card in enumerate(done):
        draw_done_card(surface, table, card, layout.own_done_rect(len(hand.cards), j))


def draw_done_card(surface, table, card, rect) -> None:
    """A completed card, small and face up, with a tick."""
    card_art.lay(surface, card_face(table, card, art.MINI_CARD), rect)
    tick = (rect.right - 6, rect.y + 6)
    draw.circle(surface, theme.GOOD, tick, 8)
    draw.lines(surface, theme.PAPER, False, [(tick[0] - 4, tick[1]), (tick[0] - 1, tick[1] + 3),
                                                    (tick[0] + 4, tick[1] - 3)], 2)


def draw_others(surface, table, view) -> None:
    """A panel per other player: name, who plays it, held cards as backs, completed cards face up."""
    for i, seat in enumerate(layout.others(table.viewer, view.players)):
        panel = layout.other_panel(i)
        PlayerPanel(panel).draw(surface, table.wording.name(seat), "", seat == view.current_player)
        kind = table.match.seats[seat]
        label = table.t("human") if kind == "human" else table.t(f"ai_{kind}")
        draw.text(surface, label, 14, theme.LABEL_SOFT, (panel.right - 12, panel.y + 12), "ui", "topright")
        held = len(view.hands[seat])
        if open_hands.shown(table):
            draw_open_hand(surface, table, view, seat, panel)
            continue
        for k in range(held):
            surface.blit(card_art.back(art.MINI_CARD), layout.other_back(panel, k))
        for j, card in enumerate(view.completed[seat]):
            draw_done_card(surface, table, card, layout.other_done_rect(panel, held, j))


def draw_open_hand(surface, table, view, seat, panel) -> None:
    """In a replay, seat's held cards face up, then its completed ones, in one row along the panel's bottom."""
    held, done = view.hands[seat], view.completed[seat]
    room = pygame.Rect(panel.x + 12, panel.bottom - 12 - art.MINI_CARD[1], panel.width - 24, art.MINI_CARD[1])
    rects = open_hands.row(len(held) + len(done), room, art.MINI_CARD)
    open_hands.draw_hand(surface, table, seat, held, rects, lambda card: card_face(table, card, art.MINI_CARD))
    for card, rect in zip(done, rects[len(held):]):
        draw_done_card(surface, table, card, rect)


def draw_turn(surface, table, view) -> None:
    """Placements left this turn as pips, or the call to claim, and the situations that gave them."""
    panel = layout.TURN_PANEL
    draw.translucent_panel(surface, panel, alpha=90)
    if view.current_player is None:
        return
    left = view.placements_left if view.placing else 0
    if left:
        draw.text(surface, say(table.words, "to_place", n=left), 18, theme.CREAM, (panel.x + 14, panel.y + 10), "bold")
        for i in range(left):
            draw.circle(surface, theme.GOLD, layout.turn_pip(i), PIP_RADIUS)
            draw.circle(surface, theme.GOLD_DARK, layout.turn_pip(i), PIP_RADIUS, 2)
    else:
        draw.text(surface, say(table.words, "claim_now"), 16, theme.CREAM, (panel.x + 14, panel.y + 10), "bold")
    line = None
    if claimed_this_turn(table, view):
        line = say(table.words, "claim_extra", count=1) if left else None
    elif view.fired:
        line = extra_line(table.words, tuple(SITUATION_CODES[f] for f in view.fired))
    if line is not None:
        draw.text(surface, line, 14, theme.GOLD, (panel.x + 14, panel.bottom - 10), "bold", "bottomleft")


def status_text(table, view) -> str:
    """Whose turn, and what to do now, in words."""
    if view.current_player is None:
        return table.t("game_over")
    if view.current_player != table.viewer or not table.match.is_human(table.viewer) or table.passive:
        return table.wording.thinking_text()
    controller = table.controller
    if controller.shown_claim() is not None:
        hint = say(table.words, "hint_preview")
    elif controller.my_claims():
        hint = say(table.words, "hint_claim")
    elif (waits := claim_waits(table, view)) is not None:
        hint = waits
    elif view.column_owed:
        hint = table.column.hint(view)
    elif controller.ending_move() == PASS_MOVE:
        hint = say(table.words, "hint_pass")
    else:
        hint = say(table.words, "hint")
    return table.t("your_turn", hint=hint)


def claimed_this_turn(table, view) -> bool:
    """Whether the player to move has completed a card this turn (the pawn left to place is the claim's)."""
    for state in reversed(table.match.history):
        if state.turn != view.turn:
            return False
        if any(event.kind == "claimed" for event in state.events):
            return True
    return False


def claim_waits(table, view):
    """Why a card of the viewer's that shows on the wheel cannot be claimed yet (the engine's refusal, worded
    for the status line), or None when none shows or it may be claimed."""
    shown = claims_on(view.board, view.hands[table.viewer])
    try:
        if shown:
            view.check(shown[0])
    except IllegalMoveError as error:
        key = f"claim_waits.{error.code}"
        known = table.words.has(f"quartino.ui.{key}")
        return say(table.words, key, **error.params) if known else table.wording.refusal(error)
    return None


def draw_status(surface, table, view) -> None:
    """The status line under the wheel, smaller when it would not fit."""
    text = status_text(table, view)
    size = 20 if theme.font(20, "bold").size(text)[0] <= layout.STATUS_W else 17
    draw.text(surface, text, size, theme.CREAM, layout.STATUS_POS, "bold", "midtop")
