"""Why a save, a lesson, a record or an option set was refused reads in the player's language: the words come
by the error's code (assets/words/<lang>/reasons.json), the general reason ("the file is damaged") for any
other error, and never the English message of the error."""
import ast
import json
import re
from pathlib import Path

import pytest

from game import IllegalMoveError, ReadError
from parlour import lessons
from parlour.match import Match
from parlour.saves import FORMAT, save_key, write_autosave
from parlour.storage import MemoryStorage
from parlour.words import LANGUAGES, catalogue, placeholders
from scenes.app import App
from scenes.kit import draw
from scenes.kit.reasons import reason_in_words
from scenes.screens.lesson import start as lesson_start
from scenes.screens.new_game import NewGameScene
from scenes.screens.title import TitleScene

from ...parlour.text_faults import faults
from ..conftest import click
from ..support.drawn_text import drawn_texts

ROOT = Path(__file__).resolve().parents[3]
# Words of the English messages of the errors that French never uses.
ENGLISH = re.compile(r"\b(the|is|not|save|saved|record|cannot|move|of|was|written|this|has|must|game|players?|"
                     r"unknown|illegal|replayed|step|lesson|valid|JSON)\b", re.IGNORECASE)
SAVE_REFUSED = ("La partie enregistrée n’a pas pu être lue\u00a0; elle a été mise de côté, pas écrasée. "
                "Raison\u00a0: {}.")


def raised_codes() -> dict:
    """{code: names of the parameters given, or None when they are passed as **} of every ReadError raised in
    the engine and the parlour, read from the source."""
    codes = {}
    for path in [*(ROOT / "game").rglob("*.py"), *(ROOT / "parlour").glob("*.py")]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "ReadError" and len(node.args) > 1:
                code = node.args[1]
                named = [k.arg for k in node.keywords]
                for value in (code.body, code.orelse) if isinstance(code, ast.IfExp) else (code,):
                    codes[value.value] = None if None in named else set(named)
    return codes


def french_only(text, english_message) -> list:
    """What in text is not French: faults of French typography and grammar, English words, the error's own
    English message."""
    found = faults(text, "fr")
    found += [f"an English word: {word!r}" for word in ENGLISH.findall(text)]
    if english_message in text:
        found.append("the error's English message")
    return found


def test_every_code_raised_has_words_in_both_languages_with_its_parameters():
    codes = raised_codes()
    assert {"not_json", "wrong_game", "format", "move", "step_move", "option", "players", "missing"} <= set(codes)
    for language in LANGUAGES:
        words = catalogue(language)
        for code in [*codes, "damaged"]:
            assert words.has(f"reasons.{code}"), (language, code)
            given = codes.get(code)
            if given is not None:
                missing = placeholders(words.messages[f"reasons.{code}"]) - given
                assert not missing, f"reasons.{code} ({language}) names {missing}, which the error does not give"


def test_an_error_without_words_of_its_own_gives_the_general_reason():
    assert reason_in_words("fr", ValueError("'hands' in the save has the wrong type.")) == "le fichier est abîmé"
    assert reason_in_words("en", IllegalMoveError("B7 is not in your hand.", "not_in_hand")) == "the file is damaged"
    assert reason_in_words("fr", ReadError("The rubber is for four.", "option_players")) == (
        "les options choisies demandent un autre nombre de joueurs")


def played_save(game_id="thirteen", seats=("human", "easy", "easy"), seed=5) -> dict:
    """The autosave data of a fresh game."""
    storage = MemoryStorage()
    write_autosave(storage, Match(game_id, list(seats), seed))
    return json.loads(storage.get(save_key(game_id)))


def damaged_saves():
    """(what is wrong, the stored text under thirteen's key, the reason French players must read)."""
    old = {**played_save(), "format": FORMAT - 1}
    illegal = played_save()
    illegal["record"]["moves"] = ["B7@Y"]
    other = played_save("quartino", ("human", "easy"), 3)
    names = {**played_save(), "names": ["Ann", 7, ""]}
    return [
        ("not JSON", '{"format": 2, "seats": ["human"', "le texte n’est pas sous une forme que le salon sait lire"),
        ("another version", json.dumps(old),
         f"le fichier a été écrit par une autre version du salon (format {FORMAT - 1})"),
        ("a move that cannot be replayed", json.dumps(illegal), "le coup 1 (B7@Y) ne peut pas être rejoué"),
        ("another game", json.dumps(other), "le fichier concerne Quartino (Petr Doubek), pas 13 (Reiner Knizia)"),
        ("no code", json.dumps(names), "le fichier est abîmé"),
    ]


@pytest.mark.parametrize("wrong, text, reason", damaged_saves(), ids=[case[0] for case in damaged_saves()])
def test_a_damaged_autosave_is_explained_in_french_on_the_title(monkeypatch, wrong, text, reason):
    storage = MemoryStorage()
    storage.put(save_key("thirteen"), text)
    app = App(language="fr", storage=storage)
    drawn = drawn_texts(app, monkeypatch, [TitleScene])
    title = app.top
    shown = title.problem_text()
    assert shown == SAVE_REFUSED.format(reason)
    assert all(line in drawn for line in draw.wrap(shown, 17, 900)), "the whole message is drawn"
    assert not french_only(shown, str(title.problems[0]))


