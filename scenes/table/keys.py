"""Key bindings as a table uses them and as its key-help overlay lists them: one source, so the help
never promises a key the table ignores. A binding is the keys (the very dict keys or tuples the table
reacts to) and the catalogue key saying what they do."""
from __future__ import annotations

from typing import NamedTuple

import pygame

from .hand import AIM_KEYS, ARROW_STEPS, ENTER_KEYS

HELP_KEYS = (pygame.K_QUESTION,)
HELP_CHARACTER = "?"
BUTTON_KEYS = (pygame.K_TAB,)
BACK_KEYS = (pygame.K_ESCAPE,)
FULLSCREEN_KEYS = (pygame.K_F11,)
# Ctrl+key shortcuts of the table's own buttons (Ctrl+Shift+Z redoes too, as in many programs).
UNDO_KEYS = (pygame.K_z,)
REDO_KEYS = (pygame.K_y,)
HINT_KEYS = (pygame.K_h,)
HINT_PLAY_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
# Keys named by the catalogue (flow.key.<name>); the keypad's duplicates are not listed again.
KEY_NAMES = {
    pygame.K_RETURN: "enter", pygame.K_SPACE: "space", pygame.K_ESCAPE: "escape", pygame.K_TAB: "tab",
    pygame.K_BACKSPACE: "backspace", pygame.K_DELETE: "delete", pygame.K_PAGEUP: "page_up",
    pygame.K_PAGEDOWN: "page_down", pygame.K_UP: "up", pygame.K_DOWN: "down", pygame.K_LEFT: "left",
    pygame.K_RIGHT: "right", pygame.K_QUESTION: "question",
}
UNLISTED = {pygame.K_KP_ENTER, *(getattr(pygame, f"K_KP{n}") for n in range(10))}
# Pairs that read better together ("← →", in French "flèches ← →").
KEY_PAIRS = {tuple(ARROW_STEPS): "arrows_across", AIM_KEYS: "arrows_up_down"}


class Binding(NamedTuple):
    """Keys and what they do (a catalogue key)."""

    keys: tuple
    does: str
    ctrl: bool = False


def is_help_key(event) -> bool:
    """Whether a key press asks for the key help: the ? key, or whatever key types ? (French keyboards)."""
    return event.type == pygame.KEYDOWN and (event.key in HELP_KEYS or getattr(event, "unicode", "") == HELP_CHARACTER)


def hand_bindings(hand, extra_does=None, game="") -> list:
    """The shared hand's keys as hand reacts to them; its extra keys (targets by letter) say what they do
    through extra_does(target). ↑ ↓ aim only where the table gave them no other use. A game whose cards are
    not played names its own words (flow.does.<game>_choose_card…)."""
    prefix = f"flow.does.{game}_" if game else "flow.does."
    rows = [Binding(tuple(ARROW_STEPS), f"{prefix}choose_card")]
    if not set(AIM_KEYS) & set(hand.keys):
        rows.append(Binding(AIM_KEYS, f"{prefix}aim"))
    rows.append(Binding(ENTER_KEYS, f"{prefix}play"))
    return rows + grouped(hand.keys, extra_does) if hand.keys else rows


def shortcut(event) -> str | None:
    """Which table button a key press asks for: "undo" (Ctrl+Z), "redo" (Ctrl+Y or Ctrl+Shift+Z), "hint" (H),
    or None."""
    if event.type != pygame.KEYDOWN:
        return None
    ctrl = bool(event.mod & pygame.KMOD_CTRL)
    if ctrl and event.key in UNDO_KEYS:
        return "redo" if event.mod & pygame.KMOD_SHIFT else "undo"
    if ctrl and event.key in REDO_KEYS:
        return "redo"
    if not ctrl and event.key in HINT_KEYS:
        return "hint"
    return None


def table_bindings(in_browser=False) -> list:
    """The keys of every table, after the game's own (F11's words say the browser may refuse, in_browser)."""
    return [Binding(UNDO_KEYS, "flow.does.undo", True), Binding(REDO_KEYS, "flow.does.redo", True),
            Binding(HINT_KEYS, "flow.does.hint"), Binding(HINT_PLAY_KEYS, "flow.does.play_hint"),
            Binding(BUTTON_KEYS, "flow.does.buttons"), Binding(HELP_KEYS, "flow.does.help"),
            Binding(BACK_KEYS, "flow.does.back"),
            Binding(FULLSCREEN_KEYS, "flow.does.fullscreen_browser" if in_browser else "flow.does.fullscreen")]


def grouped(mapping, does) -> list:
    """Bindings from a key → meaning dict (the one the table dispatches on): one row per meaning, whose
    words are does(meaning)."""
    meanings = {}
    for key, meaning in mapping.items():
        meanings.setdefault(meaning, []).append(key)
    return [Binding(tuple(keys), does(meaning)) for meaning, keys in meanings.items()]


def key_label(keys, words, ctrl=False) -> str:
    """The keys as a player reads them, in the catalogue's language ("Enter / Space", "B / 1", "0–8",
    "Ctrl+Z" with ctrl)."""
    if ctrl:
        return " / ".join(f"{words.say('flow.key.ctrl')}+{pygame.key.name(k).upper()}" for k in keys)
    keys = tuple(k for k in keys if k not in UNLISTED)
    if keys in KEY_PAIRS:
        return words.say(f"flow.key.{KEY_PAIRS[keys]}")
    names = [words.say(f"flow.key.{KEY_NAMES[k]}") if k in KEY_NAMES else pygame.key.name(k).upper() for k in keys]
    digits = [int(name) for name in names if name.isdigit()]
    if len(digits) > 2 and digits == list(range(digits[0], digits[-1] + 1)):
        names = [name for name in names if not name.isdigit()] + [f"{digits[0]}–{digits[-1]}"]
    return " / ".join(names)
