"""What an online table adds to the picture: who is connected, away or thinking (under the standings), and a
plain bar when the connection is lost."""
from __future__ import annotations

import pygame

from ..kit import draw, theme
from .layout import BOTTOM_RIGHT, STANDINGS_RECT

ROW = 22
HEAD = 30
LOST_BAR = pygame.Rect(300, 8, 680, 56)
RETRY_RECT = (850, 16, 120, 40)
CONNECTED, GONE = (110, 200, 120), (150, 150, 150)


def presence_rect(players) -> pygame.Rect:
    """Where the presence panel goes: low in the right column, just above the Results button's place (Undo, Redo
    and Hint offline)."""
    x, _, width, _ = STANDINGS_RECT
    height = HEAD + ROW * players
    return pygame.Rect(x, BOTTOM_RIGHT[1] - 6 - height, width, height)


def presence_rows(table) -> list:
    """(name, state key, lit) per seat: state key online.presence.<here|gone|away|thinking|ai>."""
    session = table.session.link.session
    rows = []
    for seat in range(table.match.players):
        if seat == session.seat:
            state = "here" if session.online else "gone"
        elif session.thinking == seat:
            state = "thinking"
        elif not table.match.is_person(seat):
            state = "ai"
        elif seat < len(session.away) and session.away[seat]:
            state = "away"
        elif seat < len(session.connected) and session.connected[seat]:
            state = "here"
        else:
            state = "gone"
        rows.append((table.name(seat), state, state in ("here", "thinking", "ai")))
    return rows


def draw_presence(surface, table) -> None:
    """The presence panel: a dot (green when there) and a word per seat."""
    rows = presence_rows(table)
    rect = presence_rect(len(rows))
    draw.translucent_panel(surface, rect, alpha=80)
    draw.text(surface, table.t("online.presence.title"), 16, theme.GOLD, (rect.x + 12, rect.y + 7), "bold")
    for i, (name, state, lit) in enumerate(rows):
        y = rect.y + HEAD + ROW * i + ROW // 2
        draw.circle(surface, CONNECTED if lit else GONE, (rect.x + 18, y), 5)
        draw.text(surface, name, 15, theme.CREAM, (rect.x + 30, y), "ui", "midleft")
        draw.text(surface, table.t(f"online.presence.{state}"), 14, theme.MUTED, (rect.right - 12, y), "ui",
                  "midright")


def draw_lost(surface, table) -> None:
    """The bar saying the connection is lost and being tried again (its Retry button is the table's)."""
    draw.shadowed_panel(surface, LOST_BAR, theme.PAPER, 12, theme.ALERT, 3)
    left = (LOST_BAR.x + 18, LOST_BAR.centery)
    draw.text(surface, table.t("online.lost"), 18, theme.ALERT, left, "bold", "midleft")
