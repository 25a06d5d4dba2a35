"""Tables of a game with a human in seat 0, seated a number of moves in by the game's policy, played through to
the end (by the policy, or by clicks past every panel), and the game-over panel they then show."""
import random

from parlour.match import Match
from scenes.kit.overlays import PassScreen
from scenes.quinto.first_draw import FirstDrawPanel
from scenes.table import ResultPanel
from scenes.tables import table_for

from ..conftest import click


def seated(app, game, players, moves, seed=11, options=None):
    """A table of game with a human in seat 0 after about moves moves of the game's policy, seat 0 to move (or the
    move before the game would end)."""
    match = Match(game, ["human"] + ["medium"] * (players - 1), seed, options)
    knowledge, rng = match.spec.ai, random.Random(seed)
    while len(match.moves) < moves or match.state.current_player != 0:
        seat = match.state.current_player
        move = knowledge.policy_move(knowledge.determinize(match.state.view(seat), seat, rng), rng)
        if match.state.apply(move).current_player is None:
            break
        match.play(move)
    table = table_for(app, match)
    app.reset(table)
    return table


def played_through(table):
    """Play the rest of the game on table as its events come (the heuristic policy for every seat)."""
    match, rng = table.match, random.Random(3)
    knowledge = match.spec.ai
    while match.state.current_player is not None:
        before, seat = match.state, match.state.current_player
        match.play(knowledge.policy_move(knowledge.determinize(before.view(seat), seat, rng), rng))
        table.show_move(before, match.state, match.moves[-1])
        table.flights.items.clear()
    table.pending.clear()


def final_panel(app, game, players, language="en", seed=11):
    """A game played to its end on its table, and the game-over panel it shows."""
    app.language = language
    table = seated(app, game, players, 0, seed)
    played_through(table)
    for _ in range(200):  # Quinto holds the end of a turn that ended by itself for a moment
        if isinstance(app.top, ResultPanel):
            break
        table.update(0.016)
    assert isinstance(app.top, ResultPanel)
    return table, app.top



def clicked_to_the_end(app, scene, limit=20000):
    """Dismiss every panel by a click and play the first legal move on the human's turns, until the final panel;
    the titles of the panels passed on the way (a first draw as "first draw")."""
    titles = []
    for _ in range(limit):
        top = app.top
        if isinstance(top, (ResultPanel, FirstDrawPanel)):
            titles.append(getattr(top, "title", "first draw"))
            if titles[-1] == "Game over":
                return titles
            click(app, top.buttons[0].rect.center)
            continue
        if isinstance(top, PassScreen):
            click(app, (640, 300))
            continue
        if scene.my_turn():
            scene.try_move(scene.state.legal_moves()[0])
        app.frame(0.1)
    return titles
