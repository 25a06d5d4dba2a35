"""Drawing Quartino's table: the wheel, the reserve, your cards, the other players, the turn and the status."""
from __future__ import annotations

import pygame

from game import IllegalMoveError
from game.cards import HIDDEN
from game.quartino.components import COLOURS
from game.quartino.events import SITUATION_CODES
from game.quartino.moves import CLAIM, END, PASS, PLACE, RETURN_COLUMN
from game.quartino.wheel import claims_on

from ..kit import card_art, draw, theme
from ..table import PlayerPanel, open_hands
from ..table.seen import Seen
from . import art, layout, wheel
from .parts import QuartinoParts
from .words import colour_name, extra_line, say

PIP_RADIUS = 10


def draw_table(surface, seen: Seen[QuartinoParts]) -> None:
    """The whole table from the viewer's view, the shared chrome on top, a dragged pawn or card last."""
    view = seen.view
    surface.blit(draw.felt(surface.get_size()), (0, 0))
    wheel.draw_wheel(surface, seen)
    draw_reserve(surface, seen)
    draw_own(surface, seen)
    draw_others(surface, seen)
    draw_turn(surface, seen)
    figures = [say(seen, "done_n", n=len(done)) for done in view.completed]
    seen.standings(surface, say(seen, "cards_done"), figures)
    draw_status(surface, seen)
    seen.chrome(surface)
    if seen.hint is not None and seen.hint.kind in (END, PASS, RETURN_COLUMN):
        seen.mark_hint(surface, seen.parts.end_rect)
    wheel.draw_dragged_pawn(surface, seen)
    seen.parts.hand.draw_drag(surface, lambda card: card_face(seen, card))


def card_face(seen: Seen, card, size=art.CARD_SIZE):
    """A Quartino card's face (the back for a hidden one)."""
    if card == HIDDEN:
        return card_art.back(size)
    return art.card_face(card, size, seen.symbols)


def draw_reserve(surface, seen: Seen[QuartinoParts]) -> None:
    """The reserve: a pawn and a count per colour (those flying home not yet counted), the chosen colour
    lit, the hinted one ringed, an empty one greyed."""
    rect, view, hint = layout.RESERVE, seen.view, seen.hint
    draw.translucent_panel(surface, rect, alpha=90)
    draw.text(surface, say(seen, "reserve"), 18, theme.GOLD, (rect.centerx, rect.y + 12), "bold", "midtop")
    placing = seen.my_turn and view.placing
    hinted = hint.item if hint is not None and hint.kind == PLACE else None
    for i, colour in enumerate(COLOURS):
        row = layout.reserve_row(colour)
        count = max(0, view.reserve[i] - seen.in_flight(f"reserve{colour}"))
        if colour == seen.parts.colour:
            draw.translucent_panel(surface, row, theme.GOLD, 50, 12)
            draw.glow(surface, row, theme.GOLD, 12, 3)
        elif placing and count:
            draw.rounded(surface, row, theme.FELT_LIGHT, 12, 1)
        if colour == hinted:
            seen.mark_hint(surface, row)
        draw_reserve_pawns(surface, seen, colour, count)
        ink = theme.CREAM if count else theme.INK_SOFT
        cy = row.centery
        draw.text(surface, f"× {count}", 24, ink, (row.right - 12, cy - 4), "bold", "midright")
        draw.text(surface, colour_name(seen, colour), 13, ink, (row.right - 12, cy + 16), "ui", "midright")
        draw.text(surface, str(i + 1), 12, theme.GOLD_DARK, (row.x + 8, row.y + 4), "bold")


def draw_reserve_pawns(surface, seen: Seen, colour, count) -> None:
    """A colour's pawns waiting in the reserve: two stacked while there are several, one greyed when none."""
    cx, cy = layout.reserve_spot(colour)
    image = wheel.pawn_image(seen.symbols, colour, empty=not count)
    if count:
        shadow = art.pawn_shadow(layout.PAWN_W)
        surface.blit(shadow, shadow.get_rect(center=(cx + 5, cy + layout.PAWN_THICK)))
        if count > 1:
            surface.blit(image, image.get_rect(center=(cx, cy + 4)))
    surface.blit(image, image.get_rect(center=(cx, cy - (4 if count > 1 else 0))))


def draw_own(surface, seen: Seen[QuartinoParts]) -> None:
    """The viewer's panel, their secret cards in the shared hand (claimable ones lit, the one shown
    raised, the hinted one ringed), then the cards they have completed."""
    seat, view = seen.viewer, seen.view
    panel = layout.OWN_PANEL
    done = view.completed[seat]
    words = say(seen, "cards_done_n", n=len(done))
    # a small window draws the words larger than the panel: the done cards' tick stands for them
    ticked = draw.text_size(words, 15, "bold")[0] > panel.width - 24
    PlayerPanel(panel).draw(surface, seen.name(seat), say(seen, "your_cards"), view.current_player == seat)
    foot = (panel.x + 12, panel.bottom - 12)
    if ticked:
        draw_tick(surface, (foot[0] + 8, foot[1] - draw.line_step(15) / 2))
        words, foot = say(seen, "done_n", n=len(done)), (foot[0] + 24, foot[1])
    draw.text(surface, words, 15, theme.GOLD, foot, "bold", "bottomleft")
    hand = seen.parts.hand
    hinted = seen.hint.item if seen.hint is not None and seen.hint.kind == CLAIM else None
    hand.draw(surface, lambda card: card_face(seen, card), hinted, seen.mark_hint)
    for j, card in enumerate(done):
        draw_done_card(surface, seen, card, layout.own_done_rect(len(hand.cards), j))


