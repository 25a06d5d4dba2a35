"""The composition root's table of scenes: the only module that imports every screen; the tables are named by
module so that each is imported when first dealt (scenes/tables.py), which keeps the browser's first frame fast."""
from __future__ import annotations

from .router import Router
from .screens.ask_replace import AskReplace
from .screens.lesson.start import LessonChooser
from .screens.new_game import NewGameScene
from .screens.online import OnlineScene
from .screens.online_create import OnlineCreateScene
from .screens.online_lobby import OnlineLobbyScene
from .screens.replay import ReplayScene
from .screens.rules import RulesScene
from .screens.settings import SettingsScene
from .screens.stats import StatsScene
from .screens.title import TitleScene
from .tables import online_table_for, table_for

SCENES = {
    "title": TitleScene,
    "new_game": NewGameScene,
    "rules": RulesScene,
    "settings": SettingsScene,
    "stats": StatsScene,
    "replay": ReplayScene,
    "ask_replace": AskReplace,
    "lessons": LessonChooser,
    "table": table_for,
    "online": OnlineScene,
    "online_create": OnlineCreateScene,
    "online_lobby": OnlineLobbyScene,
    "online_table": online_table_for,
}


def parlour_router() -> Router:
    """A router that knows every screen of the parlour and every table."""
    router = Router()
    for name, maker in SCENES.items():
        router.register(name, maker)
    return router
