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
from ..table.seen import Seen
from . import layout
from .art import DUMMY_SIZE, HAND_SIZE, MINI_SIZE, TRICK_SIZE
from .parts import TricksParts
from .scoreboard import draw_scores
from .words import hand_name, say

CHIP_RADIUS = 11
MINI_STEP = 9


def draw_table(surface, seen: Seen[TricksParts]) -> None:
    """The whole table from the viewer's view, the shared chrome on top, a dragged card last."""
    view, parts = seen.view, seen.parts
    surface.blit(draw.felt(surface.get_size()), (0, 0))
    draw.translucent_panel(surface, layout.MAT, theme.FELT_DARK, 90, 40)
    for hand in range(HANDS):
        draw_plate(surface, seen, hand)
        if hand != seen.viewer and face_up(seen.viewer, seen.passive, view, hand) and not clickable(seen, hand):
            draw_face_up(surface, seen, hand)
    draw_cachette(surface, seen)
    if parts.doubling is not None:
        parts.doubling(surface, view)
    elif parts.last_trick is not None:
        draw_last_trick(surface, seen)
    else:
        draw_trick(surface, seen)
    hint = seen.hint if seen.hint not in BIDS else None
    if clickable(seen, DUMMY):
        parts.dummy.draw(surface, lambda card: parts.card_face(card, DUMMY_SIZE), hint, seen.mark_hint)
    parts.own.draw(surface, lambda card: parts.card_face(card, HAND_SIZE), hint, seen.mark_hint)
    draw_status(surface, seen)
    draw_scores(surface, seen)
    seen.chrome(surface)
    parts.own.draw_drag(surface, lambda card: parts.card_face(card, HAND_SIZE))
    parts.dummy.draw_drag(surface, lambda card: parts.card_face(card, HAND_SIZE))


def face_up(viewer, passive, view, hand) -> bool:
    """Whether the viewer sees a hand's cards: their own, the dummy once the doubling round is over, every hand in
    a replay (passive)."""
    return hand == viewer or (view.players < HANDS and hand == DUMMY and view.phase != DOUBLING) or passive


def clickable(seen: Seen[TricksParts], hand) -> bool:
    """Whether the viewer picks cards from this hand (their own, or the dummy they deal)."""
    return hand == seen.viewer or (hand == DUMMY and seen.parts.dummy_clickable)


def position(viewer, view, hand) -> int:
    """Where hand sits seen by the viewer."""
    return layout.position(view.players, view.dealer, viewer, hand)


def plate_rect(viewer, passive, view, hand) -> pygame.Rect:
    """The name plate of hand."""
    return layout.plate_rect(position(viewer, view, hand), face_up(viewer, passive, view, hand))


def draw_plate(surface, seen: Seen, hand) -> None:
    """A hand's plate: name, who plays it, the turn glow, tricks taken, what it said, the dealer chip,
    and its cards face down."""
    view, words = seen.view, seen
    rect = plate_rect(seen.viewer, seen.passive, view, hand)
    if view.players < HANDS and hand == DUMMY:
        detail = say(words, "ui.played_by", you=seen.is_you(view.dealer), name=seen.name(view.dealer))
    else:
        kind = seen.seats[hand]
        detail = seen.t("human") if kind == "human" else seen.t(f"ai_{kind}")
    to_play = view.turn == hand and view.phase in (DOUBLING, PLAY)
    said = dict(view.bids).get(hand)
    tag = say(words, f"ui.tag_{said}") if said and (view.phase == DOUBLING or said != "pass") else ""
    pill = pygame.Rect(0, 0, *draw.text_size(tag, 14, "bold"))
    pill.topright = (rect.right - 16, rect.y + 30)
    if tag and draw.text_size(detail, 14)[0] > pill.left - 8 - rect.x - 12:
        detail = ""  # a small window draws both larger: what it said tells more than who plays it
    PlayerPanel(rect).draw(surface, hand_name(words, seen.name, view.players, hand), detail, to_play)
    tricks = sum(1 for t in view.tricks if t.winner == hand)
    draw.text(surface, say(words, "ui.tricks", n=tricks), 14, theme.GOLD, (rect.right - 10, rect.y + 8), "bold",
              "topright")
    if tag:
        draw.rounded(surface, pill.inflate(12, 4), theme.CREAM, 9)
        draw.text(surface, tag, 14, theme.INK, pill.center, "bold", "center")
    if hand == view.dealer:
        dealer_chip(surface, (rect.right + 14, rect.y + 16), say(words, "ui.dealer_letter"), CHIP_RADIUS)
    if not face_up(seen.viewer, seen.passive, view, hand):
        for i in range(len(view.hands[hand])):
            surface.blit(card_art.back(MINI_SIZE), (rect.x + 12 + i * MINI_STEP, rect.bottom - MINI_SIZE[1] - 6))


