"""Drawing the Victorian Quinto's table: the plates round the mat, face-up hands, the cachette, the
doubling round or the trick, the viewer's hand, the status line and the score board."""
from __future__ import annotations

import pygame

from game.quinto_tricks.moves import BIDS
from game.quinto_tricks.rules import DOUBLING, PLAY
from game.quinto_tricks.seating import DUMMY, HANDS, trick_hands

from ..kit import card_art, draw, theme
from ..table import PlayerPanel, dealer_chip, open_hands
from ..table.notices import status_line
from . import layout
from .art import DUMMY_SIZE, HAND_SIZE, MINI_SIZE, TRICK_SIZE
from .scoreboard import draw_scores
from .words import hand_name, say

CHIP_RADIUS = 11
MINI_STEP = 9


def draw_table(surface, table, seen) -> None:
    """The whole table from the viewer's view (seen: a scenes.table.seen.Seen), the shared chrome on top, a dragged
    card last."""
    view = seen.view
    surface.blit(draw.felt(surface.get_size()), (0, 0))
    draw.translucent_panel(surface, layout.MAT, theme.FELT_DARK, 90, 40)
    for hand in range(HANDS):
        draw_plate(surface, table, view, hand)
        if hand != seen.viewer and face_up(table, view, hand) and not clickable(table, view, hand):
            draw_face_up(surface, table, view, hand)
    draw_cachette(surface, table, view)
    if view.phase == DOUBLING and not table.flights.count("gather"):
        table.doubling.draw(surface, view)
    elif table.showing_last(view):
        draw_last_trick(surface, table, view)
    else:
        draw_trick(surface, table, view)
    controller = table.controller
    hint = seen.hint if seen.hint not in BIDS else None
    if clickable(table, view, DUMMY):
        controller.dummy.draw(surface, lambda card: table.card_face(card, DUMMY_SIZE), hint, table.mark_hint)
    controller.own.draw(surface, lambda card: table.card_face(card, HAND_SIZE), hint, table.mark_hint)
    draw_status(surface, table, view)
    draw_scores(surface, table, view)
    table.picture.chrome(surface)
    controller.own.draw_drag(surface, lambda card: table.card_face(card, HAND_SIZE))
    controller.dummy.draw_drag(surface, lambda card: table.card_face(card, HAND_SIZE))


def face_up(table, view, hand) -> bool:
    """Whether the viewer sees a hand's cards: their own, the dummy once the doubling round is over, every hand in
    a replay."""
    return (hand == table.viewer or (view.players < HANDS and hand == DUMMY and view.phase != DOUBLING)
            or open_hands.shown(table))


def clickable(table, view, hand) -> bool:
    """Whether the viewer picks cards from this hand (their own, or the dummy they deal)."""
    return hand == table.viewer or (hand == DUMMY and table.controller.dummy_clickable(view))


def position(table, view, hand) -> int:
    """Where hand sits seen by the viewer."""
    return layout.position(view.players, view.dealer, table.viewer, hand)


def plate_rect(table, view, hand) -> pygame.Rect:
    """The name plate of hand."""
    return layout.plate_rect(position(table, view, hand), face_up(table, view, hand))


def draw_plate(surface, table, view, hand) -> None:
    """A hand's plate: name, who plays it, the turn glow, tricks taken, what it said, the dealer chip,
    and its cards face down."""
    words = table.words
    rect = plate_rect(table, view, hand)
    if view.players < HANDS and hand == DUMMY:
        detail = say(words, "ui.played_by", you=table.wording.is_you(view.dealer), name=table.wording.name(view.dealer))
    else:
        kind = table.match.seats[hand]
        detail = table.t("human") if kind == "human" else table.t(f"ai_{kind}")
    to_play = view.turn == hand and view.phase in (DOUBLING, PLAY)
    PlayerPanel(rect).draw(surface, hand_name(words, table.wording.name, view.players, hand), detail, to_play)
    tricks = sum(1 for t in view.tricks if t.winner == hand)
    draw.text(surface, say(words, "ui.tricks", n=tricks), 14, theme.GOLD, (rect.right - 10, rect.y + 8), "bold",
              "topright")
    said = dict(view.bids).get(hand)
    if said and (view.phase == DOUBLING or said != "pass"):
        tag = say(words, f"ui.tag_{said}")
        pill = pygame.Rect(0, 0, *theme.font(14, "bold").size(tag))
        pill.topright = (rect.right - 16, rect.y + 30)
        draw.rounded(surface, pill.inflate(12, 4), theme.CREAM, 9)
        draw.text(surface, tag, 14, theme.INK, pill.center, "bold", "center")
    if hand == view.dealer:
        dealer_chip(surface, (rect.right + 14, rect.y + 16), say(words, "ui.dealer_letter"), CHIP_RADIUS)
    if not face_up(table, view, hand):
        for i in range(len(view.hands[hand])):
            surface.blit(card_art.back(MINI_SIZE), (rect.x + 12 + i * MINI_STEP, rect.bottom - MINI_SIZE[1] - 6))


