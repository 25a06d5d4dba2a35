"""Every lesson in assets/lessons/ played on its real table through real pygame events: the taught moves
by clicking what the table points at, Next by clicking it; wrong moves refused; Back, Skip and Leave."""
import json

import pygame
import pytest

from game import ReadError
from parlour.lessons import FOLDER, lesson_games, load_lesson, parse_lesson
from parlour.match import Match
from parlour.saves import read_autosave, write_autosave
from parlour.words import LANGUAGES, catalogue
from scenes.kit import draw
from scenes.screens.lesson import LessonChooser, LessonGuide, start_lesson
from scenes.screens.lesson.caption import fitted, text_room
from scenes.screens.new_game import NewGameScene
from scenes.screens.title import TitleScene
from scenes.tables import table_for
from tests.support.games import FACTS, GAME_IDS, usual_players

from ...conftest import click, key
from ...support.lessons import click_move, open_lesson, settle, walk

LESSONS = lesson_games()


def wrong_moves(table) -> list:
    """Moves other than the taught one: legal ones first (those on another card or piece before the others),
    then the taught card sent where the lesson's other moves go (illegal ones: the lesson refuses them too)."""
    guide = table.lesson
    spec = guide.lesson.spec
    taught = spec.decode_move(guide.step.move)
    first = table.lesson_rects("move", taught)[0]
    others = [m for m in table.state.legal_moves() if spec.encode_move(m) != guide.expected()]
    legal = sorted(others, key=lambda m: table.lesson_rects("move", m)[:1] == [first])
    card, _, place = guide.expected().partition("@")
    places = {text.partition("@")[2] for text in guide.lesson.moves_before(len(guide.lesson.steps))} - {place, ""}
    sent = []
    for other in sorted(places):
        try:
            sent.append(spec.decode_move(f"{card}@{other}"))
        except ValueError:
            continue
    # a move shown by the taught card alone (its place is not on the table) cannot be tried by clicks
    return [m for m in legal + sent if table.lesson_rects("move", m) not in ([], [first])]


@pytest.mark.parametrize("game_id", LESSONS)
def test_each_lesson_plays_from_first_step_to_last_through_clicks(app, game_id):
    table = open_lesson(app, game_id)
    guide = table.lesson
    lesson = guide.lesson
    seen = []

    def look(guide):
        app.draw()
        seen.append(guide.index)
        step = guide.step
        names = {f"p{s}": table.wording.name(s) for s in range(lesson.players)}
        assert guide.caption_text() == catalogue("en").say(lesson.caption_key(guide.index), **names)
        if step.point:
            assert guide.pointed(), f"step {step.name} points at {step.point}: the table has no such area"

    walk(app, table, look)
    assert seen == [i for i in lesson.stops() if lesson.steps[i].name is not None]
    assert table.match.moves == lesson.moves_before(len(lesson.steps))


@pytest.mark.parametrize("game_id", LESSONS)
def test_a_wrong_move_is_refused_with_the_steps_words_and_changes_nothing(app, game_id):
    table = open_lesson(app, game_id)
    tried = []

    def try_wrong(guide):
        if not guide.learners_turn() or not wrong_moves(table):
            return False
        state, moves = table.state, list(table.match.moves)
        words = guide.say(guide.lesson.wrong_key(guide.index))
        for wrong in wrong_moves(table)[:4]:
            table.notice.dismiss()
            click_move(app, table, wrong)
            if table.notice.visible:
                assert table.notice.text == words
                assert table.state is state and table.match.moves == moves
                tried.append(guide.step.name)
                return False
        raise AssertionError(f"no wrong move could be tried at {guide.step.name}")

    walk(app, table, try_wrong)
    lesson = load_lesson(game_id)
    learners = [s.name for i, s in enumerate(lesson.steps) if lesson.is_learners(i)]
    assert tried and set(tried) <= set(learners), "every step with another move to try refuses it"
    assert table.match.moves == lesson.moves_before(len(lesson.steps))


@pytest.mark.parametrize("game_id", LESSONS)
def test_a_caption_to_read_refuses_any_move(app, game_id):
    table = open_lesson(app, game_id)
    guide = table.lesson
    assert guide.step.move is None, "lessons begin with a caption"
    if table.state.current_player != guide.lesson.learner:
        pytest.skip("the learner is not to move at the first caption")
    move = table.state.legal_moves()[0]
    click_move(app, table, move)
    assert table.match.moves == []
    assert table.notice.text == guide.say("lesson.read_first")


