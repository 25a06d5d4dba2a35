"""The rules of each game in the interface language, scrollable by wheel, drag or keys."""
from __future__ import annotations

import os

import pygame

from game import GAMES

from ..kit import draw, theme, touch
from ..kit.canvas import density
from ..kit.i18n import game_name, short_game_name
from ..kit.scene import Scene
from ..kit.scroll import BAR_W, PixelScroll
from ..kit.theme import ASSETS
from ..kit.widgets import Button, ShownButton
from . import rule_pictures

PAGE = pygame.Rect(220, 110, 840, 540)
CAPTION_SIZE, CAPTION_LINE = 15, 18
PICTURE_ROW = rule_pictures.HEIGHT + 12 + 3 * CAPTION_LINE
LINE = {"h1": 40, "h2": 32, "p": 25, "li": 25, "": 14, "pictures": PICTURE_ROW}
CONTENTS_SLOTS = 9
CONTENTS = pygame.Rect(24, 110, 180, 40)
# (pitch, height) of the tabs and the contents, and Back, for a mouse and (on a phone) a finger apart; there the
# contents list only the sections that fit, the page scrolling by a finger to the rest
PLACES = {False: ((62, 52), (48, 40), (40, 640, 180, 54)), True: ((80, 70), (80, 64), (40, 646, 180, 64))}
# in a small window, whose text is drawn larger than its scale, the contents are tall enough for two lines each
FOLDED_CONTENTS = (58, 54)
TOUCH_CONTENTS_SLOTS = 6


def rules_text(game_id, language) -> str:
    """The rules file of a game in a language (English when that language is missing)."""
    for lang in (language, "en"):
        path = os.path.join(ASSETS, "rules", f"{game_id}.{lang}.md")
        if os.path.exists(path):
            with open(path, encoding="utf-8") as handle:
                return handle.read()
    return f"# {GAMES[game_id].title}\n"


