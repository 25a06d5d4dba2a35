"""Drawing Sackson's Quinto table: the phase, the point stack, the draw pile, the match, the open rows,
the new-row slot, the hand, the players and the status line."""
from __future__ import annotations

from game.cards import HIDDEN
from game.quinto.components import ASS, QUINTO
from game.quinto.deck import BASE
from game.quinto.moves import NEW, PASS
from game.quinto.rules import PHASES
from game.quinto.scoring import breakdown, row_value, sides
from parlour.words import figure

from ..kit import card_art, draw, theme
from ..table import PlayerPanel, open_hands
from ..table.notices import status_line
from . import art, layout
from .gift import draw_redeal_banner
from .open_hand import draw_open_hand
from .results import signed

PHASE_PIP_GAP = 52


def face(table, card, size=layout.TABLE):
    """A card's face at size (the shared back for a hidden card)."""
    if card == HIDDEN:
        return card_art.back(size)
    return art.face(card, size, table.labels())


def draw_table(surface, table, seen) -> None:
    """The whole table from the viewer's view (seen: a scenes.table.seen.Seen), the shared chrome on top, a dragged
    card last."""
    view = seen.view
    surface.blit(draw.felt(surface.get_size()), (0, 0))
    lit = table.controller.lit()
    draw_phase(surface, table, view)
    draw_stack(surface, table, view)
    draw_pile(surface, table, view)
    draw_match(surface, table, view)
    draw_rows(surface, table, view, lit)
    draw_new_slot(surface, table, lit)
    hint = seen.hint
    hinted = BASE[hint.card] if hint is not None and hint.target is not None else None
    table.controller.hand.draw(surface, lambda card: face(table, card, layout.HAND), hinted, table.mark_hint)
    draw_players(surface, table, view)
    draw_status(surface, table, view)
    draw_redeal_banner(table, surface, view)
    table.gift.draw(surface)
    table.picture.chrome(surface)
    table.face_prompt.draw(surface)
    table.controller.hand.draw_drag(surface, lambda card: face(table, card, layout.HAND))


def draw_phase(surface, table, view) -> None:
    """The phase: three pips named red, yellow and blue, the current one lit, and what it means."""
    say = table.words.say
    rect = layout.PHASE_RECT
    draw.translucent_panel(surface, rect, alpha=100)
    phase = view.phase
    draw.text(surface, f"{say('quinto.ui.phase')} · {say(f'quinto.ui.phase_{phase}')}", 17, theme.GOLD,
              (rect.x + 12, rect.y + 8), "bold")
    for i, name in enumerate(PHASES):
        centre = (rect.x + 30 + PHASE_PIP_GAP * i, rect.y + 50)
        if name == phase:
            draw.circle(surface, theme.CREAM, centre, 15)
        draw.circle(surface, art.POINT_BACKS[name], centre, 12)
        draw.text(surface, say(f"quinto.ui.phase_{name}"), 12, theme.CREAM if name == phase else theme.LABEL_SOFT,
                  (centre[0], centre[1] + 17), "bold" if name == phase else "ui", "midtop")
    for i, line in enumerate(draw.wrap(say(f"quinto.ui.phase_help_{phase}"), 13, rect.width - 20)[:4]):
        draw.text(surface, line, 13, theme.CREAM, (rect.x + 10, rect.y + 88 + 16 * i))


