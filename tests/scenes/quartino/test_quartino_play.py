"""Quartino's table played through real pygame events: a whole game to its final panel, undo and redo,
the hint, resuming from the autosave and the replay, each checked by what the player sees."""
import random

import pygame

from game.quartino import knowledge
from game.quartino.moves import CLAIM, COLUMN_MOVE, PLACE, Move
from parlour.match import Match
from parlour.saves import read_autosave
from parlour.storage import MemoryStorage
from scenes.app import App
from scenes.quartino.layout import reserve_row, space_centre
from scenes.quartino.table import QuartinoTable
from scenes.screens.title import TitleScene
from scenes.table import ResultPanel
from scenes.table.log import Entry

from ..conftest import click, key, open_replay, until
from ..support.quartino_table import seated

COLOUR_WORDS = {"Y": "yellow", "B": "blue", "G": "green", "P": "pink"}
UNDO, REDO, HINT = 2, 3, 4


def wait_for_turn(app, table, frames=2000) -> bool:
    """Let the AI play until the human may move (False if the game ends first)."""
    for _ in range(frames):
        if table.my_turn() or table.state.current_player is None:
            break
        app.frame(0.05)
    return table.my_turn()


def space_words(space) -> str:
    """How the log names a space."""
    return "the centre" if space == 0 else f"space {space}"


def play_by_events(app, table, move) -> None:
    """Play move as a player would: clicks on the reserve and the wheel, the cards and the buttons."""
    controller = table.controller
    if move.kind == PLACE:
        if controller.colour != move.item:
            click(app, reserve_row(move.item).center)
        click(app, space_centre(move.space))
    elif move.kind == CLAIM:
        cards = list(table.view().hands[table.viewer])
        click(app, controller.hand.rects()[cards.index(move.item)].center)
        for _ in range(8):
            if controller.shown_claim() == move:
                break
            key(app, pygame.K_DOWN)
        click(app, table.claim_button.rect.center)
    elif move == COLUMN_MOVE:
        click(app, table.column.button.rect.center)
    else:
        click(app, table.end_button.rect.center)


def test_a_whole_game_by_events_reaches_the_final_panel_and_logs_what_the_player_did(app):
    table = seated(app, 12)
    rng = random.Random(4)
    placed_lines = claims = 0
    for _ in range(400):
        if not wait_for_turn(app, table):
            break
        view = table.view()
        move = knowledge.policy_move(knowledge.determinize(view, 0, rng), rng)
        played = len(table.match.moves)
        table.log.clear()
        play_by_events(app, table, move)
        assert table.match.moves[played] == str(move), "the events played the chosen move"
        first, notation = table.log.entries[0][:2]
        assert notation == str(move), "the move's first line carries its notation"
        if move.kind == PLACE:
            assert first == f"You place a {COLOUR_WORDS[move.item]} pawn on {space_words(move.space)}."
            placed_lines += 1
        elif move.kind == CLAIM:
            claims += 1
            assert first.startswith("Quartino! You complete ")
    for _ in range(400):
        if isinstance(app.top, ResultPanel):
            break
        app.frame(0.05)
    panel = app.top
    assert isinstance(panel, ResultPanel) and panel.title == "Game over"
    outcome = table.state.outcome()
    assert panel.highlight == set(outcome.winners)
    assert [row[1].split("\n")[0] for row in panel.rows] == [f"{len(done)} / 4" for done in table.state.completed]
    placements = [m for m in table.match.moves if "@" in m and not m.startswith("claim:")]
    assert sum(int(row[2]) for row in panel.rows) == len(placements)
    reason = ("The first to complete all four cards wins." if 4 in outcome.scores
              else "Everyone passed: the most completed cards win.")
    assert panel.subtitle.endswith(reason)
    assert placed_lines > 5 and claims >= 1


def test_undo_takes_back_the_players_placement_and_redo_plays_it_again(app):
    table = seated(app, 14)
    wait_for_turn(app, table)
    play_by_events(app, table, Move(PLACE, "G", 5))
    wait_for_turn(app, table)
    moves, lines = list(table.match.moves), list(table.log.entries)
    assert Entry("You place a green pawn on space 5.", "G@5") in lines
    click(app, table.buttons[UNDO].rect.center)
    assert table.match.moves == moves[:moves.index("G@5")]
    assert "G" not in table.state.board[5]
    assert Entry("You place a green pawn on space 5.", "G@5") not in table.log.entries
    assert table.my_turn()
    click(app, table.buttons[REDO].rect.center)
    assert table.match.moves == moves and table.log.entries == lines


def test_the_hint_lights_a_legal_move_and_names_it(app):
    table = seated(app, 3)
    wait_for_turn(app, table)
    click(app, table.buttons[HINT].rect.center)
    until(app, lambda: table.hint_move is not None, "the hint")
    hinted = table.hint_move
    assert hinted in table.state.legal_moves() and hinted.kind == PLACE
    words = f"{COLOUR_WORDS[hinted.item]} on {space_words(hinted.space)}"
    assert table.notice.text.startswith(f"Hint: {words} ") and "%" in table.notice.text
    row = reserve_row(hinted.item)
    unlit = app.screen.get_at((row.left + 2, row.centery))[:3]
    table.session.hint_move = None
    table.picture.drawn_key = None
    app.frame(0.016)
    assert app.screen.get_at((row.left + 2, row.centery))[:3] != unlit, "the hinted colour's row glows"


def test_resuming_from_the_autosave_shows_the_same_game_and_log():
    storage = MemoryStorage()
    first = App(language="en", storage=storage)
    table = seated(first, 21)
    for move in (Move(PLACE, "Y", 0), Move(PLACE, "B", 2)):
        wait_for_turn(first, table)
        play_by_events(first, table, move)
    wait_for_turn(first, table)
    saved, problem = read_autosave(storage, "quartino")
    assert problem is None and saved.match.moves == table.match.moves
    second = App(language="en", storage=storage)
    title = TitleScene(second)
    second.push(title)
    click(second, title.buttons[0].rect.center)
    resumed = second.top
    assert isinstance(resumed, QuartinoTable)
    assert resumed.state.to_dict() == table.state.to_dict()
    assert resumed.log.lines == table.log.lines
    assert Entry("You place a blue pawn on space 2.", "B@2") in resumed.log.entries


def test_the_replay_steps_through_the_positions_with_their_log(app):
    match = Match("quartino", ["human", "easy", "easy"], 8, {"first_player": 0})
    rng = random.Random(2)
    while len(match.moves) < 12:
        legal = match.state.legal_moves()
        match.play(legal[rng.randrange(len(legal))])
    replay = open_replay(app, match)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    shown = replay.table
    assert isinstance(shown, QuartinoTable) and shown.passive and shown.buttons == []
    assert shown.state.to_dict() == match.history[10].to_dict()
    assert len(shown.log) >= 10 and shown.log.lines[0].startswith("You place a ")
    click(app, replay.buttons[0].rect.center)
    assert replay.index == 0 and replay.table.log.lines == []
    app.frame(0.016)
