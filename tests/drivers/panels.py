"""The scenes laid over a table that wait for the player: the privacy screen, a round's or hand's scores,
Quinto's first draw (each goes on by its Continue button, or Enter); the game's final panel waits for nobody.
By touch, the other screens (rules, key help, the log's panel) close by their own control."""
from __future__ import annotations

from scenes.kit.overlays import PassScreen
from scenes.table.key_help import PANEL as KEY_HELP_PANEL
from scenes.table.key_help import KeyHelp

from .gestures import Step, click, key
from .spots import DriverError, button_spot, need, nothing_at, point_in

CLOSING_LABELS = ("back", "reading.close")  # the words keys of the buttons that close a screen


def labelled(scene, label):
    """The enabled button of scene whose label reads label, or None."""
    return next((b for b in getattr(scene, "buttons", []) if b.text() == label and b.is_enabled()), None)


def is_final(app, scene) -> bool:
    """Whether scene is a game's final panel: it offers Replay (with Play again, or at an online table the title),
    not Continue."""
    return labelled(scene, app.t("replay")) is not None and labelled(scene, app.t("continue")) is None


def go_on(app, scene, rng, touch=False):
    """The gestures that take the player past scene (a panel or the privacy screen), or None when it is not
    one that waits for them; touch: its Continue button, never Enter."""
    button = labelled(scene, app.t("continue"))
    if button is None:
        return None
    name = type(scene).__name__
    if isinstance(scene, PassScreen):
        says = f"take the device: {scene.name}"
    else:
        says = f"go on past {name}"
    if not touch and scene.focus is button and rng.random() < 0.3:
        return Step((key("Enter"),), f"press Enter to {says}")
    spot = need(button_spot(scene, button), "Continue", name)
    return Step((click(spot),), f"click {button.text()} to {says}")


def close(app, scene) -> Step:
    """A tap that closes scene without a key: its Back or Close button, or anywhere on the key help (a click
    closes it); a DriverError when scene has no such control (only Escape closes it)."""
    name = type(scene).__name__
    for words_key in CLOSING_LABELS:
        button = labelled(scene, app.t(words_key))
        if button is not None:
            spot = need(button_spot(scene, button), f"the {button.text()!r} button", name)
            return Step((click(spot),), f"click {button.text()} to close {name}")
    if isinstance(scene, KeyHelp):
        spot = need(point_in(KEY_HELP_PANEL, lambda p: nothing_at(scene, p)), "the key help", name)
        return Step((click(spot),), "click the key help to close it")
    raise DriverError(f"{name} has no control on screen that closes it (only Escape): no pointer way back")
