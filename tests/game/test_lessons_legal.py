"""Every lesson in assets/lessons/ plays legally on the engine, has its words, and teaches what its issue asks."""
import copy
import json

import pytest

from game import GAMES
from game.thirteen.rules import LIMIT
from parlour.lessons import FOLDER, lesson_games, load_lesson, parse_lesson
from parlour.words import LANGUAGES, catalogue

from .lesson_steps import replayed

LESSONS = sorted(path.stem for path in FOLDER.glob("*.json"))


def states_of(lesson) -> list:
    """The states after each move of the lesson, replayed through the engine from its start."""
    return [after for _, step, _, after in replayed(lesson) if step.move is not None]


def events_of(lesson) -> list:
    """Every event the lesson's moves cause, in order."""
    return [event for state in states_of(lesson) for event in state.events]


def raw(game_id) -> dict:
    """The lesson file's data."""
    return json.loads((FOLDER / f"{game_id}.json").read_text(encoding="utf-8"))


def test_every_lesson_file_is_a_game_with_a_table():
    assert LESSONS, "no lessons"
    assert set(LESSONS) == set(lesson_games())
    assert {"thirteen", "quartino"} <= set(LESSONS)


@pytest.mark.parametrize("game_id", LESSONS)
def test_every_scripted_move_is_legal_in_turn(game_id):
    lesson = load_lesson(game_id)
    spec = lesson.spec
    state = lesson.start
    for step in lesson.steps:
        if step.move is None:
            continue
        move = spec.decode_move(step.move)
        assert move in state.legal_moves(), (step, state.current_player)
        state = state.apply(move)
    assert any(lesson.is_learners(i) for i in range(len(lesson.steps))), "the learner never moves"


