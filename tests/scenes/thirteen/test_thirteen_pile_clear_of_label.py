"""A 13 target's pile, however long, leaves its label readable: no card laid on a target covers the
"<colour> target" line under its mat, nor reaches past the mat."""
import random

from game.thirteen.rules import COLOURS
from parlour.match import Match
from scenes.kit import card_art
from scenes.tables import table_for
from scenes.thirteen import layout, view

from ..conftest import instant_ai
from ..support.drawn_text import record_texts


def long_pile() -> Match:
    """A match, the human to move, where a target holds six cards or more."""
    for seed in range(100):
        match = Match("thirteen", ["human", "easy", "easy"], seed)
        rng = random.Random(seed)
        for _ in range(200):
            state = match.state
            if state.current_player is None:
                break
            if state.current_player == 0 and max(len(cards) for cards in state.targets) >= 6:
                return match
            match.play(rng.choice(state.legal_moves()))
    raise AssertionError("no seed gave a pile of six")


def test_a_long_pile_leaves_its_target_label_readable(app, monkeypatch):
    instant_ai(app, "off")
    match = long_pile()
    table = table_for(app, match)
    laid = []
    real_lay = card_art.lay

    def recording(surface, image, rect, *args, **kwargs):
        laid.append(rect.copy())
        return real_lay(surface, image, rect, *args, **kwargs)

    monkeypatch.setattr(view.card_art, "lay", recording)
    drawn = record_texts(monkeypatch)
    app.push(table)
    app.frame(0.016)
    t = max(range(len(COLOURS)), key=lambda i: len(match.state.targets[i]))
    mat = layout.mat_rect(t)
    label = next(rect for text, rect in drawn if rect.top >= mat.bottom and abs(rect.centerx - mat.centerx) < 4)
    pile = [rect for rect in laid if mat.colliderect(rect) and rect.size == layout.SMALL]
    assert len(pile) >= 5
    assert not [rect for rect in pile if rect.colliderect(label)], (label, pile)
    assert all(rect.bottom <= mat.bottom for rect in pile), (mat, pile)
