"""Damaged saves, records, settings and statistics are refused with a ValueError and a message, for every
game, and the parlour still starts: natively from files and in the browser from localStorage alike."""
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import GAMES, records
from parlour.match import Match
from parlour.replay_store import LAST, import_match, last_finished, remember_finished
from parlour.saves import FORMAT as SAVE_FORMAT
from parlour.saves import kept_key, read_autosave, save_key, write_autosave
from parlour.settings import CHOICES, Settings
from parlour.stats import KEY as STATS
from parlour.stats import all_stats, record_result
from parlour.storage import MemoryStorage
from scenes.app import App
from scenes.screens.title import TitleScene

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
EXAMPLES = 120


def played_match(game_id, moves=6):
    """A match of game_id with a few legal moves played."""
    spec = GAMES[game_id]
    match = Match(game_id, ["human"] + ["easy"] * (spec.min_players - 1), seed=5)
    for _ in range(moves):
        if match.state.current_player is None:
            break
        match.play(match.state.legal_moves()[0])
    return match


def paths(value, prefix=()):
    """Every place inside a JSON value, as a tuple of keys and indexes (the root is ())."""
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += paths(item, (*prefix, index))
    return found


def replaced(value, path, new):
    """value with the part at path replaced by new (a copy; the original is untouched)."""
    if not path:
        return new
    copy = json.loads(json.dumps(value))
    holder = copy
    for step in path[:-1]:
        holder = holder[step]
    holder[path[-1]] = new
    return copy


@st.composite
def damaged(draw, document):
    """document's JSON text damaged: a part replaced by any JSON value, a key dropped, or the text cut or garbled."""
    text = json.dumps(document)
    how = draw(st.sampled_from(("replace", "drop", "cut", "garble")))
    if how == "replace":
        return json.dumps(replaced(document, draw(st.sampled_from(paths(document))), draw(JSON_VALUES)))
    if how == "drop":
        holders = [p for p in paths(document) if isinstance(_at(document, p), dict) and _at(document, p)]
        path = draw(st.sampled_from(holders))
        key = draw(st.sampled_from(sorted(_at(document, path))))
        smaller = replaced(document, path, {k: v for k, v in _at(document, path).items() if k != key})
        return json.dumps(smaller)
    if how == "cut":
        return text[: draw(st.integers(0, len(text) - 1))]
    at = draw(st.integers(0, len(text) - 1))
    return text[:at] + draw(st.characters(codec="utf-8")) + text[at + 1:]


def _at(value, path):
    for step in path:
        value = value[step]
    return value


def autosave_document(game_id):
    """The JSON document the autosave of a few moves of game_id writes, read back."""
    storage = MemoryStorage()
    write_autosave(storage, played_match(game_id), saved_at=1_700_000_000)
    return json.loads(storage.get(save_key(game_id)))


GAME_IDS = sorted(GAMES)
RELAXED = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("game_id", GAME_IDS)
@RELAXED
@given(data=st.data())
def test_a_damaged_autosave_is_refused_with_a_message_and_the_game_still_starts(game_id, data):
    text = data.draw(damaged(autosave_document(game_id)))
    storage = MemoryStorage()
    storage.put(save_key(game_id), text)
    saved, problem = read_autosave(storage, game_id)
    if saved is None:
        assert problem, "a refused save must say why"
        assert storage.get(kept_key(game_id)) == text and storage.get(save_key(game_id)) is None
    else:
        assert problem is None and saved.match.spec.id == game_id
    app = App(language="en", storage=storage)
    app.push(TitleScene(app))
    app.frame(0.016)


@pytest.mark.parametrize("game_id", GAME_IDS)
@RELAXED
@given(data=st.data())
def test_a_damaged_record_is_refused_with_value_error(game_id, data):
    text = data.draw(damaged(played_match(game_id).record()))
    for reader in (records.record_from_text, import_match):
        try:
            reader(text)
        except ValueError as error:
            assert str(error)


@pytest.mark.parametrize("game_id", GAME_IDS)
@RELAXED
@given(data=st.data())
def test_a_damaged_last_game_reads_as_none(game_id, data):
    storage = MemoryStorage()
    remember_finished(storage, played_match(game_id))
    storage.put(LAST, data.draw(damaged(json.loads(storage.get(LAST)))))
    found = last_finished(storage)
    assert found is None or found.spec.id in GAMES


@RELAXED
@given(data=st.data())
def test_damaged_settings_fall_back_to_valid_values(data):
    storage = MemoryStorage()
    Settings(storage).set("animation", "fast")
    storage.put("settings", data.draw(damaged(json.loads(storage.get("settings")))))
    loaded = Settings.load(storage)
    assert all(loaded[key] in choices for key, choices in CHOICES.items())


@RELAXED
@given(data=st.data())
def test_damaged_statistics_never_stop_a_count(data):
    storage = MemoryStorage()
    record_result(storage, "thirteen", "easy", True, 40)
    storage.put(STATS, data.draw(damaged(json.loads(storage.get(STATS)))))
    all_stats(storage)
    line = record_result(storage, "thirteen", "easy", False, 12)
    assert line["played"] >= 1


def test_a_record_naming_its_game_with_a_list_is_refused_not_a_type_error():
    record = played_match("thirteen").record()
    record["game"] = ["thirteen"]
    with pytest.raises(ValueError, match="Unknown game"):
        records.check_record(record, GAMES)
    storage = MemoryStorage()
    storage.put(save_key("thirteen"),
                json.dumps({"format": SAVE_FORMAT, "seats": ["human", "easy", "easy"], "record": record}))
    match, problem = read_autosave(storage, "thirteen")
    assert match is None and "Unknown game" in str(problem)


def test_the_desktop_starts_twice_over_a_save_that_names_its_game_with_a_list(tmp_path):
    from parlour.storage import FileStorage

    record = played_match("quinto").record()
    record["game"] = ["quinto"]
    (tmp_path / "autosave.json").write_text(
        json.dumps({"format": SAVE_FORMAT, "seats": ["human", "easy"], "record": record}), encoding="utf-8")
    first = App(language="en", storage=FileStorage(tmp_path))
    first.push(TitleScene(first))
    first.frame(0.016)
    assert first.top.saves == [] and "Unknown game" in str(first.top.problems[0])
    assert "a game the parlour does not know" in first.top.problem_text()
    assert (tmp_path / "autosave-unreadable.json").is_file() and not (tmp_path / "autosave.json").exists()
    second = App(language="en", storage=FileStorage(tmp_path))
    second.push(TitleScene(second))
    second.frame(0.016)
    assert second.top.saves == [] and second.top.problem_text() is None


def test_a_record_claiming_billions_of_players_is_refused_not_built():
    text = json.dumps({"format": records.FORMAT, "game": "quartino", "players": 3610589562, "seed": 5,
                       "options": {}, "moves": []})
    with pytest.raises(ValueError, match="players"):
        import_match(text)
