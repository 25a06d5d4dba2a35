"""Quinto, the Victorian trick-taking card game by Angelo Lewis: the spec that registers the game."""
from __future__ import annotations

from ..core import COMMON_REFUSAL_CODES, GameSpec, Option, ReadError
from . import knowledge
from .loading import state_from_dict
from .moves import Move
from .rules import new_game
from .seating import HANDS


class QuintoTricksSpec(GameSpec):
    """Static facts and state-free calls for Quinto (four players, or three with a dummy)."""

    id = "quinto_tricks"
    move_type = Move
    title = "Quinto, the Victorian card game (Angelo Lewis)"
    min_players = 3
    max_players = 4
    options = (
        Option(
            "score_at_hand_end",
            "Score at hand end",
            (False, True),
            False,
            "Finish the hand before deciding the game: the higher side over 250 wins (R-L2). "
            "Without it a side wins the moment it passes 250, even mid-hand.",
        ),
        Option(
            "rubber",
            "Rubber",
            (False, True),
            False,
            "Best of three games, +100 to the side that wins two (four players only).",
            applies_when={"players": (HANDS,)},
        ),
    )
    save_keys = ("trick", "leader", "multiplier", "team_scores", "cachette", "dealer")
    hidden_keys = ("cachette",)
    partnerships = True
    event_kinds = (
        "passed", "doubled", "redoubled", "doubling_over", "dummy_shown", "played", "dummy_played", "trick_won",
        "cachette", "dummy_bonus", "hand_scored", "game_won", "dealt", "game_over",
    )
    refusal_codes = (
        *COMMON_REFUSAL_CODES, "bid_first", "play_a_card", "only_pass", "already_doubled", "nothing_to_redouble",
        "partner_double", "not_in_hand", "must_follow", "view_only",
    )
    ai = knowledge

    def new_state(self, num_players, seed, options=None):
        """A new game of Quinto dealt from seed."""
        opts = self.resolve_options(options)
        players = self.check_players(num_players)
        if opts["rubber"] and players < HANDS:
            raise ReadError("The rubber is played by four players (two partnerships).", "option_players")
        return new_game(players, self.check_seed(seed), opts["score_at_hand_end"], opts["rubber"])

    def state_from_dict(self, data):
        """Rebuild a Quinto state from its save dict."""
        return state_from_dict(data)


SPEC = QuintoTricksSpec()