@pytest.mark.parametrize("game_id", LESSONS)
def test_back_returns_to_the_previous_stop_and_its_position(app, game_id):
    table = open_lesson(app, game_id)
    lesson = table.lesson.lesson
    learners = [i for i in lesson.stops() if lesson.is_learners(i)]
    target = next(i for i in lesson.stops() if i > learners[0])
    walk(app, table, lambda guide: guide.index >= target)
    guide = table.lesson
    previous = guide.earlier_stop()
    click(app, guide.back_button.rect.center)
    assert guide.index == previous
    assert table.match.moves == lesson.moves_before(previous)
    state = lesson.start
    for text in lesson.moves_before(previous):
        state = state.apply(lesson.spec.decode_move(text))
    assert table.state == state
    walk(app, table)
    assert table.match.moves == lesson.moves_before(len(lesson.steps))


def test_back_is_disabled_on_the_first_step(app):
    table = open_lesson(app, LESSONS[0])
    guide = table.lesson
    click(app, guide.back_button.rect.center)
    assert guide.index == 0 and not guide.back_button.is_enabled()


@pytest.mark.parametrize("game_id", LESSONS)
def test_skip_plays_the_rest_and_what_follows_the_lesson(app, game_id):
    table = open_lesson(app, game_id)
    lesson = table.lesson.lesson
    click(app, (1125, 685))
    assert table.match.moves == lesson.moves_before(len(lesson.steps))
    if lesson.then == "play":
        assert table.lesson is None
    else:
        assert table.lesson.closed


@pytest.mark.parametrize("game_id", [g for g in LESSONS if load_lesson(g).then == "play"])
def test_then_play_hands_the_same_game_to_the_ai(app, game_id):
    table = open_lesson(app, game_id)
    walk(app, table)
    assert table.lesson is None
    assert {"Undo", "Hint", "Menu"} <= {b.text() for b in table.buttons}
    resumed = read_autosave(app.storage, game_id)[0].match
    assert resumed.moves == table.match.moves and resumed.state == table.state, "the real game is saved from here on"
    start = len(table.match.moves)
    for _ in range(600):
        if table.my_turn():
            assert table.try_move(table.state.legal_moves()[0])
        app.frame(0.05)
        ai_moved = [i for i in range(start, len(table.match.moves))
                    if not table.match.is_human(table.match.history[i].current_player)]
        if ai_moved:
            break
    assert ai_moved, "the AI never played after the lesson"


def test_leave_goes_to_the_title_and_keeps_the_players_saved_game(app):
    real = Match("thirteen", ["human", "medium", "medium"], 77)
    real.play(real.state.legal_moves()[0])
    write_autosave(app.storage, real)
    saved = app.storage.get("autosave")
    table = open_lesson(app, LESSONS[0])
    walk(app, table, lambda guide: guide.index > guide.lesson.stops()[2])
    assert table.match.moves
    click(app, (1195, 35))
    assert isinstance(app.top, TitleScene)
    assert app.storage.get("autosave") == saved


def closing_lesson(app):
    """13's lesson ending with a closing caption instead of play, on its table."""
    data = json.loads((FOLDER / "thirteen.json").read_text(encoding="utf-8"))
    data["then"] = "end"
    lesson = parse_lesson(data)
    app.reset(TitleScene(app))
    table = table_for(app, Match("thirteen", lesson.seats(), 1, lesson.options, lesson.start))
    LessonGuide(table, lesson)
    app.push(table)
    return table


def test_then_end_closes_with_a_caption_and_play_or_menu(app):
    table = closing_lesson(app)
    guide = table.lesson
    click(app, (1125, 685))
    assert guide.closed and guide.caption_text() == guide.say("lesson.closing")
    menu, play = guide.closing_buttons
    app.frame(0.05)
    assert guide.closed and table.lesson is guide
    click(app, play.rect.center)
    fresh = app.top
    assert fresh is not table and fresh.lesson is None and fresh.match.moves == []
    assert fresh.match.spec.id == "thirteen"


def test_then_end_menu_returns_to_the_title(app):
    table = closing_lesson(app)
    click(app, (1125, 685))
    click(app, table.lesson.closing_buttons[0].rect.center)
    assert isinstance(app.top, TitleScene)


