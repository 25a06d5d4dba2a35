"""The rules pages speak to the player: no internal ruling code ("R-P1", "R-L1…L4") on any page in any language,
and Home and End scroll the page to its top and its foot."""
import re

import pygame
import pytest

from game import GAMES
from scenes.screens.rules import RulesScene

from ..conftest import key

CODE = re.compile(r"\bR-[A-Z]{1,2}\d|\b[A-Z]\d…[A-Z]?\d")


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_no_ruling_code_on_a_rules_page(app, game_id, language):
    app.language = language
    page = RulesScene(app, game_id)
    app.push(page)
    app.frame(0.016)
    shown = " ".join(text for _, text in page.lines())
    assert not CODE.findall(shown), CODE.findall(shown)


def test_end_and_home_scroll_the_rules_to_their_foot_and_top(app):
    page = RulesScene(app, "quinto_tricks")
    app.push(page)
    app.frame(0.016)
    assert page.max_scroll() > 0
    key(app, pygame.K_END)
    assert page.scroller.offset == page.max_scroll()
    key(app, pygame.K_HOME)
    assert page.scroller.offset == 0
