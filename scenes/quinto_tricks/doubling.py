"""The doubling round on Quinto's table (R-L4): what each player said, and once someone doubles the
prompt to the opponent who answers ("Dorian doubled — redouble?") with Redouble and Pass buttons
(mouse, touch, or the R and P keys)."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.quinto_tricks.moves import BIDS, DOUBLE
from game.quinto_tricks.rules import doubling_round

from ..kit import draw, theme
from ..kit.widgets import Button
from ..table.reach import Reach
from .words import say

PANEL = pygame.Rect(280, 176, 420, 298)
BUTTON_Y, BUTTON_W, BUTTON_H, BUTTON_GAP = 410, 116, 50, 10


class DoublingControls:
    """The doubling panel and the bid buttons of the Victorian table, built with its reach and the table's bid
    (which says why a bid is refused)."""

    def __init__(self, reach: Reach, bid: Callable[[str], None]):
        self.reach = reach
        self.buttons = [
            Button((0, BUTTON_Y, BUTTON_W, BUTTON_H), lambda b=bid_: say(reach, f"ui.bid_{b}"),
                   lambda b=bid_: bid(b), "plain", size=19,
                   enabled=lambda b=bid_: reach.my_turn() and b in reach.view().legal_moves())
            for bid_ in BIDS
        ]

    def shown(self, view) -> list:
        """The bid buttons on show, laid out in a centred row: all three in the first round, only
        Pass and Redouble while a double waits for its answer."""
        answering = doubling_round(view)["doubler"] is not None
        shown = [b for bid, b in zip(BIDS, self.buttons) if not (answering and bid == DOUBLE)]
        left = PANEL.centerx - (len(shown) * (BUTTON_W + BUTTON_GAP) - BUTTON_GAP) // 2
        for i, button in enumerate(shown):
            button.rect.x = left + i * (BUTTON_W + BUTTON_GAP)
        return shown

    def asked(self, round_) -> bool:
        """Whether the viewer is the human who must answer the double now."""
        viewer = self.reach.viewer()
        return round_["to_speak"] == viewer and self.reach.is_human(viewer)

    def hint_key(self, view) -> str:
        """The status line's hint for the viewer's turn in the doubling round."""
        return "ui.hint_bid" if doubling_round(view)["doubler"] is None else "ui.hint_answer"

    def headline(self, round_) -> tuple:
        """The panel's title and the line under it."""
        words, name = self.reach, self.reach.name
        doubled_by = round_["doubler"]
        if doubled_by is None:
            worth = say(words, "ui.multiplier", m=round_["multiplier"], points=round_["trick_points"])
            return say(words, "ui.doubling"), worth
        if self.asked(round_):
            offer = say(words, "ui.answer_offer", points=round_["redoubled_points"])
            return say(words, "ui.doubled_ask", name=name(doubled_by)), offer
        you = self.reach.is_you(doubled_by)
        waiting = say(words, "ui.answer_wait", name=name(round_["to_speak"]))
        return say(words, "ui.doubled_by", you=you, name=name(doubled_by)), waiting

    def draw(self, surface, view) -> None:
        """The panel: the headline, then each player's first word and, after a double, each
        opponent's answer (the one to speak in red); a line on how the round ends."""
        words = self.reach
        round_ = doubling_round(view)
        draw.shadowed_panel(surface, PANEL, theme.PAPER, 16, theme.GOLD)
        title, line = self.headline(round_)
        size = 28
        while size > 18 and draw.text_size(title, size, "title")[0] > PANEL.width - 32:
            size -= 1
        draw.text(surface, title, size, theme.INK, (PANEL.centerx, PANEL.y + 10), "title", "midtop")
        draw.text(surface, line, 16, theme.GOLD_DARK, (PANEL.centerx, PANEL.y + 52), "bold", "midtop")
        first, answers = dict(round_["first"]), dict(round_["answers"])
        answering = round_["doubler"] is not None
        for i, player in enumerate(round_["order"]):
            y = PANEL.y + 84 + 26 * i
            speaking = player == round_["to_speak"]
            colour = theme.ALERT if speaking else theme.INK
            draw.text(surface, self.reach.name(player), 18, colour, (PANEL.x + 32, y), "bold")
            said = self.said(first, player, speaking and not answering)
            column = PANEL.x + 270 if answering else PANEL.right - 32
            draw.text(surface, said, 18, theme.INK_SOFT if answering else colour, (column, y), "ui", "topright")
            if player in round_["answerers"]:
                draw.text(surface, self.said(answers, player, speaking), 18, colour, (PANEL.right - 32, y), "ui",
                          "topright")
        help_line = say(words, "ui.answer_help" if answering else "ui.doubling_help")
        draw.text(surface, help_line, 14, theme.INK_SOFT, (PANEL.centerx, PANEL.bottom - 88), "ui", "midtop")

    def said(self, spoken, player, speaking) -> str:
        """A player's word in a column (spoken: each player's word): what he said, "to speak…" or a dash."""
        if player in spoken:
            return say(self.reach, f"ui.tag_{spoken[player]}")
        return say(self.reach, "ui.speaking" if speaking else "ui.waiting")
