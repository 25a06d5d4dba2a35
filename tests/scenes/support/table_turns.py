"""A table seated with instant AI and no animation, its panels closed, and played on to the human's turn that a
test waits for; its Hint button."""
import random

from scenes.kit.overlays import PassScreen
from scenes.table import ResultPanel

from ..conftest import SEATS, click, open_table


def seated(app, game_id, seats=None, seed=5):
    """A table with instant AI and no animation; panels over it (Quinto's first draw) are closed."""
    table = open_table(app, game_id, seats or SEATS[game_id], seed)
    close_panels(app, table)
    return table


def close_panels(app, table):
    """Press each panel's first button until table (or the privacy screen) is on top."""
    for _ in range(10):
        if app.top is table or isinstance(app.top, PassScreen):
            return
        click(app, app.top.buttons[0].rect.center)


def play_on(app, table, until, frames=3000, seed=1):
    """Let the AI play and the human play random legal moves until until() holds on the human's turn."""
    rng = random.Random(seed)
    for _ in range(frames):
        if isinstance(app.top, (ResultPanel, PassScreen)):
            click(app, app.top.buttons[0].rect.center)
        elif table.my_turn():
            if until():
                return True
            legal = table.state.legal_moves()
            table.try_move(legal[rng.randrange(len(legal))])
        app.frame(0.05)
    return False


def hint_button(table):
    """The table's Hint button."""
    return next(b for b in table.buttons if b.text() == table.t("hint"))