def draw_stack(surface, table, view) -> None:
    """The point stack, face down, its count per colour; in the German rules the face-up card."""
    say = table.words.say
    rect = layout.STACK_RECT
    draw.translucent_panel(surface, rect, alpha=80)
    stack = view.point_stack
    draw.text(surface, say("quinto.ui.points_left", n=len(stack)), 15, theme.CREAM, (rect.x + 10, rect.y + 8),
              "bold")
    shown = min(6, len(stack))
    for i in reversed(range(shown)):
        image = art.point_card(stack[i])
        spot = image.get_rect(center=(layout.STACK_SPOT[0] + i * 2, layout.STACK_SPOT[1] + i * 2))
        if i == shown - 1:
            surface.blit(card_art.lifted(image), (spot.x - 8, spot.y + 2))
        surface.blit(image, spot)
    counts = [(colour, sum(1 for c, _ in stack if c == colour)) for colour in PHASES]
    text = " · ".join(f"{say(f'quinto.ui.phase_{c}')} {n}" for c, n in counts if n)
    draw.text(surface, text, 12, theme.CREAM, (rect.centerx, rect.bottom - 22), "ui", "midtop")
    if view.rules == ASS and view.offered is not None:
        image = art.point_card(view.offered)
        spot = image.get_rect(center=layout.OFFERED_SPOT)
        card_art.lay(surface, image, spot)
        draw.text(surface, say("quinto.ui.face_up"), 12, theme.GOLD, (spot.centerx, spot.bottom + 4), "bold",
                  "midtop")


def draw_pile(surface, table, view) -> None:
    """The draw pile and the cards of completed rows, out of play, with their counts."""
    rect = layout.PILE_RECT
    draw.translucent_panel(surface, rect, alpha=80)
    for spot, count, label in ((layout.PILE_SPOT, len(view.draw_pile), "quinto.ui.draw"),
                               (layout.OUT_SPOT, len(view.discard), "quinto.ui.out")):
        if count:
            image = card_art.back(layout.SMALL) if spot == layout.PILE_SPOT else face(table, view.discard[-1],
                                                                                      layout.SMALL)
            card_art.lay(surface, image, image.get_rect(center=spot))
        draw.text(surface, table.words.say(label), 13, theme.CREAM, (spot[0], rect.y + 8), "bold", "midtop")
        draw.text(surface, str(count), 16, theme.GOLD, (spot[0], rect.bottom - 26), "bold", "midtop")


def draw_match(surface, table, view) -> None:
    """The rule set, the variant and the match's standing after the last round scored."""
    say = table.words.say
    rect = layout.MATCH_RECT
    draw.translucent_panel(surface, rect, alpha=80)
    variant = view.variant
    lines = [say(f"quinto.ui.rules_{view.rules}"), say(f"quinto.ui.variant_{variant}", n=view.rounds)]
    if variant in ("cumulative", "double_or_triple"):
        lines.append(say("quinto.ui.round_n", n=view.round + 1))
    scored = table.last_scored()
    standing = scored["standing"] if scored else {}
    if "match_wins" in standing:
        teams = sides(view.players, variant)
        lines.append(say("quinto.ui.wins", a=standing["match_wins"][teams[0][0]],
                         b=standing["match_wins"][teams[1][0]]))
    elif "totals" in standing:
        lines.append(say("quinto.ui.totals", scores=" · ".join(map(figure, standing["totals"]))))
    y = rect.y + 10
    for i, line in enumerate(lines):
        for part in draw.wrap(line, 14, rect.width - 20):
            draw.text(surface, part, 14, theme.GOLD if i == 0 else theme.CREAM, (rect.x + 10, y),
                      "bold" if i == 0 else "ui")
            y += 18
    if any(points < 0 for points in open_rows(view)):
        for part in draw.wrap(say("quinto.ui.open_rows"), 13, rect.width - 20):
            draw.text(surface, part, 13, theme.LABEL_SOFT, (rect.x + 10, y + 2), "ui")
            y += 16


def shown_rows(table, view) -> list:
    """The open rows as drawn, (place, row or None, owner): a just-completed row keeps its place, empty, while
    its cards rest there."""
    places = table.row_places()
    rows = [(places[row.id], row, row.owner) for row in view.rows]
    if table.vanished and table.flights.count("quinto") and table.vanished[0] not in places.values():
        place, owner = table.vanished
        rows.append((place, None, owner))
    return rows


