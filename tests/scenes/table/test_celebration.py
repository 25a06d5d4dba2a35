"""The win's celebration on the game-over panel, driven by real frames: cards fall and a glow pulses for a
moment, then the panel is still; with animations off nothing moves."""
import pygame

from scenes.table.results import ResultPanel

from ..conftest import run, save_shot


def panel(app):
    """A game-over panel won by the player, pushed and drawn once before any celebration."""
    result = ResultPanel(app, "You win", "Final scores", ["Players", "Score"], [["You", "40"], ["Ada", "31"]],
                         [("Play again", app.pop), ("Menu", app.pop)], highlight=[0])
    app.push(result)
    app.frame(0.016)
    return result


def test_a_win_lets_cards_fall_round_the_panel_then_stops(app):
    result = panel(app)
    still = app.screen.copy()
    result.celebrate(1.0)
    run(app, 0.8)
    assert result.busy()
    moving = app.screen.copy()
    save_shot(moving, "build/shots/features/celebration.png")
    changed = sum(1 for x in range(0, 1280, 8) for y in range(0, 720, 8)
                  if moving.get_at((x, y)) != still.get_at((x, y)))
    assert changed > 200, "cards and glow are drawn over the panel"
    run(app, 3.0)
    assert not result.busy()
    blank = pygame.Surface((1280, 720))
    result.celebration.draw(blank)
    assert all(blank.get_at((x, y))[:3] == (0, 0, 0) for x in range(0, 1280, 8) for y in range(0, 720, 8)), \
        "it ends by itself and draws nothing more"


def test_animations_off_celebrate_nothing(app):
    result = panel(app)
    result.celebrate(0)
    assert not result.busy()
