"""One saved game per game, Resume naming the game and the time, a same-game new game that asks,
and a new-game screen that explains itself (seats, names, options that apply, the last set-up), with real events."""
import json
import time

import pygame

from parlour.match import Match
from parlour.saves import read_autosave, save_key, write_autosave
from parlour.storage import MemoryStorage
from scenes.app import App
from scenes.kit.overlays import PassScreen
from scenes.screens.ask_replace import AskReplace
from scenes.screens.new_game import NewGameScene
from scenes.screens.resume_list import ResumeList
from scenes.screens.title import TitleScene
from scenes.table import TableScene
from scenes.thirteen.table import ThirteenTable

from ..conftest import click, key, run

FIVE_PAST_TWO = time.mktime((2026, 11, 23, 14, 5, 0, 0, 0, -1))
LATER = time.mktime((2026, 11, 23, 16, 40, 0, 0, 0, -1))


def labelled(scene, text):
    """The button reading text."""
    return next(b for b in scene.buttons if b.text() == text)


def open_new_game(app, now=lambda: LATER):
    """The New game screen, reached by a click on a fresh title screen whose clock reads now()."""
    app.reset(TitleScene(app, now=now))
    app.frame(0.016)
    click(app, labelled(app.top, app.t("new_game")).rect.center)
    assert isinstance(app.top, NewGameScene)
    return app.top


def type_text(app, text):
    """Press a key for each character of text, sending the character (pygame's A key where it has none by that name)."""
    for character in text:
        key(app, pygame.K_SPACE if character == " " else getattr(pygame, f"K_{character.lower()}", pygame.K_a),
            unicode=character)


def choose_cumulative(app, scene):
    """Click Quinto's variant chooser until it reads cumulative (each click rebuilds the options)."""
    for _ in range(len(scene.spec.options[2].choices)):
        variant = next(c for c in scene.option_cycles if c.text().startswith("Variant"))
        if variant.text().endswith("cumulative"):
            return
        click(app, variant.rect.center)
    raise AssertionError("the variant never read cumulative")


def play_until_a_move_is_made(app, table, frames=400):
    """Let the AI move, and play the human's card with the keyboard, until the table has a move."""
    app.settings.set("ai_speed", "instant")
    app.settings.set("animation", "off")
    for _ in range(frames):
        if table.match.moves:
            return
        if table.my_turn():
            key(app, pygame.K_RIGHT)
            key(app, pygame.K_RETURN)
            key(app, pygame.K_RETURN)
        app.frame(0.05)
    raise AssertionError("no move was made")


def test_starting_13_keeps_the_saved_quartino_game(app):
    write_autosave(app.storage, Match("quartino", ["human", "easy"], 3), saved_at=FIVE_PAST_TWO)
    scene = open_new_game(app)
    click(app, scene.game_buttons[scene.games.index("thirteen")].rect.center)
    click(app, scene.buttons[-1].rect.center)
    table = app.top
    assert isinstance(table, ThirteenTable)
    play_until_a_move_is_made(app, table)
    assert read_autosave(app.storage, "thirteen")[0] is not None
    title = TitleScene(app, now=lambda: LATER)
    assert sorted(s.match.spec.id for s in title.saves) == ["quartino", "thirteen"]


def test_resume_names_the_game_and_when_it_was_saved_in_english_and_french(app):
    write_autosave(app.storage, Match("thirteen", ["human", "easy", "easy"], 4), saved_at=FIVE_PAST_TWO)
    title = TitleScene(app, now=lambda: LATER)
    app.push(title)
    resume = title.buttons[0]
    assert resume.text() == "Continue"
    assert resume.note_text() == "13 (Reiner Knizia) — saved today at 14:05"
    app.language = "fr"
    assert resume.text() == "Continuer"
    assert resume.note_text() == "13 (Reiner Knizia) — enregistrée aujourd’hui à 14\u00a0h\u00a005"
    click(app, resume.rect.center)
    assert isinstance(app.top, ThirteenTable) and app.top.match.seed == 4


def test_several_saved_games_open_a_list_that_resumes_the_one_chosen(app):
    write_autosave(app.storage, Match("thirteen", ["human", "easy", "easy"], 4), saved_at=FIVE_PAST_TWO)
    write_autosave(app.storage, Match("quartino", ["human", "easy"], 5), saved_at=FIVE_PAST_TWO - 86400)
    app.push(TitleScene(app, now=lambda: LATER))
    click(app, labelled(app.top, "Saved games").rect.center)
    listed = app.top
    assert isinstance(listed, ResumeList)
    assert [b.text() for b in listed.buttons[::3][:2]] == ["13 (Reiner Knizia) — saved today at 14:05",
                                                           "Quartino (Petr Doubek) — saved yesterday at 14:05"]
    for _ in range(3):  # past the first game's Export and Delete
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, TableScene) and app.top.match.spec.id == "quartino" and app.top.match.seed == 5