def draw_rows(surface, table, view, lit) -> None:
    """The open rows, each in its place, two to a line, scrolled when there are more than fit."""
    scroll = table.controller.scroll
    rows = shown_rows(table, view)
    cells = [(layout.cell_rect(place, scroll), row, owner) for place, row, owner in rows]
    for cell, row, owner in cells:
        if cell is not None:
            draw_row(surface, table, view, row, owner, cell, lit)
    lines = layout.lines(layout.span_of(table.row_places()))
    if lines > layout.VISIBLE_LINES:
        seen = sum(1 for cell, row, _ in cells if cell is not None and row is not None)
        text = table.words.say("quinto.ui.more_rows", shown=seen, n=len(view.rows))
        arrows = ("↑ " if scroll else "") + text + (" ↓" if scroll + layout.VISIBLE_LINES < lines else "")
        draw.text(surface, arrows, 14, theme.GOLD, (layout.ROW_AREA.right, layout.ROW_AREA.bottom + 2), "bold",
                  "topright")


def draw_row(surface, table, view, row, owner, cell, lit) -> None:
    """One row: owner and number, head point card with what it is worth now, cards, empty slots."""
    mine = owner == table.viewer
    draw.translucent_panel(surface, cell, theme.WOOD_DARK if mine else theme.FELT_DARK, 150, 12)
    if row is None:
        return
    aimed = table.controller.hand.key_target == row.id
    if row.id in lit or aimed:
        draw.glow(surface, cell, theme.GOLD, 12, 3 if aimed else 2)
    if table.hint_move and table.hint_move.target == row.id:
        table.mark_hint(surface, cell)
    draw.text(surface, table.words.say("quinto.ui.row_of", id=row.id, name=table.wording.name(owner)), 15,
              theme.GOLD if mine else theme.CREAM, layout.title_pos(cell), "bold")
    if row.id == view.turn_row:
        draw.text(surface, table.words.say("quinto.ui.this_turn"), 13, theme.GOLD, (cell.right - 10, cell.y + 6),
                  "bold", "topright")
    draw_head(surface, table, view, row, cell)
    shown = len(row.cards) - table.flights.count(f"row{row.id}")
    for i in range(QUINTO):
        slot = layout.slot_rect(cell, i)
        if i < shown:
            card_art.lay(surface, face(table, row.cards[i], slot.size), slot, 1)
            continue
        edge = theme.GOLD if i == len(row.cards) and row.id in lit else theme.FELT_LIGHT
        draw.rounded(surface, slot, edge, card_art.CARD_RADIUS, 2 if edge == theme.GOLD else 1)
        if i == len(row.cards):
            draw.text(surface, str(i + 1), 14, edge, slot.center, "bold", "center")


def draw_head(surface, table, view, row, cell) -> None:
    """A row's head point card, and what it would add at the end as the row stands."""
    if row.head is None or table.flights.count(f"head{row.id}"):
        return
    rect = layout.head_rect(cell)
    card_art.lay(surface, art.point_card(row.head), rect, 1)
    value = row_value(view.rules, len(row.cards), row.head)
    draw.text(surface, signed(value), 13, theme.GOOD if value > 0 else theme.ALERT, (rect.centerx, rect.bottom + 2),
              "bold", "midtop")


