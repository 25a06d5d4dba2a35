"""The last set-up of each game (players, seats, names, options), remembered for the next new game;
anything stored that no longer fits the game is dropped, never an error."""
from __future__ import annotations

from collections.abc import Iterable

from game import GAMES
from game.core import Option
from game.spec import GameSpec
from wire.seats import NAME_LENGTH, SEAT_KINDS

from .storage import Storage, load_json, save_json

KEY = "setups"
USUAL_PLAYERS = 4


def remember_setup(storage: Storage, game_id: str, players: int, seats: Iterable[str], names: Iterable[str],
                   options: dict) -> None:
    """Keep this set-up as game_id's last one, and game_id as the last game chosen."""
    stored = _stored(storage)
    kept = stored.get("games")
    games = kept if isinstance(kept, dict) else {}
    games[game_id] = {"players": players, "seats": list(seats), "names": list(names), "options": dict(options)}
    save_json(storage, KEY, {"last": game_id, "games": games})


def usual_players(spec: GameSpec) -> int:
    """How many play a game of spec before the player sets it: four, where the game allows."""
    return max(spec.min_players, min(USUAL_PLAYERS, spec.max_players))


def first_choice(game_id: str, option: Option):
    """An option's value before the player has set the game: the rulebook's advice for a first game (the spec's
    first_choices, where it differs from the engine's default that records and the seeded tests fix), else the
    default."""
    return GAMES[game_id].first_choices.get(option.key, option.default)


def last_game(storage: Storage):
    """The game of the last set-up, or None."""
    last = _stored(storage).get("last")
    return last if isinstance(last, str) and last in GAMES else None


def last_setup(storage: Storage, game_id: str) -> dict:
    """game_id's last set-up, only the parts that still fit: players, seats, names, options (each may be absent)."""
    games = _stored(storage).get("games")
    stored = games.get(game_id) if isinstance(games, dict) else None
    if not isinstance(stored, dict) or game_id not in GAMES:
        return {}
    spec = GAMES[game_id]
    setup = {}
    players = stored.get("players")
    if isinstance(players, int) and not isinstance(players, bool) and spec.min_players <= players <= spec.max_players:
        setup["players"] = players
    seats = stored.get("seats")
    if isinstance(seats, list) and all(isinstance(kind, str) and kind in SEAT_KINDS for kind in seats):
        setup["seats"] = seats[: spec.max_players]
    names = stored.get("names")
    if isinstance(names, list) and all(_fits(name) for name in names):
        setup["names"] = names[: spec.max_players]
    options = stored.get("options")
    if isinstance(options, dict):
        known = {option.key: option for option in spec.options}
        setup["options"] = {key: value for key, value in options.items()
                            if key in known and any(value == c and type(value) is type(c) for c in known[key].choices)}
    return setup


def _fits(name: object) -> bool:
    return isinstance(name, str) and len(name) <= NAME_LENGTH and name.isprintable()


def _stored(storage: Storage) -> dict:
    stored, _ = load_json(storage, KEY, {})
    return stored if isinstance(stored, dict) else {}
