"""The AI ladder is pinned: the same seeds give the same moves at every level, the hard level's move
statistics and the hint's advice included. bench/RESULTS.md measured these very agents, so a change
that moves a digest changes the ladder and must be measured again (and the digest updated with it)."""
import hashlib

import pytest

from game import GAMES
from game.ai import new_agent
from game.ai.hint import advice, hint_agent

LEVEL_BY_SEAT = ("easy", "medium", "hard")
# Per game: a whole game (seats easy, medium, hard at 40 iterations), two decisions of the real hard level,
# and the hint's advice on the first position.
DIGESTS = {
    "thirteen": ("0e8dfd762e7aa619", "9683f9390716ce94", "e5875e429817deef"),
    "quinto": ("98ce4016f2fca971", "0df1246afc6f01fa", "6a86c4f2119a72d7"),
    "quinto_tricks": ("0ce5b1f999750641", "33b12257847ae16b", "744c098546823ecf"),
    "quartino": ("de94941d0148c54a", "ec52856c50d8346f", "1e24200d3b605c61"),
}


def think(game_id, state, level, seed, iterations=None):
    """The agent of level after thinking about state from its mover's seat."""
    seat = state.current_player
    agent = new_agent(game_id, level, iterations) if level else hint_agent(game_id)
    agent.start(state.view(seat), seat, seed)
    while not agent.step(10.0):
        pass
    return agent


def stats_text(spec, agent) -> str:
    """The agent's three best rows of move statistics as text."""
    return ",".join(f"{spec.encode_move(m)}:{v}:{mean:.9f}" for m, v, mean in agent.move_stats()[:3])


def digest(lines) -> str:
    """A short digest of lines of text."""
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]


def ladder_game(game_id, seed=5, max_moves=150) -> str:
    """A seeded game with seats at easy, medium and hard (hard on 40 iterations): its moves' digest."""
    spec = GAMES[game_id]
    state = spec.new_state(spec.min_players, seed)
    lines = []
    for n in range(max_moves):
        if state.current_player is None:
            break
        level = LEVEL_BY_SEAT[state.current_player % len(LEVEL_BY_SEAT)]
        agent = think(game_id, state, level, seed + n, 40 if level == "hard" else None)
        move = agent.best_move()
        lines.append(spec.encode_move(move) + ("|" + stats_text(spec, agent) if level == "hard" else ""))
        state = state.apply(move)
    return digest(lines)


def hard_decisions(game_id, seed=9, count=2) -> str:
    """The first count decisions of the real hard level in a seeded game: moves and statistics."""
    spec = GAMES[game_id]
    state = spec.new_state(spec.min_players, seed)
    lines = []
    for n in range(count):
        agent = think(game_id, state, "hard", seed + n)
        lines.append(spec.encode_move(agent.best_move()) + "|" + stats_text(spec, agent))
        state = state.apply(agent.best_move())
    return digest(lines)


def hint_advice(game_id, seed=3) -> str:
    """The hint's advice on the first position of a seeded game."""
    spec = GAMES[game_id]
    agent = think(game_id, spec.new_state(spec.min_players, seed), None, seed)
    return digest(f"{spec.encode_move(m)}:{chance}" for m, chance in advice(agent.move_stats()))


@pytest.mark.parametrize("game_id", list(GAMES))
def test_seeded_ai_games_play_the_same_moves(game_id):
    assert (ladder_game(game_id), hard_decisions(game_id), hint_advice(game_id)) == DIGESTS[game_id]