def draw_new_slot(surface, table, lit) -> None:
    """The "new row" slot beside the hand, lit when the chosen card may open a row."""
    slot = layout.NEW_SLOT
    say = table.words.say
    on = NEW in lit or table.controller.hand.key_target == NEW
    draw.translucent_panel(surface, slot, theme.FELT_DARK, 140, card_art.CARD_RADIUS)
    draw.rounded(surface, slot, theme.GOLD if on else theme.LABEL_SOFT, card_art.CARD_RADIUS, 2)
    if on:
        draw.glow(surface, slot, theme.GOLD, card_art.CARD_RADIUS, 3)
    if table.hint_move and table.hint_move.target == NEW:
        table.mark_hint(surface, slot)
    draw.text(surface, "+", 40, theme.GOLD if on else theme.CREAM, (slot.centerx, slot.y + 30), "bold", "center")
    for i, line in enumerate(draw.wrap(say("quinto.ui.new_row"), 15, slot.w - 10)):
        draw.text(surface, line, 15, theme.CREAM, (slot.centerx, slot.y + 54 + 18 * i), "bold", "midtop")
    draw.text(surface, say("quinto.ui.new_row_you"), 12, theme.LABEL_SOFT, (slot.centerx, slot.bottom - 8), "ui",
              "midbottom")


def open_rows(view) -> tuple:
    """Per player, what his unfinished rows count in his score now (their head cards, from the engine's
    breakdown): while one makes a score negative, the match's box says why."""
    return tuple(sum(line[-1] for line in lines if line[0] == "row")
                 for lines in breakdown(view.rules, view.round_record()))


def draw_players(surface, table, view) -> None:
    """Each player's panel: name, level or team, cards in hand, score now, won point cards."""
    say = table.words.say
    scores = view.round_scores()
    teams = sides(view.players, view.variant)
    for seat in range(view.players):
        panel = PlayerPanel(table.player_rect(seat))
        kind = table.match.seats[seat]
        detail = table.t("human") if kind == "human" else table.t(f"ai_{kind}")
        if len(teams) == 2 and view.players == 4:
            detail += " · " + say("quinto.ui.team", team="AB"[0 if seat in teams[0] else 1])
        held = say("quinto.ui.shown") if view.shown[seat] else say("quinto.ui.cards", count=len(view.hands[seat]))
        shown = seat != table.viewer and open_hands.shown(table)
        detail = "" if shown else f"{detail} · {held}"
        panel.draw(surface, table.wording.name(seat), detail, seat == view.current_player)
        rect = panel.rect
        if shown:
            draw_open_hand(surface, table, view, seat, rect)
        draw.text(surface, say("quinto.ui.score_now", score=figure(scores[seat])), 17, theme.GOLD,
                  (rect.right - 10, rect.y + 8), "bold", "topright")
        draw_won(surface, table, view, seat, rect)


def draw_won(surface, table, view, seat, rect) -> None:
    """A player's won point cards as small whole chips (those still flying are not there yet), under the panel's
    lines or beside them; the most valuable first, and "+n" for those there is no room for (the score counts
    them all)."""
    won = view.won[seat]
    won = sorted(won[: len(won) - table.flights.count(f"won{seat}")], key=lambda point: -point[1])
    chips, more = layout.won_chips(rect, len(won), seat in table.open_cards)
    for point, chip in zip(won, chips):
        surface.blit(art.point_card(point, art.CHIP_SIZE), chip)
    if more is not None:
        draw.text(surface, f"+{len(won) - len(chips)}", 15, theme.GOLD, more, "bold", "center")


def draw_status(surface, table, view) -> None:
    """Whose turn, and what the viewer may do now."""
    if view.current_player is None:
        text = table.t("game_over")
    elif table.my_turn():
        text = table.t("your_turn", hint=turn_hint(table, view))
    else:
        text = table.wording.thinking_text()
    status_line(surface, table.notice, text, 19, layout.STATUS_POS, "midtop")


def turn_hint(table, view) -> str:
    """What the viewer can do in this part of the turn."""
    say = table.words.say
    if view.gift:
        return say("quinto.ui.hint_give")
    if view.legal_moves() == [PASS]:
        return say("quinto.ui.hint_pass")
    if view.pending:
        return say(f"quinto.ui.hint_{view.pending}")
    if view.turn_row is not None:
        return say("quinto.ui.hint_continue", id=view.turn_row)
    return say("quinto.ui.hint_opening" if view.opening else "quinto.ui.hint_text")