def draw_face_up(surface, table, view, hand) -> None:
    """A face-up hand the viewer does not play from (the dummy seen from beside or across)."""
    cards = view.hands[hand]
    open_hands.draw_hand(surface, table, hand, cards, layout.card_rects(position(table, view, hand), len(cards)),
                         lambda card: table.card_face(card, DUMMY_SIZE))


def draw_cachette(surface, table, view) -> None:
    """The cachette: five cards face down until the last trick takes them."""
    count = len(view.cachette)
    for i in range(count):
        image = card_art.back(MINI_SIZE)
        rect = layout.cachette_rect(i, count, MINI_SIZE)
        if i == 0:
            surface.blit(card_art.lifted(image), (rect.x - 8, rect.y + 2))
        surface.blit(image, rect)
    if count:
        draw.text(surface, say(table.words, "ui.cachette"), 15, theme.CREAM,
                  (layout.CACHETTE[0], layout.CACHETTE[1] + 28), "bold", "midtop")


def draw_trick(surface, table, view) -> None:
    """The trick in play (the cards still flying left out), or who leads it."""
    played = list(zip(trick_hands(view.players, view.dealer, view.leader), view.trick))
    flying = table.flights.count("trick")
    for hand, card in played[: len(played) - flying]:
        draw_trick_card(surface, table, view, hand, card)
    if not played and not table.flights.busy() and view.phase == PLAY:
        led = say(table.words, "ui.lead", you=table.wording.is_you(view.turn),
                  name=hand_name(table.words, table.wording.name, view.players, view.turn))
        draw.text(surface, led, 16, theme.LABEL_SOFT, layout.CENTRE, "ui", "center")


def draw_trick_card(surface, table, view, hand, card, glow=False) -> None:
    """One card of a trick on its hand's spot."""
    image = table.card_face(card, TRICK_SIZE)
    rect = image.get_rect(center=layout.spot(position(table, view, hand)))
    card_art.lay(surface, image, rect)
    if glow:
        draw.glow(surface, rect, theme.GOLD, 10, 3)


def draw_last_trick(surface, table, view) -> None:
    """The last trick, its winning card ringed, with who took it."""
    trick = table.last_trick(view)
    for hand, card in zip(trick_hands(view.players, view.dealer, trick.leader), trick.cards):
        draw_trick_card(surface, table, view, hand, card, hand == trick.winner)
    taker = hand_name(table.words, table.wording.name, view.players, trick.winner, "ui.the_dummy")
    label = say(table.words, "ui.last_by", you=table.wording.is_you(trick.winner), name=taker)
    draw.text(surface, label, 16, theme.GOLD, (layout.MAT.centerx, layout.MAT.y - 26), "bold", "midtop")


def draw_status(surface, table, view) -> None:
    """Whose turn, in words, with how the viewer may play."""
    if view.current_player is None:
        text = table.t("game_over")
    elif table.my_turn():
        if view.phase == DOUBLING:
            hint = table.doubling.hint_key(view)
        else:
            hint = "ui.hint_dummy" if table.controller.active_hand(view) == DUMMY else "ui.hint_play"
        text = table.t("your_turn", hint=say(table.words, hint))
    else:
        text = table.wording.thinking_text()
    status_line(surface, table.notice, text, 20, layout.STATUS, "midtop")


def draw_buttons(surface, table) -> None:
    """The table's buttons: the bid buttons only during the doubling round, the hinted bid lit."""
    doubling = table.state.phase == DOUBLING and not table.flights.count("gather")
    shown = table.doubling.shown(table.view()) if doubling else []
    for button in table.buttons:
        if button in table.doubling.buttons and button not in shown:
            continue
        button.draw(surface, button is table.hover, button is table.focus)
    if doubling and table.hint_move in BIDS:
        table.mark_hint(surface, table.doubling.buttons[BIDS.index(table.hint_move)].rect)
