"""The app logic's plain checks, natively (the WebAssembly test runs the same ones in pyodide)."""
import pytest

from game import GAMES

from .app_checks import CHECKS, GAME_CHECKS


@pytest.mark.parametrize("game_id", list(GAMES))
@pytest.mark.parametrize("check", GAME_CHECKS, ids=lambda c: c.__name__)
def test_app_logic_per_game(check, game_id):
    check(game_id)


@pytest.mark.parametrize("check", CHECKS, ids=lambda c: c.__name__)
def test_app_logic(check):
    check()
