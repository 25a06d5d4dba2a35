"""How honest the hint's win-chance figure is, and the fit that makes it so: in seeded games of a level against
itself, the hint's own search is asked every few decisions, and the raw figure of the move it suggests is set
beside whether that seat went on to win.

    python -m tools.hint_calibration --game quinto --players 2 --games 12 --pairs quinto.jsonl
    python -m tools.hint_calibration --game quinto --players 2 --pairs quinto.jsonl --games 0 --write

Prints, per band of the figure, how many decisions showed it, their mean figure, the share of them that won, and
the figure the player is shown (calibrated). --write fits P(win) = logistic(slope * logit(figure) + offset) on
every pair gathered for the game and writes it into game/ai/calibration.py, which the hint reads.
"""
from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

from game import GAMES
from game.ai.calibration import FITTED, fitted_chance, logit, win_chance
from game.ai.hint import advice, hint_agent
from game.ai.kinds import choose
from game.ai.win_share import win_share
from game.rng import derive_seed, make_rng

from .logistic_fit import newton

BANDS = 10
# Only keeps Newton's method defined when a few games' figures separate wins from losses outright.
TINY_RIDGE = 1e-9
ROUNDS = 50
DATA_MODULE = Path(__file__).resolve().parent.parent / "game" / "ai" / "calibration.py"


def self_play(game_id, players, level, number, every) -> list:
    """(raw hint figure, won) for every every-th decision with a choice of one seeded game of level (a kind of
    bench.strength) against itself; the hint's search (uncalibrated) is asked at those decisions."""
    spec = GAMES[game_id]
    state = spec.new_state(players, derive_seed(0, "calibration", game_id, number) % 2**62)
    shown = []
    turn = 0
    rng = make_rng(number, "calibration-moves")
    while state.current_player is not None:
        seat = state.current_player
        view = state.view(seat)
        if turn % every == 0 and len(state.legal_moves()) > 1:
            hint = hint_agent(game_id).search
            hint.start(view, seat, derive_seed(number, turn, "hint"))
            while not hint.step(1.0):
                pass
            best = advice(hint.move_stats(), 1)
            if best and best[0][1] is not None:
                shown.append((seat, best[0][1]))
        state = state.apply(choose(game_id, level, state, rng, derive_seed(number, turn)))
        turn += 1
    winners = state.outcome().winners
    return [(figure, win_share(spec, players, winners, (seat,))) for seat, figure in shown]


def fit(pairs) -> tuple:
    """(slope, offset) of the logistic in logit(figure) that best predicts winning (maximum likelihood); with no
    pairs, (1, 0): the figure itself."""
    if not pairs:
        return 1.0, 0.0
    slope, offset = newton([((logit(figure), 1.0), won) for figure, won in pairs], TINY_RIDGE, ROUNDS)
    return slope, offset


def calibration_rows(pairs, chance) -> list:
    """(band low, band high, decisions, mean figure, share won, mean chance shown) per band of the raw figure."""
    rows = []
    for band in range(BANDS):
        low, high = band / BANDS, (band + 1) / BANDS
        inside = [(f, w) for f, w in pairs if low <= f < high or (band == BANDS - 1 and f == 1.0)]
        if inside:
            rows.append((low, high, len(inside), sum(f for f, _ in inside) / len(inside),
                         sum(w for _, w in inside) / len(inside),
                         sum(chance(f) for f, _ in inside) / len(inside)))
    return rows


def brier(pairs, chance) -> float:
    """The mean squared error of chance(figure) as a forecast of winning."""
    return sum((chance(f) - w) ** 2 for f, w in pairs) / len(pairs)


def left_out_brier(pairs_by_game) -> float:
    """The Brier score of the fitted chance, each game's decisions forecast by a fit on the other games only."""
    score, count = 0.0, 0
    for number, pairs in pairs_by_game.items():
        others = [pair for other, rest in pairs_by_game.items() if other != number for pair in rest]
        slope, offset = fit(others)
        score += brier(pairs, lambda f, s=slope, o=offset: fitted_chance(s, o, f)) * len(pairs)
        count += len(pairs)
    return score / count


def write_fit(game_id, slope, offset, games, decisions) -> None:
    """Put game_id's fit into the FITTED table of game/ai/calibration.py, keeping the other games'."""
    table = dict(FITTED)
    table[game_id] = (round(slope, 4), round(offset, 4), games, decisions)
    body = "".join(f'    "{gid}": {value!r},\n' for gid, value in sorted(table.items()))
    text = DATA_MODULE.read_text()
    text = re.sub(r"FITTED: dict\[str, tuple\[float, float, int, int\]\] = \{.*?\}\n",
                  "FITTED: dict[str, tuple[float, float, int, int]] = {\n" + body + "}\n", text, flags=re.S)
    DATA_MODULE.write_text(text)


def main(argv=None) -> None:
    """Play the games, keep their pairs, print the calibration table (and fit it with --write)."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="quartino")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--first-game", type=int, default=0)
    parser.add_argument("--level", default="hard", help="the player (a level, or greedy: the policy) whose "
                        "self-play makes the positions")
    parser.add_argument("--every", type=int, default=3, help="ask the hint at every n-th decision")
    parser.add_argument("--pairs", help="a JSON-lines file the pairs are added to and read back from")
    parser.add_argument("--write", action="store_true", help="fit the pairs and write the fit for the hint")
    args = parser.parse_args(argv)
    by_game = {}
    if args.pairs and Path(args.pairs).exists():
        for line in Path(args.pairs).read_text().splitlines():
            record = json.loads(line)
            if record["game"] == args.game and record["players"] == args.players:
                by_game.setdefault(record["number"], []).extend(tuple(pair) for pair in record["pairs"])
    for number in range(args.first_game, args.first_game + args.games):
        played = self_play(args.game, args.players, args.level, number, args.every)
        by_game.setdefault(number, []).extend(played)
        if args.pairs:
            with open(args.pairs, "a") as out:
                out.write(json.dumps({"game": args.game, "players": args.players, "number": number,
                                      "pairs": played}) + "\n")
        print(f"game {number}: {sum(map(len, by_game.values()))} decisions so far", flush=True)
    pairs = [pair for played in by_game.values() for pair in played]
    if not pairs:
        return
    def chance(figure):
        return win_chance(args.game, figure)

    if args.write:
        slope, offset = fit(pairs)
        write_fit(args.game, slope, offset, len(by_game), len(pairs))
        print(f"fitted slope {slope:.3f}, offset {offset:.3f} on {len(by_game)} games, {len(pairs)} decisions")

        def chance(figure):
            return fitted_chance(slope, offset, figure)

    print(f"Brier score: raw figure {brier(pairs, lambda f: f):.4f}, shown {brier(pairs, chance):.4f}")
    if len(by_game) > 1:
        print(f"Brier score of a fit, each game left out of its own fit: {left_out_brier(by_game):.4f}")
    print(f"| {args.game} {args.players}p, {args.level} self-play | decisions | mean figure | share won | shown |")
    print("|---|---|---|---|---|")
    for low, high, count, figure, won, shown in calibration_rows(pairs, chance):
        print(f"| {low:.1f}–{high:.1f} | {count} | {figure:.2f} | {won:.2f} | {shown:.2f} |")


if __name__ == "__main__":
    main()
