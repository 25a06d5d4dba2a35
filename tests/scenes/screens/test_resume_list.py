"""The saved games: Continue on the title resumes the last game played in one click, and the list of saved games
says who plays and how far each game has gone, and deletes one after asking, with real events."""
import time

import pygame

from parlour.match import Match
from parlour.saves import read_autosave, write_autosave
from scenes.screens.ask_confirm import AskConfirm
from scenes.screens.resume_list import ResumeList
from scenes.screens.title import TitleScene
from scenes.table import TableScene

from ..conftest import click, key

NOON = time.mktime((2026, 11, 23, 12, 0, 0, 0, 0, -1))
LATER = NOON + 3 * 3600


def labelled(scene, text):
    """The button reading text."""
    return next(b for b in scene.buttons if b.text() == text)


def saved(app, game_id, seats, seed, moves, saved_at):
    """A match of game_id played moves moves (each the first legal one) and saved at saved_at."""
    match = Match(game_id, seats, seed)
    for _ in range(moves):
        match.play(match.state.legal_moves()[0])
    write_autosave(app.storage, match, saved_at=saved_at)
    return match


def open_list(app):
    """The title, then its Saved games list, by clicks."""
    app.reset(TitleScene(app, now=lambda: LATER))
    app.frame(0.016)
    click(app, labelled(app.top, app.t("menus.saved_games")).rect.center)
    assert isinstance(app.top, ResumeList)
    return app.top


def test_continue_resumes_the_last_game_played_in_one_click(app):
    saved(app, "quartino", ["human", "easy"], 5, 2, NOON - 600)
    saved(app, "thirteen", ["human", "hard", "easy"], 4, 3, NOON)
    saved(app, "quinto", ["human", "medium"], 6, 1, NOON - 86400)
    app.reset(TitleScene(app, now=lambda: LATER))
    app.frame(0.016)
    button = labelled(app.top, "Continue")
    assert button.note_text() == "13 (Reiner Knizia) — saved today at 12:00"
    click(app, button.rect.center)
    assert isinstance(app.top, TableScene) and app.top.match.spec.id == "thirteen" and app.top.match.seed == 4
    assert len(app.top.match.moves) == 3


def test_no_continue_without_a_saved_game(app):
    app.reset(TitleScene(app))
    app.frame(0.016)
    texts = [b.text() for b in app.top.buttons]
    assert "Continue" not in texts and "Saved games" not in texts


def test_each_saved_game_says_who_plays_and_how_far_it_has_gone(app):
    saved(app, "thirteen", ["human", "hard", "easy"], 4, 3, NOON)
    saved(app, "quinto_tricks", ["human", "easy", "medium", "easy"], 2, 0, NOON - 60)
    listed = open_list(app)
    notes = [b.note_text() for b in listed.buttons[::3][:2]]
    thirteen = read_autosave(app.storage, "thirteen")[0].match
    assert notes[0] == (f"You, Blaise (Hard), Clara (Easy) · round 1, {len(thirteen.state.draw_pile)} cards left, "
                        "3 moves")
    assert notes[1] == "You, Blaise (Easy), Clara (Medium), Dorian (Easy) · deal 1, 0 moves"
    app.language = "fr"
    assert listed.buttons[0].note_text().startswith("Vous, Blaise (Fort), Clara (Facile) · manche 1, ")
    assert listed.buttons[0].note_text().endswith(" cartes à piocher, 3 coups")


def test_delete_asks_first_and_keep_leaves_the_game_saved(app):
    saved(app, "thirteen", ["human", "easy", "easy"], 4, 1, NOON)
    listed = open_list(app)
    click(app, labelled(listed, "Delete").rect.center)
    assert isinstance(app.top, AskConfirm)
    key(app, pygame.K_ESCAPE)
    assert app.top is listed and read_autosave(app.storage, "thirteen")[0] is not None
    click(app, labelled(listed, "Delete").rect.center)
    click(app, labelled(app.top, "Cancel").rect.center)
    assert app.top is listed and read_autosave(app.storage, "thirteen")[0] is not None


def test_a_deleted_game_is_gone_from_storage_the_list_and_the_title(app):
    saved(app, "thirteen", ["human", "easy", "easy"], 4, 1, NOON)
    saved(app, "quartino", ["human", "easy"], 5, 2, NOON - 600)
    listed = open_list(app)
    click(app, listed.buttons[2].rect.center)
    click(app, labelled(app.top, "Delete").rect.center)
    assert read_autosave(app.storage, "thirteen") == (None, None), "the save is removed from storage"
    assert app.top is listed and [b.text() for b in listed.buttons[::3][:1]] == [
        "Quartino (Petr Doubek) — saved today at 11:50"]
    click(app, labelled(listed, "Delete").rect.center)
    click(app, labelled(app.top, "Delete").rect.center)
    assert read_autosave(app.storage, "quartino") == (None, None)
    assert isinstance(app.top, TitleScene) and len(app.scenes) == 1 and not app.top.saves
    assert "Continue" not in [b.text() for b in app.top.buttons]
