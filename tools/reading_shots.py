"""Reading the table, rendered headless to docs/shots/: each table's refusal notice (English, the log's notation
shown) and hint (French), the log opened large, a replay message, and each game-over panel in French
(python -m tools.reading_shots; make shots runs it too)."""
from __future__ import annotations

import os
import random
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game import GAMES  # noqa: E402
from parlour.match import Match  # noqa: E402
from parlour.storage import MemoryStorage  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.screens.replay import ReplayScene  # noqa: E402
from scenes.tables import playable_games, table_for  # noqa: E402
from tools.shot_kit import OUT, SEED, policy_step, policy_until, save, seats_for  # noqa: E402

REFUSAL = "That card cannot go there: its colours must all differ or all be the same."
NOTICE_SHOWN_S = 0.4


def mid_game(app, game_id):
    """game_id's table after 30 moves of the policy, seat 0 to move, its panels put away."""
    match = Match(game_id, seats_for(GAMES[game_id]), SEED)
    policy_until(match, lambda s: len(match.moves) >= 30 and s.current_player == 0)
    table = table_for(app, match)
    app.reset(table)
    table.pending.clear()
    table.update(0.016)
    return table


def hint(table) -> str:
    """The hint line as the table words it, for the first three legal moves."""
    moves = table.view().legal_moves()[:3]
    parts = [f"{table.wording.move(m)} {61 - 8 * i}%" for i, m in enumerate(moves)]
    return table.t("hint_line", best=parts[0], others=", ".join(parts[1:]) or "—")


def notices(app, game_id) -> list:
    """The refusal in English with the log's notation on, the hint in French."""
    paths = []
    for language, name in (("en", "notice"), ("fr", "hint-fr")):
        app.language = language
        table = mid_game(app, game_id)
        table.log.notation = language == "en"
        table.say(REFUSAL if language == "en" else hint(table))
        table.notice.update(NOTICE_SHOWN_S)
        paths.append(save(app, f"{game_id}-{name}"))
    app.language = "en"
    return paths


def finished(app, game_id) -> list:
    """The game-over panel in French, its game played to the end on its table."""
    app.language = "fr"
    match = Match(game_id, seats_for(GAMES[game_id]), SEED)
    table = table_for(app, match)
    app.reset(table)
    rng = random.Random(SEED)
    while match.state.current_player is not None:
        before = match.state
        policy_step(match, rng)
        table.show_move(before, match.state, match.moves[-1])
        table.flights.items.clear()
    table.pending.clear()
    table.update(0.016)
    table.update(0.016)
    path = save(app, f"{game_id}-end-fr")
    app.language = "en"
    return [path]


def reading_screens(app) -> list:
    """Every screen of this set."""
    paths = []
    for game_id in playable_games():
        paths += notices(app, game_id) + finished(app, game_id)
    table = mid_game(app, "quinto_tricks")
    table.feed.open()
    paths.append(save(app, "log-open"))
    replay = ReplayScene(app, mid_game(app, "quinto").match)
    app.reset(replay)
    replay.message = "This record cannot be read: line 3 names a card the deck does not hold."
    paths.append(save(app, "replay-message"))
    return paths


def main() -> int:
    """Render the screens and print their paths."""
    OUT.mkdir(parents=True, exist_ok=True)
    for path in reading_screens(App(language="en", storage=MemoryStorage())):
        print(path.relative_to(OUT.parent.parent))
    return 0


if __name__ == "__main__":
    sys.exit(main())
