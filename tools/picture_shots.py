"""The pictures' screens rendered headless to docs/shots/: each rules page scrolled to its first picture
(English, and Quinto in French), the Victorian table with a face-up dummy in two and four colours, and
Sackson's Quinto table with its larger rows (python -m tools.picture_shots; make shots runs it too)."""
from __future__ import annotations

import os
from dataclasses import replace

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game import GAMES  # noqa: E402
from game.quinto.rules import Row  # noqa: E402
from parlour.match import Match  # noqa: E402
from parlour.storage import MemoryStorage  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.screens.rules import LINE, RulesScene  # noqa: E402
from scenes.tables import table_for  # noqa: E402
from tools.shot_kit import OUT, SEED, policy_until, save, seats_for  # noqa: E402

PICTURE_TIME_S = 1.4


def rules_pictures(app, game_id, language) -> list:
    """A game's rules page scrolled so its first row of pictures shows, PICTURE_TIME_S into their loops."""
    app.language = language
    scene = RulesScene(app, game_id)
    app.reset(scene)
    top = 0
    for style, _ in scene.lines():
        if style == "pictures":
            break
        top += LINE[style]
    scene.scroller.by(top - 140)
    scene.update(PICTURE_TIME_S)
    suffix = "" if language == "en" else f"-{language}"
    path = save(app, f"{game_id}-rules-pictures{suffix}")
    app.language = "en"
    return [path]


def dummy_table(app, four_colour) -> list:
    """Three players, Blaise dealing: his dummy lies face up beside you, in two or four colours."""
    app.settings.set("four_colour", four_colour)
    seats = ["human", "medium", "hard"]
    seed = next(s for s in range(SEED, SEED + 100) if Match("quinto_tricks", seats, s).state.dealer == 1)
    match = Match("quinto_tricks", seats, seed)
    policy_until(match, lambda s: len(match.moves) >= 8 and s.current_player == 0)
    app.reset(table_for(app, match))
    app.top.update(0.016)
    path = save(app, f"quinto_tricks-dummy{'-four-colour' if four_colour else ''}")
    app.settings.set("four_colour", False)
    return [path]


def quinto_rows(app) -> list:
    """Sackson's Quinto with four open rows laid large, then with six rows back in the scrolling grid."""
    match = Match("quinto", seats_for(GAMES["quinto"]), SEED)
    policy_until(match, lambda s: len(match.moves) >= 14 and s.current_player == 0)
    paths = [seated_shot(app, match, "quinto-rows-large")]
    cards = (("Rc1", "Rc2"), ("w:red",), ("Bt4", "Bt2", "Gt2"), ("Oh3",), ("Gs1", "w:1"), ("Os2", "Oh2", "Oc2"))
    rows = tuple(Row(i + 1, i % 4, row, ("yellow", 40 + 5 * (i % 3))) for i, row in enumerate(cards))
    match = Match("quinto", seats_for(GAMES["quinto"]), SEED)
    match.state = replace(match.state, rows=rows, next_row_id=len(rows) + 1, current_player=0, turn=4)
    match.history = [match.state]
    paths.append(seated_shot(app, match, "quinto-rows-grid"))
    return paths


def seated_shot(app, match, name):
    """The table over match, its panels put away, saved as name."""
    app.reset(table_for(app, match))
    app.top.pending.clear()
    app.top.update(0.016)
    return save(app, name)


def main(app=None) -> list:
    """Render the pictures' screens; returns their paths."""
    OUT.mkdir(parents=True, exist_ok=True)
    app = app or App(language="en", storage=MemoryStorage())
    paths = []
    for game_id in GAMES:
        paths += rules_pictures(app, game_id, "en")
    paths += rules_pictures(app, "quinto", "fr")
    paths += dummy_table(app, False) + dummy_table(app, True) + quinto_rows(app)
    return paths


if __name__ == "__main__":
    for shot in main():
        print(shot.relative_to(OUT.parent.parent))
