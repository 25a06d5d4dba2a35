"""Drawing Sackson's Quinto table: the phase, the point stack, the draw pile, the match, the open rows,
the new-row slot, the hand, the players and the status line."""
from __future__ import annotations

from game.cards import HIDDEN
from game.quinto.components import ASS, QUINTO
from game.quinto.deck import BASE
from game.quinto.moves import NEW, PASS
from game.quinto.rules import PHASES
from game.quinto.scoring import breakdown, sides
from parlour.words import figure

from ..kit import card_art, draw, theme
from ..table import PlayerPanel, open_hands
from ..table.notices import status_line
from ..table.seen import Seen
from . import art, layout
from .gift import draw_redeal_banner
from .head import draw_head
from .open_hand import draw_open_hand
from .parts import QuintoParts

PHASE_PIP_GAP = 52


def face(labels, card, size=layout.TABLE):
    """A card's face at size with labels (the words printed on cards; the shared back for a hidden card)."""
    if card == HIDDEN:
        return card_art.back(size)
    return art.face(card, size, labels)


def draw_table(surface, seen: Seen[QuintoParts]) -> None:
    """The whole table from the viewer's view, the shared chrome on top, a dragged card last."""
    parts = seen.parts
    surface.blit(draw.felt(surface.get_size()), (0, 0))
    draw_phase(surface, seen)
    draw_stack(surface, seen)
    draw_pile(surface, seen)
    draw_match(surface, seen)
    draw_rows(surface, seen)
    draw_new_slot(surface, seen)
    hint = seen.hint
    hinted = BASE[hint.card] if hint is not None and hint.target is not None else None
    parts.hand.draw(surface, lambda card: face(parts.labels, card, layout.HAND), hinted, seen.mark_hint)
    draw_players(surface, seen)
    draw_status(surface, seen)
    draw_redeal_banner(surface, seen)
    parts.gift(surface)
    seen.chrome(surface)
    parts.face_prompt(surface)
    parts.hand.draw_drag(surface, lambda card: face(parts.labels, card, layout.HAND))


