"""The Victorian Quinto's table over a whole session, driven by real pygame events: undo, redo, hint,
resume from the autosave, replay, the words of refusals and hands, and the end-of-hand panel."""
import re

import pygame

from game.quinto_tricks.rules import DOUBLING, PLAY
from parlour.match import Match
from parlour.saves import save_key
from parlour.storage import FileStorage
from scenes.app import App
from scenes.quinto_tricks.table import TricksTable
from scenes.screens.title import TitleScene
from scenes.table import ResultPanel

from ..conftest import click, key, open_replay, open_table, until
from ..support.quinto_tricks import english_name

FOUR = ["human", "easy", "easy", "easy"]


def table(app, seats=FOUR, seed=3):
    """The Victorian Quinto's table for seats dealt from seed, with instant AI and fast animation."""
    return open_table(app, "quinto_tricks", seats, seed, animation="fast")


def play_a_card_by_keys(app, scene):
    """Pass in the doubling round with P, then pick the first playable card with the arrows and Enter."""
    until(app, lambda: scene.my_turn())
    while scene.state.phase == DOUBLING:
        key(app, pygame.K_p)
        until(app, lambda: scene.my_turn())
    playable = scene.state.legal_moves()
    hand = scene.view().hands[scene.controller.active_hand(scene.view())]
    while scene.controller.chosen() not in playable:
        key(app, pygame.K_RIGHT)
    card = scene.controller.chosen()
    key(app, pygame.K_RETURN)
    assert scene.match.moves[-1] == card and card not in scene.view().hands[0]
    assert card in hand
    return card


def test_undo_takes_back_to_my_turn_and_redo_plays_it_again(app):
    scene = table(app, seed=5)
    play_a_card_by_keys(app, scene)
    until(app, lambda: scene.my_turn())
    moves = list(scene.match.moves)
    log = list(scene.log)
    undo, redo = scene.buttons[2], scene.buttons[3]
    click(app, undo.rect.center)
    assert len(scene.match.moves) < len(moves) and scene.state.current_player == 0
    assert len(scene.log) < len(log) and list(scene.log) == log[:len(scene.log)]
    click(app, redo.rect.center)
    assert scene.match.moves == moves[:len(scene.match.moves)] and scene.state.current_player == 0
    assert list(scene.log) == log[:len(scene.log)]


def test_the_hint_lights_a_legal_card_and_names_it_in_words(app):
    scene = table(app, seed=6)
    until(app, lambda: scene.my_turn())
    while scene.state.phase == DOUBLING:
        key(app, pygame.K_p)
        until(app, lambda: scene.my_turn())
    click(app, scene.buttons[4].rect.center)
    until(app, lambda: scene.hint_move is not None)
    assert scene.hint_move in scene.state.legal_moves()
    assert scene.notice.text.startswith("Hint:") and "%" in scene.notice.text
    assert scene.notice.text.startswith(f"Hint: {english_name(scene.hint_move)} ")


def test_resume_from_the_autosave_gives_the_same_game_and_log(tmp_path):
    first = App(language="en", storage=FileStorage(tmp_path))
    scene = table(first, seed=7)
    play_a_card_by_keys(first, scene)
    until(first, lambda: scene.my_turn())
    saved, log = scene.match.state.to_dict(), list(scene.log)
    assert (tmp_path / f"{save_key('quinto_tricks')}.json").exists()

    second = App(language="en", storage=FileStorage(tmp_path))
    title = TitleScene(second)
    second.push(title)
    click(second, title.buttons[0].rect.center)
    resumed = second.top
    assert isinstance(resumed, TricksTable)
    assert resumed.match.state.to_dict() == saved and list(resumed.log) == log


def test_replay_steps_through_the_game_with_its_log(app):
    match = Match("quinto_tricks", FOUR, 8)
    replay = open_replay(app, match, 12)
    assert replay.index == 12
    key(app, pygame.K_LEFT)
    assert replay.table.match.state.to_dict() == match.history[11].to_dict()
    assert isinstance(replay.table, TricksTable) and replay.table.log
    click(app, replay.buttons[0].rect.center)
    assert replay.index == 0 and len(replay.table.log) == 0