def draw_face_up(surface, seen: Seen[TricksParts], hand) -> None:
    """A face-up hand the viewer does not play from (the dummy seen from beside or across)."""
    cards = seen.view.hands[hand]
    rects = layout.card_rects(position(seen.viewer, seen.view, hand), len(cards))
    open_hands.draw_hand(surface, seen, hand, cards, rects, lambda card: seen.parts.card_face(card, DUMMY_SIZE))


def draw_cachette(surface, seen: Seen) -> None:
    """The cachette: five cards face down until the last trick takes them."""
    count = len(seen.view.cachette)
    for i in range(count):
        image = card_art.back(MINI_SIZE)
        rect = layout.cachette_rect(i, count, MINI_SIZE)
        if i == 0:
            surface.blit(card_art.lifted(image), (rect.x - 8, rect.y + 2))
        surface.blit(image, rect)
    if count:
        draw.text(surface, say(seen, "ui.cachette"), 15, theme.CREAM,
                  (layout.CACHETTE[0], layout.CACHETTE[1] + 28), "bold", "midtop")


def draw_trick(surface, seen: Seen[TricksParts]) -> None:
    """The trick in play (the cards still flying left out), or who leads it."""
    view = seen.view
    played = list(zip(trick_hands(view.players, view.dealer, view.leader), view.trick))
    flying = seen.in_flight("trick")
    for hand, card in played[: len(played) - flying]:
        draw_trick_card(surface, seen, hand, card)
    if not played and not seen.parts.moving and view.phase == PLAY:
        led = say(seen, "ui.lead", you=seen.is_you(view.turn), name=hand_name(seen, seen.name, view.players, view.turn))
        draw.text(surface, led, 16, theme.LABEL_SOFT, layout.CENTRE, "ui", "center")


def draw_trick_card(surface, seen: Seen[TricksParts], hand, card, glow=False) -> None:
    """One card of a trick on its hand's spot."""
    image = seen.parts.card_face(card, TRICK_SIZE)
    rect = image.get_rect(center=layout.spot(position(seen.viewer, seen.view, hand)))
    card_art.lay(surface, image, rect)
    if glow:
        draw.glow(surface, rect, theme.GOLD, 10, 3)


def draw_last_trick(surface, seen: Seen[TricksParts]) -> None:
    """The last trick, its winning card ringed, with who took it."""
    view, trick = seen.view, seen.parts.last_trick
    for hand, card in zip(trick_hands(view.players, view.dealer, trick.leader), trick.cards):
        draw_trick_card(surface, seen, hand, card, hand == trick.winner)
    taker = hand_name(seen, seen.name, view.players, trick.winner, "ui.the_dummy")
    label = say(seen, "ui.last_by", you=seen.is_you(trick.winner), name=taker)
    draw.text(surface, label, 16, theme.GOLD, (layout.MAT.centerx, layout.MAT.y - 26), "bold", "midtop")


def draw_status(surface, seen: Seen[TricksParts]) -> None:
    """Whose turn, in words, with how the viewer may play."""
    view = seen.view
    if view.current_player is None:
        text = seen.t("game_over")
    elif seen.my_turn:
        if view.phase == DOUBLING:
            hint = seen.parts.bid_hint
        else:
            hint = "ui.hint_dummy" if seen.parts.active_hand == DUMMY else "ui.hint_play"
        text = seen.t("your_turn", hint=say(seen, hint))
    else:
        text = seen.thinking()
    status_line(surface, seen.notice_covers, text, 20, layout.STATUS, "midtop")