def test_two_damaged_saves_give_both_reasons_in_french(monkeypatch):
    storage = MemoryStorage()
    storage.put(save_key("thirteen"), "{")
    storage.put(save_key("quinto"), json.dumps({**played_save("quinto", ("human", "easy"), 2), "format": 1}))
    app = App(language="fr", storage=storage)
    app.reset(TitleScene(app))
    assert app.top.problem_text() == SAVE_REFUSED.format(
        "le texte n’est pas sous une forme que le salon sait lire\u00a0; "
        "le fichier a été écrit par une autre version du salon (format 1)")


def broken_lessons():
    """(what is wrong, how the lesson file is changed, the reason French players must read)."""
    def step(data):
        data["steps"][0] = {"move": "ZZ"}
        return json.dumps(data)

    return [
        ("not JSON", lambda data: json.dumps(data)[:-3], "le texte n’est pas sous une forme que le salon sait lire"),
        ("another format", lambda data: json.dumps({**data, "format": 9}),
         "le fichier a été écrit par une autre version du salon (format 9)"),
        ("an illegal step", step, "le coup de l’étape 1 (ZZ) n’est pas permis à cet endroit"),
        ("too many players", lambda data: json.dumps({**data, "players": 9}),
         "13 (Reiner Knizia) se joue de 3 à 6 joueurs"),
        ("an option", lambda data: json.dumps({**data, "options": {"assist": "maybe"}}),
         "une option a une valeur que ce jeu ne propose pas"),
    ]


@pytest.mark.parametrize("wrong, damage, reason", broken_lessons(), ids=[case[0] for case in broken_lessons()])
def test_a_broken_lesson_is_explained_in_french_and_nothing_opens(app, monkeypatch, tmp_path, wrong, damage,
                                                                     reason):
    data = json.loads(lessons.lesson_path("thirteen").read_text(encoding="utf-8"))
    lessons.lesson_path("thirteen", tmp_path).write_text(damage(data), encoding="utf-8")
    monkeypatch.setattr(lesson_start, "load_lesson", lambda game_id: lessons.load_lesson(game_id, tmp_path))
    with pytest.raises(ValueError) as refused:
        lessons.load_lesson("thirteen", tmp_path)
    app.language = "fr"
    app.reset(TitleScene(app))
    assert not lesson_start.start_lesson(app, "thirteen")
    assert isinstance(app.top, TitleScene) and app.notice.visible
    assert app.notice.message == f"Impossible d’ouvrir cette leçon\u00a0: {reason}."
    assert not french_only(app.notice.message, str(refused.value))


@pytest.mark.parametrize("game_id, players, option, value, reason", [
    ("thirteen", 3, "assist", "maybe", "une option a une valeur que ce jeu ne propose pas"),
    ("quinto", 3, "variant", "teams", "les options choisies demandent un autre nombre de joueurs"),
])
def test_a_refused_option_set_is_explained_in_french_and_nothing_starts(app, monkeypatch, game_id, players, option,
                                                                         value, reason):
    with pytest.raises(ValueError) as refused:
        Match(game_id, ["human"] + ["easy"] * (players - 1), 1, {option: value})
    app.language = "fr"
    scene = NewGameScene(app, game_id)
    app.reset(scene)
    scene.players = players
    scene.option_values[option] = value
    start = scene.buttons[-1]
    assert start.text() == app.t("start")
    click(app, start.rect.center)
    assert app.top is scene
    assert scene.message == f"Ces options ne peuvent pas être jouées\u00a0: {reason}."
    assert not french_only(scene.message, str(refused.value))
    drawn = []
    original = draw.text

    def noted(surface, string, *rest, **named):
        drawn.append((string, original(surface, string, *rest, **named)))
        return drawn[-1][1]

    monkeypatch.setattr(draw, "text", noted)
    scene.draw(app.window.canvas)
    shown = [(line, rect) for line, rect in drawn if len(line) > 12 and line in scene.message]
    assert " ".join(line for line, _ in shown) == scene.message, "the whole refusal is drawn"
    hidden = [(line, button.text()) for line, rect in shown for button in scene.buttons
              if rect.colliderect(button.rect)]
    assert not hidden, f"the refusal is drawn under a button: {hidden}"


def test_a_record_that_cannot_be_imported_is_explained_in_french(app):
    from scenes.screens.record_exchange import RecordExchange

    app.language = "fr"
    exchange = RecordExchange(app)
    exchange.outcome = ('{"format": 2, "game": "thirteen"', "")
    match, message = exchange.poll_match()
    assert match is None
    assert message == ("Impossible d’importer cette partie\u00a0: "
                       "le texte n’est pas sous une forme que le salon sait lire.")
    assert not french_only(message, "not valid JSON")
