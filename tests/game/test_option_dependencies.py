"""Which options apply when comes from the option descriptions (Option.applies_when), not from the screens."""
import pytest

from game import GAMES


def keys(spec, players, chosen):
    """The keys of spec's options that apply at that many players with the options chosen."""
    return [option.key for option in spec.applicable_options(players, chosen)]


def test_quinto_offers_rounds_only_with_the_cumulative_variant():
    quinto = GAMES["quinto"]
    for variant in ("none", "teams", "double_or_triple"):
        assert "rounds" not in keys(quinto, 4, {"variant": variant}), variant
    assert "rounds" in keys(quinto, 4, {"variant": "cumulative"})
    assert "rounds" not in keys(quinto, 2, {}), "the default variant is none"


def test_quinto_offers_the_four_vier_cards_only_under_sacksons_rules():
    quinto = GAMES["quinto"]
    assert "four_vier" in keys(quinto, 2, {"rules": "original"})
    assert "four_vier" not in keys(quinto, 2, {"rules": "ass"}), "the German edition always uses four"


def test_the_victorian_rubber_is_offered_to_four_players_only():
    tricks = GAMES["quinto_tricks"]
    assert "rubber" in keys(tricks, 4, {})
    assert "rubber" not in keys(tricks, 3, {})
    assert "score_at_hand_end" in keys(tricks, 3, {})


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_dependency_names_a_real_option_and_real_values(game_id):
    spec = GAMES[game_id]
    choices = {option.key: option.choices for option in spec.options}
    choices["players"] = tuple(range(spec.min_players, spec.max_players + 1))
    for option in spec.options:
        conditions = [option.applies_when or {}, *(option.choices_apply_when or {}).values()]
        assert set(option.choices_apply_when or {}) <= set(option.choices), option.key
        for key, allowed in (pair for condition in conditions for pair in condition.items()):
            assert key in choices and key != option.key, (option.key, key)
            assert allowed and set(allowed) <= set(choices[key]), (option.key, key, allowed)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_game_dealt_with_only_the_options_that_apply_starts(game_id):
    spec = GAMES[game_id]
    for players in range(spec.min_players, spec.max_players + 1):
        chosen = {option.key: option.default for option in spec.applicable_options(players, {})}
        assert spec.new_state(players, 7, chosen).players == players


def test_quinto_offers_teams_to_four_players_and_double_or_triple_never_to_three():
    variant = next(o for o in GAMES["quinto"].options if o.key == "variant")
    assert variant.choices_for(4, {}) == ("none", "teams", "double_or_triple", "cumulative")
    assert variant.choices_for(3, {}) == ("none", "cumulative")
    assert variant.choices_for(2, {}) == ("none", "double_or_triple", "cumulative")


def test_quartino_offers_only_seats_that_exist_as_first_player():
    first = next(o for o in GAMES["quartino"].options if o.key == "first_player")
    assert first.choices_for(2, {}) == ("random", 0, 1)
    assert first.choices_for(4, {}) == ("random", 0, 1, 2, 3)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_choice_offered_can_be_dealt(game_id):
    spec = GAMES[game_id]
    for players in range(spec.min_players, spec.max_players + 1):
        for option in spec.applicable_options(players, {}):
            for choice in option.choices_for(players, {}):
                spec.new_state(players, 7, {option.key: choice})
