"""Sackson's Quinto table through real pygame events: a whole game by clicks to the end screen, undo and
redo, the hint, resuming from the autosave and the replay."""
import pygame

from game.quinto.deck import BASE
from game.quinto.moves import END, NEW, PASS
from parlour.saves import read_autosave
from parlour.session import Session
from parlour.words import figure as score
from scenes.kit.overlays import PassScreen
from scenes.quinto import layout
from scenes.quinto.first_draw import FirstDrawPanel
from scenes.quinto.table import QuintoTable
from scenes.table import ResultPanel

from ..conftest import click, key, open_replay, open_table, until
from ..support.quinto import card_centre, row_centre, scroll_into_sight


def seated(app, seed, seats=("human", "easy")):
    """A table with the AI instant and no animation, its first-draw panel put away."""
    table = open_table(app, "quinto", seats, seed)
    click(app, app.top.buttons[0].rect.center)
    return table


def until_my_turn(app, table, limit=2000):
    """Frames pass (panels continued) until the human may move or the game is over."""
    for _ in range(limit):
        if table.my_turn() or table.state.current_player is None and app.top is table:
            return
        if isinstance(app.top, (ResultPanel, FirstDrawPanel)):
            click(app, app.top.buttons[0].rect.center)
        elif isinstance(app.top, PassScreen):
            click(app, (640, 300))
        else:
            app.frame(0.05)


def play_by_click(app, table, move):
    """The move as a player makes it: a card clicked then its row (and its face when asked), End turn,
    Pass, or the point card to give."""
    if move == END:
        click(app, table.end_button.rect.center)
    elif move == PASS:
        click(app, table.pass_button.rect.center)
    elif move.target is None:
        button = next(b for b in table.gift.buttons if f"give:{'RYB'['ryb'.index(b.point[0][0])]}{b.point[1]}"
                      == move.card)
        click(app, button.rect.center)
    else:
        if move.target != NEW:
            scroll_into_sight(app, table, move.target)
        click(app, card_centre(table, BASE[move.card]))
        click(app, layout.NEW_SLOT.center if move.target == NEW else row_centre(table, move.target))
        if table.face_prompt.open:
            word, bridge = table.face_prompt.buttons
            click(app, (bridge if move.card.endswith("=bridge") else word).rect.center)


def test_a_whole_game_by_clicks_reaches_the_end_screen(app):
    table = seated(app, 23)
    quintos = 0
    for _ in range(400):
        until_my_turn(app, table)
        if table.state.current_player is None:
            break
        view = table.view()
        move = view.legal_moves()[0]
        played = len(table.match.moves)
        table.log.clear()
        play_by_click(app, table, move)
        assert table.match.moves[played] == str(move)
        lines = table.log.lines
        if move.target == NEW:
            assert lines[0].startswith(f"You open row {view.next_row_id} with ")
        elif move.target is not None:
            assert lines[0].startswith("You play ") and f" on row {move.target} " in lines[0]
        if any(e.kind == "row_completed" for e in table.match.history[played + 1].events):
            quintos += 1
            assert lines[1] == f"Row {move.target} is a quinto: its cards leave the game."
    for _ in range(100):
        if isinstance(app.top, ResultPanel) and app.top.title == "Game over":
            break
        app.frame(0.05)
    assert isinstance(app.top, ResultPanel) and app.top.title == "Game over"
    outcome = table.state.outcome()
    assert [row[4] for row in app.top.rows] == [score(s) for s in outcome.scores]
    assert app.top.highlight == set(outcome.winners)
    assert quintos > 0, "the human completed at least one row on the way"


def test_undo_then_redo_restores_the_moves_the_log_and_the_hand(app):
    table = seated(app, 14)
    until_my_turn(app, table)
    first = table.view().legal_moves()[0]
    play_by_click(app, table, first)
    while table.my_turn():
        key(app, pygame.K_e) if END in table.view().legal_moves() else play_by_click(
            app, table, table.view().legal_moves()[0])
    until_my_turn(app, table)
    lines, moves, history = list(table.log.lines), list(table.match.moves), list(table.match.history)
    last_decision = max(i for i in range(len(moves)) if history[i].current_player == 0)
    assert table.buttons[2].is_enabled()
    click(app, table.buttons[2].rect.center)
    assert table.match.moves == moves[:last_decision] and table.my_turn()
    assert table.view().hands[0] == history[last_decision].hands[0] and len(table.log.lines) < len(lines)
    click(app, table.buttons[3].rect.center)
    assert table.match.moves == moves and table.log.lines == lines


def test_the_hint_lights_a_legal_move_and_names_it(app):
    table = seated(app, 5)
    until_my_turn(app, table)
    click(app, table.buttons[4].rect.center)
    until(app, lambda: table.hint_move is not None, "the hint")
    assert table.hint_move in table.view().legal_moves()
    assert table.notice.text.startswith(f"Hint: {table.quinto_words.move(table.hint_move)} ")


def test_a_game_resumed_from_the_autosave_shows_the_same_table_and_log(app):
    table = seated(app, 9)
    for _ in range(3):
        until_my_turn(app, table)
        play_by_click(app, table, table.view().legal_moves()[0])
    saved, problem = read_autosave(app.storage, "quinto")
    assert problem is None and saved.match.moves == table.match.moves
    resumed = QuintoTable(app, Session(app.storage, saved.match))
    assert resumed.state.to_dict() == table.state.to_dict()
    assert resumed.log.lines == table.log.lines
    assert resumed.view().hands[0] == table.view().hands[0]


def test_the_replay_steps_back_through_the_log(app):
    table = seated(app, 31)
    for _ in range(3):
        until_my_turn(app, table)
        play_by_click(app, table, table.view().legal_moves()[0])
    match = table.match
    replay = open_replay(app, match)
    assert isinstance(replay.table, QuintoTable) and replay.table.log.lines == table.log.lines
    key(app, pygame.K_LEFT)
    assert replay.table.state.to_dict() == match.history[-2].to_dict()
    assert len(replay.table.log.lines) < len(table.log.lines)
    click(app, replay.buttons[0].rect.center)
    assert replay.index == 0 and replay.table.log.lines[0].startswith("Round 1: ")
