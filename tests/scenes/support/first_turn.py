"""A table seated for a human in seat 0 against the easy AI and run to the human's first chance to play a card."""
from game.quinto_tricks.rules import DOUBLING

from ..conftest import SEATS, open_table


def seated(app, game_id, seed=5):
    """A table with a human in seat 0 and AI elsewhere, run until the human may play a card (panels
    shown on the way, such as Quinto's first draw, are closed with their first button)."""
    table = open_table(app, game_id, SEATS[game_id], seed)
    for _ in range(400):
        app.frame(0.05)
        if app.top is not table:
            app.top.buttons[0].action()
        elif table.my_turn() and not table.pending:
            if getattr(table.state, "phase", None) != DOUBLING:
                break
            table.try_move("pass")
    assert app.top is table and table.my_turn()
    return table