@pytest.mark.parametrize("game_id", LESSONS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_caption_and_refusal_is_in_both_languages(game_id, language):
    lesson = load_lesson(game_id)
    words = catalogue(language)
    missing = [key for key in lesson.keys() if not words.has(key)]
    assert not missing
    for key in lesson.keys():
        text = words.say(key, **{f"p{seat}": "Name" for seat in range(lesson.players)})
        assert "{" not in text and text.strip(), key


@pytest.mark.parametrize("game_id", LESSONS)
def test_the_start_position_is_the_engines_save_or_a_seed(game_id):
    data = raw(game_id)
    lesson = parse_lesson(data)
    if "state" in data["start"]:
        assert lesson.start.to_dict() == GAMES[game_id].state_from_dict(data["start"]["state"]).to_dict()
    else:
        assert lesson.start == GAMES[game_id].new_state(lesson.players, data["start"]["seed"], lesson.options)


def test_a_lesson_whose_move_is_illegal_is_refused_naming_the_step():
    data = raw("thirteen")
    bad = copy.deepcopy(data)
    bad["steps"][2]["move"] = "G7@G"
    with pytest.raises(ValueError, match="Step 3's move 'G7@G' is illegal"):
        parse_lesson(bad)


@pytest.mark.parametrize(("change", "words"), [
    (lambda d: d.update(game="chess"), "unknown game"),
    (lambda d: d.update(format=7), "format"),
    (lambda d: d.update(players=9), "3–6 players"),
    (lambda d: d.update(learner=5), "learner"),
    (lambda d: d.update(then="later"), "'play' or 'end'"),
    (lambda d: d.update(start={"seed": 1, "state": {}}), "start"),
    (lambda d: d.update(steps=[]), "list of steps"),
    (lambda d: d["steps"].append({"point": "hand"}), "must have a name, a move"),
    (lambda d: d["steps"].append({"name": "welcome"}), "new word"),
    (lambda d: d["steps"].append({"name": "x", "point": "move"}), "points at its move but has none"),
    (lambda d: d.update(colour="blue"), "no field 'colour'"),
])
def test_a_malformed_lesson_says_what_is_wrong(change, words):
    data = raw("thirteen")
    change(data)
    with pytest.raises(ValueError, match=words):
        parse_lesson(data)


def test_a_missing_lesson_is_a_clear_error(tmp_path):
    with pytest.raises(ValueError, match="no lesson"):
        load_lesson("thirteen", tmp_path)
    (tmp_path / "thirteen.json").write_text("{oops", encoding="utf-8")
    with pytest.raises(ValueError, match="not valid JSON"):
        load_lesson("thirteen", tmp_path)


# --- 13: a safe 13, a take, a rotten four, the majority at scoring (the words) --------------

def test_thirteen_lesson_has_the_learner_make_a_safe_13_then_take_a_pile():
    lesson = load_lesson("thirteen")
    learned = []
    for i, step, before, state in replayed(lesson):
        if step.move is not None and lesson.is_learners(i):
            move = lesson.spec.decode_move(step.move)
            target = "BYG".index(move.target)
            took = any(e.kind == "took_pile" for e in state.events)
            total = sum(4 if c == "R4" else int(c[1:]) for c in state.targets[target])
            learned.append((move.card, took, total, len(before.targets[target])))
    safe = [entry for entry in learned if not entry[1] and entry[2] == LIMIT]
    assert safe, "no safe 13 by the learner"
    assert any(took for _, took, _, _ in learned), "the learner never takes a pile"
    assert any(card == "R4" for card, *_ in learned), "the learner never plays a rotten four"


def test_thirteen_lesson_reaches_a_scoring_where_a_sole_majority_scores_nothing():
    lesson = load_lesson("thirteen")
    scored = [e.params for e in events_of(lesson) if e.kind == "round_scored"]
    assert scored, "the lesson never reaches the round's scoring"
    learner = lesson.learner
    taken = scored[0]["taken"][learner]
    zeroed = [c for c, penalty in scored[0]["breakdown"][learner].items()
              if c != "R" and penalty == 0 and any(card[0] == c for card in taken)]
    assert zeroed, "the learner's majority colour does not score 0"
    rotten_takers = [p for p, cards in enumerate(scored[0]["taken"]) if "R4" in cards]
    assert all(scored[0]["breakdown"][p]["R"] >= 2 for p in rotten_takers)


def test_thirteen_lesson_explains_an_opponents_take():
    lesson = load_lesson("thirteen")
    explained = []
    for i, step, _, state in replayed(lesson):
        if step.move is not None and not lesson.is_learners(i) and step.name and any(
                e.kind == "took_pile" for e in state.events):
            explained.append(step.name)
    assert explained


# --- Quartino: matching a card, a claim and its extra pawn, each situation ------------------------

def test_quartino_lesson_has_the_learner_match_claim_and_place_the_extra_pawn():
    lesson = load_lesson("quartino")
    learner_moves = [s.move for i, s in enumerate(lesson.steps) if lesson.is_learners(i)]
    claims = [m for m in learner_moves if m.startswith("claim:")]
    assert claims
    after_claim = learner_moves[learner_moves.index(claims[0]) + 1]
    assert "@" in after_claim and not after_claim.startswith("claim:"), "no extra pawn after the claim"
    claimed = [e for e in events_of(lesson) if e.kind == "claimed"]
    assert claimed and claimed[0].params["seat"] == lesson.learner


def test_quartino_lesson_shows_four_colours_alone_then_both_situations_with_the_column_returned():
    lesson = load_lesson("quartino")
    events = events_of(lesson)
    situations = [tuple(e.params["situations"]) for e in events if e.kind == "situation"]
    assert ("four_colours",) in situations
    both = [e for e in events if e.kind == "situation" and len(e.params["situations"]) == 2]
    assert both and both[0].params["seat"] == lesson.learner and both[0].params["owed"]
    returned = [e for e in events if e.kind == "column_returned"]
    assert returned and returned[0].params["seat"] == lesson.learner


@pytest.mark.parametrize("game_id", LESSONS)
def test_a_match_from_a_lessons_start_keeps_it_in_its_record_and_replays(game_id):
    from game.records import record_from_text, record_to_text, replay
    from parlour.match import Match

    lesson = load_lesson(game_id)
    match = Match(game_id, lesson.seats(), 5, lesson.options, lesson.start)
    for text in lesson.moves_before(len(lesson.steps)):
        match.play(text)
    record = record_from_text(record_to_text(match.record()))
    assert record["start"] == lesson.start.to_dict()
    again = Match.from_record(record, lesson.seats())
    assert again.state == match.state and again.moves == match.moves
    assert replay(record)[-1] == match.state
    record["start"] = "a board"
    with pytest.raises(ValueError, match="start position"):
        Match.from_record(record, lesson.seats())
