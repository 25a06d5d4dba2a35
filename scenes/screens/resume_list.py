"""Resuming saved games: straight back to one, or a list saying of each game who plays, how far it has gone and
when it was saved, where a game can also be exported to carry it elsewhere, or deleted (after a question), and a
game's record imported."""
from __future__ import annotations

import time

from parlour.progress import how_far, who_plays
from parlour.saved_when import saved_words
from parlour.saves import clear_autosave

from ..kit import draw, theme
from ..kit.i18n import game_name
from ..kit.widgets import Button
from ..router import RESET
from .ask_confirm import AskConfirm
from .carry import Carrying

TOP, ROW_GAP, ROW_HEIGHT = 150, 96, 82


def describe_saved(scene, saved, now) -> str:
    """"13 — saved today at 14:05" in the scene's language."""
    return saved_words(scene.t, game_name(scene.app.language, saved.match.spec.id), saved.saved_at, now)


def saved_details(scene, saved) -> str:
    """"You, Ada (Easy) · round 2, 31 cards left, 14 moves": who plays and how far the game has gone."""
    return f"{who_plays(saved.match, scene.t)} · {how_far(saved.match, scene.t)}"


def resume_saved(app, saved) -> None:
    """Open the table of a saved game, its log rebuilt from the moves."""
    app.go("table", match=saved.match).feed.rebuild()


class ResumeList(Carrying):
    """Every saved game as a button with Export and Delete beside it, newest first, and Import under them; Back
    (or Escape) returns to the title, which reads the saves again once one was deleted."""

    def __init__(self, app, saves, now=time.time):
        super().__init__(app)
        self.saves = list(saves)
        self.now = now
        self.deleted = False
        self.lay_out()

    def lay_out(self) -> None:
        """A row per saved game: the game to resume, Export and Delete; then Back and Import."""
        self.buttons = []
        for i, saved in enumerate(self.saves):
            top = TOP + ROW_GAP * i
            self.buttons.append(Button((110, top, 700, ROW_HEIGHT), lambda s=saved: describe_saved(self, s, self.now()),
                                       lambda s=saved: resume_saved(self.app, s), size=21,
                                       note=lambda s=saved: saved_details(self, s)))
            self.buttons.append(Button((830, top + 12, 160, ROW_HEIGHT - 24), lambda: self.t("export"),
                                       lambda s=saved: self.export_game(s.match), "quiet", size=19))
            self.buttons.append(Button((1010, top + 12, 160, ROW_HEIGHT - 24), lambda: self.t("menus.delete"),
                                       lambda s=saved: self.ask_delete(s), "quiet", size=19))
        self.buttons.append(Button((390, 640, 240, 54), lambda: self.t("back"), self.back, "quiet"))
        self.buttons.append(Button((650, 640, 240, 54), lambda: self.t("import"), self.import_record, "quiet"))
        self.focus = self.buttons[0]

    def ask_delete(self, saved) -> None:
        """Ask before deleting saved."""
        text = self.t("menus.delete_text", saved=describe_saved(self, saved, self.now()))
        self.app.push(AskConfirm(self.app, self.t("menus.delete_title"), text, self.t("menus.delete"),
                                 lambda: self.delete(saved)))

    def delete(self, saved) -> None:
        """Remove saved from storage and from the list; with none left, back to the title."""
        clear_autosave(self.app.storage, saved.match.spec.id)
        self.saves.remove(saved)
        self.deleted = True
        if not self.saves:
            self.back()
            return
        self.lay_out()

    def back(self) -> None:
        """Back to the title, a fresh one when a game was deleted."""
        if self.deleted:
            self.app.go("title", RESET, now=self.now)
        else:
            self.app.pop()

    def draw(self, surface) -> None:
        """The list on the felt."""
        surface.blit(draw.felt(surface.get_size()), (0, 0))
        draw.text(surface, self.t("menus.saved_games"), 48, theme.GOLD, (640, 60), "title", "midtop")
        draw.text(surface, self.t("menus.carry_hint"), 17, theme.CREAM, (640, 604), "ui", "midbottom")
        self.draw_buttons(surface)
