"""The title screen: the parlour's name, a fan of cards, and the way in."""
from __future__ import annotations

import time

import pygame

from parlour.browser import in_browser
from parlour.online.address import server
from parlour.online.session import SEAT_KEY
from parlour.saves import read_autosaves
from parlour.storage import load_json
from parlour.words import LANGUAGES, catalogue

from ..kit import card_art, draw, theme, touch
from ..kit.reasons import reasons_in_words
from ..kit.widgets import Button
from ..thirteen import art as thirteen_art
from .carry import Carrying
from .resume_list import ResumeList, describe_saved, resume_saved

FAN = ("B7", "Y5", "G1", "R4", "B2")
# the touch layout: each row of buttons a finger apart, the fan and the name raised to make the room
TOUCH_ROWS = {396: (340, 70), 470: (422, 70), 532: (504, 70), 594: (586, 70)}
TOUCH_RAISE = 56


class TitleScene(Carrying):
    """Title with Continue (the last game played), Saved games (or, with none, Import record to carry a game here),
    New game, Rules, the language and (on the desktop) Quit."""

    def __init__(self, app, now=time.time):
        super().__init__(app)
        self.now = now
        self.saves, self.problems = read_autosaves(app.storage)
        x = 640 - 150
        self.buttons = [
            Button((x, 396, 300, 60), lambda: self.t("new_game"), self.new_game, "primary", size=24),
            Button((x - 160, 470, 200, 50), lambda: self.t("rules"), self.rules),
            Button((x + 50, 470, 200, 50), lambda: self.t("settings"), self.settings),
            Button((x + 260, 470, 200, 50), lambda: self.t("statistics"), self.statistics),
            Button((x - 160, 532, 200, 50), lambda: self.t("lesson.title"), lambda: self.app.go("lessons"), size=20),
            Button((x + 50, 532, 410, 50), lambda: "English · Français", self.switch_language, "quiet", size=20),
        ]
        self.buttons[-1].rect.width = 200
        if self.saves:
            self.buttons[0].rect = pygame.Rect(x - 160, 396, 270, 60)
            self.buttons.insert(0, Button((x + 130, 396, 330, 60), lambda: self.t("menus.continue"), self.resume,
                                          "primary", size=22, note=self.resume_note))
            self.buttons.append(Button((x + 260, 532, 200, 50), lambda: self.t("menus.saved_games"), self.saved_games,
                                       size=20))
        else:
            self.buttons.append(Button((x + 260, 532, 200, 50), lambda: self.t("import"), self.import_record, size=20))
        if not in_browser() or server(app.storage):
            self.buttons.append(Button((x - 160, 594, 200, 50), lambda: self.t("online.title"),
                                       lambda: self.app.go("online"), size=20))
        kept = self.kept_room()
        if kept:
            self.buttons.append(Button((x + 50, 594, 200, 50), lambda: self.t("online.return", code=kept),
                                       self.back_to_room, size=15))
        if not in_browser():
            self.buttons.append(Button((x + 260, 594, 200, 50), lambda: self.t("quit"), self.quit, "quiet"))
        self.focus = self.buttons[0]
        self.desktop = [button.rect.copy() for button in self.buttons]
        touch.follow(self)

    def arrange(self, roomy) -> None:
        """The buttons where a mouse wants them, or (roomy) on rows a finger apart."""
        for button, rect in zip(self.buttons, self.desktop):
            button.rect = touch.moved(rect, TOUCH_ROWS) if roomy else rect.copy()

    def kept_room(self) -> str:
        """The code of the online room whose seat this player keeps (a game in progress), or ""."""
        if in_browser() and not server(self.app.storage):
            return ""
        kept, _ = load_json(self.app.storage, SEAT_KEY, {})
        code = kept.get("code", "") if isinstance(kept, dict) else ""
        return code if isinstance(code, str) else ""

    def back_to_room(self) -> None:
        """Back to the kept seat's room, through Play online (which says why if the server cannot be reached)."""
        self.app.go("online").rejoin()

    def resume_note(self) -> str:
        """Which game Continue resumes (the last one played) and when it was saved."""
        return describe_saved(self, self.saves[0], self.now())

    def resume(self) -> None:
        """Back to the last game played, in one click."""
        resume_saved(self.app, self.saves[0])

    def saved_games(self) -> None:
        """The list of saved games, to resume or delete one."""
        self.app.push(ResumeList(self.app, self.saves, self.now))

    def problem_text(self):
        """Why a saved game could not be read, in the player's language; None when every save was read."""
        if not self.problems:
            return None
        return self.t("save_unreadable", reason=reasons_in_words(self.app.language, self.problems))

    def settings(self) -> None:
        """Open the settings."""
        self.app.go("settings")

    def statistics(self) -> None:
        """Open the statistics."""
        self.app.go("stats")

    def new_game(self) -> None:
        """Open the new-game screen."""
        self.app.go("new_game")

    def rules(self) -> None:
        """Open the rules, on the game last played when one is saved."""
        self.app.go("rules", first=self.saves[0].match.spec.id if self.saves else None)

    def switch_language(self) -> None:
        """English ↔ French."""
        self.app.language = LANGUAGES[(LANGUAGES.index(self.app.language) + 1) % len(LANGUAGES)]

    def quit(self) -> None:
        """Close the window."""
        self.app.running = False

    def back(self) -> None:
        """Escape on the title does nothing (the browser has no quit)."""

    def draw(self, surface) -> None:
        """Felt, a fan of cards, the name in gold."""
        surface.blit(draw.felt(surface.get_size()), (0, 0))
        lift = TOUCH_RAISE if self.roomy else 0
        rotten = catalogue(self.app.language).say("thirteen.card.colour.R")
        for i, card in enumerate(FAN):
            image = thirteen_art.face(card, thirteen_art.HAND_SIZE, rotten)
            angle = (i - 2) * 9
            rotated = card_art.cached(("fan", card, rotten, angle), lambda face=image, turn=angle: face.rotated(-turn))
            shadow = card_art.cached(("fan shadow", card, angle),
                                     lambda face=image, turn=angle: card_art.lifted(face).rotated(-turn))
            cx = 640 + (i - 2) * 54
            cy = 140 - lift + abs(i - 2) * 10
            surface.blit(shadow, shadow.get_rect(center=(cx + 3, cy + 8)))
            surface.blit(rotated, rotated.get_rect(center=(cx, cy)))
        draw.text(surface, self.t("title"), 96, theme.GOLD, (640, 300 - lift), "title", "center")
        draw.text(surface, self.t("tagline"), 24, theme.CREAM, (640, 362 - lift), "ui", "center")
        self.draw_buttons(surface)
        if self.problems:
            step = draw.step(17, 22)
            for i, line in enumerate(draw.wrap(self.problem_text(), 17, 900)):
                draw.text(surface, line, 17, theme.ALERT, (640, round(650 + lift // 4 + step * i)), "bold", "midtop")
        if not self.app.window.touch:  # no keys on a phone, whose page has its own fullscreen button
            hint = self.t("keys_hint_fullscreen" if self.app.can_fullscreen() else "keys_hint")
            draw.text(surface, hint, 14, (170, 200, 180), (1260, 706), "ui", "bottomright")
