"""The AI ladder: each level against the one below and against greedy, per game and player count.

Games are independent seeded tasks, so a ladder can spread over several processes (--jobs) and
still give the same figures. Decision times are gathered from the ladder's own games, per kind.
`python -m bench.ladder` plays chosen lineups alone (e.g. `--lineups hard:greedy`), printing each.
"""
from __future__ import annotations

import argparse
from concurrent.futures import ProcessPoolExecutor
from time import perf_counter

from game import GAMES
from game.ai import LEVELS

from .pyodide import percentile
from .strength import play_game, share_figures

LADDER = tuple(zip(LEVELS[:0:-1], LEVELS[-2::-1], strict=True))
AGAINST_GREEDY = tuple((level, "greedy") for level in reversed(LEVELS))
# The share each lineup should reach, by the fair share of the measured side.
TARGETS = {0.5: 0.65, 0.333: 0.50, 0.25: 0.40}


def ladder_counts(spec) -> tuple:
    """The player counts a game's ladder is measured at: two (or the fewest it seats) and four;
    only four for a partnership game (its two sides)."""
    if spec.partnerships:
        return (4,)
    return tuple(sorted({max(2, spec.min_players), min(4, spec.max_players)}))


def ladder_lineups(kind) -> tuple:
    """(hero, opponent) pairs: the ladder alone, or also every level against greedy ("all")."""
    return LADDER if kind == "ladder" else LADDER + AGAINST_GREEDY


def _one_game(task) -> tuple:
    game_id, players, hero, opponent, game = task
    started = perf_counter()
    share, times = play_game(game_id, hero, opponent, players, game)
    return task, (share, times, perf_counter() - started)


def run_ladder(plan, games, budget_s=None, jobs=1, report=print, greedy_games=None, first=0) -> list:
    """Play games seeded games (greedy_games against greedy, if given) of every (game id, players, hero,
    opponent) in plan, on jobs processes; a lineup stops early after its first whole game past budget_s
    seconds (one process only); games are numbered from first. Returns each lineup's figures (share_figures) with
    its per-kind decision times."""
    results = []

    def count(line):
        return games if greedy_games is None or line[3] != "greedy" else greedy_games

    if jobs > 1:
        tasks = [(*line, game) for line in plan for game in range(first, first + count(line))]
        with ProcessPoolExecutor(jobs) as pool:
            done = list(pool.map(_one_game, tasks, chunksize=1))
        for line in plan:
            results.append(_figures(line, [outcome for task, outcome in done if task[:4] == line]))
            report(_line(results[-1]))
        return results
    for line in plan:
        outcomes = []
        for game in range(first, first + count(line)):
            if budget_s is not None and outcomes and sum(o[2] for o in outcomes) > budget_s:
                break
            outcomes.append(_one_game((*line, game))[1])
        results.append(_figures(line, outcomes))
        report(_line(results[-1]))
    return results


def _figures(line, outcomes) -> dict:
    game_id, players, hero, opponent = line
    won, seconds = sum(o[0] for o in outcomes), sum(o[2] for o in outcomes)
    figures = share_figures(game_id, hero, opponent, players, len(outcomes), won, seconds)
    times = {}
    for _, kinds, _ in outcomes:
        for kind, spent in kinds.items():
            times.setdefault(kind, []).extend(spent)
    figures["times"] = times
    return figures


def _line(r) -> str:
    return (f"  {r['game']} {r['players']}p: {r['hero']} vs {r['opponent']}: {r['win_share']} "
            f"[{r['low']}, {r['high']}] over {r['games']} games")


def verdict(r) -> str:
    """Whether a lineup of the ladder reached its aim (blank for lineups against greedy)."""
    target = TARGETS.get(r["fair_share"])
    if (r["hero"], r["opponent"]) not in LADDER or target is None:
        return ""
    return f"≥ {target}: {'yes' if r['win_share'] >= target else 'no'}"


def ladder_table(results) -> list:
    """Markdown rows: every lineup's games, share, interval and fair share."""
    rows = ["| game | players | level | against | games | win share | 95 % interval | fair | aim |",
            "|---|---|---|---|---|---|---|---|---|"]
    for r in results:
        against = f"{r['opponent']} ×{r['players'] - 1}" if r["fair_share"] < 0.5 or r["players"] == 2 else \
            f"{r['opponent']} pair"
        rows.append(f"| {r['game']} | {r['players']} | {r['hero']} | {against} | {r['games']} | {r['win_share']} "
                    f"| {r['low']}–{r['high']} | {r['fair_share']} | {verdict(r)} |")
    return rows


def decision_times(results) -> list:
    """Markdown rows: seconds per decision of each level over the ladder's games, per game and players."""
    pooled = {}
    for r in results:
        for kind, spent in r["times"].items():
            if kind in LEVELS:
                pooled.setdefault((r["game"], r["players"], kind), []).extend(spent)
    rows = ["| game | players | level | decisions | p50 ms | p95 ms | max ms |", "|---|---|---|---|---|---|---|"]
    for (game_id, players, kind), spent in pooled.items():
        ms = [1000 * s for s in spent]
        rows.append(f"| {game_id} | {players} | {kind} | {len(ms)} | {percentile(ms, 0.5):.1f} "
                    f"| {percentile(ms, 0.95):.1f} | {max(ms):.1f} |")
    return rows


def main(argv=None) -> None:
    """Play the chosen lineups of the chosen games and print each one's share and interval."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated game ids")
    parser.add_argument("--players", default="", help="comma-separated player counts (default: each game's ladder)")
    parser.add_argument("--lineups", default="ladder",
                        help="ladder, all, or comma-separated hero:opponent kinds such as hard:greedy,expert:hard")
    parser.add_argument("--matches", type=int, default=12, help="games per lineup (a multiple of the seatings)")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing the games")
    parser.add_argument("--first-game", type=int, default=0, help="the first game's number (to extend a lineup)")
    args = parser.parse_args(argv)
    lineups = ladder_lineups(args.lineups) if args.lineups in ("ladder", "all") else \
        tuple(tuple(pair.split(":")) for pair in args.lineups.split(","))
    counts = [int(n) for n in args.players.split(",") if n]
    plan = [(g, n, hero, opponent) for g in args.games.split(",") for n in (counts or ladder_counts(GAMES[g]))
            if GAMES[g].min_players <= n <= GAMES[g].max_players for hero, opponent in lineups]
    results = run_ladder(plan, args.matches, jobs=args.jobs, report=lambda text: print(text, flush=True),
                         first=args.first_game)
    print("\n".join(ladder_table(results) + [""] + decision_times(results)))


if __name__ == "__main__":
    main()
