"""The games on a phone in landscape (tests/web/phone.mjs): at 844×390 or 740×360 CSS pixels, device pixel ratio 3, a
touch screen and no mouse or keyboard, each game is dealt from the New game screen and played to its stop by finger
taps and drags alone. The two phones play three games between them, at once: Quinto, the longest, is played by touch
natively (tests/scenes/drivers/test_drivers_play_by_touch.py: the same finger events SDL makes of the page's touches
here) and to its end in this browser by mouse and online; both sizes' touch targets in every game's screens are
measured natively (tests/scenes/kit/test_touch_targets.py). Screenshots land in build/browser-shots/phone-*.png."""
import pytest

from .real_browser import BACKGROUND, run_scenario, setup_for

# 13 with the shortest game (Quartino) beside the Victorian game, so both phones finish at about the same time
GAMES_BY_PHONE = {"844x390": ("thirteen", "quartino"), "740x360": ("quinto_tricks",)}
PHONES = tuple(GAMES_BY_PHONE)
PLAYED = [(phone, game) for phone, games in GAMES_BY_PHONE.items() for game in games]
# the screen of each game a phone measures once it is dealt (Quinto opens on its first-draw panel)
DEALT_SCREEN = {"thirteen": "ThirteenTable", "quinto": "FirstDrawPanel", "quinto_tricks": "TricksTable",
                "quartino": "QuartinoTable"}
MIN_TARGET_CSS = 40
# each visit deals anew: against three AIs a Quartino can be over after the player's fourth turn
FEWEST_MOVES = {"quartino": 3}


def run_early(web_dir) -> dict:
    """One run of phone.mjs: both phones at once, in browsers of their own."""
    return run_scenario("phone.mjs", setup_for(web_dir), games_by_phone=GAMES_BY_PHONE)


@pytest.fixture(scope="module")
def phones(web_build, report_figure):
    """What each phone played."""
    result = BACKGROUND.result(__name__, run_early, web_build.web_dir)
    report_figure("phones, the smallest touch target per screen (CSS px): " + "; ".join(
        f"{phone} " + ", ".join(f"{scene} {seen['smallest_css']:g}"
                                for scene, seen in sorted(result[phone]["targets"].items()))
        for phone in PHONES))
    report_figure("phones, by touch alone: " + "; ".join(
        f"{phone} " + ", ".join(f"{game} {result[phone]['games'][game]['seconds']:.0f} s"
                                for game in GAMES_BY_PHONE[phone])
        for phone in PHONES))
    return result


@pytest.mark.parametrize(("phone", "game"), PLAYED)
def test_each_game_is_played_to_its_end_by_taps_and_drags_alone(phones, phone, game):
    played = phones[phone]["games"][game]
    assert set(played["kinds"]) <= {"tap", "drag"}, "no click, key or hover"
    assert played["kinds"].get("tap", 0) > 0 and played["moves_by_gestures"] >= FEWEST_MOVES.get(game, 5)
    if game == "thirteen":
        assert played["rounds_scored"] >= 1
    else:
        assert played["over"] and played["end_scene"] == "ResultPanel"


@pytest.mark.parametrize("phone", PHONES)
def test_every_button_a_finger_meets_is_at_least_40_css_pixels(phones, phone):
    targets = phones[phone]["targets"]
    assert {"TitleScene", "NewGameScene", "ResultPanel"} <= set(targets), f"screens measured: {sorted(targets)}"
    assert {DEALT_SCREEN[game] for game in GAMES_BY_PHONE[phone]} <= set(targets), "the games it played are measured"
    small = {scene: (seen["smallest_css"], seen["label"]) for scene, seen in targets.items()
             if seen["smallest_css"] < MIN_TARGET_CSS}
    assert small == {}, "buttons under a finger's 40 CSS pixels"


@pytest.mark.parametrize("phone", PHONES)
def test_cards_are_dragged_by_a_finger_too(phones, phone):
    assert sum(game["kinds"].get("drag", 0) for game in phones[phone]["games"].values()) > 0


@pytest.mark.parametrize("phone", PHONES)
def test_no_traceback_on_a_phone(phones, phone):
    assert phones[phone]["tracebacks"] == []
