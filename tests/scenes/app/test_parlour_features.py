"""Saves, resume, undo/redo, hints, settings and statistics, driven with real events headless."""
import json

import pygame

from parlour.match import Match
from parlour.saves import AUTOSAVE, FORMAT, KEPT, read_autosave, save_key
from parlour.session import Session
from parlour.stats import all_stats
from parlour.storage import FileStorage, MemoryStorage
from scenes.app import App
from scenes.screens.settings import SettingsScene
from scenes.screens.title import TitleScene
from scenes.table import ResultPanel
from scenes.thirteen.table import ThirteenTable

from ..conftest import click, key, open_replay, played_out, run, until


def human_table(app, seats=("human", "easy", "easy"), seed=21):
    """13's table for seats dealt from seed, pushed on app (no frame run yet)."""
    match = Match("thirteen", list(seats), seed)
    table = ThirteenTable(app, Session(app.storage, match))
    app.push(table)
    return table


def play_human_moves(app, table, count):
    """Play count moves for the human by keys (the first card of the hand), running frames between."""
    played = 0
    for _ in range(4000):
        if played >= count:
            break
        if table.my_turn():
            hand = table.view().hands[table.viewer]
            card = hand[0]
            while table.controller.hand.selected != 0:
                key(app, pygame.K_RIGHT)
            moves = len(table.match.moves)
            key(app, pygame.K_RETURN)
            if len(table.match.moves) == moves:  # a rotten four: the first Enter asked where, the second plays
                key(app, pygame.K_RETURN)
            assert table.match.moves[-1].startswith(card)
            played += 1
        app.frame(0.1)
    assert played == count


def test_save_restart_resume_gives_the_same_state(tmp_path):
    storage = FileStorage(tmp_path)
    first = App(language="en", storage=storage)
    table = human_table(first)
    play_human_moves(first, table, 3)
    saved_state = table.match.state.to_dict()
    assert (tmp_path / f"{save_key('thirteen')}.json").exists()

    second = App(language="en", storage=FileStorage(tmp_path))
    title = TitleScene(second)
    second.push(title)
    assert title.buttons[0].text() == "Continue"
    click(second, title.buttons[0].rect.center)
    resumed = second.top
    assert isinstance(resumed, ThirteenTable)
    assert resumed.match.state.to_dict() == saved_state
    assert resumed.log.lines == table.log.lines and any(line.startswith("You play") for line in resumed.log)


def test_corrupt_save_is_refused_kept_and_explained():
    storage = MemoryStorage()
    storage.put(AUTOSAVE, '{"format": 1, "seats": ["human"], "record": {"game": "thirteen"')
    app = App(language="en", storage=storage)
    title = TitleScene(app)
    assert title.saves == []
    assert title.problem_text() == ("Your saved game could not be read, so it was kept aside, not overwritten. "
                                    "The reason: the text is not in a form the parlour can read.")
    assert storage.get(KEPT).startswith('{"format": 1')
    assert storage.get(AUTOSAVE) is None


def test_save_from_another_version_or_with_an_illegal_move_is_refused():
    storage = MemoryStorage()
    good = Match("thirteen", ["human", "easy", "easy"], 5)
    record = good.record()
    storage.put(save_key("thirteen"), json.dumps({"format": 99, "seats": good.seats, "record": record}))
    match, problem = read_autosave(storage, "thirteen")
    assert match is None and "another version" in str(problem) and problem.code == "format"
    record["moves"] = ["B7@Y"]
    storage.put(save_key("thirteen"), json.dumps({"format": FORMAT, "seats": good.seats, "record": record}))
    match, problem = read_autosave(storage, "thirteen")
    assert match is None and "cannot be replayed" in str(problem)
    assert (problem.code, problem.params) == ("move", {"number": 1, "move": "B7@Y"})


def test_undo_and_redo_against_the_ai(app):
    table = human_table(app)
    play_human_moves(app, table, 2)
    run(app, 3)
    moves = list(table.match.moves)
    undo, redo = table.buttons[2], table.buttons[3]
    click(app, undo.rect.center)
    assert len(table.match.moves) < len(moves)
    assert table.match.state.current_player == 0
    click(app, redo.rect.center)
    assert table.match.moves == moves[: len(table.match.moves)]
    assert len(table.match.moves) > 0
    while table.match.undo():
        pass
    history = table.match.history
    assert table.match.state.current_player == 0
    assert all(state.current_player != 0 for state in history[:-1]), "undo stops at the first human turn"


def test_undo_in_hot_seat_stops_at_a_revealed_card(app):
    match = Match("thirteen", ["human", "human", "human"], 9)
    match.play(match.state.legal_moves()[0])
    assert match.undo_point() is None
    assert not match.undo()


