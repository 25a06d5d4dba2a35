"""How honest the hint's win-chance figure is: in seeded self-play of a searching level, every decision's figure for
the move chosen (the statistic the hint shows) is set beside whether that seat went on to win.

    python -m tools.hint_calibration --game quartino --players 2 --games 6 --level hard

Prints, per band of the figure, how many decisions showed it, their mean figure and the share of them that won.
"""
from __future__ import annotations

import argparse

from game import GAMES
from game.ai import new_agent
from game.ai.hint import advice
from game.rng import derive_seed

BANDS = 10


def self_play(game_id, players, level, number) -> list:
    """(figure shown, won) for every searched decision of one seeded game of level against itself."""
    spec = GAMES[game_id]
    state = spec.new_state(players, derive_seed(0, "calibration", game_id, number) % 2**62)
    shown = []
    turn = 0
    while state.current_player is not None:
        seat = state.current_player
        agent = new_agent(game_id, level)
        agent.start(state.view(seat), seat, derive_seed(number, turn))
        while not agent.step(1.0):
            pass
        best = advice(agent.move_stats(), 1)
        if best and best[0][1] is not None:
            shown.append((seat, best[0][1]))
        state = state.apply(agent.best_move())
        turn += 1
    outcome = state.outcome()
    return [(figure, 1.0 / len(outcome.winners) if seat in outcome.winners else 0.0) for seat, figure in shown]


def calibration_rows(pairs) -> list:
    """(band low, band high, decisions, mean figure, share won) per band of the figure with decisions in it."""
    rows = []
    for band in range(BANDS):
        low, high = band / BANDS, (band + 1) / BANDS
        inside = [(f, w) for f, w in pairs if low <= f < high or (band == BANDS - 1 and f == 1.0)]
        if inside:
            rows.append((low, high, len(inside), sum(f for f, _ in inside) / len(inside),
                         sum(w for _, w in inside) / len(inside)))
    return rows


def main(argv=None) -> None:
    """Play the games and print the calibration table."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="quartino")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--level", default="hard")
    args = parser.parse_args(argv)
    pairs = []
    for number in range(args.games):
        pairs += self_play(args.game, args.players, args.level, number)
        print(f"game {number}: {len(pairs)} decisions so far", flush=True)
    print(f"| {args.game} {args.players}p, {args.level} self-play | decisions | mean figure | share won |")
    print("|---|---|---|---|")
    for low, high, count, figure, won in calibration_rows(pairs):
        print(f"| {low:.1f}–{high:.1f} | {count} | {figure:.2f} | {won:.2f} |")


if __name__ == "__main__":
    main()
