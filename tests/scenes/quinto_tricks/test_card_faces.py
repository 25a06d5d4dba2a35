"""The Victorian Quinto's pack as players see it: court cards are painted figures (not a letter in a box),
clubs and spades tell apart at the dummy's size, and the four-colour deck (a setting that is kept)
prints diamonds blue and clubs green."""
import pygame
import pytest

from parlour.match import Match
from parlour.settings import Settings
from parlour.storage import MemoryStorage
from scenes.app import App
from scenes.quinto_tricks import art as art
from scenes.quinto_tricks import court_art
from scenes.screens.settings import SettingsScene
from scenes.tables import table_for

from ..conftest import click


@pytest.fixture(autouse=True)
def window(app):
    """Fonts and the display ready (the app fixture starts pygame)."""
    return app


def pixels(surface):
    """Every (r, g, b) of a surface, row by row."""
    w, h = surface.get_size()
    return [tuple(surface.get_at((x, y)))[:3] for y in range(h) for x in range(w)]


def near(colour, target, tolerance=40) -> bool:
    """Whether colour is within tolerance of target on every channel."""
    return all(abs(a - b) <= tolerance for a, b in zip(colour, target))


def count_near(surface, target, tolerance=40) -> int:
    """How many pixels of surface are near target."""
    return sum(1 for p in pixels(surface) if near(p, target, tolerance))


def corner(surface):
    """The index in a card's top left corner: rank and suit pip."""
    w, h = surface.get_size()
    return surface.subsurface((0, 0, w // 4, h // 3))


def test_four_colour_prints_clubs_green_and_diamonds_blue_and_keeps_hearts_and_spades():
    green, blue = art.FOUR_COLOUR_INK["C"], art.FOUR_COLOUR_INK["D"]
    for card, colour, part in (("9C", green, 150), ("9D", blue, 150), ("KC", green, 15), ("QD", blue, 15)):
        two = corner(art.face(card, art.HAND_SIZE)) if card[0] in "KQ" else art.face(card, art.HAND_SIZE)
        four = art.face(card, art.HAND_SIZE, four_colour=True)
        four = corner(four) if card[0] in "KQ" else four
        assert count_near(two, colour, 30) == 0, f"{card} has no {colour} in the two-colour deck"
        assert count_near(four, colour, 30) > part, f"{card} is printed in {colour} in the four-colour deck"
    for card in ("9H", "9S", "KH", "QS"):
        assert pixels(art.face(card, art.HAND_SIZE)) == pixels(art.face(card, art.HAND_SIZE, four_colour=True))


def court_frame(card, size=art.HAND_SIZE):
    """The middle of a court card, where the figure is."""
    w, h = size
    return art.face(card, size).subsurface(pygame.Rect(int(w * 0.25), int(h * 0.2), int(w * 0.5), int(h * 0.6)))


def test_kings_queens_and_jacks_are_figures_with_faces_not_letters():
    for suit in "HDCS":
        figures = {rank: pixels(court_frame(rank + suit)) for rank in "KQJ"}
        for rank, picture in figures.items():
            coarse = {tuple(c // 32 for c in p) for p in picture}
            assert len(coarse) >= 12, f"{rank}{suit} is painted in many colours, not ink on a tint"
            skin = sum(1 for p in picture if near(p, court_art.SKIN, 14))
            assert skin > 40, f"{rank}{suit} has faces"
        for a, b in (("K", "Q"), ("K", "J"), ("Q", "J")):
            differ = sum(1 for p, q in zip(figures[a], figures[b]) if not near(p, q, 30))
            assert differ > len(figures[a]) // 8, f"{a}{suit} and {b}{suit} are different figures"


def test_court_figures_paint_at_any_size_and_mirror_top_and_bottom():
    for size in (art.MINI_SIZE, art.DUMMY_SIZE, art.HAND_SIZE, (240, 348)):
        figure = court_art.court("K", art.RED, size)
        assert figure.get_size() == size
        w, h = size
        rows = h // 2 - w // 40 - 2
        top = figure.subsurface((0, 0, w, rows))
        bottom = pygame.transform.rotate(figure.subsurface((0, h - rows, w, rows)), 180)
        assert pixels(top) == pixels(bottom)
        assert len(set(pixels(top))) > 4, "something is painted"


def test_clubs_and_spades_have_different_silhouettes_at_the_dummys_size():
    w, h = art.DUMMY_SIZE

    def pip_mask(card):
        below_rank = art.face(card, art.DUMMY_SIZE).subsurface((0, h // 7 + 5, w // 3, h // 3 - h // 7 - 5))
        return [sum(p) < 300 for p in pixels(below_rank)]
    clubs, spades = pip_mask("9C"), pip_mask("9S")
    both = sum(1 for c, s in zip(clubs, spades) if c and s)
    either = sum(1 for c, s in zip(clubs, spades) if c or s)
    assert either > 40 and both / either < 0.7, f"9♣ and 9♠ corner pips share {both} of {either} pixels"


def test_the_four_colour_deck_is_a_setting_kept_after_a_restart():
    storage = MemoryStorage()
    assert Settings.load(storage)["four_colour"] is False, "off by default"
    app = App(language="en", storage=storage)
    app.push(SettingsScene(app))
    app.frame(0.016)
    chooser = app.top.rows["four_colour"]
    assert chooser.text() == "Four-colour deck (Victorian Quinto): off"
    click(app, chooser.rect.center)
    assert chooser.text() == "Four-colour deck (Victorian Quinto): on"
    restarted = App(language="fr", storage=storage)
    assert restarted.settings["four_colour"] is True
    restarted.push(SettingsScene(restarted))
    french = restarted.top.rows["four_colour"].text()
    assert french == "Jeu à quatre couleurs (Quinto victorien)\u00a0: oui"


def test_the_table_draws_the_four_colour_deck_when_it_is_on(app):
    seats = ["human", "easy", "easy", "easy"]
    seed = next(s for s in range(100) if any(c.endswith("C") for c in Match("quinto_tricks", seats, s).state.hands[0]))
    match = Match("quinto_tricks", seats, seed)
    green = art.FOUR_COLOUR_INK["C"]
    counts = []
    for on in (False, True):
        app.settings.set("four_colour", on)
        app.reset(table_for(app, match))
        app.frame(0.016)
        counts.append(count_near(app.screen.subsurface((0, 560, 990, 160)), green))
    assert counts[0] < 50 < counts[1], f"green pixels in the hand: {counts}"
