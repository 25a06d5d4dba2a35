"""A game carried between visits by its record, with real events: a game in progress exported from Saved games is
played on after its record is imported where nothing is stored (a browser that cleared or refused the storage);
a finished record opens as its replay; a damaged record is refused plainly and loses nothing; an import never
replaces a saved game without asking."""
import json

import pygame
import pytest

from game.records import record_to_text
from parlour.match import Match
from parlour.saves import carried_text, read_autosave, write_autosave
from parlour.storage import MemoryStorage
from scenes.app import App
from scenes.kit.question import Question
from scenes.screens.replay import ReplayScene
from scenes.screens.resume_list import ResumeList
from scenes.screens.title import TitleScene
from scenes.table import TableScene

from ..conftest import click, open_replay, played_out
from ..support.driven_games import deal, play


def labelled(scene, text):
    """The button reading text."""
    return next(b for b in scene.buttons if b.text() == text)


def texts(scene) -> list:
    """The labels of scene's buttons."""
    return [b.text() for b in scene.buttons]


def title(app) -> TitleScene:
    """A fresh title screen after one frame."""
    app.reset(TitleScene(app))
    app.frame(0.016)
    return app.top


def import_from_title(app, text) -> None:
    """Put text on the clipboard and press the title's Import record (there is no saved game)."""
    pygame.scrap.put_text(text)
    click(app, labelled(title(app), "Import record").rect.center)
    app.frame(0.016)


def test_a_game_in_progress_exported_from_saved_games_plays_on_after_an_import_where_nothing_is_kept(
        app, monkeypatch):
    deal(app, "quartino", monkeypatch)
    play(app, "quartino", seed=3, moves_wanted=2)
    played = app.top.match
    click(app, labelled(app.top, "Menu").rect.center)
    click(app, labelled(app.top, "Saved games").rect.center)
    assert isinstance(app.top, ResumeList)
    click(app, labelled(app.top, "Export").rect.center)
    assert app.notice.message == "The record is on the clipboard."
    carried = pygame.scrap.get_text()
    assert json.loads(carried)["record"]["moves"] == played.moves

    elsewhere = App(language="en", storage=MemoryStorage())  # a visit whose storage was cleared
    assert "Saved games" not in texts(title(elsewhere)) and "Continue" not in texts(elsewhere.top)
    import_from_title(elsewhere, carried)
    table = elsewhere.top
    assert isinstance(table, TableScene) and not table.passive and elsewhere.notice.message == "Record imported."
    assert (table.match.spec.id, table.match.seed, table.match.moves) == ("quartino", played.seed, played.moves)
    assert (table.match.seats, table.match.names) == (played.seats, played.names)
    assert read_autosave(elsewhere.storage, "quartino")[0].match.moves == played.moves, "kept as a saved game"
    counts = play(elsewhere, "quartino", seed=4, moves_wanted=1)
    assert counts["moves"] == 1 and len(elsewhere.top.match.moves) > len(played.moves)


def test_a_finished_games_record_imported_on_the_title_opens_as_its_replay(app):
    match = played_out(Match("quinto", ["easy", "easy"], seed=8))
    import_from_title(app, record_to_text(match.record()))
    assert isinstance(app.top, ReplayScene) and app.top.full.moves == match.moves


def test_an_unfinished_record_imported_on_the_replay_screen_is_played_on(app):
    unfinished = Match("thirteen", ["human", "easy", "easy"], seed=4)
    unfinished.play(unfinished.state.legal_moves()[0])
    replay = open_replay(app, Match("quartino", ["human", "easy"], seed=5), first_moves=3)
    pygame.scrap.put_text(record_to_text(unfinished.record()))
    click(app, labelled(replay, "Import record").rect.center)
    app.frame(0.016)
    assert isinstance(app.top, TableScene) and app.top.match.moves == unfinished.moves
    assert app.top.match.seats == ["human", "medium", "medium"], "a bare record is played against medium AIs"


@pytest.mark.parametrize("text, reason", [
    ("{not a record", "the text is not in a form the parlour can read"),
    ("carried, one move damaged", "move"),
])
def test_a_damaged_record_is_refused_plainly_and_the_saved_game_stays(app, text, reason):
    kept = Match("quartino", ["human", "easy"], seed=5)
    kept.play(kept.state.legal_moves()[0])
    write_autosave(app.storage, kept)
    if text.startswith("carried"):
        data = json.loads(carried_text(kept))
        data["record"]["moves"][0] = "nonsense"
        text = json.dumps(data)
    click(app, labelled(title(app), "Saved games").rect.center)
    listed = app.top
    pygame.scrap.put_text(text)
    click(app, labelled(listed, "Import record").rect.center)
    app.frame(0.016)
    assert app.top is listed
    assert app.notice.visible and app.notice.message.startswith("This record cannot be imported: ")
    assert reason in app.notice.message
    assert read_autosave(app.storage, "quartino")[0].match.moves == kept.moves


def test_an_import_asks_before_it_replaces_the_saved_game_of_the_same_game(app):
    kept = Match("quartino", ["human", "easy"], seed=5)
    write_autosave(app.storage, kept)
    other = Match("quartino", ["human", "hard"], seed=6)
    other.play(other.state.legal_moves()[0])
    click(app, labelled(title(app), "Saved games").rect.center)
    pygame.scrap.put_text(carried_text(other))
    click(app, labelled(app.top, "Import record").rect.center)
    app.frame(0.016)
    assert isinstance(app.top, Question)
    click(app, labelled(app.top, "Keep it").rect.center)
    assert isinstance(app.top, ResumeList) and read_autosave(app.storage, "quartino")[0].match.seed == 5
    click(app, labelled(app.top, "Import record").rect.center)
    app.frame(0.016)
    click(app, labelled(app.top, "Replace it").rect.center)
    assert isinstance(app.top, TableScene) and app.top.match.seats == ["human", "hard"]
    assert read_autosave(app.storage, "quartino")[0].match.seed == 6
