"""The scenes laid over a table that wait for the player: the privacy screen, a round's or hand's scores,
Quinto's first draw (each goes on by its Continue button, or Enter); the game's final panel waits for nobody."""
from __future__ import annotations

from scenes.overlays import PassScreen

from .gestures import Step, click, key
from .spots import button_spot, need


def labelled(scene, label):
    """The enabled button of scene whose label reads label, or None."""
    return next((b for b in getattr(scene, "buttons", []) if b.text() == label and b.is_enabled()), None)


def is_final(app, scene) -> bool:
    """Whether scene is a game's final panel (it offers Play again, not Continue)."""
    return labelled(scene, app.t("play_again")) is not None and labelled(scene, app.t("continue")) is None


def go_on(app, scene, rng):
    """The gestures that take the player past scene (a panel or the privacy screen), or None when it is not
    one that waits for them."""
    button = labelled(scene, app.t("continue"))
    if button is None:
        return None
    name = type(scene).__name__
    if isinstance(scene, PassScreen):
        says = f"take the device: {scene.name}"
    else:
        says = f"go on past {name}"
    if scene.focus is button and rng.random() < 0.3:
        return Step((key("Enter"),), f"press Enter to {says}")
    spot = need(button_spot(scene, button), "Continue", name)
    return Step((click(spot),), f"click {button.text()} to {says}")
