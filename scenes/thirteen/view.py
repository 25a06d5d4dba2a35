"""Drawing 13's table: the other players, the draw pile, the three targets, the hand and the standings."""
from __future__ import annotations

from game.cards import HIDDEN
from game.thirteen.deck import COLOURS, target_total
from game.thirteen.rules import LIMIT, rounds_for

from ..kit import card_art, draw, theme
from ..table import PlayerPanel, open_hands
from ..table.notices import status_line
from ..table.seen import Seen
from . import art, layout, taken
from .open_hand import draw_open_hand
from .parts import ThirteenParts
from .words import penalty

DANGER_FROM = 9


def face(seen: Seen, card, size=layout.CARD):
    """A card face at size (the back for a hidden card)."""
    if card == HIDDEN:
        return card_art.back(size)
    return art.face(card, size, seen.say("thirteen.card.colour.R"), seen.symbols)


def draw_table(surface, seen: Seen[ThirteenParts]) -> None:
    """The whole table from the viewer's view, the shared chrome on top, a dragged card last."""
    view, hand = seen.view, seen.parts.hand
    surface.blit(draw.felt(surface.get_size()), (0, 0))
    for seat in range(view.players):
        draw_panel(surface, seen, seat)
    draw_pile(surface, seen)
    for t in range(len(COLOURS)):
        draw_target(surface, seen, t)
    hand.draw(surface, lambda card: face(seen, card), seen.hint and seen.hint.card, seen.mark_hint)
    penalties = [penalty(total) for total in view.totals]
    seen.standings(surface, seen.say("thirteen.ui.penalties"), penalties)
    draw_status(surface, seen)
    seen.chrome(surface)
    hand.draw_drag(surface, lambda card: face(seen, card))


def draw_panel(surface, seen: Seen[ThirteenParts], seat) -> None:
    """A seat's panel: name, who plays it, the dealer chip, the turn glow, cards held and taken."""
    view = seen.view
    rect = layout.panel_rect(seen.viewer, view.players, seat)
    kind = seen.seats[seat]
    detail = "" if seat == seen.viewer else seen.t("human") if kind == "human" else seen.t(f"ai_{kind}")
    PlayerPanel(rect).draw(surface, seen.name(seat), detail, seat == view.current_player,
                           seen.say("thirteen.ui.dealer_letter") if seat == view.dealer else None)
    held = len(view.hands[seat]) if seat != seen.viewer else 0
    if held and open_hands.shown(seen):
        draw_open_hand(surface, seen, seat, rect)
        return
    for i in range(held):
        surface.blit(card_art.back(taken.MINI), (rect.x + taken.BACKS_X + i * taken.BACK_STEP, rect.bottom - 40))
    taken.draw_taken(surface, seen, seat, rect, held)


def draw_pile(surface, seen: Seen) -> None:
    """The face-down draw pile with its count, and the round."""
    view = seen.view
    count = len(view.draw_pile)
    x, y = layout.PILE_POS
    for i in range(min(6, (count + 4) // 5)):
        image = card_art.back(layout.SMALL)
        rect = image.get_rect(center=(x - i * 2, y - i * 2))
        if i == 0:
            surface.blit(card_art.lifted(image), (rect.x - 8, rect.y + 2))
        surface.blit(image, rect)
    draw.text(surface, seen.say("thirteen.ui.draw", count=count), 18, theme.CREAM, (x, y + 70), "bold", "midtop")
    draw.text(surface, seen.say("thirteen.ui.round", n=view.round + 1, total=rounds_for(view.players)), 18,
              theme.GOLD, (x, y - 90), "bold", "midbottom")


def draw_target(surface, seen: Seen[ThirteenParts], t) -> None:
    """A target: its mat in its colour and shape, its cards fanned, its running total."""
    view = seen.view
    colour_key = COLOURS[t]
    colour = theme.SUIT_COLOURS[colour_key]
    mat = layout.mat_rect(t)
    draw.translucent_panel(surface, mat, colour, 60, 16)
    draw.rounded(surface, mat, colour, 16, 3)
    if seen.symbols:
        card_art.symbol(surface, art.SHAPES[colour_key], colour, (mat.centerx, mat.bottom - 30), 12)
    if colour_key in seen.parts.lit:
        aimed = seen.parts.hand.key_target == colour_key
        draw.glow(surface, mat, theme.GOLD, 16, 5 if aimed else 3)
    if seen.hint and seen.hint.target == colour_key:
        seen.mark_hint(surface, mat, tagged=False)
    cards = view.targets[t]
    hidden = seen.in_flight(f"target{t}")
    shown = cards[: len(cards) - hidden] if hidden else cards
    for i, card in enumerate(shown[-layout.FAN_SHOWN:]):
        image = face(seen, card, layout.SMALL)
        card_art.lay(surface, image, image.get_rect(center=layout.card_spot(t, i)), 0)
    total = target_total(shown)
    badge = layout.total_badge(t)
    danger = total >= DANGER_FROM
    draw.shadowed_panel(surface, badge, theme.PAPER, 20, theme.ALERT if danger else colour, 2)
    draw.text(surface, f"{total} / {LIMIT}", 22, theme.ALERT if danger else theme.INK, badge.center, "bold", "center")
    name = seen.say(f"thirteen.target.{colour_key}")
    draw.text(surface, seen.say("thirteen.ui.target", colour=name), 15, theme.CREAM,
              (mat.centerx, mat.bottom + 6), "bold", "midtop")


def draw_status(surface, seen: Seen) -> None:
    """Whose turn, in words."""
    if seen.view.current_player is None:
        text = seen.t("game_over")
    elif seen.my_turn:
        text = seen.t("your_turn", hint=seen.say("thirteen.ui.hint"))
    else:
        text = seen.thinking()
    status_line(surface, seen.notice_covers, text, 22, layout.STATUS_POS, "midbottom")
