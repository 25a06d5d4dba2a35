"""The table's bottom row reads whole in every language at every size: where "Annuler" and "Rétablir" do not fit
(a small window), turning arrows stand for them and the word shows on a tag over the arrow the pointer rests on;
a finished game's Results spans the row."""
import pygame
import pytest

from ..conftest import save_shot
from ..support.panel_fit import drawn_frame
from ..support.played_tables import final_panel, seated
from ..support.window import resize, window_point

SMALLEST = (640, 360)


def words_drawn(app) -> list:
    """The lines of text the app's frame draws."""
    return [text for text, *_ in drawn_frame(app).lines]


def test_a_small_french_window_draws_arrows_for_undo_and_redo_and_the_word_over_the_one_pointed_at(app):
    app.language = "fr"
    resize(app, SMALLEST)
    table = seated(app, "thirteen", 3, 12)
    app.frame(0.016)
    undo = table.controls.buttons["undo"]
    assert undo.is_enabled(), "a move of the player's to take back"
    shown = words_drawn(app)
    assert not [text for text in shown if text.startswith(("Annu", "Rétab"))], "no word cut to a stub"
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window_point(SMALLEST, undo.rect.center),
                                         rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(0.016)
    assert "Annuler" in words_drawn(app)
    save_shot(pygame.display.get_surface(), "build/shots/small/undo_tip_fr.png")


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_a_larger_french_window_writes_undo_and_redo_in_words(app, size):
    app.language = "fr"
    resize(app, size)
    seated(app, "thirteen", 3, 12)
    app.frame(0.016)
    assert {"Annuler", "Rétablir", "Conseil"} <= set(words_drawn(app))


def test_a_finished_game_spans_the_bottom_row_with_results_read_whole(app):
    table, _ = final_panel(app, "thirteen", 3, "fr")
    app.pop()
    resize(app, SMALLEST)
    results = next(button for button in table.buttons if button.text() == "Résultats")
    assert results.rect.width > 3 * table.controls.buttons["undo"].rect.width - 1
    assert "Résultats" in words_drawn(app)
    assert not {"Annuler", "Rétablir"} & set(words_drawn(app))
