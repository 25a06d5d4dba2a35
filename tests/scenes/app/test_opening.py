"""The parlour's first steps (scenes/opening.py): each group of imports is told to the page and comes only
after the page had a frame to paint."""
import sys

from parlour import browser
from scenes import opening


def test_each_step_is_told_before_its_imports_and_after_a_yield(monkeypatch, tmp_path):
    told, imported = [], []
    monkeypatch.setattr(browser, "step", lambda key, percent: told.append((key, percent)))
    for name in ("first_group", "second_group"):
        (tmp_path / f"{name}.py").write_text(f"import sys\nsys.modules['{__name__}'].imported.append('{name}')\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(sys.modules[__name__], "imported", imported, raising=False)
    stages = (("page_lamps", 92, ("first_group",)), ("page_decks", 95, ("second_group",)))
    opening_steps = opening.open_doors(stages)
    opening_steps.send(None)
    assert told == [("page_lamps", 92)] and imported == [], "told first, then a frame for the page"
    opening_steps.send(None)
    assert told[-1] == ("page_decks", 95) and imported == ["first_group"]
    try:
        opening_steps.send(None)
    except StopIteration as done:
        assert done.value.__name__ == "run_parlour"
    assert imported == ["first_group", "second_group"]


def test_the_stages_move_forward_and_name_words_every_language_has():
    from scenes.kit.i18n import page_words

    percents = [percent for _, percent, _ in opening.STAGES]
    assert percents == sorted(percents) and 90 < percents[0] and percents[-1] < 100
    for words in page_words().values():
        assert all(key in words for key, _, _ in opening.STAGES)


def test_the_games_on_offer_are_known_without_importing_their_tables():
    import subprocess

    code = ("import sys; from scenes.tables import playable_games; games = playable_games(); "
            "print(len(games), [m for m in sys.modules if m in [f'scenes.{g}.table' for g in games]])")
    root = str(opening.__file__).rsplit("/parlour/", 1)[0]
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                          env={"SDL_VIDEODRIVER": "dummy", "PATH": "", "PYTHONPATH": root})
    assert done.stdout.strip().splitlines()[-1] == "4 []", done.stderr
