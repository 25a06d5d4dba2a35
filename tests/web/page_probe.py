"""Read inside the page by the real-browser harness (tests/web/harness.mjs `probe`): what the running parlour
shows, and what a player would do next (tests/drivers), as JSON-able answers. It never acts on the game:
the harness performs every gesture with real input events on the canvas."""
from __future__ import annotations

import gc
import random
import weakref

_rng = random.Random(20261125)
_found = None


def app():
    """The running App (main.py holds it inside its coroutine, so it is found among live objects, once)."""
    global _found
    running = _found() if _found is not None else None
    if running is None or not running.running:
        from scenes.app import App

        candidates = [thing for thing in gc.get_objects() if isinstance(thing, App)]
        if not candidates:
            raise LookupError("no App is running in this page")
        running = candidates[-1]
        _found = weakref.ref(running)
    return running


def reseed(seed) -> bool:
    """Make the driver's own choices repeatable from here on."""
    _rng.seed(seed)
    return True


def screen() -> dict:
    """What is on screen: the top scene, and of the table under it (if any) its game, moves, whose turn and
    whether it is over."""
    running = app()
    top = running.top
    answer = {"scene": type(top).__name__, "language": running.language, "notice": _notice(running)}
    table = next((scene for scene in reversed(running.scenes) if getattr(scene, "match", None) is not None), None)
    if table is not None:
        match = table.match
        answer["table"] = type(table).__name__
        answer.update(game=match.spec.id, moves=[str(m) for m in match.moves], seed=match.seed,
                      over=match.state.outcome() is not None, current=match.state.current_player,
                      humans=list(match.humans))
    return answer


def _notice(running):
    notice = running.notice
    return notice.message if getattr(notice, "visible", False) else None


def next_setup_step(game_id, seats, touch=False) -> dict | None:
    """The gestures that bring the title towards a dealt table of game_id with these seats (taps and drags
    only with touch)."""
    from drivers.player import next_setup_step as step

    found = step(app(), game_id, seats, touch=touch)
    return found.to_json() if found else None


def next_step(touch=False) -> dict | None:
    """What the human does next at the table (a move, a panel to close), or None while nobody waits on them
    (taps and drags only with touch)."""
    from drivers.player import next_step as step

    found = step(app(), _rng, touch=touch)
    return found.to_json() if found else None


def keys_step(tries=200) -> dict | None:
    """A move the human can make now by keys alone ending in Enter (the arrows raise a card, Enter plays it), as
    tests/drivers offers one among its styles; None when none of tries choices is one (nobody waits on the
    human, or the table wants another kind of move)."""
    return _step_where(lambda gestures: all(g["kind"] == "key" for g in gestures) and gestures[-1]["key"] == "Enter",
                       tries)


def drag_step(tries=200) -> dict | None:
    """A move the human can make now on a touch screen by a finger's drag (a card or a pawn dragged to its place),
    as tests/drivers offers one among its styles; None when none of tries choices is one."""
    return _step_where(lambda gestures: any(g["kind"] == "drag" for g in gestures), tries, touch=True)


def _step_where(wanted, tries, touch=False) -> dict | None:
    from drivers.player import next_step as step

    for seed in range(tries):
        found = step(app(), random.Random(seed), touch=touch)
        if found is None:
            return None
        if found.move:
            shown = found.to_json()
            if wanted(shown["gestures"]):
                return shown
    return None


def hand_box() -> list:
    """The logical rect that holds the human's hand at the table (x, y, width, height)."""
    table = next(scene for scene in reversed(app().scenes) if getattr(scene, "match", None) is not None)
    controller = table.controller
    hand = getattr(controller, "own", None) or controller.hand
    rects = hand.rects()
    return list(rects[0].unionall(rects[1:]))


def button(words_key) -> list | None:
    """The centre of the shown, enabled button whose label is the catalogue's words for words_key."""
    running = app()
    label = running.t(words_key)
    for candidate in getattr(running.top, "buttons", []):
        if candidate.text() == label and _usable(candidate):
            return list(candidate.rect.center)
    return None


def _usable(candidate) -> bool:
    shown = getattr(candidate, "shown", None)
    return candidate.is_enabled() and (shown is None or shown())


def buttons() -> list:
    """Every button of the top scene: its label, centre and whether a player can press it now."""
    return [{"text": b.text(), "centre": list(b.rect.center), "usable": _usable(b)}
            for b in getattr(app().top, "buttons", [])]


