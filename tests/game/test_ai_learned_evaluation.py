"""The learned evaluation (game/ai/learned.py, tools/fit_evaluation.py): the fit recovers a known relation between a
position's features and winning, the evaluation reads a finished game's result and a lead as a win chance, and
Quartino's features count what the wheel shows of each player's cards."""
import math
import random

from game import GAMES
from game.ai.calibration import logistic
from game.ai.learned import lead_evaluation
from game.quartino import knowledge
from game.quartino.components import WINDOWS
from game.quartino.moves import CLAIM
from tests.game.support.quartino_positions import position
from tools.fit_evaluation import fit, losses
from tools.logistic_fit import solve


def wins_made_by(truth, count=6000, seed=5):
    """(features, won, 0.5) rows whose wins follow logistic(truth . features)."""
    rng = random.Random(seed)
    rows = []
    for _ in range(count):
        x = tuple(rng.choice((-2, -1, 0, 1, 2)) for _ in truth)
        rows.append((x, 1.0 if rng.random() < logistic(sum(w * v for w, v in zip(truth, x))) else 0.0, 0.5))
    return rows


def test_the_fit_recovers_the_weights_that_made_the_wins():
    truth = (1.2, 0.6, 0.3)
    rows = wins_made_by(truth)
    weights = fit(rows)
    assert all(abs(w - t) < 0.12 for w, t in zip(weights, truth)), weights
    fitted = losses([logistic(sum(w * v for w, v in zip(weights, x))) for x, _, _ in rows], [r[1] for r in rows])
    assert fitted[0] < math.log(2) and fitted[1] < 0.25


def test_a_feature_that_would_weigh_against_winning_is_left_at_nought_and_the_rest_still_fit():
    weights = fit(wins_made_by((1.2, -0.6, 0.3)))
    assert weights[1] == 0.0 and weights[0] > 0.9 and weights[2] > 0.15, weights


def test_solve_inverts_a_small_system():
    assert [round(v, 9) for v in solve([[0.0, 2.0], [4.0, 1.0]], [4.0, 6.0])] == [1.0, 2.0]


def test_a_finished_game_is_judged_by_its_result_not_its_features():
    matched = {space: colour for space, colour in zip(WINDOWS[0], "YBGP")}
    last_card = position(board=matched, placements_left=0, placed=1,
                         hands=[["YBGP"], ["PGBY", "PGYB", "PBGY", "PBYG"]], completed=[["BGPY", "GPYB", "PYBG"], []])
    ended = last_card.apply(next(move for move in last_card.legal_moves() if move.kind == CLAIM))
    assert ended.current_player is None
    evaluate = lead_evaluation(lambda state: ((0.0,), (0.0,)), (1.0,))
    assert evaluate(ended, ended) == (1.0, 0.0)


def test_the_reward_is_the_chance_the_lead_gives_and_the_two_sum_to_one():
    state = position()
    evaluate = lead_evaluation(lambda s: ((3.0,), (1.0,)), (0.5,))
    mine, theirs = evaluate(state, state)
    assert abs(mine - logistic(1.0)) < 1e-12 and abs(mine + theirs - 1.0) < 1e-12


def test_quartino_features_count_a_matched_card_for_the_mover_and_each_card_at_most_once():
    board = {space: colour for space, colour in zip(WINDOWS[0], "YBGP")}
    state = position(board=board, current=0, placements_left=1, completed=[[], ["PGBY"]],
                     hands=[["YBGP", "BGPY", "GPYB", "PYBG"], ["PGYB", "PBGY", "PBYG"]])
    names = knowledge.FEATURES
    mover, waiting = (dict(zip(names, row)) for row in knowledge.features(state))
    assert mover["mover done or 0 off"] == 1 and mover["mover done or in reach"] >= 1
    assert all(mover[n] == 0 for n in names if n.startswith("waiting"))
    assert waiting["waiting completed"] == 1
    counts = [waiting[f"waiting done or {k} off"] for k in range(4)]
    assert 1 <= counts[0] and counts == sorted(counts) and counts[-1] <= 4
    assert all(waiting[n] == 0 for n in names if n.startswith("mover"))


def test_the_quartino_expert_judges_with_the_learned_weights():
    expert = GAMES["quartino"].ai.LEVELS["expert"]
    state = position(board={space: colour for space, colour in zip(WINDOWS[0], "YBGP")})
    assert expert.evaluate is not None
    assert expert.evaluate(state, state) == lead_evaluation(knowledge.features, knowledge.LEARNED_WEIGHTS)(state, state)
    assert expert.evaluate(state, state)[0] > 0.5
