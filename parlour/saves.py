"""The autosave: written after every move, offered on start, refused whole when unreadable."""
from __future__ import annotations

from .match import Match
from .storage import load_json, save_json

AUTOSAVE = "autosave"
KEPT = "autosave-unreadable"
# 2: records of format 2 inside (issue 10 changed Quinto's rules); older saves are refused whole.
FORMAT = 2


def write_autosave(storage, match) -> None:
    """Save the match (its record and seats) so it can be resumed."""
    save_json(storage, AUTOSAVE, {"format": FORMAT, "seats": match.seats, "record": match.record(),
                                  "redo": list(match.redo_moves)})


def clear_autosave(storage) -> None:
    """Forget the autosave (the game ended)."""
    storage.remove(AUTOSAVE)


def read_autosave(storage):
    """(match, None) to resume; (None, None) when there is none; (None, reason) when it is unreadable.

    An unreadable save is never half-loaded and never silently overwritten: its text is kept under
    another key and the reason is given to the player.
    """
    text = storage.get(AUTOSAVE)
    if text is None:
        return None, None
    data, problem = load_json(storage, AUTOSAVE)
    if problem is None:
        try:
            return match_from_save(data), None
        except ValueError as error:
            problem = str(error)
    storage.put(KEPT, text)
    storage.remove(AUTOSAVE)
    return None, problem


def match_from_save(data) -> Match:
    """Rebuild a match from autosave data; anything wrong raises ValueError."""
    if not isinstance(data, dict):
        raise ValueError("The save is not a saved game.")
    if data.get("format") != FORMAT:
        raise ValueError(f"The save was written by another version of the parlour (format {data.get('format')!r}).")
    seats = data.get("seats")
    record = data.get("record")
    if not isinstance(seats, list) or not isinstance(record, dict) or len(seats) != record.get("players"):
        raise ValueError("The save's seats do not match its game.")
    match = Match.from_record(record, seats)
    redo = data.get("redo", [])
    if not isinstance(redo, list) or not all(isinstance(m, str) for m in redo):
        raise ValueError("The save's redo list is damaged.")
    match.redo_moves = list(redo)
    return match
