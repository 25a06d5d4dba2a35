"""The app logic without pygame, as plain checks: pytest runs them natively (test_app_checks.py) and the
WebAssembly test runs the same functions inside pyodide, which has only the standard library."""
from __future__ import annotations

import json

from game import GAMES
from parlour.lessons import lesson_games, load_lesson
from parlour.match import HUMAN, Match
from parlour.replay_store import import_match, last_finished, remember_finished
from parlour.saves import kept_key, read_autosave, save_key, write_autosave
from parlour.session import LESSON, Session
from parlour.settings import Settings
from parlour.stats import all_stats, record_result
from parlour.storage import MemoryStorage
from parlour.thinking import Thinking
from parlour.words import LANGUAGES, load

SEED = 31


def seats_for(spec, kind="easy") -> list:
    """A human in seat 0 and AI players of kind in the others, at the game's smallest table."""
    return [HUMAN] + [kind] * (spec.min_players - 1)


def play_until_human(match, limit=400) -> None:
    """Let the AI players move (easy agents, whole searches) until a human is to move or the game ends."""
    for _ in range(limit):
        if not match.ai_to_move():
            return
        move = None
        while move is None:
            move = match.think(1.0)
        match.play(move)


def play_human_moves(match, count) -> None:
    """The human plays its first legal move count times, the AI answering in between."""
    for _ in range(count):
        play_until_human(match)
        if match.state.current_player is None:
            return
        match.play(match.state.legal_moves()[0])


def check_undo_and_redo_return_to_the_same_position(game_id):
    """Undo goes back to the human's last decision; redo replays to the same position."""
    match = Match(game_id, seats_for(GAMES[game_id]), SEED)
    play_human_moves(match, 2)
    play_until_human(match)
    before = json.dumps(match.state.to_dict(), sort_keys=True)
    moves = list(match.moves)
    assert match.undo()
    assert match.is_human(match.state.current_player) and len(match.moves) < len(moves)
    assert match.redo()
    assert match.moves == moves and json.dumps(match.state.to_dict(), sort_keys=True) == before


def check_autosave_resumes_the_same_game(game_id):
    """The autosave rebuilds the match move for move; a damaged one is refused, kept aside, and says why."""
    storage = MemoryStorage()
    match = Match(game_id, seats_for(GAMES[game_id]), SEED)
    play_human_moves(match, 2)
    write_autosave(storage, match)
    saved, problem = read_autosave(storage, game_id)
    resumed = saved.match
    assert problem is None and resumed.moves == match.moves and resumed.seats == match.seats
    assert resumed.state.to_dict() == match.state.to_dict()
    key = save_key(game_id)
    storage.put(key, storage.get(key).replace('"moves": [', '"moves": ["nonsense", '))
    resumed, problem = read_autosave(storage, game_id)
    assert resumed is None and problem and storage.get(kept_key(game_id)) is not None and storage.get(key) is None


def check_finished_games_replay_and_records_import(game_id):
    """A finished game is kept for replay, and its record text imports as the same game."""
    storage = MemoryStorage()
    match = Match(game_id, ["easy"] * GAMES[game_id].min_players, SEED)
    play_until_human(match, limit=5000)
    assert match.state.current_player is None
    remember_finished(storage, match)
    again = last_finished(storage)
    assert again is not None and again.moves == match.moves
    imported = import_match(json.dumps(match.record()))
    assert imported.state.to_dict() == match.state.to_dict()


def check_settings_and_statistics_survive_damage():
    """Bad settings fall back to defaults with a reason; statistics count and ignore damaged lines."""
    storage = MemoryStorage()
    storage.put("settings", "{not json")
    settings = Settings.load(storage)
    assert settings.problem and settings["sound"] is True
    try:
        settings.set("volume", 7)
    except ValueError:
        pass
    else:
        raise AssertionError("a volume outside its choices was accepted")
    storage.put("stats", json.dumps({"thirteen:easy": ["damaged"]}))
    record_result(storage, "thirteen", "easy", True, -3)
    assert all_stats(storage)[("thirteen", "easy")]["won"] == 1


def check_catalogues_load_in_every_language():
    """Every language's catalogue loads and holds the same keys."""
    keys = [sorted(load(language).messages) for language in LANGUAGES]
    assert keys[0] and all(k == keys[0] for k in keys)


def check_lessons_play_and_resume_from_their_start():
    """Every lesson loads (its moves checked on the engine), and a match begun from its start keeps that start
    in its autosave and resumes to the same position."""
    for game_id in lesson_games():
        lesson = load_lesson(game_id)
        storage = MemoryStorage()
        match = Match(game_id, lesson.seats(), SEED, lesson.options, lesson.start)
        for text in lesson.moves_before(len(lesson.steps)):
            match.play(text)
        write_autosave(storage, match)
        resumed, problem = read_autosave(storage, game_id)
        assert problem is None and resumed.match.state == match.state and resumed.match.moves == match.moves


def check_the_session_saves_each_commit_and_hints_through_the_one_driver(game_id):
    """A session (parlour.session) saves after every commit, its hint is a Thinking like the AI's, and a lesson
    saves nothing."""
    storage = MemoryStorage()
    session = Session(storage, Match(game_id, seats_for(GAMES[game_id]), SEED))
    session.commit(session.state.legal_moves()[0])
    saved, _ = read_autosave(storage, game_id)
    assert saved is not None and saved.match.moves == session.match.moves
    session.ask_hint()
    assert isinstance(session.hint, Thinking)
    ranked = None
    while ranked is None:
        ranked = session.think_hint(1.0)
    assert session.hint_move in session.state.legal_moves()
    lesson = Session(MemoryStorage(), Match(game_id, seats_for(GAMES[game_id]), SEED), LESSON)
    lesson.commit(lesson.state.legal_moves()[0])
    assert read_autosave(lesson.storage, game_id) == (None, None)


GAME_CHECKS = (
    check_undo_and_redo_return_to_the_same_position,
    check_autosave_resumes_the_same_game,
    check_finished_games_replay_and_records_import,
    check_the_session_saves_each_commit_and_hints_through_the_one_driver,
)
CHECKS = (check_settings_and_statistics_survive_damage, check_catalogues_load_in_every_language,
          check_lessons_play_and_resume_from_their_start)


def run_all() -> int:
    """Run every check (the game checks for every game); the number of checks run."""
    for check in GAME_CHECKS:
        for game_id in GAMES:
            check(game_id)
    for check in CHECKS:
        check()
    return len(GAME_CHECKS) * len(GAMES) + len(CHECKS)
