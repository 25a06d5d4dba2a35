"""One saved game per game, the old single save moved once, names and times kept, the last set-up remembered."""
import json
import time

import pytest

from parlour.match import Match
from parlour.saved_when import saved_words
from parlour.saves import AUTOSAVE, FORMAT, KEPT, read_autosave, read_autosaves, save_key, write_autosave
from parlour.seats import Seating
from parlour.setups import last_game, last_setup, remember_setup
from parlour.storage import FileStorage, MemoryStorage
from parlour.words import catalogue

NOON = time.mktime((2026, 11, 23, 12, 0, 0, 0, 0, -1))


def at(day, hour, minute, month=11):
    """The time stamp of hour:minute local time on day of month in 2026 (November unless told)."""
    return time.mktime((2026, month, day, hour, minute, 0, 0, 0, -1))


def test_saving_one_game_keeps_the_saved_game_of_another():
    storage = MemoryStorage()
    write_autosave(storage, Match("quartino", ["human", "easy"], 3), saved_at=at(22, 20, 0))
    write_autosave(storage, Match("thirteen", ["human", "easy", "easy"], 4), saved_at=at(23, 11, 0))
    saves, problems = read_autosaves(storage)
    assert problems == []
    assert [s.match.spec.id for s in saves] == ["thirteen", "quartino"], "newest first"
    assert saves[1].saved_at == at(22, 20, 0)


def test_the_single_save_of_earlier_versions_moves_to_its_game_once(tmp_path):
    old = Match("quinto", ["human", "hard"], 8)
    text = json.dumps({"format": FORMAT, "seats": old.seats, "record": old.record(), "redo": []})
    (tmp_path / f"{AUTOSAVE}.json").write_text(text, encoding="utf-8")
    saves, problems = read_autosaves(FileStorage(tmp_path))
    assert problems == [] and [s.match.spec.id for s in saves] == ["quinto"]
    assert saves[0].saved_at is None and saves[0].match.names == ["", ""], "an old save still loads"
    assert not (tmp_path / f"{AUTOSAVE}.json").exists()
    assert (tmp_path / f"{save_key('quinto')}.json").read_text(encoding="utf-8") == text
    again, _ = read_autosaves(FileStorage(tmp_path))
    assert [s.match.seed for s in again] == [8]


def test_an_old_single_save_never_overwrites_a_newer_save_of_its_game():
    storage = MemoryStorage()
    newer = Match("quinto", ["human", "easy"], 1)
    write_autosave(storage, newer)
    older = Match("quinto", ["human", "easy"], 2)
    storage.put(AUTOSAVE, json.dumps({"format": FORMAT, "seats": older.seats, "record": older.record()}))
    saves, _ = read_autosaves(storage)
    assert [s.match.seed for s in saves] == [1]
    assert json.loads(storage.get(KEPT))["record"]["seed"] == 2, "the older one is kept aside, not lost"


def test_a_save_of_another_game_under_a_games_key_is_refused():
    storage = MemoryStorage()
    write_autosave(storage, Match("quartino", ["human", "easy"], 3))
    storage.put(save_key("thirteen"), storage.get(save_key("quartino")))
    saved, problem = read_autosave(storage, "thirteen")
    assert saved is None and "quartino" in str(problem)
    assert (problem.code, problem.params) == ("wrong_game", {"game": "quartino", "expected": "thirteen"})


def test_names_are_saved_with_the_game_and_damaged_names_refuse_the_save():
    storage = MemoryStorage()
    write_autosave(storage, Match("thirteen", ["human", "human", "easy"], 4, names=["Ann", "Bea", ""]))
    saved, problem = read_autosave(storage, "thirteen")
    assert problem is None and saved.match.names == ["Ann", "Bea", ""]
    data = json.loads(storage.get(save_key("thirteen")))
    data["names"] = ["Ann", 7, ""]
    storage.put(save_key("thirteen"), json.dumps(data))
    saved, problem = read_autosave(storage, "thirteen")
    assert saved is None and "name" in str(problem)


def test_a_named_human_is_named_and_the_single_human_is_still_addressed_as_you():
    say = catalogue("en").say
    alone = Seating(["human", "easy", "hard"], ["Ann", "", ""])
    assert alone.name(0, say) == "Ann" and alone.is_you(0)
    assert Seating(["human", "easy"]).name(0, say) == "You"
    friends = Seating(["human", "human", "medium"], ["", "Bea", "Zed"])
    assert [friends.name(s, say) for s in range(3)] == ["Player 1", "Bea", friends.usual_name(2, say)]
    assert friends.name(2, say) != "Zed", "an AI keeps its own name"


@pytest.mark.parametrize("language, today, yesterday, earlier", [
    ("en", "13 (Reiner Knizia) — saved today at 09:05", "13 (Reiner Knizia) — saved yesterday at 21:30",
     "13 (Reiner Knizia) — saved on 3 March"),
    ("fr", "13 (Reiner Knizia) — enregistrée aujourd’hui à 9\u00a0h\u00a005",
     "13 (Reiner Knizia) — enregistrée hier à 21\u00a0h\u00a030", "13 (Reiner Knizia) — enregistrée le 3 mars"),
])
def test_when_a_game_was_saved_reads_naturally(language, today, yesterday, earlier):
    say = catalogue(language).say
    game = say("menus.game.thirteen")
    assert saved_words(say, game, at(23, 9, 5), NOON) == today
    assert saved_words(say, game, at(22, 21, 30), NOON) == yesterday
    assert saved_words(say, game, at(3, 8, 0, month=3), NOON) == earlier


def test_the_last_set_up_is_remembered_and_what_no_longer_fits_is_dropped():
    storage = MemoryStorage()
    remember_setup(storage, "quinto", 3, ["human", "hard", "easy"], ["Ann", "", ""], {"variant": "cumulative"})
    assert last_game(storage) == "quinto"
    assert last_setup(storage, "quinto") == {"players": 3, "seats": ["human", "hard", "easy"],
                                             "names": ["Ann", "", ""], "options": {"variant": "cumulative"}}
    storage.put("setups", json.dumps({"last": "chess", "games": {"quinto": {
        "players": 9, "seats": ["robot"], "names": ["x" * 99], "options": {"variant": "nope", "rounds": 4}}}}))
    assert last_game(storage) is None
    assert last_setup(storage, "quinto") == {"options": {"rounds": 4}}
    storage.put("setups", "{not json")
    assert last_setup(storage, "quinto") == {} and last_game(storage) is None


def test_a_finished_game_kept_for_replay_keeps_its_names():
    from parlour.replay_store import LAST, last_finished, remember_finished

    storage = MemoryStorage()
    remember_finished(storage, Match("thirteen", ["human", "human", "easy"], 4, names=["Ann", "Bea", ""]))
    assert last_finished(storage).names == ["Ann", "Bea", ""]
    data = json.loads(storage.get(LAST))
    del data["names"]
    storage.put(LAST, json.dumps(data))
    assert last_finished(storage).names == ["", "", ""], "a game kept before names still replays"
