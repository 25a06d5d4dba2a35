"""Sackson's Quinto table driven by real pygame events: the first-player draw, plays by click, drag and
keys, the word-or-bridge question, refusals, quintos with point cards, privacy, whole games, a monkey."""

import pygame

from game.quinto.rules import Row
from parlour.match import Match
from parlour.session import Session
from parlour.words import catalogue
from parlour.words import figure as score
from scenes.quinto import layout
from scenes.quinto.first_draw import FirstDrawPanel
from scenes.quinto.table import QuintoTable
from scenes.screens.rules import RulesScene
from scenes.table import ResultPanel

from ..conftest import click, instant_ai, key, open_table, pass_the_device, run, run_monkey
from ..support.played_tables import clicked_to_the_end
from ..support.quinto import card_centre, position, row_centre


def table(app, seats=("human", "easy"), seed=3, options=None):
    """A fresh table; the first-player draw panel is shown and dismissed."""
    scene = open_table(app, "quinto", seats, seed, options, animation="fast")
    assert isinstance(app.top, FirstDrawPanel)
    while app.top is not scene:
        click(app, app.top.buttons[0].rect.center)
    return scene


def drag(app, start, end):
    """A real press, a few moves and a release, then one frame."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for step in range(1, 6):
        pos = (start[0] + (end[0] - start[0]) * step // 5, start[1] + (end[1] - start[1]) * step // 5)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.frame(0.016)


def test_the_first_player_draw_is_shown_before_anyone_plays(app):
    instant_ai(app, "fast")
    match = Match("quinto", ["easy", "human"], 5)
    scene = QuintoTable(app, Session(app.storage, match))
    app.push(scene)
    run(app, 1.0)
    assert isinstance(app.top, FirstDrawPanel) and not match.moves
    name = scene.wording.name(match.state.starter)
    assert app.top.draws == match.state.first_draw
    key(app, pygame.K_RETURN)
    assert app.top is scene
    assert scene.log.lines[0] == f"Round 1: {name} drew the highest number and starts."


def test_click_a_card_then_a_lit_row_plays_it(app):
    scene = position(app, ["Rc1", "Gt2", "Bs3", "Oh4", "w:red"], [Row(1, 1, ("Rc3",), ("red", 20))])
    click(app, card_centre(scene, "Rc1"))
    assert scene.controller.hand.selected == scene.view().hands[0].index("Rc1")
    lit = scene.controller.lit()
    assert set(lit) == {1, "new"}
    click(app, row_centre(scene, 1))
    assert scene.match.moves == ["Rc1@1"]
    assert scene.state.row(1).cards == ("Rc3", "Rc1")
    assert any("You play one red circle on row 1" in line for line in scene.log)


def test_drag_a_card_onto_the_new_row_slot(app):
    scene = position(app, ["Rc1", "Gt2", "Bs3", "Oh4", "w:red"], [Row(1, 1, ("Rc3",), ("red", 20))])
    drag(app, card_centre(scene, "Gt2"), layout.NEW_SLOT.center)
    assert scene.match.moves == ["Gt2@new"]
    assert scene.state.row(2).owner == 0 and scene.state.row(2).head is not None


def test_keyboard_chooses_a_card_and_a_destination(app):
    scene = position(app, ["Rc1", "Gt2", "Bs3", "Oh4", "w:red"], [Row(1, 1, ("Rc3",), ("red", 20))])
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert scene.view().hands[0][scene.controller.hand.selected] == "Rc1"
    key(app, pygame.K_DOWN)
    assert scene.controller.hand.key_target == 1
    key(app, pygame.K_RETURN)
    assert scene.match.moves == ["Rc1@1"]
    key(app, pygame.K_e)
    assert scene.match.moves[-1] == "end"
    assert scene.state.current_player == 1


def test_a_refused_card_is_explained_and_nothing_moves(app):
    scene = position(app, ["Rc1", "Gt2", "Bs3", "Oh4", "w:red"], [Row(1, 1, ("Rc3",), ("red", 20))])
    click(app, card_centre(scene, "Gt2"))
    assert 1 not in scene.controller.destinations("Gt2")
    click(app, row_centre(scene, 1))
    assert scene.match.moves == []
    assert scene.notice.text == "Two green triangles shares no colour, shape or number with three red circles."
    key(app, pygame.K_e)
    assert "at least one card" in scene.notice.text
    app.language = "fr"
    drag(app, card_centre(scene, "Gt2"), row_centre(scene, 1))
    assert scene.match.moves == []
    assert scene.notice.text == ("Deux triangles verts n’a ni couleur, ni forme, ni nombre en commun avec "
                            "trois cercles rouges.")


def test_a_word_or_bridge_card_asks_which_face(app):
    scene = position(app, ["wb:green", "Oc1", "Rt2", "Gs3", "Bh4"], [Row(1, 1, ("Gc1", "w:green"), ("red", 20))])
    lit = scene.controller.destinations("wb:green")
    assert lit == {1: ["wb:green=word", "wb:green=bridge"], "new": ["wb:green=word"]}
    assert 1 not in scene.controller.destinations("Oc1")
    click(app, card_centre(scene, "wb:green"))
    click(app, row_centre(scene, 1))
    assert scene.face_prompt.open and not scene.match.moves
    word, bridge = scene.face_prompt.buttons
    assert (word.text(), bridge.text()) == ("Word", "Bridge")
    click(app, bridge.rect.center)
    assert scene.match.moves == ["wb:green=bridge@1"] and not scene.face_prompt.open
    assert scene.state.row(1).cards[-1] == "wb:green=bridge"


def test_a_quinto_moves_its_point_cards_and_is_logged(app):
    scene = position(app, ["Rc1", "Gt2", "Bs3", "Oh4", "w:red"], [Row(1, 1, ("Rc2", "Rc3", "Rc4", "Rt4"), ("red", 20))])
    click(app, card_centre(scene, "Rc1"))
    click(app, row_centre(scene, 1))
    assert scene.match.moves == ["Rc1@1"]
    assert scene.flights.count("out") == 5 and scene.flights.count("won0") == 1
    assert scene.state.won[0] == (("red", 20),)
    assert any("Row 1 is a quinto" in line for line in scene.log)
    assert any("You take the red 20." in line for line in scene.log)
    assert any("You must now open a new row" in line for line in scene.log)
    run(app, 1.5)
    assert not scene.flights.busy()


def test_two_humans_get_the_privacy_screen_and_see_only_their_own_hand(app):
    instant_ai(app, "fast")
    scene = QuintoTable(app, Session(app.storage, Match("quinto", ["human", "human"], 9)))
    app.push(scene)
    app.frame(0.016)
    click(app, app.top.buttons[0].rect.center)
    pass_the_device(app, 20)
    seat = scene.shown_seat
    assert seat == scene.state.current_player
    view = scene.view()
    assert all(c == "?" for c in view.hands[1 - seat]) and "?" not in view.hands[seat]


def test_a_whole_game_against_the_ai_reaches_the_final_panel(app):
    scene = table(app, ("human", "easy", "easy"), seed=12)
    titles = clicked_to_the_end(app, scene)
    assert titles[-1] == "Game over" and isinstance(app.top, ResultPanel)
    outcome = scene.state.outcome()
    assert app.top.header[1:5] == ["Point cards", "Rows completed", "Own rows", "Round"]
    assert [row[0] for row in app.top.rows] == ["You", "Blaise", "Clara"]
    assert [row[4] for row in app.top.rows] == [score(s) for s in outcome.scores]
    assert app.top.highlight == set(outcome.winners)
    assert any("Nobody can play any more" in line for line in scene.log)
    click(app, app.top.buttons[0].rect.center)
    assert isinstance(app.top, FirstDrawPanel) and app.top.wording is not scene.wording


def test_a_cumulative_match_shows_each_round_and_its_first_draw(app):
    scene = table(app, ("human", "easy"), seed=4, options={"variant": "cumulative", "rules": "ass"})
    titles = clicked_to_the_end(app, scene)
    assert titles[:3] == ["End of round 1", "first draw", "End of round 2"]
    assert titles[-1] == "Game over"
    assert app.top.header[-2:] == ["Bonus", "Total"]
    assert [row[-1] for row in app.top.rows] == [score(s) for s in scene.state.outcome().scores]


def test_rows_beyond_the_visible_lines_scroll(app):
    scene = position(app, ["Rc1", "Gt2", "Bs3", "Oh4", "w:red"],
                     [Row(i, i % 2, ("Rc2",), ("red", 20)) for i in range(1, 11)])
    assert layout.cell_rect(9, scene.controller.scroll) is None
    key(app, pygame.K_PAGEDOWN)
    assert scene.controller.scroll == 1 and layout.cell_rect(9, scene.controller.scroll) is not None
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3))
    app.frame(0.016)
    assert scene.controller.scroll == 0


def test_monkey_random_events_on_the_table_never_crash(app):
    keys = [pygame.K_TAB, pygame.K_RETURN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_n,
            pygame.K_e, pygame.K_p, pygame.K_1, pygame.K_w, pygame.K_b, pygame.K_SPACE, pygame.K_PAGEDOWN,
            pygame.K_ESCAPE]
    run_monkey(app, lambda seed: table(app, ("human", "easy", "human"), seed=seed), keys)


def test_french_texts_cards_and_rules(app):
    english = {k for k in catalogue("en").messages if k.startswith("quinto.")}
    assert english == {k for k in catalogue("fr").messages if k.startswith("quinto.")}
    app.language = "fr"
    scene = position(app, ["Rc1", "Gt2", "Bs3", "Oh4", "w:red"], [Row(1, 1, ("Rc3",), ("red", 20))])
    words = scene.quinto_words
    assert words.card("Bh3") == "trois hexagones bleus"
    assert words.card("Oc1") == "un cercle orange"
    assert words.card("w:square") == "le mot carré"
    assert words.card("wb:green=bridge") == "un pont (mot-ou-pont vert)"
    assert words.point(("blue", 90)) == "le 90 bleu"
    assert dict(scene.labels().words)["4"] == "quatre"
    click(app, card_centre(scene, "Rc1"))
    click(app, row_centre(scene, 1))
    assert any("Vous jouez un cercle rouge sur la rangée 1" in line for line in scene.log)
    app.push(RulesScene(app, "quinto"))
    app.frame(0.016)
    assert any("Jouer ici" in text for _, text in app.top.lines())
    assert any("mot-ou-pont" in text for _, text in app.top.lines())


def test_the_new_game_screen_names_quintos_options_in_the_players_language(app, monkeypatch):
    from scenes.kit import draw
    from scenes.screens.new_game import NewGameScene

    app.language = "fr"
    scene = NewGameScene(app, "quinto")
    app.push(scene)
    texts = []
    original = draw.text
    monkeypatch.setattr(draw, "text", lambda surface, string, *a, **k: texts.append(string) or original(
        surface, string, *a, **k))
    app.frame(0.016)
    assert any(text.startswith("Règles") and "originales de Sackson" in text for text in texts)
    assert any(text.startswith("Variante") and "aucune" in text for text in texts)
