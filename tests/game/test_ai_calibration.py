"""The hint's win chance is the search's figure read through a fit learned from self-play: the fit recovers a
known relation between figure and winning, and the hint shows the fitted chance, keeping the search's order."""
import random

from game import GAMES
from game.ai import calibration
from game.ai.calibration import fitted_chance, win_chance
from game.ai.hint import advice, hint_agent
from game.ai.win_share import win_share
from tests.game.test_hint_advice import position
from tools.hint_calibration import brier, fit, left_out_brier


def test_the_fit_recovers_how_often_a_figure_wins():
    rng = random.Random(7)
    pairs = []
    for _ in range(4000):
        figure = rng.uniform(0.02, 0.98)
        pairs.append((figure, 1.0 if rng.random() < fitted_chance(0.4, -0.3, figure) else 0.0))
    slope, offset = fit(pairs)
    assert abs(slope - 0.4) < 0.1 and abs(offset + 0.3) < 0.15, (slope, offset)
    assert brier(pairs, lambda f: fitted_chance(slope, offset, f)) < brier(pairs, lambda f: f)


def test_a_fit_far_from_its_data_reads_a_chance_without_overflow():
    # A fit of a few games can run steep; the hint must still read a chance, not raise.
    assert fitted_chance(900.0, 0.0, 0.001) == 0.0 and fitted_chance(900.0, 0.0, 0.999) == 1.0
    assert fitted_chance(-900.0, 0.0, 0.999) == 0.0


def test_a_fit_judged_on_games_it_never_saw_scores_no_better_than_on_its_own():
    rng = random.Random(11)
    by_game = {number: [] for number in range(6)}
    for pairs in by_game.values():
        for _ in range(300):
            figure = rng.uniform(0.05, 0.95)
            pairs.append((figure, 1.0 if rng.random() < fitted_chance(0.5, -0.4, figure) else 0.0))
    pairs = [pair for played in by_game.values() for pair in played]
    slope, offset = fit(pairs)
    in_sample = brier(pairs, lambda f: fitted_chance(slope, offset, f))
    assert in_sample <= left_out_brier(by_game) < brier(pairs, lambda f: f)


def test_one_game_alone_is_judged_by_its_raw_figure_for_want_of_other_games_to_fit():
    pairs = [(0.7, 1.0), (0.6, 0.0), (0.9, 1.0)]
    assert fit([]) == (1.0, 0.0)
    assert abs(left_out_brier({0: pairs}) - brier(pairs, lambda f: f)) < 1e-12


def test_a_partner_of_the_winning_side_won_the_whole_game():
    tricks, quinto = GAMES["quinto_tricks"], GAMES["quinto"]
    assert win_share(tricks, 4, (1, 3), (3,)) == 1.0 and win_share(tricks, 4, (1, 3), (0,)) == 0.0
    assert win_share(quinto, 2, (0, 1), (1,)) == 0.5 and win_share(quinto, 2, (0,), (0,)) == 1.0


def test_a_game_without_a_fit_shows_the_figure_itself(monkeypatch):
    monkeypatch.setattr(calibration, "FITTED", {})
    assert win_chance("quinto", 0.83) == 0.83


def test_the_hint_shows_the_fitted_chance_and_keeps_the_order(monkeypatch):
    monkeypatch.setattr(calibration, "FITTED", {"quartino": (0.5, -0.2, 10, 100)})
    state = position("quartino", 2, 7)
    seat = state.current_player
    hint = hint_agent("quartino")
    hint.search.iterations = 120
    hint.start(state.view(seat), seat, 5)
    while not hint.step(1.0):
        pass
    raw = advice(hint.search.move_stats())
    shown = advice(hint.move_stats())
    assert [move for move, _ in shown] == [move for move, _ in raw]
    assert [chance for _, chance in shown] == [fitted_chance(0.5, -0.2, figure) for _, figure in raw]
    assert shown[0][1] != raw[0][1]


def test_every_fit_shipped_is_a_rising_chance():
    for game_id, (slope, _, games, decisions) in calibration.FITTED.items():
        assert game_id in GAMES and slope > 0 and games > 0 and decisions >= games