def test_learn_to_play_from_the_title_asks_which_game(app):
    app.reset(TitleScene(app))
    learn = next(b for b in app.top.buttons if b.text() == "Learn to play")
    click(app, learn.rect.center)
    assert isinstance(app.top, LessonChooser)
    titles = [b.text() for b in app.top.buttons]
    assert "13 (Reiner Knizia)" in titles and "Quartino (Petr Doubek)" in titles
    click(app, app.top.buttons[titles.index("Quartino (Petr Doubek)")].rect.center)
    assert app.top.lesson is not None and app.top.match.spec.id == "quartino"


def test_learn_to_play_from_the_new_game_screen_for_the_chosen_game(app):
    app.reset(NewGameScene(app))
    scene = app.top
    quartino = next(b for b in scene.buttons if b.text() == "Quartino (Petr Doubek)")
    click(app, quartino.rect.center)
    learn = next(b for b in scene.buttons if b.text() == "Learn to play")
    click(app, learn.rect.center)
    assert app.top.lesson is not None and app.top.match.spec.id == "quartino"


def test_a_lesson_that_cannot_be_read_is_explained_and_nothing_opens(app, monkeypatch):
    import scenes.screens.lesson.start as start

    def broken(game_id):
        raise ReadError("Step 3's move 'G7@G' is illegal there", "step_move", number=3, move="G7@G")

    monkeypatch.setattr(start, "load_lesson", broken)
    app.reset(TitleScene(app))
    assert not start_lesson(app, "thirteen")
    assert isinstance(app.top, TitleScene)
    assert app.notice.visible
    assert app.notice.message == "This lesson cannot be opened: the move of step 3 (G7@G) is not allowed there."


@pytest.mark.parametrize("game_id", LESSONS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_caption_fits_its_panel(app, game_id, language):
    lesson = load_lesson(game_id)
    words = catalogue(language)
    for caption_key in lesson.keys():
        text = words.say(caption_key, **{f"p{s}": "Blaise" for s in range(lesson.players)})
        size, lines = fitted(text)
        assert lines == draw.wrap(text, size, text_room().width), f"{caption_key} is cut short in {language}"


def test_enter_presses_next_on_a_caption_and_plays_the_chosen_card_on_a_move(app):
    table = open_lesson(app, "thirteen")
    guide = table.lesson
    while not guide.learners_turn():
        before = guide.index
        key(app, pygame.K_RETURN)
        assert guide.index > before
        settle(app, table)
    assert guide.step.move == "B5@B"
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert table.match.moves == ["B5@B"]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_table_points_at_its_areas_and_at_the_learners_moves(app, game_id):
    from game import GAMES

    spec = GAMES[game_id]
    players = max(usual_players(game_id), 3)
    seed = next(s for s in range(200) if spec.new_state(players, s).current_player == 0)
    app.reset(TitleScene(app))
    table = table_for(app, Match(game_id, ["human"] + ["easy"] * (players - 1), seed))
    app.push(table)
    table.pending.clear()
    app.frame(0.05)
    for area in FACTS[game_id].LESSON_AREAS:
        assert table.lesson_rects(area, None), f"{game_id} has no area {area!r}"
    assert table.lesson_rects("no such area", None) == []
    screen = pygame.Rect(0, 0, 1280, 720)
    for move in table.state.legal_moves()[:12]:
        rects = table.lesson_rects("move", move)
        assert rects and all(screen.contains(r) for r in rects), spec.encode_move(move)


def test_while_the_script_plays_an_unexplained_move_the_caption_says_who_plays(app):
    table = open_lesson(app, "thirteen")
    guide = table.lesson
    lesson = guide.lesson
    silent = next(i for i, s in enumerate(lesson.steps) if s.name is None and not lesson.is_learners(i))
    guide.go(silent)
    assert guide.caption_text() == f"{table.wording.name(lesson.steps[silent].mover)} plays: watch the table."
    assert not guide.can_go_on()
    settle(app, table)
    assert guide.index > silent and table.match.moves == lesson.moves_before(guide.index)


@pytest.mark.parametrize("game_id", LESSONS)
def test_random_clicks_and_keys_on_a_lesson_never_crash(app, game_id):
    from ...conftest import run_monkey

    def deal(_seed):
        app.reset(TitleScene(app))
        start_lesson(app, game_id)
        return app.top

    keys = [pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_b,
            pygame.K_y, pygame.K_g, pygame.K_p, pygame.K_q, pygame.K_e, pygame.K_c, pygame.K_1, pygame.K_3]
    run_monkey(app, deal, keys, steps=800)
