"""From whatever screen shows to a dealt table: the title's New game, the New game screen's game, player count
and seats, Deal, and Replace when a saved game of that game is asked about; any other screen is left by its Menu
or Title button, else Escape (by touch: its Back or Close button, or a DriverError saying it has none)."""
from __future__ import annotations

from scenes.screens.ask_replace import AskReplace
from scenes.screens.new_game import NewGameScene
from scenes.screens.title import TitleScene
from scenes.table import TableScene

from .gestures import Step, click, key
from .panels import close, labelled
from .spots import button_spot, need


def table_of(app):
    """The topmost table on the scene stack, or None."""
    return next((s for s in reversed(app.scenes) if isinstance(s, TableScene)), None)


def dealt(app, game_id, seats) -> bool:
    """Whether a table of game_id with these seats is being played (not a lesson, a replay or a finished game)."""
    table = table_of(app)
    return (table is not None and table.match.spec.id == game_id and table.match.seats == list(seats)
            and table.lesson is None and not table.passive and table.state.outcome() is None)


def next_setup_step(app, game_id, seats, touch=False):
    """The next click (or key; touch: never a key) towards a dealt table of game_id with seats; None once it is
    dealt."""
    if dealt(app, game_id, seats):
        return None
    top = app.top
    if isinstance(top, TitleScene):
        return press(top, app.t("new_game"), "open the New game screen")
    if isinstance(top, NewGameScene):
        return _form(top, game_id, seats)
    if isinstance(top, AskReplace):
        return press(top, app.t("menus.replace"), "replace the saved game")
    return _leave(app, top, touch)


def press(scene, label, says) -> Step:
    """A click on scene's button labelled label."""
    button = labelled(scene, label)
    what = f"the {label!r} button on {type(scene).__name__}"
    return Step((click(need(button_spot(scene, button) if button else None, what, type(scene).__name__)),),
                f"click {label}: {says}")


def _form(scene, game_id, seats) -> Step:
    """One click on the New game screen: the game, then one player more or fewer, then each seat, then Deal."""
    if scene.game_id != game_id:
        button = scene.game_buttons[scene.games.index(game_id)]
        spot = need(button_spot(scene, button), f"the game {game_id}", "the New game screen")
        return Step((click(spot),), f"choose the game {button.text()}")
    if scene.players != len(seats):
        sign = "+" if scene.players < len(seats) else "−"
        return press(scene, sign, f"{len(seats)} players, not {scene.players}")
    for seat, (chooser, kind) in enumerate(zip(scene.seat_rows.choosers, seats)):
        if chooser.value != kind:
            return Step((click(_segment(scene, chooser, kind)),), f"seat {seat + 1}: {chooser.describe(kind)}")
    return press(scene, scene.t("start"), "deal")


def _segment(scene, chooser, kind) -> tuple:
    """A point on the cell of kind in a Segments chooser (it picks the cell under the click by its x)."""
    width = chooser.rect.width / len(chooser.choices)
    x = int(chooser.rect.x + width * (chooser.choices.index(kind) + 0.5))
    point = (x, chooser.rect.centery)
    return need(point if scene.button_at(point) is chooser else None, f"the {kind} choice", "the New game screen")


def _leave(app, top, touch) -> Step:
    """Away from a screen on the way to nothing asked: its Menu or Title button, else Escape (touch: its Back or
    Close button, or a tap on the key help)."""
    for label in (app.t("to_title"), app.t("menu")):
        if labelled(top, label) is not None:
            return press(top, label, f"leave {type(top).__name__}")
    if touch:
        return close(app, top)
    return Step((key("Escape"),), f"press Escape to leave {type(top).__name__}")
