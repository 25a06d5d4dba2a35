"""Each parlour game as an imperfect-information OpenSpiel game, for the peer match (runs where open_spiel is
installed: the peer match's own environment, never the game's).

The engine's state is the world: moves (values) become action numbers, a player's information
state is his view of the position, and resampling deals every card hidden from him again uniformly among the
worlds that keep the public record (bench.peer_worlds). Chance is inside the engine (a deal follows the state's
seed, itself hidden and resampled), so the wrapped game has no chance nodes.
"""
from __future__ import annotations

import random

import pyspiel

from game import GAMES
from game.core import replaced

from .peer_worlds import uniform_world

MAX_ACTIONS = 1 << 20
MAX_LENGTH = 100_000
_ACTION_OF = {}
_MOVE_OF = []


def action_of(move) -> int:
    """The action number of a move (numbered as first met, the same for every wrapped game; moves are values)."""
    action = _ACTION_OF.get(move)
    if action is None:
        action = _ACTION_OF[move] = len(_MOVE_OF)
        _MOVE_OF.append(move)
    return action


def game_type(game_id, players) -> pyspiel.GameType:
    """The OpenSpiel description of a parlour game at a player count."""
    return pyspiel.GameType(
        short_name=f"parlour_{game_id}_{players}", long_name=f"The parlour's {game_id}, {players} players",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL, chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM, reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=players, min_num_players=players, provides_information_state_string=True,
        provides_information_state_tensor=False, provides_observation_string=False,
        provides_observation_tensor=False, parameter_specification={})


class ParlourGame(pyspiel.Game):
    """A parlour game dealt from seed for players, as an OpenSpiel game."""

    def __init__(self, game_id, players, seed, resample_seed=0):
        info = pyspiel.GameInfo(num_distinct_actions=MAX_ACTIONS, max_chance_outcomes=0, num_players=players,
                                min_utility=0.0, max_utility=1.0, utility_sum=None, max_game_length=MAX_LENGTH)
        super().__init__(game_type(game_id, players), info, {})
        self.spec = GAMES[game_id]
        self.players = players
        self.seed = seed
        self.rng = random.Random(resample_seed)

    def new_initial_state(self):
        """The deal of the game's seed."""
        return ParlourState(self, self.spec.new_state(self.players, self.seed))


class ParlourState(pyspiel.State):
    """One position of the engine, as an OpenSpiel state."""

    def __init__(self, game, state):
        super().__init__(game)
        self.game = game
        self.state = state
        self._legal = None

    def current_player(self):
        """The seat to move, or terminal."""
        player = self.state.current_player
        return pyspiel.PlayerId.TERMINAL if player is None else player

    def moves(self) -> dict:
        """{action number: move} of the legal moves."""
        if self._legal is None:
            known = _ACTION_OF.get
            self._legal = {known(move) or action_of(move): move for move in self.state.legal_moves()}
        return self._legal

    def _legal_actions(self, player):
        return sorted(self.moves()) if player == self.state.current_player else []

    def _apply_action(self, action):
        self.state = self.state.apply(self.moves()[action])
        self._legal = None

    def _action_to_string(self, player, action):
        return self.game.spec.encode_move(_MOVE_OF[action])

    def is_terminal(self):
        """Whether the game is over."""
        return self.state.current_player is None

    def returns(self):
        """1 for each winner (shared among tied winners who are not partners), 0 for the others."""
        if self.state.current_player is not None:
            return [0.0] * self.game.players
        return self.final_returns(self.state)

    def final_returns(self, ended):
        """returns() of the finished engine state ended."""
        winners = ended.outcome().winners
        worth = 1.0 if self.game.spec.partnerships else 1.0 / len(winners)
        return [worth if p in winners else 0.0 for p in range(self.game.players)]

    def information_state_string(self, player=None):
        """What player knows: his view of the position."""
        seat = self.state.current_player if player is None else player
        return repr(replaced(self.state.view(seat), events=()))

    def resample_from_infostate(self, player, sampler=None):
        """A state player cannot tell from this one, every hidden card dealt again (the sampler is unused: the
        game's own seeded generator keeps a match repeatable)."""
        return ParlourState(self.game, uniform_world(self.game.spec.id, self.state, player, self.game.rng))

    def clone(self):
        """The same position (engine states are immutable, so it is shared)."""
        return ParlourState(self.game, self.state)

    def __str__(self):
        return repr(self.state)
