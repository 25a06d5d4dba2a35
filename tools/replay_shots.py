"""Shots of the Replay screen of a finished game of each game, stepped back to mid-game, at 1280×720 and
960×540 (build/shots/features/replay-*.png)."""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game import GAMES  # noqa: E402
from parlour.match import Match  # noqa: E402
from parlour.storage import MemoryStorage  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.screens.replay import ReplayScene  # noqa: E402
from scenes.tables import playable_games  # noqa: E402
from tools.shot_kit import SEED, policy_until, seats_for  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "build" / "shots" / "features"
SIZES = ((1280, 720), (960, 540))


def replay_shots(game_id, share=0.4) -> list:
    """A finished game of game_id replayed at share of its moves, saved at each size."""
    spec = GAMES[game_id]
    match = Match(game_id, seats_for(spec), SEED)
    policy_until(match, lambda state: False)
    paths = []
    for size in SIZES:
        app = App(language="en", storage=MemoryStorage(), window_size=size)
        replay = ReplayScene(app, match)
        app.push(replay)
        replay.go(int(len(match.moves) * share))
        app.frame(0.016)
        path = OUT / f"replay-{game_id}-{size[1]}p.png"
        pygame.image.save(pygame.display.get_surface(), str(path))
        paths.append(path)
    return paths


def main() -> None:
    """Every game's replay shots."""
    OUT.mkdir(parents=True, exist_ok=True)
    for game_id in sys.argv[1:] or playable_games():
        for path in replay_shots(game_id):
            print(path)


if __name__ == "__main__":
    main()
