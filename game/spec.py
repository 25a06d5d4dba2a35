"""The spec every game registers: its static facts and the calls that need no state (DESIGN.md's contract)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .core import ReadError
from .protocols import Knowledge, State
from .savecheck import check_header, checked_options, options_field


class GameSpec:
    """Static facts about a game and the calls that do not need a state."""

    id = ""
    title = ""
    order = 0  # where the game stands in every list of games
    penalty_scores = False  # whether its rulebook counts penalty points (fewest wins), kept negated in outcomes
    first_choices: dict = {}  # option key -> the rulebook's advice for a first game, where it differs from the default
    move_type: Any = None  # the game's move class, whose from_text reads its notation
    min_players = 2
    max_players = 2
    options: tuple = ()
    save_keys: tuple = ()
    hidden_keys: tuple = ()
    partnerships = False
    event_kinds: tuple = ()
    refusal_codes: tuple = ()
    ai: Knowledge
    # The game's own functions (staticmethods): new_game(players, seed, options) and
    # load_state(data, players, options), options always the resolved dict.
    new_game: Callable[[int, int, dict], State]
    load_state: Callable[[dict, int, dict], State]

    def hand_is_public(self, view: Any, player: int) -> bool:
        """Whether player's hand is face up for everyone in view (a dummy, a shown hand)."""
        return False

    def check_seed(self, seed: object) -> int:
        """Return seed, or raise ValueError unless it is a whole number from 0 to 2**63."""
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= 2**63:
            raise ValueError(f"A seed must be a whole number from 0 to 2**63, not {seed!r}.")
        return seed

    def resolve_options(self, options: dict | None = None, players: int | None = None) -> dict:
        """Fill in defaults and check every option (with players, that those seats can play it); a bad option
        raises ReadError (a ValueError)."""
        return checked_options(self, options or {}, players)

    def applicable_options(self, players: int, chosen: dict) -> tuple:
        """The options that apply to players seats with the options chosen (defaults for the rest)."""
        values = {o.key: chosen.get(o.key, o.default) for o in self.options}
        return tuple(o for o in self.options if o.applies(players, values))

    def check_players(self, num_players: object) -> int:
        """Return the player count, or raise ValueError if this game cannot seat it."""
        if not isinstance(num_players, int) or isinstance(num_players, bool) or not (
            self.min_players <= num_players <= self.max_players
        ):
            exact = self.min_players == self.max_players
            seats = {"count": self.min_players} if exact else {"low": self.min_players, "high": self.max_players}
            raise ReadError(f"{self.title} is for {self.min_players}–{self.max_players} players, not {num_players!r}.",
                            "players_exact" if exact else "players", game=self.id, **seats)
        return num_players

    def new_state(self, num_players: int, seed: int, options: dict | None = None) -> State:
        """A new game dealt by the game's new_game(players, seed, options); every chance event comes from seed."""
        players = self.check_players(num_players)
        return self.new_game(players, self.check_seed(seed), self.resolve_options(options, players))

    def encode_move(self, move: object) -> str:
        """The notation of a move."""
        return str(move)

    def decode_move(self, text: str) -> Any:
        """Read move notation with the game's move type; bad text raises InvalidMoveError."""
        return self.move_type.from_text(text)

    def state_from_dict(self, data: Any) -> State:
        """Rebuild a state from to_dict(): its game, players and options read here, the rest by the game's
        load_state(data, players, options); a malformed dict raises ValueError."""
        players = self.check_players(check_header(data, self.id))
        return self.load_state(data, players, options_field(data, self, players))
