"""Finished games kept for replay, and records read from text."""
from __future__ import annotations

import json

from game import GAMES, ReadError
from game.records import record_from_text

from .match import HUMAN, Match
from .saves import match_from_save
from .storage import Storage, load_json, save_json

LAST = "last-record"


def remember_finished(storage: Storage, match: Match) -> None:
    """Keep a finished game's record, seats and names so it can be replayed later."""
    remember_record(storage, match.seats, match.names, match.record())


def remember_record(storage: Storage, seats: list[str], names: list[str], record: dict) -> None:
    """Keep a finished game's record (an online game's comes from the server) with its seats and names."""
    save_json(storage, LAST, {"seats": seats, "names": names, "record": record})


def last_finished(storage: Storage):
    """The last finished game as a Match, or None."""
    data, _ = load_json(storage, LAST)
    try:
        return Match.from_record(data["record"], data["seats"], data.get("names"))
    except (TypeError, KeyError, ValueError):
        return None


def import_match(text: str) -> Match:
    """A Match from record text, a saved {seats, record}, or a game carried whole (parlour.saves.carried_text:
    seats, names and redo moves kept); bad text raises ValueError."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError, RecursionError) as error:
        raise ReadError(f"The record is not valid JSON ({error}).", "not_json") from error
    if isinstance(data, dict) and "record" in data and "seats" in data:
        return match_from_save(data) if "format" in data else Match.from_record(data["record"], data["seats"])
    record = record_from_text(text)
    players = GAMES[record["game"]].check_players(record["players"])
    return Match.from_record(record, [HUMAN] + ["medium"] * (players - 1))
