"""A visitor plays the parlour in Chromium on pygbag's own pygame-ce wasm build (tests/web/play.mjs): every
game dealt from the New game screen and played to its end by real clicks, drags and keys on the canvas,
with hint, undo, the log and the rules on the way; a reload mid-game resumes it; refused storage, French,
a game in progress carried across a visit with its storage cleared, the record panel and F11. Screenshots of
every step land in build/browser-shots/."""
import json

import pytest

from .real_browser import BACKGROUND, run_scenario, setup_for

GAMES = ("thirteen", "quinto", "quinto_tricks", "quartino")


def run_early(web_dir) -> dict:
    """One Chromium run of play.mjs."""
    return run_scenario("play.mjs", setup_for(web_dir))


@pytest.fixture(scope="module")
def visit(web_build, report_figure):
    """What the visitor met."""
    result = BACKGROUND.result(__name__, run_early, web_build.web_dir)
    report_figure("real browser, played by gestures: " + ", ".join(
        f"{game} {result['games'][game]['moves_by_gestures']} moves in {result['games'][game]['seconds']:.0f} s"
        for game in GAMES))
    return result


def test_the_page_opens_ready(visit):
    assert visit["opened"]["state"] == "ready"


@pytest.mark.parametrize("game", GAMES)
def test_each_game_is_dealt_from_the_new_game_screen_and_played_to_its_end_by_gestures(visit, game):
    played = visit["games"][game]
    assert played["dealt_scene"] != "TitleScene" and played["moves_by_gestures"] >= 5
    if game == "thirteen":
        assert played["rounds_scored"] >= 1, "13: through its first round at least"
    else:
        assert played["over"] and played["end_scene"] == "ResultPanel", "the game ends and says how"


@pytest.mark.parametrize("game", GAMES)
def test_hint_undo_the_log_and_the_rules_open_on_the_way(visit, game):
    played = visit["games"][game]
    assert played["hint"] is True
    undo = played["undo"]
    assert undo["after"] == undo["before"] < undo["with_move"], "undo takes the human's move back"
    assert played["log"] == "LogPanel" and played["rules"] == "RulesScene"
    assert played["back_at_table"] == played["table"]


def test_a_reload_mid_game_offers_the_saved_game_and_resume_puts_it_back(visit):
    reload = visit["reload"]
    assert reload["reopened"] == "ready" and reload["title_scene"] == "TitleScene" and reload["offered"]
    assert reload["resumed"] == reload["before"]


def test_a_second_page_load_deals_a_different_game(visit):
    reload = visit["reload"]
    assert reload["second_deal_seed"] != reload["before"]["seed"]


def test_a_browser_that_refuses_storage_is_told_once_and_play_goes_on(visit):
    storage = visit["storage"]
    assert storage["state"] == "ready" and storage["told"] and storage["playing_on"] >= 2
    assert storage["tracebacks"] == []


def test_a_french_browser_gets_the_parlour_in_french(visit):
    french = visit["french"]
    assert french["language"] == "fr" and "Nouvelle partie" in french["labels"]
    assert french["tracebacks"] == []


def test_a_game_in_progress_exported_then_imported_after_the_storage_was_cleared_plays_on(visit):
    carry = visit["carry"]
    assert carry["cleared"] == {"continue_offered": False, "saved_games_offered": False}, "nothing kept after clearing"
    assert carry["resumed"] == {"scene": "QuartinoTable", "seed": carry["before"]["seed"],
                                "moves": carry["before"]["moves"], "over": False}
    assert carry["played_on"] > len(carry["before"]["moves"]) and carry["tracebacks"] == []


def test_the_record_of_a_finished_game_is_shown_in_the_pages_panel(visit):
    record = visit["record"]
    assert json.loads(record["text"])["game"] == GAMES[-1]
    assert record["closed"]


def test_f11_goes_fullscreen_through_the_page_and_back(visit):
    assert visit["fullscreen"] == {**visit["fullscreen"], "entered": True, "left": True}


def test_no_python_traceback_no_page_error_and_no_leave_site_dialog(visit):
    assert visit["tracebacks"] == []
    assert visit["dialogs"] == []
