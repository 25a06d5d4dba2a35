"""The screens around the tables read right in both languages: the title, a new game, the settings, the
statistics, a replay and every game's rules page, as drawn (tests/parlour/text_faults.py)."""
import pytest

from game import GAMES
from parlour.match import Match
from parlour.stats import record_result
from scenes.screens.new_game import NewGameScene
from scenes.screens.replay import ReplayScene
from scenes.screens.rules import RulesScene, rules_text
from scenes.screens.settings import SettingsScene
from scenes.screens.stats import StatsScene
from scenes.screens.title import TitleScene

from ...parlour.text_faults import faults
from ..support.drawn_text import drawn_texts


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_screens_around_the_tables_read_right(app, monkeypatch, language):
    app.language = language
    for won, score in ((True, -12), (False, -30), (True, -9)):
        record_result(app.storage, "thirteen", "hard", won, score)
    replayed = Match("thirteen", ["human", "easy", "easy"], 5)
    for _ in range(6):
        replayed.play(replayed.state.legal_moves()[0])
    screens = [TitleScene, NewGameScene, SettingsScene, StatsScene, lambda a: ReplayScene(a, replayed)]
    screens += [lambda a, game_id=game_id: RulesScene(a, game_id) for game_id in GAMES]
    texts = drawn_texts(app, monkeypatch, screens)
    assert any("%" in text for text in texts), "the settings' volume and the statistics' share are drawn"
    wrong = {text: found for text in texts if (found := faults(text, language, fragment=True))}
    assert not wrong, "\n".join(f"{text!r}: {'; '.join(found)}" for text, found in wrong.items())


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_line_of_the_rules_reads_right(language, game_id):
    shown = [line for line in rules_text(game_id, language).splitlines() if not line.startswith("<!--")]
    lines = [line.lstrip("#- ") for line in shown]
    wrong = {line: found for line in lines if (found := faults(line, language))}
    assert not wrong, "\n".join(f"{line!r}: {'; '.join(found)}" for line, found in wrong.items())
