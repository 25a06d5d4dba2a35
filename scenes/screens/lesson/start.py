"""Ways into a lesson: start one on its game's real table, or choose the game first (from the title)."""
from __future__ import annotations

from parlour.lessons import lesson_games, load_lesson
from parlour.match import Match

from ...kit import draw, theme
from ...kit.i18n import short_game_name
from ...kit.reasons import reason_in_words
from ...kit.scene import Scene
from ...kit.widgets import Button
from ...tables import playable_games
from .guide import LessonGuide

LESSON_SEED = 1


def start_lesson(app, game_id) -> bool:
    """Open game_id's lesson on its table over the current screen; a lesson that cannot be read is
    explained in a notice and nothing opens."""
    try:
        lesson = load_lesson(game_id)
    except ValueError as error:
        app.notice.show(app.t("lesson.broken", reason=reason_in_words(app.language, error)))
        return False
    seed = getattr(lesson.start, "seed", None)
    match = Match(game_id, lesson.seats(), seed if seed is not None else LESSON_SEED, lesson.options, lesson.start)
    table = app.router.make(app, "table", match=match)
    LessonGuide(table, lesson)
    app.push(table)
    return True


def has_lesson(game_id) -> bool:
    """Whether game_id has a lesson and a table to play it on."""
    return game_id in lesson_games() and game_id in playable_games()


class LessonChooser(Scene):
    """Learn to play: which game?"""

    def __init__(self, app):
        super().__init__(app)
        games = [g for g in lesson_games() if g in playable_games()]
        top = 360 - 40 * len(games)
        self.buttons = [Button((440, top + 80 * i, 400, 64), lambda g=g: short_game_name(self.app.language, g),
                               lambda g=g: start_lesson(self.app, g),
                               "plain", size=22) for i, g in enumerate(games)]
        self.buttons.append(Button((540, top + 80 * len(games) + 20, 200, 52), lambda: self.t("back"), self.app.pop,
                                   "quiet"))
        self.focus = self.buttons[0]

    def draw(self, surface) -> None:
        """The games with a lesson, on the felt."""
        surface.blit(draw.felt(surface.get_size()), (0, 0))
        draw.text(surface, self.t("lesson.title"), 48, theme.GOLD, (640, 110), "title", "center")
        draw.text(surface, self.t("lesson.choose"), 22, theme.CREAM, (640, 170), "ui", "center")
        self.draw_buttons(surface)
