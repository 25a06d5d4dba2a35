"""Game records: the seed, options and moves that rebuild a game exactly; JSON text in and out."""
from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from .core import IllegalMoveError, InvalidMoveError, ReadError
from .protocols import State
from .registry import GAMES
from .spec import GameSpec

# 2: Quinto lost its "redeal" move and gained "give:" with its rules corrected; older records replay another game.
FORMAT = 2


def make_record(game_id: str, players: int, seed: int, options: dict, moves: Sequence[str]) -> dict:
    """A record dict in the DESIGN.md format; moves are move notation strings."""
    return {
        "format": FORMAT,
        "game": game_id,
        "players": players,
        "seed": seed,
        "options": dict(options),
        "moves": list(moves),
    }


def replay(record: Any, games: Mapping[str, GameSpec] | None = None) -> list:
    """Rebuild every state of a recorded game: a list from the first state to the last."""
    games = games or GAMES
    check_record(record, games)
    spec = games[record["game"]]
    if "start" in record:
        state = spec.state_from_dict(record["start"])
    else:
        state = spec.new_state(record["players"], record["seed"], record["options"])
    return [state, *(after for _, after in replayed(spec, state, record["moves"]))]


def replayed(spec: GameSpec, state: State, moves: Sequence[str]) -> Iterator[tuple[Any, State]]:
    """Each of moves (notation) read and played in turn from state, as (move, state after it): the one replay
    of recorded moves. A move that cannot be read or played raises ReadError with its number (code move)."""
    for number, text in enumerate(moves, start=1):
        try:
            move = spec.decode_move(text)
            state = state.apply(move)
        except (IllegalMoveError, InvalidMoveError) as error:
            raise ReadError(f"Move {number} ({text!r}) cannot be replayed: {error}", "move", number=number,
                            move=text) from error
        yield move, state


def check_record(record: Any, games: Mapping[str, GameSpec]) -> None:
    """Raise ValueError unless record is a well-formed record of a known game."""
    if not isinstance(record, dict):
        raise ValueError("A record must be a JSON object.")
    if record.get("format") != FORMAT:
        raise ReadError(f"Unknown record format {record.get('format')!r}; this version reads {FORMAT}.", "format",
                        format=record.get("format"))
    if not isinstance(record.get("game"), str) or record["game"] not in games:
        raise ReadError(f"Unknown game {record.get('game')!r}.", "unknown_game")
    if not isinstance(record.get("players"), int) or isinstance(record.get("players"), bool):
        raise ReadError("The record's player count is missing.", "missing", field="players")
    if not isinstance(record.get("seed"), int) or isinstance(record.get("seed"), bool):
        raise ValueError("The record's seed must be a whole number.")
    if not isinstance(record.get("options"), dict):
        raise ValueError("The record's options must be an object.")
    if not isinstance(record.get("start", {}), dict):
        raise ValueError("The record's start position must be an object.")
    moves = record.get("moves")
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise ValueError("The record's moves must be a list of move texts.")


def record_to_text(record: dict) -> str:
    """The record as JSON text."""
    return json.dumps(record, indent=1, ensure_ascii=False)


def record_from_text(text: str, games: Mapping[str, GameSpec] | None = None) -> dict:
    """Read record text; malformed text raises ValueError. Returns the record dict."""
    try:
        record = json.loads(text)
    except json.JSONDecodeError as error:
        raise ReadError(f"The record is not valid JSON: {error.msg}.", "not_json") from error
    except RecursionError as error:
        raise ValueError("The record is nested too deeply to be a record.") from error
    check_record(record, games or GAMES)
    return record