def draw_done_card(surface, seen: Seen, card, rect) -> None:
    """A completed card, small and face up, with a tick."""
    card_art.lay(surface, card_face(seen, card, art.MINI_CARD), rect)
    draw_tick(surface, (rect.right - 6, rect.y + 6))


def draw_tick(surface, centre) -> None:
    """The tick of a card done: a green disc with a white check."""
    x, y = centre
    draw.circle(surface, theme.GOOD, centre, 8)
    draw.lines(surface, theme.PAPER, False, [(x - 4, y), (x - 1, y + 3), (x + 4, y - 3)], 2)


def draw_others(surface, seen: Seen) -> None:
    """A panel per other player: name, who plays it, held cards as backs, completed cards face up."""
    view = seen.view
    for i, seat in enumerate(layout.others(seen.viewer, view.players)):
        panel = layout.other_panel(i)
        PlayerPanel(panel).draw(surface, seen.name(seat), "", seat == view.current_player)
        kind = seen.seats[seat]
        label = seen.t("human") if kind == "human" else seen.t(f"ai_{kind}")
        draw.text(surface, label, 14, theme.LABEL_SOFT, (panel.right - 12, panel.y + 12), "ui", "topright")
        held = len(view.hands[seat])
        if open_hands.shown(seen):
            draw_open_hand(surface, seen, seat, panel)
            continue
        for k in range(held):
            surface.blit(card_art.back(art.MINI_CARD), layout.other_back(panel, k))
        for j, card in enumerate(view.completed[seat]):
            draw_done_card(surface, seen, card, layout.other_done_rect(panel, held, j))


def draw_open_hand(surface, seen: Seen, seat, panel) -> None:
    """In a replay, seat's held cards face up, then its completed ones, in one row along the panel's bottom."""
    held, done = seen.view.hands[seat], seen.view.completed[seat]
    room = pygame.Rect(panel.x + 12, panel.bottom - 12 - art.MINI_CARD[1], panel.width - 24, art.MINI_CARD[1])
    rects = open_hands.row(len(held) + len(done), room, art.MINI_CARD)
    open_hands.draw_hand(surface, seen, seat, held, rects, lambda card: card_face(seen, card, art.MINI_CARD))
    for card, rect in zip(done, rects[len(held):]):
        draw_done_card(surface, seen, card, rect)


def draw_turn(surface, seen: Seen[QuartinoParts]) -> None:
    """Placements left this turn as pips, or the call to claim, and the situations that gave them."""
    panel, view = layout.TURN_PANEL, seen.view
    draw.translucent_panel(surface, panel, alpha=90)
    if view.current_player is None:
        return
    left = view.placements_left if view.placing else 0
    if left:
        draw.text(surface, say(seen, "to_place", n=left), 18, theme.CREAM, (panel.x + 14, panel.y + 10), "bold")
        for i in range(left):
            draw.circle(surface, theme.GOLD, layout.turn_pip(i), PIP_RADIUS)
            draw.circle(surface, theme.GOLD_DARK, layout.turn_pip(i), PIP_RADIUS, 2)
    else:
        draw.text(surface, say(seen, "claim_now"), 16, theme.CREAM, (panel.x + 14, panel.y + 10), "bold")
    line = None
    if seen.parts.claimed_this_turn:
        line = say(seen, "claim_extra", count=1) if left else None
    elif view.fired:
        line = extra_line(seen, tuple(SITUATION_CODES[f] for f in view.fired))
    if line is not None:
        draw.text(surface, line, 14, theme.GOLD, (panel.x + 14, panel.bottom - 10), "bold", "bottomleft")


def status_text(seen: Seen[QuartinoParts]) -> str:
    """Whose turn, and what to do now, in words."""
    view, parts = seen.view, seen.parts
    if view.current_player is None:
        return seen.t("game_over")
    if view.current_player != seen.viewer or seen.seats[seen.viewer] != "human" or seen.passive:
        return seen.thinking()
    if parts.shown_claim is not None:
        hint = say(seen, "hint_preview")
    elif parts.may_claim:
        hint = say(seen, "hint_claim")
    elif (waits := claim_waits(seen)) is not None:
        hint = waits
    elif view.column_owed:
        hint = say(seen, "hint_column" if view.placing else "hint_column_last")
    elif parts.may_pass:
        hint = say(seen, "hint_pass")
    else:
        hint = say(seen, "hint")
    return seen.t("your_turn", hint=hint)


def claimed_this_turn(history, turn) -> bool:
    """Whether the player to move at turn has completed a card this turn (the pawn left to place is the claim's),
    read from the match's history."""
    for state in reversed(history):
        if state.turn != turn:
            return False
        if any(event.kind == "claimed" for event in state.events):
            return True
    return False


def claim_waits(seen: Seen[QuartinoParts]):
    """Why a card of the viewer's that shows on the wheel cannot be claimed yet (the engine's refusal, worded
    for the status line), or None when none shows or it may be claimed."""
    view = seen.view
    shown = claims_on(view.board, view.hands[seen.viewer])
    try:
        if shown:
            view.check(shown[0])
    except IllegalMoveError as error:
        key = f"claim_waits.{error.code}"
        known = seen.parts.has_word(f"quartino.ui.{key}")
        return say(seen, key, **error.params) if known else seen.parts.refusal(error)
    return None


def draw_status(surface, seen: Seen[QuartinoParts]) -> None:
    """The status line under the wheel, smaller when it would not fit."""
    text = status_text(seen)
    size = 20 if draw.text_size(text, 20, "bold")[0] <= layout.STATUS_W else 17
    draw.text(surface, text, size, theme.CREAM, layout.STATUS_POS, "bold", "midtop")
