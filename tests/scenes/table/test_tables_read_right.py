"""Seeded games of every table, played to the end in English and French with the single human at different
seats and with friends on one device: every log line, every text the table draws and every result panel
reads right (tests/parlour/text_faults.py: no "1 cards", "You gives", "taken by You", straight quotes,
French without its no-break spaces)."""
import random
import re

import pygame
import pytest

from game import GAMES
from game.core import Event
from parlour.match import Match
from scenes.kit import draw
from scenes.table import hinting
from scenes.tables import table_for

from ...parlour.text_faults import faults

# (game, seats, options): the single human first, last, and two people at one device; the variants that
# bring words of their own.
SEATINGS = [
    ("thirteen", ("human", "easy", "easy", "easy")),
    ("thirteen", ("easy", "easy", "human")),
    ("thirteen", ("human", "human", "easy")),
    ("quinto", ("human", "easy", "easy")),
    ("quinto", ("easy", "human")),
    ("quinto", ("human", "easy", "human", "easy")),
    ("quinto_tricks", ("human", "easy", "easy", "easy")),
    ("quinto_tricks", ("easy", "easy", "easy", "human")),
    ("quinto_tricks", ("easy", "human", "easy")),
    ("quinto_tricks", ("human", "easy", "easy")),
    ("quartino", ("human", "easy", "easy")),
    ("quartino", ("easy", "human")),
    ("quartino", ("human", "human", "easy")),
    ("quinto", ("easy", "human", "easy", "easy"), {"variant": "teams", "rules": "ass"}),
    ("quinto", ("human", "easy", "easy"), {"variant": "cumulative", "rounds": 3}),
    ("quinto", ("human", "easy"), {"variant": "double_or_triple"}),
    ("quinto_tricks", ("easy", "human", "easy", "easy"), {"rubber": True}),
    ("quinto_tricks", ("human", "easy", "easy"), {"score_at_hand_end": True}),
]
DRAW_EVERY_MOVE_UNTIL = 40
DRAW_EVERY = 15


def policy_move(table, rng):
    """The AI's quick heuristic move for the player to move (games end sooner than by random moves)."""
    knowledge, seat = table.match.spec.ai, table.state.current_player
    return knowledge.policy_move(knowledge.determinize(table.state.view(seat), seat, rng), rng)


def play_out(app, game_id, seats, options, seed, monkeypatch) -> list:
    """Play a seeded game of heuristic and random legal moves through the table to its end, now and then
    trying a move legal a while ago but not now. Returns what the player could read on the way: the log's
    lines and the refusals whole, and what the table and its queued panels draw, line by wrapped line."""
    app.settings.set("animation", "off")
    shown = []
    original = draw.text
    monkeypatch.setattr(draw, "text", lambda surface, string, *rest, **named: (
        shown.append(str(string)), original(surface, string, *rest, **named))[1])
    table = table_for(app, Match(game_id, list(seats), seed, options))
    app.push(table)
    logged = []
    for method in ("add", "add_header"):
        adds = getattr(table.log, method)
        monkeypatch.setattr(table.log, method, lambda text, *rest, adds=adds: (logged.append(text), adds(text, *rest)))
    table.feed.rebuild()
    surface = pygame.Surface((1280, 720))
    rng = random.Random(seed)
    refused = []
    refusal_words = table.wording.refusal
    monkeypatch.setattr(table.wording, "refusal", lambda error: (refused.append(refusal_words(error)), refused[-1])[1])
    moves, earlier = 0, []
    while table.state.current_player is not None:
        table.shown_seat = table.state.current_player if len(table.match.humans) > 1 else table.shown_seat
        legal = list(table.state.legal_moves())
        stale = [move for move in earlier if move not in legal]
        if moves % 5 == 0 and stale:
            assert not table.commit(rng.choice(stale)), "a move no longer legal is refused"
        earlier = legal
        assert table.commit(rng.choice(legal) if rng.random() < 0.3 else policy_move(table, rng))
        moves += 1
        if moves <= DRAW_EVERY_MOVE_UNTIL or moves % DRAW_EVERY == 0:
            table.draw(surface)
    table.draw(surface)
    table.exits.game_over()
    for panel in table.pending:
        panel.draw(surface)
    assert refused, "some moves were refused on the way"
    return logged + refused, shown


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id, seats, options", [(*seating, {})[:3] for seating in SEATINGS])
def test_every_text_of_a_whole_game_reads_right(app, monkeypatch, language, game_id, seats, options):
    app.language = language
    said, drawn = play_out(app, game_id, seats, options, seed=len(seats) * 7 + 1, monkeypatch=monkeypatch)
    assert len(said) > 20, "the game was too short to say anything"
    assert len(drawn) > 100, "the table's texts were not seen as drawn"
    wrong = {text: found for text in said if (found := faults(text, language))}
    wrong |= {text: found for text in drawn if (found := faults(text, language, fragment=True))}
    assert not wrong, "\n".join(f"{text!r}: {'; '.join(found)}" for text, found in wrong.items())


def test_the_games_cover_every_table():
    assert {seating[0] for seating in SEATINGS} == set(GAMES)


@pytest.mark.parametrize("language, percent", [("en", r"\d%"), ("fr", "\\d\u00a0%")])
def test_a_hint_reads_right_with_its_percentages(app, language, percent):
    app.language = language
    table = table_for(app, Match("thirteen", ["human", "easy", "easy"], 3))
    app.push(table)
    table.controls.hint()
    while table.session.hint_thinking():
        hinting.think(table, 0.05)
    said = table.notice.text
    assert re.search(percent, said), said
    assert faults(said, language) == []


@pytest.mark.parametrize("language, alone, other, shared", [
    ("en", "You win the game.", "Winner: Blaise.", "Winners: you and Blaise."),
    ("fr", "Vous gagnez la partie.", "Gagnant\u00a0: Blaise.", "Gagnants\u00a0: vous et Blaise."),
])
def test_the_end_of_13_names_the_winners_as_a_sentence_does(app, language, alone, other, shared):
    app.language = language
    table = table_for(app, Match("thirteen", ["human", "easy", "easy"], 3))
    assert table.wording.event_line(Event("game_over", {"winners": [0], "count": 1})) == alone
    assert table.wording.event_line(Event("game_over", {"winners": [1], "count": 1})) == other
    assert table.wording.event_line(Event("game_over", {"winners": [0, 1], "count": 2})) == shared