class RulesScene(Scene):
    """One game's rules with its contents beside the page (each section a button that scrolls to it); tabs switch
    games when opened from the title, which opens them on first (the game in play) when it has one."""

    def __init__(self, app, game_id=None, first=None):
        super().__init__(app)
        self.game_id = game_id or first or next(iter(GAMES))
        self.scroller = PixelScroll(PAGE, self.max_scroll)
        self.laid_out = {}
        self.clock = 0.0
        self.picture_rects = []
        self.buttons = [Button(PLACES[False][2], lambda: self.t("back"), self.app.pop, "quiet")]
        self.tabs = {}
        if game_id is None:
            for spec in GAMES.values():
                self.tabs[spec.id] = Button((0, 0, 0, 0), lambda g=spec.id: self.short_name(g),
                                            lambda g=spec.id: self.choose(g), size=18)
            self.buttons += self.tabs.values()
        for i in range(CONTENTS_SLOTS):
            listed = lambda i=i: self.listed(i)  # noqa: E731 - shown and enabled alike
            self.buttons.append(ShownButton((0, 0, 0, 0), lambda i=i: self.section_title(i),
                                            lambda i=i: self.jump(i), "quiet", listed, listed, 16))
        self.contents = self.buttons[-CONTENTS_SLOTS:]
        self.arranged_at = None
        touch.follow(self)
        self.choose(self.game_id)

    def arrange(self, roomy) -> None:
        """The tabs, the contents and Back where a mouse wants them, or (roomy) a finger apart."""
        (tab_pitch, tab_height), (pitch, height), back = PLACES[roomy]
        self.arranged_at = density()
        if not roomy and draw.text_pixels(16, density()) > 16 * density():
            pitch, height = FOLDED_CONTENTS
        for i, tab in enumerate(self.tabs.values()):
            tab.rect = pygame.Rect(PAGE.right + 20, PAGE.y + tab_pitch * i, 190, tab_height)
        for i, button in enumerate(self.contents):
            button.rect = pygame.Rect(CONTENTS.x, CONTENTS.y + pitch * i, CONTENTS.width, height)
        self.buttons[0].rect = pygame.Rect(back)

    def listed(self, i) -> bool:
        """Whether the contents show a button for section i (on a phone, only those that fit)."""
        return i < len(self.sections()) and (not self.roomy or i < TOUCH_CONTENTS_SLOTS)

    def choose(self, game_id) -> None:
        """Show another game's rules."""
        self.game_id = game_id
        self.scroller.to(0)
        for tab_game, tab in self.tabs.items():
            tab.selected = tab_game == game_id

    def short_name(self, game_id) -> str:
        """A game's name without its author, in the interface language."""
        return short_game_name(self.app.language, game_id).split(" (")[0]

    def lines(self) -> list:
        """The page laid out as (style, text) lines (a row of pictures: style "pictures", their names), laid
        out once per game, language and canvas density (the wrap measures at the real pixels)."""
        key = (self.game_id, self.app.language, density())
        if key not in self.laid_out:
            self.laid_out[key] = self.lay_out()
        return self.laid_out[key]

    def lay_out(self) -> list:
        """Wrap the rules text into lines."""
        out = []
        for raw in rules_text(self.game_id, self.app.language).splitlines():
            raw = raw.rstrip()
            pictures = rule_pictures.marked(self.game_id, raw)
            if pictures is not None:
                if pictures:
                    out.append(("pictures", " ".join(pictures)))
            elif raw.startswith("## "):
                out.append(("h2", raw[3:]))
            elif raw.startswith("# "):
                out.append(("h1", raw[2:]))
            elif raw.startswith("- "):
                out += [("li", ("• " if i == 0 else "   ") + part)
                        for i, part in enumerate(draw.wrap(raw[2:], 19, PAGE.width - 80))]
            elif raw:
                out += [("p", part) for part in draw.wrap(raw, 19, PAGE.width - 60)]
            else:
                out.append(("", ""))
        return out

    def sections(self) -> list:
        """The page's sections as (heading, how far down the page it starts), in order."""
        out, top = [], 0
        for style, text in self.lines():
            if style == "h2":
                out.append((text, top))
            top += LINE[style]
        return out[:CONTENTS_SLOTS]

    def section_title(self, index) -> str:
        """The heading of section index ("" past the last section)."""
        sections = self.sections()
        return sections[index][0] if index < len(sections) else ""

    def jump(self, index) -> None:
        """Scroll so that section index starts at the top of the page."""
        self.scroller.to(self.sections()[index][1])

    def max_scroll(self) -> int:
        """How far the page can scroll."""
        height = sum(LINE[style] for style, _ in self.lines())
        return max(0, height - PAGE.height + 60)

    def on_event(self, event) -> None:
        """Wheel, drag and arrow keys scroll."""
        self.scroller.handle(event)

    def update(self, dt) -> None:
        """The pictures move on; the window's new size lays the contents out again."""
        super().update(dt)
        self.clock += dt
        if self.arranged_at != density():
            self.arrange(bool(self.roomy))

    def busy(self) -> bool:
        """While pictures are on the page and animations are on, they move."""
        return bool(self.picture_rects) and self.app.settings.animation_scale() > 0

    def draw_pictures(self, surface, names, top) -> None:
        """A row of pictures with their captions, where the rules text marks them."""
        settings = self.app.settings
        look = rule_pictures.Look(self.app.language, settings["symbols"], settings["four_colour"])
        for name, rect in rule_pictures.row_rects(self.game_id, names, PAGE.centerx, top):
            rule_pictures.draw_picture(surface, rect, self.game_id, name, self.clock, look,
                                       settings.animation_scale() > 0)
            caption = self.t(rule_pictures.caption_key(self.game_id, name))
            step = draw.step(CAPTION_SIZE, CAPTION_LINE)
            for i, line in enumerate(draw.wrap(caption, CAPTION_SIZE, rect.width)[:3]):
                draw.text(surface, line, CAPTION_SIZE, theme.INK_SOFT,
                          (rect.centerx, round(rect.bottom + 6 + step * i)), "ui", "midtop")
            self.picture_rects.append((name, rect))

    def draw(self, surface) -> None:
        """The page of rules on paper."""
        surface.blit(draw.felt(surface.get_size()), (0, 0))
        heading = self.t("rules_title", game=game_name(self.app.language, self.game_id))
        draw.text(surface, heading, 34, theme.GOLD, (PAGE.x, 40), "title")
        draw.shadowed_panel(surface, PAGE, theme.PAPER, 16, theme.GOLD)
        clip = surface.get_clip()
        surface.set_clip(PAGE.inflate(-20, -20))
        y = PAGE.y + 24 - self.scroller.offset
        sizes = {"h1": (30, "title", theme.INK), "h2": (22, "bold", theme.GOLD_DARK),
                 "p": (19, "ui", theme.INK), "li": (19, "ui", theme.INK)}
        self.picture_rects = []
        for style, text in self.lines():
            if style == "pictures" and y - PICTURE_ROW < PAGE.bottom and y + PICTURE_ROW > PAGE.top:
                self.draw_pictures(surface, text.split(), y + 4)
            if style in sizes and -40 < y < PAGE.bottom:
                size, kind, colour = sizes[style]
                draw.text(surface, text, size, colour, (PAGE.x + 30 + (10 if style == "li" else 0), y), kind)
            y += LINE[style]
        surface.set_clip(clip)
        self.scroller.draw_bar(surface, (PAGE.right - 10 - BAR_W, PAGE.y + 16, BAR_W, PAGE.height - 32))
        if self.max_scroll():
            draw.text(surface, self.t("scroll_hint"), 15, theme.CREAM, (PAGE.centerx, PAGE.bottom + 10), "ui", "midtop")
        self.draw_buttons(surface)
