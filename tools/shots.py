"""`make shots`: render every screen headless to PNG from seeded games (docs/shots/)."""
from __future__ import annotations

import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game import GAMES  # noqa: E402
from parlour.match import Match  # noqa: E402
from parlour.storage import MemoryStorage  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.screens.new_game import NewGameScene  # noqa: E402
from scenes.screens.rules import RulesScene  # noqa: E402
from scenes.screens.title import TitleScene  # noqa: E402
from scenes.tables import playable_games, table_for  # noqa: E402
from tools.flow_shots import flow_shots  # noqa: E402
from tools.lesson_shots import all_lesson_shots  # noqa: E402
from tools.picture_shots import main as picture_shots  # noqa: E402
from tools.reading_shots import reading_screens  # noqa: E402
from tools.shot_kit import OUT, SEED, policy_step, policy_until, save, seats_for  # noqa: E402

LOGICAL = (1280, 720)
LARGE = (1920, 1080)


def table_shots(app, game_id) -> list:
    """The table mid-game with seat 0 to move, and the game's end screen."""
    spec = GAMES[game_id]
    match = Match(game_id, seats_for(spec), SEED)
    policy_until(match, lambda s: len(match.moves) >= 14 and s.current_player == 0)
    app.reset(table_for(app, match))
    app.top.update(0.016)
    paths = [save(app, f"{game_id}-table")]
    app.window.open(LARGE)
    paths.append(save(app, f"{game_id}-table-{LARGE[1]}p"))
    app.window.open(LOGICAL)
    finished = Match(game_id, seats_for(spec), SEED)
    table = table_for(app, finished)
    app.reset(table)
    previous = finished.state
    rng = random.Random(SEED)
    while finished.state.current_player is not None:
        policy_step(finished, rng)
        table.show_move(previous, finished.state, finished.moves[-1])
        previous = finished.state
        table.flights.items.clear()
    table.pending.clear()
    table.update(0.016)
    table.update(0.016)
    paths.append(save(app, f"{game_id}-end"))
    return paths


def main() -> int:
    """Render every screen."""

    OUT.mkdir(parents=True, exist_ok=True)
    app = App(language="en", storage=MemoryStorage())
    app.reset(TitleScene(app))
    paths = [save(app, "title")]
    app.language = "fr"
    paths.append(save(app, "title-fr"))
    paths.append(damaged_save_title(app))
    app.language = "en"
    app.reset(NewGameScene(app))
    paths.append(save(app, "new-game"))
    app.language = "fr"
    app.reset(NewGameScene(app, "quinto"))
    paths.append(save(app, "new-game-fr"))
    app.language = "en"
    for game_id in playable_games():
        paths += table_shots(app, game_id)
        app.reset(RulesScene(app, game_id))
        paths.append(save(app, f"{game_id}-rules"))
        app.language = "fr"
        paths.append(save(app, f"{game_id}-rules-fr"))
        app.language = "en"
    paths += flow_shots(app, save, seats_for, policy_until)
    paths += thirteen_round_end(app)
    paths += quartino_column(app)
    paths += tricks_redouble(app)
    paths += extra_screens(app)
    paths += picture_shots(app)
    paths += reading_screens(app)
    paths += all_lesson_shots(app)
    for path in paths:
        print(path.relative_to(OUT.parent.parent))
    return 0


def thirteen_round_end(app) -> list:
    """13's round-end scoring panel."""
    match = Match("thirteen", ["human", "medium", "hard", "easy"], SEED)
    table = table_for(app, match)
    app.reset(table)
    before = match.state
    policy_until(match, lambda s: s.round > 0)
    table.show_move(before, match.state, match.moves[-1])
    table.flights.items.clear()
    table.update(0.016)
    return [save(app, "thirteen-round-end")]


def quartino_column(app) -> list:
    """Quartino with both situations at once: the column waits for the player's Return the column (R-P3)."""
    match = Match("quartino", seats_for(GAMES["quartino"]), 2036)
    policy_until(match, lambda s: s.column_owed and s.current_player == 0)
    app.reset(table_for(app, match))
    app.top.update(0.016)
    return [save(app, "quartino-column")]


def tricks_redouble(app) -> list:
    """The Victorian Quinto's prompt to redouble: the dealer doubled after three passes (R-L4)."""
    seats = seats_for(GAMES["quinto_tricks"])
    seed = next(s for s in range(SEED, SEED + 100) if Match("quinto_tricks", seats, s).state.dealer == 3)
    match = Match("quinto_tricks", seats, seed)
    for bid in ("pass", "pass", "pass", "double"):
        match.play(bid)
    app.reset(table_for(app, match))
    app.top.update(0.016)
    return [save(app, "quinto_tricks-redouble")]


def damaged_save_title(app) -> Path:
    """The title over an autosave of an older version, in the app's language (its own storage)."""
    from parlour.saves import FORMAT, save_key, write_autosave

    storage = MemoryStorage()
    write_autosave(storage, Match("thirteen", ["human", "easy", "easy"], SEED))
    storage.put(save_key("thirteen"), storage.get(save_key("thirteen")).replace(f'"format": {FORMAT}', '"format": 1'))
    damaged = App(language=app.language, storage=storage)
    damaged.reset(TitleScene(damaged))
    return save(damaged, f"title-damaged-save-{app.language}")


def extra_screens(app) -> list:
    """Settings, statistics and a replay."""
    from parlour.stats import record_result
    from scenes.screens.replay import ReplayScene
    from scenes.screens.settings import SettingsScene
    from scenes.screens.stats import StatsScene

    app.reset(SettingsScene(app))
    paths = [save(app, "settings")]
    for won, score in ((True, -12), (False, -30), (True, -9)):
        record_result(app.storage, "thirteen", "hard", won, score)
    record_result(app.storage, "thirteen", "medium", True, -4)
    app.reset(StatsScene(app))
    paths.append(save(app, "statistics"))
    match = Match("thirteen", ["human", "medium", "hard"], SEED)
    policy_until(match, lambda s: len(match.moves) >= 20)
    app.reset(ReplayScene(app, match))
    app.top.go(17)
    paths.append(save(app, "replay"))
    return paths


if __name__ == "__main__":
    sys.exit(main())