def test_hot_seat_undo_reads_who_saw_what_from_the_events_not_from_sampling(monkeypatch):
    match = Match("thirteen", ["human", "easy", "human"], 9)
    monkeypatch.setattr(match.spec.ai, "determinize", None)
    assert match.undo_point() is None, "nothing to undo at the start"
    while match.state.current_player != 0:
        match.play(match.state.legal_moves()[0])
    match.play(match.state.legal_moves()[0])
    assert match.revealed(len(match.moves) - 1), "seat 2 saw the card seat 0 played, seat 0 saw the card it drew"
    assert match.undo_point() is None and not match.undo()


def test_hint_highlights_a_legal_move_and_explains(app):
    table = human_table(app)
    for _ in range(400):
        if table.my_turn():
            break
        app.frame(0.1)
    hint = table.buttons[4]
    click(app, hint.rect.center)
    until(app, lambda: table.hint_move is not None, "the hint")
    assert table.hint_move in table.match.state.legal_moves()
    assert table.notice.text.startswith("Hint:") and "%" in table.notice.text


def test_settings_persist_across_restarts(tmp_path):
    app = App(language="en", storage=FileStorage(tmp_path))
    scene = SettingsScene(app)
    app.push(scene)
    animation = scene.rows["animation"]
    click(app, animation.rect.center)
    assert app.settings["animation"] == "fast"
    language = scene.rows["language"]
    click(app, language.rect.center)
    assert app.language == "fr"
    again = App(storage=FileStorage(tmp_path))
    assert again.settings["animation"] == "fast" and again.language == "fr"


def test_bad_stored_settings_fall_back_to_defaults():
    storage = MemoryStorage()
    storage.put("settings", '{"animation": "warp", "volume": 7, "sound": false}')
    app = App(language="en", storage=storage)
    assert app.settings["animation"] == "normal" and app.settings["volume"] == 0.75
    assert app.settings["sound"] is False


def test_animations_off_means_no_motion(app):
    app.settings.set("animation", "off")
    table = human_table(app)
    play_human_moves(app, table, 1)
    assert not table.flights.busy()


def test_keyboard_only_game_to_the_end_counts_in_statistics(app):
    app.settings.set("ai_speed", "instant")
    app.settings.set("animation", "off")
    app.push(TitleScene(app))
    key(app, pygame.K_RETURN)
    new_game = app.top
    minus = new_game.buttons[len(new_game.game_buttons)]
    new_game.focus = minus
    key(app, pygame.K_RETURN)
    assert new_game.players == 3
    for seat in (1, 2):
        while new_game.seats[seat] != "easy":
            new_game.focus = new_game.seat_rows.choosers[seat]
            key(app, pygame.K_RETURN)
    new_game.focus = new_game.buttons[-1]
    key(app, pygame.K_RETURN)
    table = app.top
    assert isinstance(table, ThirteenTable)
    for _ in range(30000):
        if isinstance(app.top, ResultPanel):
            if app.top.title == "Game over":
                break
            key(app, pygame.K_RETURN)
            continue
        if table.my_turn():
            moves = len(table.match.moves)
            key(app, pygame.K_RIGHT)
            key(app, pygame.K_RETURN)
            if len(table.match.moves) == moves:  # a rotten four: the first Enter asked where, the second plays
                key(app, pygame.K_RETURN)
        else:
            app.frame(0.05)
    assert table.match.state.outcome() is not None
    lines = all_stats(app.storage)
    assert lines[("thirteen", "easy")]["played"] == 1
    assert app.storage.get(save_key("thirteen")) is None


def test_replay_steps_exports_and_imports(app):
    match = Match("thirteen", ["human", "easy", "easy"], 31)
    replay = open_replay(app, match, 12)
    assert replay.index == 12
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert replay.table.match.state.to_dict() == match.history[10].to_dict()
    click(app, replay.buttons[0].rect.center)
    assert replay.index == 0 and replay.table.log.lines == []
    click(app, replay.buttons[4].rect.center)
    assert replay.message == "The record is on the clipboard."
    assert json.loads(pygame.scrap.get_text()) == match.record()
    other = played_out(Match("thirteen", ["easy", "easy", "easy", "hard"], 32))
    from game.records import record_to_text

    pygame.scrap.put_text(record_to_text(other.record()))
    click(app, replay.buttons[5].rect.center)
    assert replay.full.players == 4 and replay.index == len(other.moves), "a finished game is replayed"
    pygame.scrap.put_text("{not a record")
    click(app, replay.buttons[5].rect.center)
    assert replay.message == "This record cannot be imported: the text is not in a form the parlour can read."
    assert replay.full.players == 4


def test_a_clipboard_that_refuses_is_never_reported_as_a_copy(app, monkeypatch):
    from scenes.screens.replay import ReplayScene

    match = Match("thirteen", ["human", "easy", "easy"], 31)
    replay = ReplayScene(app, match)
    app.push(replay)

    def refuse(text):
        raise pygame.error("no clipboard")

    monkeypatch.setattr(pygame.scrap, "put_text", refuse)
    click(app, replay.buttons[4].rect.center)
    assert replay.message == "The clipboard cannot be reached here: nothing was copied."
