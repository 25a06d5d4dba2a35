"""The statistics a player reads: a game with friends (at one device or online) is filed under friends, never
under the AI level of an AI seat beside them; each game keeps its last results for the average, the best (13's
the fewest penalty points), the last ten and the chart; damaged results read as none."""
from parlour.stats import FRIENDS, HISTORY_KEY, KEEP, game_figures, game_history, opposition, record_result
from parlour.storage import MemoryStorage, save_json


def test_a_table_with_another_person_is_filed_under_friends():
    assert opposition(["human", "medium", "human"], 0) == FRIENDS, "an online room with a friend and an AI"
    assert opposition(["human", "human"], 1) == FRIENDS
    assert opposition(["human", "easy", "hard"], 0) == "hard"


def test_each_game_keeps_its_last_results_in_order_and_no_more_than_it_needs():
    storage = MemoryStorage()
    for i in range(KEEP + 5):
        record_result(storage, "quinto", "easy", i % 3 == 0, 10 * i, when=1000 + i)
    history = game_history(storage, "quinto")
    assert len(history) == KEEP and history[-1]["score"] == 10 * (KEEP + 4) and history[0]["when"] == 1005


def test_the_figures_of_a_game_by_level_with_average_and_best():
    storage = MemoryStorage()
    for level, won, score in (("easy", True, 300), ("easy", False, 120), ("hard", False, 180), (FRIENDS, True, 240)):
        record_result(storage, "quinto", level, won, score)
    figures = game_figures(storage, "quinto")
    assert figures["played"] == 4 and figures["won"] == 2
    assert figures["by_level"]["easy"] == {"played": 2, "won": 1} and figures["by_level"]["hard"]["won"] == 0
    assert figures["average"] == 210 and figures["best"] == 300
    assert [r["score"] for r in figures["last"]] == [300, 120, 180, 240]


def test_thirteens_best_is_its_fewest_penalty_points():
    storage = MemoryStorage()
    for penalty in (46, 30, 75):
        record_result(storage, "thirteen", "medium", penalty == 30, -penalty)
    figures = game_figures(storage, "thirteen")
    assert figures["best"] == 30 and figures["average"] == round((46 + 30 + 75) / 3)


def test_damaged_results_read_as_none():
    storage = MemoryStorage()
    save_json(storage, HISTORY_KEY, {"quinto": [{"level": "easy"}, "junk", {"level": "easy", "won": True,
                                                                            "score": 5, "when": 1.0}]})
    assert [r["score"] for r in game_history(storage, "quinto")] == [5]
    save_json(storage, HISTORY_KEY, ["not", "a", "table"])
    assert game_history(storage, "quinto") == []
