"""Quinto's rules changed (R-Q10, R-Q13, R-Q14): records and autosaves of the old format are
refused with a message naming the versions, never replayed into a different game."""
import json
import random

import pytest

from game.records import FORMAT as RECORD_FORMAT
from game.records import make_record, record_from_text, record_to_text, replay
from parlour import saves
from parlour.match import Match
from parlour.storage import MemoryStorage
from scenes.app import App
from scenes.screens.title import TitleScene

# A Quinto game of the old rules: its moves include the opening "redeal" that is no longer a move.
OLD_MOVES = ["redeal", "Oc1@new", "end"]


def old_record():
    """A Quinto record of the old rules (an opening "redeal" move) in the previous record format."""
    record = make_record("quinto", 2, 7, {"rules": "ass"}, OLD_MOVES)
    record["format"] = RECORD_FORMAT - 1
    return record


def test_the_format_was_bumped_for_the_new_rules():
    assert RECORD_FORMAT >= 2 and saves.FORMAT >= 2


def test_an_old_record_is_refused_with_the_versions_named():
    with pytest.raises(ValueError) as error:
        record_from_text(record_to_text(old_record()))
    message = str(error.value)
    assert f"format {RECORD_FORMAT - 1}" in message and f"reads {RECORD_FORMAT}" in message
    with pytest.raises(ValueError, match="Unknown record format"):
        replay(old_record())


def test_a_current_record_replays():
    match = Match("quinto", ["easy", "easy"], 7, {"rules": "ass"})
    rng = random.Random(1)
    for _ in range(6):
        match.play(match.spec.ai.policy_move(match.state, rng))
    states = replay(record_from_text(record_to_text(match.record())))
    assert states[-1].to_dict() == match.state.to_dict()


def test_an_old_autosave_is_refused_kept_and_explained_on_the_title():
    storage = MemoryStorage()
    text = json.dumps({"format": saves.FORMAT - 1, "seats": ["human", "easy"], "record": old_record()})
    storage.put(saves.AUTOSAVE, text)
    app = App(language="en", storage=storage)
    title = TitleScene(app)
    assert title.saves == []
    shown = title.problem_text()
    assert "another version" in shown and f"format {saves.FORMAT - 1}" in shown
    assert storage.get(saves.KEPT) == text and storage.get(saves.AUTOSAVE) is None
