"""The searches' evaluations: rewards that still rank moves when a player is far ahead or behind."""
from game.quinto.knowledge import SCORE_SCALE, margin_reward


def test_a_level_margin_is_worth_one_half():
    assert margin_reward(0) == 0.5


def test_margins_either_way_are_mirror_images():
    for margin in (5, 120, 900):
        assert abs(margin_reward(margin) + margin_reward(-margin) - 1.0) < 1e-12


def test_a_player_far_behind_still_prefers_losing_less():
    # 300 and 400 points behind: a clipped linear reward gave both nought, so every move looked alike.
    assert 0.0 < margin_reward(-400) < margin_reward(-300) < 0.5
    assert 0.5 < margin_reward(300) < margin_reward(400) < 1.0


def test_near_level_a_point_weighs_as_before():
    slope = (margin_reward(1) - margin_reward(-1)) / 2
    assert abs(slope - 1 / (2 * SCORE_SCALE)) < 1e-6
