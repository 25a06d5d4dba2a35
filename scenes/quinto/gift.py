"""Two moments of Quinto's table: the giver's choice of the point card he gives (R-Q13), and the
opening redeal that the table does by itself and shows to everyone (R-Q10)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.quinto.gifts import give_text, point_of
from game.quinto.moves import Move

from ..kit import card_art, draw, theme
from ..kit.widgets import Button
from ..table.reach import Reach
from . import art as quinto_art

PANEL = pygame.Rect(0, 0, 600, 262)
PANEL_CENTRE = (583, 236)
CARD_BUTTON = (104, 150)
CARD_GAP = 16
BIG_POINT = (62, 88)
REDEAL_BANNER = pygame.Rect(0, 0, 740, 64)
REDEAL_BOTTOM = 486
KEY_STEPS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -1, pygame.K_DOWN: 1}


class PointButton(Button):
    """One point card the giver may give: its face, large, and its value in words."""

    def __init__(self, rect, point, label, action):
        super().__init__(rect, label, action, "plain", size=16)
        self.point = point

    def draw(self, surface, hovered=False, focused=False) -> None:
        """The card on a paper tile, lifted when hovered, ringed when focused."""
        fill = theme.CREAM if hovered else theme.PAPER
        draw.shadowed_panel(surface, self.rect, fill, radius=12, border=theme.GOLD if focused else theme.GOLD_DARK,
                            lift=5 if hovered else 3)
        image = quinto_art.point_card(self.point, BIG_POINT)
        card_art.lay(surface, image, image.get_rect(midtop=(self.rect.centerx, self.rect.y + 12)))
        draw.text(surface, self.text(), 16, theme.INK, (self.rect.centerx, self.rect.bottom - 12), "bold",
                  "midbottom")
        if focused:
            draw.glow(surface, self.rect, theme.GOLD, radius=12, width=3)


class GiftPrompt:
    """While the viewer owes a point card, his eligible cards as buttons (click, tap, Tab or arrows
    and Enter, or the keys 1–9) over the rows, with who completed the row and why he chooses. Built with the
    table's reach, how many moves the match has (a new one may owe a new card), a point card's name in words, the
    move a hint advises and the hint's mark."""

    def __init__(self, reach: Reach, moves_made: Callable[[], int], point_name: Callable[[int], str],
                 hint_move: Callable[[], Any], mark_hint: Callable[..., None]):
        self.reach = reach
        self.moves_made = moves_made
        self.point_name = point_name
        self.hint_move = hint_move
        self.mark_hint = mark_hint
        self.buttons = []
        self.shown_for = None

    def owed(self):
        """The view while the viewer is the giver who must choose now, else None."""
        view = self.reach.view()
        return view if view.gift and self.reach.my_turn() else None

    def sync(self) -> None:
        """Put the card buttons up when the viewer starts to owe a card, and away when he no longer does."""
        reach = self.reach
        view = self.owed()
        wanted = (self.moves_made(), reach.viewer()) if view else None
        if wanted == self.shown_for:
            return
        reach.take_away(self.buttons)
        self.buttons, self.shown_for = [], wanted
        if view is None:
            return
        points = view.gift_choices()
        panel = self.panel()
        width = len(points) * CARD_BUTTON[0] + (len(points) - 1) * CARD_GAP
        x = panel.centerx - width // 2
        for i, point in enumerate(points):
            rect = (x + i * (CARD_BUTTON[0] + CARD_GAP), panel.bottom - CARD_BUTTON[1] - 16, *CARD_BUTTON)
            self.buttons.append(PointButton(rect, point, lambda p=point: self.point_name(p),
                                            lambda p=point: self.give(p)))
        reach.put_up(self.buttons, self.buttons[0])

    def give(self, point) -> None:
        """Give point to the completer."""
        self.reach.try_move(Move(give_text(point)))

    def on_event(self, event) -> bool:
        """Arrows move between the cards and digits give one; True when the event was the prompt's."""
        if not self.buttons or event.type != pygame.KEYDOWN:
            return False
        if event.key in KEY_STEPS:
            focused = self.reach.focused()
            at = self.buttons.index(focused) if focused in self.buttons else 0
            self.reach.focus_on(self.buttons[(at + KEY_STEPS[event.key]) % len(self.buttons)])
            return True
        number = event.key - pygame.K_1
        if 0 <= number < len(self.buttons):
            self.buttons[number].action()
            return True
        return False

    def panel(self) -> pygame.Rect:
        """Where the question shows: over the rows."""
        panel = PANEL.copy()
        panel.center = PANEL_CENTRE
        return panel

    def draw(self, surface) -> None:
        """The question: who completed your row, and what is at stake; the cards are the buttons."""
        view = self.owed()
        if view is None or not self.buttons:
            return
        reach = self.reach
        panel = self.panel()
        draw.shadowed_panel(surface, panel, theme.PAPER, 16, theme.GOLD)
        title = reach.t("quinto.ui.give_title", name=reach.name(view.gift[0]))
        draw.text(surface, title, 20, theme.INK, (panel.centerx, panel.y + 14), "bold", "midtop")
        rule = reach.t(f"quinto.ui.give_why_{view.gift[1]}")
        for i, line in enumerate(draw.wrap(rule, 14, panel.width - 40)[:2]):
            draw.text(surface, line, 14, theme.INK_SOFT, (panel.centerx, panel.y + 44 + 18 * i), "ui", "midtop")
        hinted = self.hint_move()
        for button in self.buttons:
            if hinted is not None and point_of(hinted.card) == button.point:
                self.mark_hint(surface, button.rect)


def redealt_now(view):
    """The player whose opening turn began with a redeal and who has not played yet, or None."""
    seat = view.current_player
    if seat is None or not view.opening or view.turn_cards or not view.redeals[seat]:
        return None
    return seat


def redeal_rect() -> pygame.Rect:
    """Where the redeal banner lies."""
    rect = REDEAL_BANNER.copy()
    rect.midbottom = (PANEL_CENTRE[0], REDEAL_BOTTOM)
    return rect


def redeal_shown(view, band_up) -> bool:
    """Whether the redeal banner is up: a redeal to tell, and no band saying why a turn ended (band_up: it goes
    first)."""
    return redealt_now(view) is not None and not band_up


def draw_redeal_banner(surface, seen) -> None:
    """Everyone sees that the player to move had his five cards shuffled back and drew five new ones (seen: a
    scenes.table.seen.Seen of Quinto's parts)."""
    if not seen.parts.redeal_shown:
        return
    seat = redealt_now(seen.view)
    rect = redeal_rect()
    draw.shadowed_panel(surface, rect, theme.PAPER, 14, theme.GOLD)
    text = seen.t("quinto.ui.redealt", you=seen.is_you(seat), name=seen.name(seat))
    lines = draw.wrap(text, 16, rect.width - 36)[:2]
    top = rect.centery - 10 * len(lines)
    for i, line in enumerate(lines):
        draw.text(surface, line, 16, theme.INK, (rect.centerx, top + 20 * i), "bold", "midtop")
