"""The autosaves, one per game: written after every move, offered on start, refused whole when unreadable."""
from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

from game import GAMES, ReadError

from .match import Match
from .storage import Storage, load_json, save_json

# Earlier versions kept a single save under AUTOSAVE: it is read once and moved to its game's key.
AUTOSAVE = "autosave"
KEPT = "autosave-unreadable"
# 2: records of format 2 inside (Quinto's redeal and point-card gift changed its moves); older saves are refused.
# "names" and "saved_at" came later within format 2: saves without them still load.
FORMAT = 2
LATEST_TIME = 1e11  # seconds since the epoch (the year 5138): anything later is a damaged time


@dataclass
class SavedGame:
    """A saved match and when it was saved (seconds since the epoch; None when the save does not say)."""

    match: Match
    saved_at: float | None


def save_key(game_id: str) -> str:
    """The storage key of game_id's autosave."""
    return f"{AUTOSAVE}.{game_id}"


def kept_key(game_id: str) -> str:
    """Where an unreadable autosave of game_id is kept aside."""
    return f"{KEPT}.{game_id}"


def saved_data(match: Match) -> dict:
    """What a save keeps of match: its record, seats, names and the moves it may redo."""
    return {"format": FORMAT, "seats": match.seats, "names": match.names, "record": match.record(),
            "redo": list(match.redo_moves)}


def write_autosave(storage: Storage, match: Match, saved_at: float | None = None) -> None:
    """Save the match (its record, seats and names) under its game's key, with the time (now by default)."""
    save_json(storage, save_key(match.spec.id),
              {**saved_data(match), "saved_at": time.time() if saved_at is None else saved_at})


def carried_text(match: Match) -> str:
    """A game in progress as text to carry to another visit or device: the save's own form, which the record
    import reads back (parlour.replay_store.import_match)."""
    return json.dumps(saved_data(match), ensure_ascii=False, indent=1)


def clear_autosave(storage: Storage, game_id: str) -> None:
    """Forget game_id's autosave (its game ended or a new one replaces it)."""
    storage.remove(save_key(game_id))


def read_autosave(storage: Storage, game_id: str):
    """(SavedGame, None) to resume game_id; (None, None) when there is none; (None, the ValueError that says
    why) when unreadable."""
    return _read(storage, save_key(game_id), kept_key(game_id), game_id)


def read_autosaves(storage: Storage):
    """([SavedGame, newest first], [ValueError of each unreadable save]): every game's autosave, after moving
    an old single save."""
    problems = [problem for problem in [migrate_single_save(storage)] if problem]
    saves = []
    for game_id in GAMES:
        saved, problem = read_autosave(storage, game_id)
        if saved is not None:
            saves.append(saved)
        if problem:
            problems.append(problem)
    saves.sort(key=lambda saved: -(saved.saved_at or 0))
    return saves, problems


def migrate_single_save(storage: Storage):
    """Move the single autosave of earlier versions to its game's key; the ValueError when it is unreadable."""
    text = storage.get(AUTOSAVE)
    if text is None:
        return None
    saved, problem = _read(storage, AUTOSAVE, KEPT, None)
    if saved is None:
        return problem
    key = save_key(saved.match.spec.id)
    storage.put(KEPT if storage.get(key) is not None else key, text)
    storage.remove(AUTOSAVE)
    return None


def _read(storage: Storage, key: str, kept: str, game_id: str | None):
    """An unreadable save (or one of another game than game_id) is never half-loaded and never silently
    overwritten: its text is kept under kept and the reason is given to the player."""
    text = storage.get(key)
    if text is None:
        return None, None
    data, unread = load_json(storage, key)
    problem = ReadError(unread, "not_json") if unread else None
    if problem is None:
        try:
            match = match_from_save(data)
            if game_id not in (None, match.spec.id):
                raise ReadError(f"The save of {game_id} holds a game of {match.spec.id}.", "wrong_game",
                                game=match.spec.id, expected=game_id)
            return SavedGame(match, saved_time(data)), None
        except ValueError as error:
            problem = error
    storage.put(kept, text)
    storage.remove(key)
    return None, problem


def saved_time(data):
    """The save's time in seconds since the epoch, or None when it has none (a damaged time loses only itself)."""
    value = data.get("saved_at")
    valid = isinstance(value, (int, float)) and not isinstance(value, bool) and 0 <= value < LATEST_TIME
    return float(value) if valid else None


def match_from_save(data: Any) -> Match:
    """Rebuild a match from autosave data; anything wrong raises ValueError."""
    if not isinstance(data, dict):
        raise ValueError("The save is not a saved game.")
    if data.get("format") != FORMAT:
        raise ReadError(f"The save was written by another version of the parlour (format {data.get('format')!r}).",
                        "format", format=data.get("format"))
    seats = data.get("seats")
    record = data.get("record")
    if not isinstance(seats, list) or not isinstance(record, dict) or len(seats) != record.get("players"):
        raise ValueError("The save's seats do not match its game.")
    match = Match.from_record(record, seats, data.get("names"))
    redo = data.get("redo", [])
    if not isinstance(redo, list) or not all(isinstance(m, str) for m in redo):
        raise ValueError("The save's redo list is damaged.")
    match.redo_moves = list(redo)
    return match