def eldest_seed():
    """A deal where South (the human) speaks first: East deals."""
    return next(s for s in range(1, 200) if Match("quinto_tricks", FOUR, s).state.dealer == 3)


def test_refusals_are_worded_from_their_codes_in_french(app):
    app.language = "fr"
    scene = table(app, seed=eldest_seed())
    until(app, lambda: scene.my_turn())
    assert scene.state.bids == ()
    key(app, pygame.K_r)
    assert scene.notice.text == "Personne n’a contré\u00a0: il n’y a rien à surcontrer."
    assert scene.refusal_text("5H") == (
        "Les cartes se jouent après les contres\u00a0: passez, contrez ou surcontrez d’abord.")
    assert scene.match.moves == []


def test_the_human_dealer_reads_that_he_deals_in_the_second_person(app):
    scene = table(app, seed=eldest_seed())
    for _ in range(20000):
        if any(line.startswith("Hand 2:") for line in scene.log):
            break
        if isinstance(app.top, ResultPanel):
            click(app, app.top.buttons[0].rect.center)
        elif scene.my_turn():
            scene.try_move(scene.state.legal_moves()[0])
        app.frame(0.1)
    assert "Hand 2: you deal." in scene.log


def test_the_end_of_hand_panel_adds_up_to_the_hand_as_played(app):
    scene = table(app, ["easy", "easy", "easy", "easy"], seed=21)
    panel = None
    for _ in range(20000):
        if isinstance(app.top, ResultPanel) and app.top.title.startswith("End of hand"):
            panel = app.top
            break
        app.frame(0.1)
    assert panel is not None
    record = scene.state.last_hand
    trick_points = 5 * record.multiplier
    counts = []
    for side, row in enumerate(panel.rows):
        worth, tricks = (int(n) for n in re.findall(r"\d+", row[1])[:2])
        quints, points = int(row[2]), int(row[3])
        assert points == record.points[side]
        took_cachette = side == (record.tricks[-1].winner % 2)
        assert worth == trick_points * (tricks + took_cachette) and points == worth + quints
        assert ("cachette" in row[1]) == took_cachette
        counts.append(tricks)
    assert panel.subtitle == "The first side past 250 wins." and panel.below is not None
    assert sum(counts) == 12
    assert scene.state.phase in (DOUBLING, PLAY)


def test_hot_seat_undo_crosses_bids_but_stops_at_a_card_shown_to_the_other_human():
    match = Match("quinto_tricks", ["human", "human", "easy", "easy"], 4)
    while match.state.phase == DOUBLING:
        match.play("pass")
    assert match.undo_point() is not None  # words said aloud show no card
    while not (match.moves and match.is_human(match.history[-2].current_player)
               and match.state.phase == PLAY and match.history[-2].phase == PLAY):
        match.play(match.state.legal_moves()[0])
    assert match.undo_point() is None and not match.undo()


def test_hot_seat_three_players_the_dummy_laid_down_cannot_be_undone():
    match = Match("quinto_tricks", ["human", "human", "easy"], 4)
    while match.state.phase == DOUBLING:
        match.play("pass")
    assert any(e.kind == "dummy_shown" for e in match.state.events)
    assert match.undo_point() is None


def test_a_whole_game_played_with_keys_and_clicks_reaches_the_end_screen(app):
    scene = table(app, seed=12)
    titles = []
    for _ in range(30000):
        top = app.top
        if isinstance(top, ResultPanel):
            titles.append(top.title)
            if top.title == "Game over":
                break
            click(app, top.buttons[0].rect.center)
        elif scene.my_turn() and scene.state.phase == DOUBLING:
            key(app, pygame.K_p)
        elif scene.my_turn():
            legal = scene.state.legal_moves()
            key(app, pygame.K_RIGHT)
            if scene.controller.chosen() in legal:
                key(app, pygame.K_RETURN)
        else:
            app.frame(0.1)
    assert titles[-1] == "Game over" and any(t.startswith("End of hand") for t in titles)
    assert scene.state.outcome() is not None and app.top.subtitle.startswith("Victory for")
    assert app.storage.get(save_key("quinto_tricks")) is None
    click(app, app.top.buttons[0].rect.center)
    assert isinstance(app.top, TricksTable) and app.top is not scene