def test_a_new_game_over_a_saved_game_of_the_same_game_asks_keep_or_replace(app):
    write_autosave(app.storage, Match("thirteen", ["human", "easy", "easy"], 4), saved_at=FIVE_PAST_TWO)
    scene = open_new_game(app)
    click(app, scene.game_buttons[scene.games.index("thirteen")].rect.center)
    click(app, scene.buttons[-1].rect.center)
    assert isinstance(app.top, AskReplace)
    key(app, pygame.K_RETURN)  # the focus starts on Keep it
    assert app.top is scene and read_autosave(app.storage, "thirteen")[0].match.seed == 4
    click(app, scene.buttons[-1].rect.center)
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and read_autosave(app.storage, "thirteen")[0].match.seed == 4
    click(app, scene.buttons[-1].rect.center)
    click(app, labelled(app.top, "Replace it").rect.center)
    assert isinstance(app.top, ThirteenTable) and read_autosave(app.storage, "thirteen")[0] is None


def test_rounds_are_offered_only_with_the_cumulative_variant_and_every_option_is_explained(app):
    scene = NewGameScene(app, "quinto")
    app.push(scene)
    labels = [cycle.text() for cycle in scene.option_cycles]
    assert not any(label.startswith("Rounds") for label in labels), labels
    choose_cumulative(app, scene)
    assert any(c.text().startswith("Rounds") for c in scene.option_cycles)
    rules = scene.option_cycles[0]
    assert any(c.text().startswith("Four VIER") for c in scene.option_cycles)
    click(app, rules.rect.center)
    assert scene.option_cycles[0].text() == "Rules: German edition"
    assert not any(c.text().startswith("Four VIER") for c in scene.option_cycles), "the German edition has four"
    for language in ("en", "fr"):
        app.language = language
        for option in scene.spec.options:
            explanation = scene.t(f"menus.option_about.quinto.{option.key}")
            assert explanation and not explanation.startswith("menus."), option.key
    assert "VIER" in scene.t("menus.option_about.quinto.four_vier")


def test_teams_is_offered_to_four_players_only_and_falls_back_when_a_player_leaves(app):
    scene = NewGameScene(app, "quinto")
    app.push(scene)
    assert scene.players == 4
    variant = next(c for c in scene.option_cycles if c.text().startswith("Variant"))
    click(app, variant.rect.center)
    assert any(c.text() == "Variant: teams" for c in scene.option_cycles)
    click(app, scene.buttons[len(scene.game_buttons)].rect.center)  # −
    assert scene.players == 3
    variant = next(c for c in scene.option_cycles if c.text().startswith("Variant"))
    assert variant.text() == "Variant: none" and variant.choices == ["none", "cumulative"]
    click(app, scene.buttons[-1].rect.center)
    assert any(isinstance(s, TableScene) for s in app.scenes), scene.message


