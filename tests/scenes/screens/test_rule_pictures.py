"""The rules screen's moving pictures: each draws at any moment and size and moves; each game's rules page
shows its pictures where the text marks them, with a caption in English and French; motion off keeps
them still."""
import pygame
import pytest

from game import GAMES
from parlour.words import catalogue
from scenes.kit import theme
from scenes.screens.rule_pictures import PICTURES, Look, caption_key, draw_picture, marked
from scenes.screens.rules import PAGE, RulesScene, rules_text

from ..conftest import key, run

EVERY = [(game_id, name) for game_id in PICTURES for name in PICTURES[game_id]]
SIZES = ((240, 170), (510, 170), (480, 340))


def painted(game_id, name, t, size=None, look=None, moving=True) -> pygame.Surface:
    """The picture drawn alone at t, at size (its size on the rules page by default)."""
    look = look or Look("en")
    surface = pygame.Surface(size or ((510 if PICTURES[game_id][name].wide else 240), 170))
    surface.fill(theme.PAPER)
    draw_picture(surface, surface.get_rect(), game_id, name, t, look, moving)
    return surface


def differing(a, b) -> int:
    """How many pixels differ between two surfaces of one size."""
    w, h = a.get_size()
    return sum(1 for y in range(0, h, 2) for x in range(0, w, 2) if a.get_at((x, y)) != b.get_at((x, y)))


@pytest.mark.parametrize("game_id,name", EVERY)
def test_each_picture_draws_at_any_moment_and_size_and_moves(app, game_id, name):
    picture = PICTURES[game_id][name]
    for size in SIZES:
        for t in (0.0, 0.37, 1.0, 2.2, picture.period - 0.01, picture.period * 3.5):
            surface = painted(game_id, name, t, size, Look("fr", symbols=False, four_colour=True))
            samples = [surface.get_at((x, y))[:3] for x in range(0, size[0], 8) for y in range(0, size[1], 8)]
            assert sum(c != theme.PAPER for c in samples) > 0.6 * len(samples), "the baize fills the picture"
    assert differing(painted(game_id, name, 0.0), painted(game_id, name, 1.0)) > 200, "it moves within a second"
    frames = [painted(game_id, name, t) for t in (0.5, 1.5, 2.5, 3.5)]
    assert sum(differing(a, b) > 0 for a, b in zip(frames, frames[1:])) >= 2, "it keeps moving"


@pytest.mark.parametrize("game_id,name", EVERY)
def test_with_motion_off_a_picture_holds_its_moment(app, game_id, name):
    still = [painted(game_id, name, t, moving=False) for t in (0.0, 1.3)]
    assert differing(*still) == 0
    assert differing(still[0], painted(game_id, name, PICTURES[game_id][name].still)) == 0


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_picture_is_placed_in_both_rules_texts_with_a_caption(game_id):
    for language in ("en", "fr"):
        placed = [name for line in rules_text(game_id, language).splitlines()
                  for name in (marked(game_id, line) or ())]
        assert sorted(placed) == sorted(PICTURES[game_id]), (game_id, language)
        for name in placed:
            caption = catalogue(language).say(caption_key(game_id, name))
            assert caption != caption_key(game_id, name) and len(caption) > 10


def test_a_mark_naming_no_picture_is_left_out():
    assert marked("quinto", "<!-- pictures: bridge no_such_picture -->") == ("bridge",)
    assert marked("quinto", "A bridge links any two words.") is None


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_rules_page_shows_each_picture_when_scrolled_to(app, game_id, language):
    app.language = language
    scene = RulesScene(app, game_id)
    app.push(scene)
    seen = set()
    for _ in range(60):
        app.frame(0.05)
        for name, rect in scene.picture_rects:
            if PAGE.inflate(-20, -20).contains(rect):
                colours = [app.screen.get_at((x, y))[:3] for x in range(rect.x + 4, rect.right - 4, 6)
                           for y in range(rect.y + 4, rect.bottom - 4, 6)]
                assert sum(c != theme.PAPER for c in colours) > 0.6 * len(colours), name
                seen.add(name)
        if seen == set(PICTURES[game_id]) or scene.scroller.offset == scene.max_scroll():
            break
        key(app, pygame.K_DOWN)
    assert seen == set(PICTURES[game_id])


def test_pictures_move_on_the_rules_page(app):
    scene = RulesScene(app, "quinto_tricks")
    app.push(scene)
    for _ in range(12):
        key(app, pygame.K_DOWN)
    app.frame(0.05)
    name, rect = scene.picture_rects[0]
    before = app.screen.subsurface(rect).copy()
    run(app, 0.6)
    assert differing(before, app.screen.subsurface(rect).copy()) > 100, name