def touch_targets() -> dict:
    """How a finger reaches the top scene's usable buttons: the smallest reach's smaller side in logical and CSS
    pixels (the canvas's CSS box on the page), with the button's label; the scene's class name."""
    from scenes.kit import touch

    running = app()
    scene = running.top
    sides = sorted((min(touch.reach(scene.button_at, b, b.rect).size), b.text())
                   for b in getattr(scene, "buttons", []) if _usable(b))
    css = running.window.css_per_logical()
    side, label = sides[0] if sides else (None, None)
    return {"scene": type(scene).__name__, "touch": running.window.touch, "smallest": side, "label": label,
            "smallest_css": round(side * css, 1) if side is not None else None, "css_per_logical": round(css, 4)}


def log_chip(name) -> list | None:
    """The centre of the table log's chip name ("open": the larger log; "notation")."""
    table = app().top
    chips = table.log.chips(table.feed.labels())
    return list(chips[name].center) if name in chips else None


def hint_shown() -> bool:
    """Whether the table shows a hinted move."""
    return getattr(app().top, "hint_move", None) is not None


def storage_lost_told() -> bool:
    """Whether the notice that the browser keeps no progress is on screen."""
    running = app()
    return _notice(running) == running.t(getattr(running.storage, "lost_message", "storage_lost"))


def canvas_size() -> list:
    """The size of the display surface the game draws on, in canvas pixels."""
    import pygame

    return list(pygame.display.get_surface().get_size())


def game_over() -> bool:
    """Whether the game at the table has ended for the driver (tests/drivers: 13 after its first round)."""
    from drivers.player import game_over as over

    return over(app())


def game_finished() -> bool:
    """Whether the game at the table is over and its end shown (13 too, after its last round)."""
    from drivers.player import game_finished as finished

    return finished(app())


def rounds_scored() -> int:
    """How many rounds the game at the table has scored so far."""
    table = next(scene for scene in reversed(app().scenes) if getattr(scene, "match", None) is not None)
    return sum(1 for state in table.match.history for event in state.events if event.kind == "round_scored")


def text_fields() -> list:
    """The top scene's text fields, in order: centre, rect, value, inputmode and whether it has the game's focus
    (tests/web/typing.mjs)."""
    from scenes.kit import text_entry

    top = app().top
    return [{"id": text_entry.field_id(f), "centre": list(f.rect.center), "rect": list(f.rect), "value": f.value,
             "inputmode": text_entry.input_mode(f), "focused": f is top.focus} for f in text_entry.text_fields(top)]


def replayed() -> dict | None:
    """The game the Replay screen on top shows: its game, seed and number of moves; None on any other screen."""
    top = app().top
    full = getattr(top, "full", None)
    if type(top).__name__ != "ReplayScene" or full is None:
        return None
    return {"game": full.spec.id, "seed": full.seed, "moves": len(full.moves), "message": top.message}


def online_room() -> dict | None:
    """The online room this page sits in (tests/web/online.mjs): its code, the seat, whether connected and the
    table's turn; None before the server has seated the page."""
    running = app()
    link = next((getattr(scene, "link", None) or getattr(getattr(scene, "session", None), "link", None)
                 for scene in reversed(running.scenes)
                 if getattr(scene, "link", None) or getattr(getattr(scene, "session", None), "link", None)), None)
    if link is None or link.session.seat is None or link.session.room is None:
        return None
    table = next((scene for scene in reversed(running.scenes) if getattr(scene, "match", None) is not None), None)
    return {"code": link.session.code, "seat": link.session.seat, "online": link.online,
            "turn": table.match.turn if table is not None else None,
            "view": table.state.to_dict() if table is not None else None}


def online_form_step(game_id, seats) -> dict:
    """The next gestures on the room's form (the New game form) towards game_id with seats, ending with Create."""
    from drivers.dealing import _form

    return _form(app().top, game_id, seats).to_json()


def online_return() -> list | None:
    """The centre of Play online's button back to the kept room, when it is there."""
    top = app().top
    kept = getattr(top, "kept", "")
    label = app().t("online.return", code=kept)
    found = next((b for b in getattr(top, "buttons", []) if kept and b.text() == label and _usable(b)), None)
    return list(found.rect.center) if found is not None else None