def draw_phase(surface, seen: Seen) -> None:
    """The phase: three pips named red, yellow and blue, the current one lit, and what it means."""
    say, view = seen.say, seen.view
    rect = layout.PHASE_RECT
    draw.translucent_panel(surface, rect, alpha=100)
    phase = view.phase
    title = f"{say('quinto.ui.phase')} · {say(f'quinto.ui.phase_{phase}')}"
    draw.text(surface, draw.fold(title, 17, rect.width - 20, 1)[0], 17, theme.GOLD, (rect.x + 12, rect.y + 8), "bold")
    # a small window draws the pips' names larger than the gap between them: the lit pip and the title say the phase
    named = max(draw.text_size(say(f"quinto.ui.phase_{name}"), 12)[0] for name in PHASES) < PHASE_PIP_GAP - 4
    for i, name in enumerate(PHASES):
        centre = (rect.x + 30 + PHASE_PIP_GAP * i, rect.y + 50)
        if name == phase:
            draw.circle(surface, theme.CREAM, centre, 15)
        draw.circle(surface, art.POINT_BACKS[name], centre, 12)
        if named:
            draw.text(surface, say(f"quinto.ui.phase_{name}"), 12, theme.CREAM if name == phase else theme.LABEL_SOFT,
                      (centre[0], centre[1] + 17), "bold" if name == phase else "ui", "midtop")
    top, step = rect.y + (88 if named else 72), draw.step(13, 16)
    lines = int((rect.bottom - 4 - top) // step)
    for i, line in enumerate(draw.fold(say(f"quinto.ui.phase_help_{phase}"), 13, rect.width - 20, min(4, lines))):
        draw.text(surface, line, 13, theme.CREAM, (rect.x + 10, top + step * i))


def draw_stack(surface, seen: Seen) -> None:
    """The point stack, face down, its count per colour; in the German rules the face-up card."""
    say, view = seen.say, seen.view
    rect = layout.STACK_RECT
    draw.translucent_panel(surface, rect, alpha=80)
    stack = view.point_stack
    draw.text(surface, draw.fold(say("quinto.ui.points_left", n=len(stack)), 15, rect.width - 20, 1)[0], 15,
              theme.CREAM, (rect.x + 10, rect.y + 8), "bold")
    shown = min(6, len(stack))
    for i in reversed(range(shown)):
        image = art.point_card(stack[i])
        spot = image.get_rect(center=(layout.STACK_SPOT[0] + i * 2, layout.STACK_SPOT[1] + i * 2))
        if i == shown - 1:
            surface.blit(card_art.lifted(image), (spot.x - 8, spot.y + 2))
        surface.blit(image, spot)
    counts = [(colour, sum(1 for c, _ in stack if c == colour)) for colour in PHASES]
    text = " · ".join(f"{say(f'quinto.ui.phase_{c}')} {n}" for c, n in counts if n)
    draw.text(surface, draw.fold(text, 12, rect.width - 12, 1)[0], 12, theme.CREAM, (rect.centerx, rect.bottom - 4),
              "ui", "midbottom")
    if view.rules == ASS and view.offered is not None:
        image = art.point_card(view.offered)
        spot = image.get_rect(center=layout.OFFERED_SPOT)
        card_art.lay(surface, image, spot)
        draw.text(surface, say("quinto.ui.face_up"), 12, theme.GOLD, (spot.centerx, spot.bottom + 4), "bold",
                  "midtop")


def draw_pile(surface, seen: Seen[QuintoParts]) -> None:
    """The draw pile and the cards of completed rows, out of play, with their counts."""
    rect, view = layout.PILE_RECT, seen.view
    draw.translucent_panel(surface, rect, alpha=80)
    for spot, count, label in ((layout.PILE_SPOT, len(view.draw_pile), "quinto.ui.draw"),
                               (layout.OUT_SPOT, len(view.discard), "quinto.ui.out")):
        if count:
            image = face(seen.parts.labels, HIDDEN if spot == layout.PILE_SPOT else view.discard[-1], layout.SMALL)
            card_art.lay(surface, image, image.get_rect(center=spot))
        if draw.text_size(seen.say(label), 13, "bold")[0] <= abs(layout.OUT_SPOT[0] - layout.PILE_SPOT[0]) - 6:
            draw.text(surface, seen.say(label), 13, theme.CREAM, (spot[0], rect.y + 8), "bold", "midtop")
        draw.text(surface, str(count), 16, theme.GOLD, (spot[0], rect.bottom - 26), "bold", "midtop")


def draw_match(surface, seen: Seen[QuintoParts]) -> None:
    """The rule set, the variant and the match's standing after the last round scored."""
    say, view = seen.say, seen.view
    rect = layout.MATCH_RECT
    draw.translucent_panel(surface, rect, alpha=80)
    variant = view.variant
    lines = [say(f"quinto.ui.rules_{view.rules}"), say(f"quinto.ui.variant_{variant}", n=view.rounds)]
    if variant in ("cumulative", "double_or_triple"):
        lines.append(say("quinto.ui.round_n", n=view.round + 1))
    scored = seen.parts.last_scored
    standing = scored["standing"] if scored else {}
    if "match_wins" in standing:
        teams = sides(view.players, variant)
        lines.append(say("quinto.ui.wins", a=standing["match_wins"][teams[0][0]],
                         b=standing["match_wins"][teams[1][0]]))
    elif "totals" in standing:
        lines.append(say("quinto.ui.totals", scores=" · ".join(map(figure, standing["totals"]))))
    # A small window draws the lines larger than their scale: those that no longer fit are left out, the reminder
    # about open rows first.
    y, bottom = rect.y + 10, rect.bottom - 4
    for i, line in enumerate(lines):
        for part in draw.wrap(line, 14, rect.width - 20):
            if y + draw.line_step(14) * 7 / 8 > bottom:
                return
            draw.text(surface, part, 14, theme.GOLD if i == 0 else theme.CREAM, (rect.x + 10, y),
                      "bold" if i == 0 else "ui")
            y += draw.step(14, 18)
    reminder = draw.wrap(say("quinto.ui.open_rows"), 13, rect.width - 20)
    if any(points < 0 for points in open_rows(view)) and y + 2 + len(reminder) * draw.step(13, 16) <= bottom:
        for part in reminder:
            draw.text(surface, part, 13, theme.LABEL_SOFT, (rect.x + 10, y + 2), "ui")
            y += draw.step(13, 16)


def shown_rows(seen: Seen[QuintoParts]) -> list:
    """The open rows as drawn, (place, row or None, owner): a just-completed row keeps its place, empty, while
    its cards rest there."""
    places, vanished = seen.parts.row_places, seen.parts.vanished
    rows = [(places[row.id], row, row.owner) for row in seen.view.rows]
    if vanished and vanished[0] not in places.values():
        place, owner = vanished
        rows.append((place, None, owner))
    return rows


def draw_rows(surface, seen: Seen[QuintoParts]) -> None:
    """The open rows, each in its place, two to a line, scrolled when there are more than fit."""
    scroll = seen.parts.scroll
    cells = [(layout.cell_rect(place, scroll), row, owner) for place, row, owner in shown_rows(seen)]
    for cell, row, owner in cells:
        if cell is not None:
            draw_row(surface, seen, row, owner, cell)
    lines = layout.lines(layout.span_of(seen.parts.row_places))
    if lines > layout.VISIBLE_LINES:
        shown = sum(1 for cell, row, _ in cells if cell is not None and row is not None)
        text = seen.say("quinto.ui.more_rows", shown=shown, n=len(seen.view.rows))
        arrows = ("↑ " if scroll else "") + text + (" ↓" if scroll + layout.VISIBLE_LINES < lines else "")
        draw.text(surface, arrows, 14, theme.GOLD, (layout.ROW_AREA.right, layout.ROW_AREA.bottom + 2), "bold",
                  "topright")


def draw_row(surface, seen: Seen[QuintoParts], row, owner, cell) -> None:
    """One row: owner and number, head point card with what it is worth now, cards, empty slots."""
    mine, lit = owner == seen.viewer, seen.parts.lit
    draw.translucent_panel(surface, cell, theme.WOOD_DARK if mine else theme.FELT_DARK, 150, 12)
    if row is None:
        return
    aimed = seen.parts.hand.key_target == row.id
    if row.id in lit or aimed:
        draw.glow(surface, cell, theme.GOLD, 12, 3 if aimed else 2)
    if seen.hint and seen.hint.target == row.id:
        seen.mark_hint(surface, cell)
    draw.text(surface, seen.say("quinto.ui.row_of", id=row.id, name=seen.name(owner)), 15,
              theme.GOLD if mine else theme.CREAM, layout.title_pos(cell), "bold")
    if row.id == seen.view.turn_row:
        draw.text(surface, seen.say("quinto.ui.this_turn"), 13, theme.GOLD, (cell.right - 10, cell.y + 6),
                  "bold", "topright")
    draw_head(surface, seen, row, cell)
    shown = len(row.cards) - seen.in_flight(f"row{row.id}")
    for i in range(QUINTO):
        slot = layout.slot_rect(cell, i)
        if i < shown:
            card_art.lay(surface, face(seen.parts.labels, row.cards[i], slot.size), slot, 1)
            continue
        edge = theme.GOLD if i == len(row.cards) and row.id in lit else theme.FELT_LIGHT
        draw.rounded(surface, slot, edge, card_art.CARD_RADIUS, 2 if edge == theme.GOLD else 1)
        if i == len(row.cards):
            draw.text(surface, str(i + 1), 14, edge, slot.center, "bold", "center")


def draw_new_slot(surface, seen: Seen[QuintoParts]) -> None:
    """The "new row" slot beside the hand, lit when the chosen card may open a row."""
    slot = layout.NEW_SLOT
    say = seen.say
    on = NEW in seen.parts.lit or seen.parts.hand.key_target == NEW
    draw.translucent_panel(surface, slot, theme.FELT_DARK, 140, card_art.CARD_RADIUS)
    draw.rounded(surface, slot, theme.GOLD if on else theme.LABEL_SOFT, card_art.CARD_RADIUS, 2)
    if on:
        draw.glow(surface, slot, theme.GOLD, card_art.CARD_RADIUS, 3)
    if seen.hint and seen.hint.target == NEW:
        seen.mark_hint(surface, slot)
    draw.text(surface, "+", 40, theme.GOLD if on else theme.CREAM, (slot.centerx, slot.y + 30), "bold", "center")
    for i, line in enumerate(draw.wrap(say("quinto.ui.new_row"), 15, slot.w - 10)):
        draw.text(surface, line, 15, theme.CREAM, (slot.centerx, slot.y + 54 + 18 * i), "bold", "midtop")
    if draw.text_size(say("quinto.ui.new_row_you"), 12)[0] <= slot.w - 6:  # a small window leaves it out
        draw.text(surface, say("quinto.ui.new_row_you"), 12, theme.LABEL_SOFT, (slot.centerx, slot.bottom - 8), "ui",
                  "midbottom")


def open_rows(view) -> tuple:
    """Per player, what his unfinished rows count in his score now (their head cards, from the engine's
    breakdown): while one makes a score negative, the match's box says why."""
    return tuple(sum(line[-1] for line in lines if line[0] == "row")
                 for lines in breakdown(view.rules, view.round_record()))


def draw_players(surface, seen: Seen[QuintoParts]) -> None:
    """Each player's panel: name, level or team, cards in hand, score now, won point cards."""
    say, view = seen.say, seen.view
    scores = view.round_scores()
    teams = sides(view.players, view.variant)
    for seat in range(view.players):
        panel = PlayerPanel(seen.parts.player_rects[seat])
        kind = seen.seats[seat]
        detail = seen.t("human") if kind == "human" else seen.t(f"ai_{kind}")
        if len(teams) == 2 and view.players == 4:
            detail += " · " + say("quinto.ui.team", team="AB"[0 if seat in teams[0] else 1])
        held = say("quinto.ui.shown") if view.shown[seat] else say("quinto.ui.cards", count=len(view.hands[seat]))
        shown = seat != seen.viewer and open_hands.shown(seen)
        detail = "" if shown else f"{detail} · {held}"
        panel.draw(surface, seen.name(seat), detail, seat == view.current_player)
        rect = panel.rect
        if shown:
            draw_open_hand(surface, seen, seat, rect)
        draw.text(surface, say("quinto.ui.score_now", score=figure(scores[seat])), 17, theme.GOLD,
                  (rect.right - 10, rect.y + 8), "bold", "topright")
        draw_won(surface, seen, seat, rect)


def draw_won(surface, seen: Seen[QuintoParts], seat, rect) -> None:
    """A player's won point cards as small whole chips (those still flying are not there yet), under the panel's
    lines or beside them; the most valuable first, and "+n" for those there is no room for (the score counts
    them all)."""
    won = seen.view.won[seat]
    won = sorted(won[: len(won) - seen.in_flight(f"won{seat}")], key=lambda point: -point[1])
    chips, more = layout.won_chips(rect, len(won), seen.parts.opened(seat))
    for point, chip in zip(won, chips):
        surface.blit(art.point_card(point, art.CHIP_SIZE), chip)
    if more is not None:
        draw.text(surface, f"+{len(won) - len(chips)}", 15, theme.GOLD, more, "bold", "center")


def draw_status(surface, seen: Seen) -> None:
    """Whose turn, and what the viewer may do now."""
    if seen.view.current_player is None:
        text = seen.t("game_over")
    elif seen.my_turn:
        text = seen.t("your_turn", hint=turn_hint(seen.say, seen.view))
    else:
        text = seen.thinking()
    status_line(surface, seen.notice_covers, text, 19, layout.STATUS_POS, "midtop")


def turn_hint(say, view) -> str:
    """What the viewer can do in this part of the turn (say: the catalogue's words)."""
    if view.gift:
        return say("quinto.ui.hint_give")
    if view.legal_moves() == [PASS]:
        return say("quinto.ui.hint_pass")
    if view.pending:
        return say(f"quinto.ui.hint_{view.pending}")
    if view.turn_row is not None:
        return say("quinto.ui.hint_continue", id=view.turn_row)
    return say("quinto.ui.hint_opening" if view.opening else "quinto.ui.hint_text")
