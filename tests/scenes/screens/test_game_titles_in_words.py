"""Game titles come from the words catalogue, so a French player reads the Victorian game's French title on the
key help and on the lesson chooser (the engine's spec.title is English)."""
from parlour.match import Match
from scenes.screens.lesson.start import LessonChooser
from scenes.screens.rules import RulesScene
from scenes.table.key_help import KeyHelp
from scenes.tables import table_for

FRENCH = "Quinto, le jeu de cartes victorien"
FRENCH_SHORT = "Quinto victorien"  # where games are listed side by side


def test_the_key_help_names_the_game_in_french(app):
    app.language = "fr"
    table = table_for(app, Match("quinto_tricks", ["human", "easy", "easy", "easy"], 3))
    help_screen = KeyHelp.for_table(table)
    assert FRENCH in help_screen.title and "Victorian" not in help_screen.title


def test_the_lesson_chooser_names_the_games_in_french(app):
    app.language = "fr"
    chooser = LessonChooser(app)
    labels = [button.text() for button in chooser.buttons]
    assert any(label.startswith(FRENCH_SHORT) for label in labels), labels
    assert not any("Victorian" in label for label in labels)


def test_the_lesson_chooser_names_the_games_in_english_too(app):
    labels = [button.text() for button in LessonChooser(app).buttons]
    assert "Victorian Quinto (Angelo Lewis)" in labels


def test_the_rules_tab_of_the_chosen_game_is_the_one_lit_in_every_language(app):
    for language in ("en", "fr"):
        app.language = language
        rules = RulesScene(app)
        for game_id in rules.tabs:
            rules.choose(game_id)
            assert [g for g, tab in rules.tabs.items() if tab.selected] == [game_id]