def test_the_seat_chooser_shows_each_level_and_is_clicked_or_cycled_with_the_keyboard(app):
    scene = NewGameScene(app, "thirteen")
    app.push(scene)
    chooser = scene.seat_rows.choosers[1]
    assert [chooser.describe(choice) for choice in chooser.choices] == ["Human", "Easy", "Medium", "Hard", "Expert"]
    easy = (chooser.rect.x + chooser.rect.width * 3 // 10, chooser.rect.centery)
    click(app, easy)
    assert scene.seats[1] == "easy"
    scene.focus = scene.seat_rows.choosers[1]
    key(app, pygame.K_RETURN)
    assert scene.seats[1] == "medium" and scene.focus.rect == chooser.rect, "Enter steps on, the focus stays"
    app.language = "fr"
    assert [chooser.describe(choice) for choice in chooser.choices] == ["Humain", "Facile", "Moyen", "Fort", "Expert"]


def test_a_typed_name_shows_at_the_table_and_on_the_privacy_screen(app):
    scene = NewGameScene(app, "thirteen")
    app.push(scene)
    click(app, scene.seat_rows.choosers[1].rect.move(4, 0).midleft)  # Human
    assert scene.seats[1] == "human"
    click(app, scene.seat_rows.fields[0].rect.center)
    type_text(app, "Ann Lee")
    key(app, pygame.K_BACKSPACE)
    click(app, scene.seat_rows.fields[1].rect.center)
    type_text(app, "Bea")
    click(app, scene.buttons[-1].rect.center)
    table = app.top if isinstance(app.top, TableScene) else app.scenes[-2]
    assert table.match.names[:2] == ["Ann Le", "Bea"]
    assert table.wording.name(0) == "Ann Le" and table.wording.name(1) == "Bea"
    for _ in range(200):
        if isinstance(app.top, PassScreen):
            break
        app.frame(0.05)
    assert app.top.name in ("Ann Le", "Bea")


def test_a_single_named_human_is_named_on_the_panels_and_still_you_in_the_log(app):
    scene = NewGameScene(app, "thirteen")
    app.push(scene)
    click(app, scene.seat_rows.fields[0].rect.center)
    type_text(app, "Ann")
    click(app, scene.buttons[-1].rect.center)
    table = app.top
    assert table.wording.name(0) == "Ann" and table.wording.is_you(0)
    app.settings.set("ai_speed", "instant")
    app.settings.set("animation", "off")
    for _ in range(400):
        if table.my_turn():
            key(app, pygame.K_RIGHT)
            key(app, pygame.K_RETURN)
            key(app, pygame.K_RETURN)
            break
        app.frame(0.05)
    run(app, 1)
    assert any(line.startswith("You play") for line in table.log.lines), table.log.lines


def test_the_last_set_up_comes_back_after_a_restart_with_the_same_storage():
    storage = MemoryStorage()
    first = App(language="en", storage=storage)
    scene = open_new_game(first)
    click(first, scene.game_buttons[scene.games.index("quinto")].rect.center)
    minus = scene.buttons[len(scene.game_buttons)]
    while scene.players > 3:
        click(first, minus.rect.center)
    hard = scene.seat_rows.choosers[2]
    click(first, (hard.rect.x + hard.rect.width * 7 // 10, hard.rect.centery))
    click(first, scene.seat_rows.fields[0].rect.center)
    type_text(first, "Ann")
    choose_cumulative(first, scene)
    click(first, scene.buttons[-1].rect.center)
    assert any(isinstance(s, TableScene) for s in first.scenes)

    second = App(language="en", storage=storage)
    again = open_new_game(second)
    assert again.game_id == "quinto" and again.players == 3
    assert again.seats[:3] == ["human", "medium", "hard"]
    assert again.seat_rows.fields[0].value == "Ann"
    assert any(c.text() == "Variant: cumulative" for c in again.option_cycles)
    assert any(c.text().startswith("Rounds") for c in again.option_cycles)


def test_game_names_and_descriptions_are_french_in_french(app):
    app.language = "fr"
    scene = NewGameScene(app, "thirteen")
    names = {g: b.text() for g, b in zip(scene.games, scene.game_buttons)}
    assert names["quinto_tricks"] == "Quinto, le jeu de cartes victorien (Angelo Lewis)"
    assert scene.game_buttons[0].note_text().startswith("Jouez sur trois piles")
    title = TitleScene(app)
    assert title.t("keys_hint") == "Tab / Entrée"


def test_a_save_without_names_or_time_from_before_still_resumes(app):
    match = Match("thirteen", ["human", "easy", "easy"], 4)
    app.storage.put("autosave", json.dumps({"format": 2, "seats": match.seats, "record": match.record(), "redo": []}))
    title = TitleScene(app)
    app.push(title)
    assert title.buttons[0].note_text() == "13 (Reiner Knizia) — saved game"
    click(app, title.buttons[0].rect.center)
    assert isinstance(app.top, ThirteenTable)
    assert app.storage.get("autosave") is None and app.storage.get(save_key("thirteen")) is not None


def test_random_clicks_and_keys_on_the_title_and_new_game_screens_never_crash(app):
    import random

    from ..conftest import post_random_event

    write_autosave(app.storage, Match("quinto", ["human", "easy"], 3), saved_at=FIVE_PAST_TWO)
    write_autosave(app.storage, Match("thirteen", ["human", "easy", "easy"], 4), saved_at=FIVE_PAST_TWO)
    app.running = True
    rng = random.Random(12)
    keys = [pygame.K_TAB, pygame.K_RETURN, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_ESCAPE, pygame.K_a]
    app.reset(TitleScene(app))
    for _ in range(600):
        post_random_event(rng, keys)
        app.frame(0.05)
        if isinstance(app.top, TableScene) or not app.scenes or not app.running:
            app.running = True
            app.reset(TitleScene(app))
            if rng.random() < 0.7:
                app.push(NewGameScene(app))
    assert app.scenes
