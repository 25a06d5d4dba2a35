"""Notation switched on stays in sight at the smallest window: its lit chip keeps its place in the log's title band
(the title gives way to it) and a click there switches it off; off, the chip gives way to the title."""
import pygame

from ..conftest import click, save_shot
from ..support.panel_fit import drawn_frame
from ..support.played_tables import seated
from ..support.window import resize, window_point

SMALLEST = (640, 360)


def log_words(app, log) -> list:
    """The lines drawn in the log's panel."""
    return [text for text, rect, *_ in drawn_frame(app).lines if log.rect.contains(rect)]


def test_notation_switched_on_keeps_its_lit_chip_at_the_smallest_window_and_switches_off_there(app):
    table = seated(app, "thirteen", 3, 12)
    log = table.log
    click(app, log.chips(table.feed.labels())["notation"].center)
    assert log.notation
    resize(app, SMALLEST)
    words = log_words(app, log)
    assert "Notation" in words, "the lit chip says the notation is on"
    assert not [text for text in words if text.endswith("…") and len(text) < 6], "no title cut to a stub"
    save_shot(pygame.display.get_surface(), "build/shots/small/notation_on_en.png")
    chip = log.chips(table.feed.labels())["notation"]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window_point(SMALLEST, chip.center), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=window_point(SMALLEST, chip.center), button=1))
    app.frame(0.016)
    assert not log.notation
    words = log_words(app, log)
    assert "Game log" in words and "Notation" not in words
