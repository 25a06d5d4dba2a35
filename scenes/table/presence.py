"""What an online table adds to the picture: who is connected, away or thinking (at the top of the right column,
the game log under it), and a plain bar when the connection is lost."""
from __future__ import annotations

import math

import pygame

from ..kit import draw, theme
from ..kit.widgets import fitted
from .layout import LOG_RECT

ROW = 20
HEAD = 28
GAP = 8
LOST_BAR = pygame.Rect(300, 8, 680, 56)
RETRY_RECT = (850, 16, 120, 40)
AGAIN_RECT = (790, 16, 180, 40)
CONNECTED, GONE = (110, 200, 120), (150, 150, 150)


def presence_rect(players) -> pygame.Rect:
    """Where the presence panel goes: at the top of the game log's place, which every table keeps free of its own
    standings and plates, however many seats there are."""
    x, y, width, _ = LOG_RECT
    return pygame.Rect(x, y, width, HEAD + ROW * players)


def log_rect_under_presence(players) -> pygame.Rect:
    """The game log's place on an online table: what the presence panel leaves of it."""
    x, y, width, height = LOG_RECT
    taken = presence_rect(players).height + GAP
    return pygame.Rect(x, y + taken, width, height - taken)


def presence_rows(table) -> list:
    """(name, state key, lit) per seat: state key online.presence.<here|gone|away|thinking|ai|ready> (ready: asked
    for another game once this one ended)."""
    session = table.session.link.session
    accepted = session.accepted()
    rows = []
    for seat in range(table.match.players):
        if seat < len(accepted) and accepted[seat] and table.match.is_person(seat):
            state = "ready"
        elif seat == session.seat:
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
        rows.append((table.wording.name(seat), state, state in ("here", "thinking", "ai", "ready")))
    return rows


def countdown(seconds) -> str:
    """Seconds left as m:ss, rounded up (0:42)."""
    whole = math.ceil(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


def state_words(table, seat, state) -> str:
    """What the panel says of seat: its state, or for a person away the time before the AI takes their seat."""
    left = table.session.link.session.away_left(seat)
    if state == "gone" and left is not None:
        return table.t("online.presence.countdown", time=countdown(left))
    return table.t(f"online.presence.{state}")


def draw_presence(surface, table) -> None:
    """The presence panel: a dot (green when there) and a word per seat."""
    rows = presence_rows(table)
    rect = presence_rect(len(rows))
    draw.translucent_panel(surface, rect, alpha=80)
    draw.text(surface, table.t("online.presence.title"), 16, theme.GOLD, (rect.x + 12, rect.y + 7), "bold")
    for seat, (name, state, lit) in enumerate(rows):
        y = rect.y + HEAD + ROW * seat + ROW // 2
        draw.circle(surface, CONNECTED if lit else GONE, (rect.x + 18, y), 5)
        draw.text(surface, name, 15, theme.CREAM, (rect.x + 30, y), "ui", "midleft")
        room = rect.width - 54 - draw.text_size(name, 15, "ui")[0]
        words, size = fitted(state_words(table, seat, state), 14, room, "ui")
        draw.text(surface, words, size, theme.GOLD if state == "ready" else theme.MUTED, (rect.right - 12, y), "ui",
                  "midright")


def draw_lost(surface, table) -> None:
    """The bar saying the connection is lost and being tried again (its Retry button is the table's)."""
    draw.shadowed_panel(surface, LOST_BAR, theme.PAPER, 12, theme.ALERT, 3)
    left = (LOST_BAR.x + 18, LOST_BAR.centery)
    draw.text(surface, table.t("online.lost"), 18, theme.ALERT, left, "bold", "midleft")


def again_words(table) -> str | None:
    """After the end, once someone asked for another game: whom the room waits for (this seat asked), or who is
    ready (it has not); None otherwise."""
    session = table.session.link.session
    accepted = session.accepted()
    if session.over is None or not any(accepted):
        return None
    people = [seat for seat in range(table.match.players) if table.match.is_person(seat)]
    if not accepted[session.seat]:
        ready = [table.wording.name(seat) for seat in people if accepted[seat]]
        return table.t("online.again.asked", names=", ".join(ready))
    waiting = [table.wording.name(seat) for seat in people if not accepted[seat] and session.connected[seat]]
    return table.t("online.again.waiting", names=", ".join(waiting))


def draw_again(surface, table) -> None:
    """The bar saying who asked the room for another game (its Play again button is the table's)."""
    draw.shadowed_panel(surface, LOST_BAR, theme.PAPER, 12, theme.GOLD, 3)
    left = (LOST_BAR.x + 18, LOST_BAR.centery)
    draw.text(surface, again_words(table), 18, theme.INK, left, "bold", "midleft")
