"""Quinto's issue-10 screens rendered headless to docs/shots/: the giver's choice (English and French),
the automatic opening redeal, the bridge-trap refusal and the rules pages (python -m tools.quinto_shots)."""
from __future__ import annotations

import os
from dataclasses import replace

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.quinto import SPEC  # noqa: E402
from game.quinto.deck import ALL_POINTS, sort_hand  # noqa: E402
from game.quinto.rules import Row  # noqa: E402
from parlour.match import Match  # noqa: E402
from parlour.storage import MemoryStorage  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.quinto.table import QuintoTable  # noqa: E402
from scenes.screens.rules import RulesScene  # noqa: E402
from tools.shot_kit import OUT, save  # noqa: E402


def seated(app, match) -> QuintoTable:
    """A Quinto table over match, its panels put away and its first frame updated."""
    table = QuintoTable(app, match)
    table.pending.clear()
    app.reset(table)
    table.update(0.016)
    return table


def gift_shot(app, name) -> list:
    """Dorian (seat 3) completes your row in the yellow phase under ass scoring: you choose the card."""
    match = Match("quinto", ["human", "medium", "hard", "easy"], 2026, {"rules": "ass"})
    won = (("red", 15), ("yellow", 45), ("yellow", 60))
    offered = ("yellow", 40)
    stack = tuple(p for p in ALL_POINTS if p[0] != "red" and p != offered and p not in won)
    hands = list(match.state.hands)
    hands[3] = sort_hand(("Oc1", "Gt2", "Gt3", "Rs4", "Rs3"))
    rows = (Row(4, 0, ("Oh1", "Oh2", "Oh3", "Oh4"), None), Row(7, 1, ("w:red", "bridge"), None),
            Row(9, 2, ("Gs2", "Gs3"), None))
    state = replace(match.state, hands=tuple(hands), current_player=3, turn=8, rows=rows, next_row_id=10,
                    offered=offered, point_stack=stack, won=(won, (("red", 20),), (), (("red", 30),)),
                    redeals=(0, 0, 0, 0))
    match.state = state.apply("Oc1@4")
    match.history = [match.state]
    table = seated(app, match)
    table.update(0.016)
    return [save(app, name)]


def redeal_shot(app) -> list:
    """The round starts with the starter's five cards redealt, seen by everyone."""
    seed = next(s for s in range(300) if SPEC.new_state(3, s).redeals[SPEC.new_state(3, s).starter])
    match = Match("quinto", ["human", "medium", "hard"], seed)
    seated(app, match)
    return [save(app, "quinto-redeal")]


def trap_shot(app) -> list:
    """The completion that would leave only a bridge, refused in words."""
    match = Match("quinto", ["human", "medium"], 5)
    state = replace(match.state, hands=(("Oc1", "bridge"), match.state.hands[1]), current_player=0, turn=2,
                    rows=(Row(1, 1, ("Oh1", "Oh2", "Oh3", "Oh4"), ("red", 20)),), next_row_id=2)
    match.state = state
    match.history = [state]
    table = seated(app, match)
    table.try_move("Oc1@1")
    table.notice.update(0.3)
    return [save(app, "quinto-bridge-trap")]


def main() -> int:
    """Render the screens and print their paths."""
    OUT.mkdir(parents=True, exist_ok=True)
    app = App(language="en", storage=MemoryStorage())
    paths = gift_shot(app, "quinto-give")
    app.language = "fr"
    paths += gift_shot(app, "quinto-give-fr")
    app.language = "en"
    paths += redeal_shot(app) + trap_shot(app)
    app.reset(RulesScene(app, "quinto"))
    paths.append(save(app, "quinto-rules"))
    app.language = "fr"
    paths.append(save(app, "quinto-rules-fr"))
    for path in paths:
        print(path.relative_to(OUT.parent.parent))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
