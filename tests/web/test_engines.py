"""The parlour in each browser engine (tests/web/engine_play.mjs): Firefox ESR (puppeteer over WebDriver BiDi) and
WebKitGTK, Safari's engine (W3C WebDriver, MiniBrowser on Xvfb), with the browser's own language French, play games
from the New game screen to their stop by real clicks, drags and keys in one page (Firefox all but Quinto, WebKit,
the slowest here, 13 and the Victorian game on the desktop and Quartino as a phone), and a reload mid-game offers the
saved game and resumes it and a new deal differs; Chromium deals the Victorian game and checks its keys there (its
four games played to their end and its reload are tests/web/test_play_in_browser.py's). In every engine the first
key reaches the game with no click before it, `?` at a table shows the key help and the arrows and Enter play a card
after a click in a text box and back.
Screenshots: build/browser-shots/<engine>-*.png."""
import pytest

from .real_browser import BACKGROUND, ENGINES, HarnessUnavailable, engine_setup, run_scenario

GAMES = ("quinto_tricks", "thirteen", "quinto", "quartino")
# Chromium plays each game to its end in tests/web/test_play_in_browser.py: here it only deals the Victorian game
PLAYS = {"chromium": {"games": ["quinto_tricks"], "language": "fr-FR", "reload": False, "to_end": False},
         # Quinto, the longest here, is played to its end in Chromium by mouse (tests/web/test_play_in_browser.py)
         # and online (tests/web/test_online_in_browser.py); the pointer's drags are the other games' too
         "firefox": {"games": ["quinto_tricks", "thirteen", "quartino"], "language": "fr-FR"},
         # 13 first: the reload after the games deals 13, and visitor.mjs's deal() takes a 13 table already open as
         # the one it was asked for
         "webkit": {"games": ["thirteen", "quinto_tricks"], "language": "fr-FR", "phone": True}}
SILENT = {"firefox": "headless Firefox has no sound device here: no AudioContext runs in it, gesture or not"}
# Firefox reports the page's prefetch of pygbag's start-up file from its CDN, which is out of reach here
UNREACHABLE_CDN = "pygame-web.github.io"


def run_early(web_dir) -> dict:
    """engine_play.mjs in each engine, one after another: its answer, or why the engine cannot be had here."""
    played = {}
    for engine in ENGINES:
        try:
            setup, prefix = engine_setup(web_dir, engine)
        except HarnessUnavailable as reason:
            played[engine] = {"unavailable": str(reason)}
            continue
        try:
            played[engine] = run_scenario("engine_play.mjs", setup, prefix, **PLAYS[engine])
        except AssertionError as failure:
            played[engine] = {"failed": str(failure)}
    return played


@pytest.fixture(scope="module", params=ENGINES)
def played(request, web_build, report_figure):
    """What the engine's page met."""
    result = BACKGROUND.result(__name__, run_early, web_build.web_dir)[request.param]
    if "unavailable" in result:
        pytest.skip(result["unavailable"])
    if "failed" in result:
        pytest.fail(result["failed"])
    engine = request.param
    timings = result["timings"]
    first_frame_s = (timings["first_frame_ms"] - timings["main_started_ms"]) / 1000
    report_figure(f"{engine}: ready {result['opened']['wall_ms'] / 1000:.1f} s after the page was asked for; "
                  f"first frame {first_frame_s:.1f} s after main.py started; "
                  + ", ".join(f"{game} {played['seconds']:.0f} s" for game, played in result["games"].items()))
    return result


def test_the_page_opens_ready_in_the_browsers_language(played):
    assert played["opened"]["state"] == "ready"
    if PLAYS[played["engine"]]["language"] == "fr-FR":
        assert played["timings"]["language"] == "fr-FR"
        assert played["title"]["language"] == "fr" and "Nouvelle partie" in played["title"]["labels"]


def test_the_first_key_reaches_the_game_before_any_click(played):
    assert played["first_key"]["scene"] == "NewGameScene"


def test_at_a_table_question_mark_shows_the_key_help_and_arrows_and_enter_play_a_card(played):
    assert played["away_and_back"] == {"text_box": True, "away": "INPUT", "back": "canvas"}, \
        "a click in a text box takes the page's focus, a click on the felt gives it back to the game"
    keys = played["games"]["quinto_tricks"]["keys"]
    assert keys["help"] == "KeyHelp"
    assert keys["played"], "a card played by the arrows and Enter"


@pytest.mark.parametrize("game", GAMES)
def test_each_game_is_dealt_from_the_new_game_screen_and_played_to_its_end(played, game):
    if PLAYS[played["engine"]].get("to_end") is False:
        pytest.skip(f"{played['engine']} only deals the Victorian game here: its four games are played to their end "
                    "in tests/web/test_play_in_browser.py")
    if game not in played["games"]:
        pytest.skip(f"{played['engine']} plays only {', '.join(played['games'])} here (every game is played to its "
                    "end in Chromium, tests/web/test_play_in_browser.py)")
    result = played["games"][game]
    assert result["dealt_scene"] != "TitleScene" and result["moves_by_gestures"] >= 5
    if game == "thirteen":
        assert result["rounds_scored"] >= 1, "13: through its first round at least"
    else:
        assert result["over"] and result["end_scene"] == "ResultPanel"


def test_a_reload_mid_game_offers_the_saved_game_and_a_new_deal_differs(played):
    if "reload" not in played:
        pytest.skip(f"{played['engine']}'s reload is tests/web/test_play_in_browser.py's")
    reload = played["reload"]
    assert reload["reopened"] == "ready" and reload["title_scene"] == "TitleScene" and reload["offered"]
    assert reload["resumed"] == reload["before"]
    assert reload["second_deal_seed"] != reload["before"]["seed"]


def test_no_traceback_no_page_error_and_no_dialog(played):
    assert played["console_errors"] == []
    assert [line for line in played["tracebacks"] if UNREACHABLE_CDN not in line] == []
    assert played["dialogs"] == []


def test_webkit_plays_a_whole_game_by_taps_in_a_phones_landscape_window(played):
    if not PLAYS[played["engine"]].get("phone"):
        pytest.skip(f"{played['engine']} is not played as a phone here: WebKit is, by WebDriver taps, and Chromium "
                    "by real touch in tests/web/test_phone_play.py")
    phone = played["phone"]
    assert phone["viewport"] == [844, 390]
    assert set(phone["kinds"]) <= {"tap", "drag"} and phone["moves_by_gestures"] >= 5
    assert phone["over"] and phone["end_scene"] == "ResultPanel"


def test_sound_waits_for_the_pages_first_gesture_and_starts_with_it(played):
    if played["engine"] in SILENT:
        pytest.skip(SILENT[played["engine"]])
    assert played["first_key"]["sound_before"] == "suspended" and played["first_key"]["sound_after"] == "running"
    if PLAYS[played["engine"]].get("phone"):
        assert played["reload"]["sound"] == {"before_first_gesture": "suspended", "after_first_gesture": "running"}, \
            "the reloaded page's first tap starts the sound"
