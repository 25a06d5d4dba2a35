"""The first-player draw of a round of Quinto, shown before anyone plays (R-Q9)."""
from __future__ import annotations

import pygame

from ..kit import card_art, draw, theme
from ..kit.scene import Scene
from ..kit.widgets import Button


class FirstDrawPanel(Scene):
    """The first-player draw of a round: each player's card(s) and who starts (R-Q9), in the table's words (wording,
    a scenes.table.table_words.TableWords), each card by face(card)."""

    opaque = False

    def __init__(self, app, wording, face, state):
        super().__init__(app)
        self.wording = wording
        self.face = face
        self.draws, self.starter = state.first_draw, state.starter
        self.buttons = [Button((540, 560, 200, 56), lambda: self.t("continue"), self.app.pop, "primary")]
        self.focus = self.buttons[0]

    def back(self) -> None:
        """Escape continues."""
        self.app.pop()

    def draw(self, surface) -> None:
        """Each drawing as a line of cards under the players' names, and the starter."""
        wording = self.wording
        say = wording.words.say
        draw.dim(surface, 140)
        panel = pygame.Rect(200, 70, 880, 580)
        draw.shadowed_panel(surface, panel, theme.PAPER, 18, theme.GOLD)
        draw.text(surface, say("quinto.ui.first_title"), 40, theme.INK, (640, 88), "title", "midtop")
        draw.text(surface, say("quinto.ui.first_sub"), 18, theme.GOLD_DARK, (640, 142), "bold", "midtop")
        players = len(self.draws[0])
        width = (panel.width - 160) // players
        xs = [panel.x + 140 + width * p + width // 2 for p in range(players)]
        for p, x in enumerate(xs):
            draw.text(surface, wording.name(p), 19, theme.INK, (x, 182), "bold", "midtop")
        for d, drawing in enumerate(self.draws[-3:]):
            y = 214 + 112 * d
            number = len(self.draws) - len(self.draws[-3:]) + d + 1
            draw.text(surface, say("quinto.ui.first_again", n=number), 16, theme.INK_SOFT, (panel.x + 30, y + 40),
                      "bold")
            for p, card in enumerate(drawing):
                if card is None:
                    draw.text(surface, "—", 22, theme.INK_SOFT, (xs[p], y + 43), "bold", "center")
                    continue
                image = self.face(card)
                rect = image.get_rect(midtop=(xs[p], y))
                card_art.lay(surface, image, rect)
        text = say("quinto.ui.first_starts", you=wording.is_you(self.starter), name=wording.name(self.starter))
        draw.text(surface, text, 22, theme.INK, (640, 520), "bold", "midtop")
        self.draw_buttons(surface)
