"""`make bench`: engine and AI speed native and in pyodide, frame times, the AI ladder, package size; with
--online, the load on the online server instead (its own section of the results, kept by the other runs); with
--peer, an AI level against OpenSpiel's information-set search instead (likewise its own section).

Prints the figures and writes them to bench/RESULTS.md. Figures, never pass/fail: machines are
shared and noisy, so compare ratios within one run.
"""
from __future__ import annotations

import argparse
import platform
import time
from pathlib import Path

from game import GAMES

from .browser import browser_section
from .deployment import deployment_lines, run_deployment
from .frames import WINDOWS, expert_frame_lines, redraw_times, table_frames
from .idle import idle_lines
from .ladder import decision_times, ladder_counts, ladder_lineups, ladder_table, run_ladder
from .memory_soak import memory_soak_lines
from .online import HEADING as ONLINE_HEADING
from .online import online_section, run_online
from .peer_run import HEADING as PEER_HEADING
from .peer_run import peer_section, play_peer, played_games
from .pyodide import measure, run_pyodide_bench
from .results_file import kept_section, replace_section
from .soak import run_soak, soak_lines
from .stats_figures import stats_lines

RESULTS = Path(__file__).resolve().parent / "RESULTS.md"
LADDER_HEADING = "## AI strength ladder"


def speed_table(native, web) -> list:
    """Markdown rows: engine speed and AI decision times, native beside pyodide."""
    rows = ["| game | players | engine moves/s native | in pyodide | level | AI p50 / p95 ms native "
            "| AI p50 / p95 ms pyodide |", "|---|---|---|---|---|---|---|"]
    for game_id, figures in native["games"].items():
        wasm = (web or {}).get("games", {}).get(game_id)
        for i, (level, ai) in enumerate(figures["ai"].items()):
            web_ai = wasm["ai"][level] if wasm else None
            rows.append("| {} | {} | {} | {} | {} | {} / {} | {} |".format(
                game_id if i == 0 else "", figures["players"] if i == 0 else "",
                figures["engine"]["moves_per_s"] if i == 0 else "",
                (wasm["engine"]["moves_per_s"] if wasm else "n/a") if i == 0 else "",
                level, ai["p50_ms"], ai["p95_ms"],
                f"{web_ai['p50_ms']} / {web_ai['p95_ms']}" if web_ai else "n/a"))
    return rows


def package_size() -> str:
    """The web package's size (building it first when it is missing)."""
    from tools.build_web import build_web

    build = build_web()
    zipped = build.archive.stat().st_size
    return (f"{build.size_bytes / 1e6:.2f} MB in build/web (apk {build.apk.stat().st_size / 1e6:.2f} MB), "
            f"{zipped / 1e6:.2f} MB zipped for itch.io; built in {build.seconds:.1f} s")


def main(argv=None) -> int:
    """Run every benchmark and write bench/RESULTS.md."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated game ids")
    parser.add_argument("--positions", type=int, default=8, help="positions per AI timing")
    parser.add_argument("--matches", type=int, default=40, help="games per lineup of the ladder")
    parser.add_argument("--greedy-matches", type=int, default=16, help="games per lineup against greedy")
    parser.add_argument("--lineup-seconds", type=float, default=None,
                        help="stop a lineup after its first whole game past this many seconds (default: never)")
    parser.add_argument("--lineups", choices=("ladder", "all"), default="all",
                        help="ladder: each level against the one below; all: and each level against greedy")
    parser.add_argument("--players", default="", help="comma-separated player counts (default: each game's ladder)")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing the ladder's games")
    parser.add_argument("--no-strength", action="store_true", help="skip the AI strength ladder")
    parser.add_argument("--no-pyodide", action="store_true", help="skip the WebAssembly figures")
    parser.add_argument("--no-browser", action="store_true", help="skip the figures in Chromium")
    parser.add_argument("--browser-positions", type=int, default=4, help="positions per hard AI timing in Chromium")
    parser.add_argument("--browser-seconds", type=float, default=8.0,
                        help="seconds of frames per all-AI table in Chromium")
    parser.add_argument("--soak-minutes", type=float, default=20.0,
                        help="minutes of the memory soak (where a person goes, with resizes); 0 skips it")
    parser.add_argument("--idle-seconds", type=float, default=5.0,
                        help="seconds measured on each screen at rest, natively and in Chromium")
    parser.add_argument("--online", action="store_true",
                        help="only the online server's load test (SQLite, then PostgreSQL), updating its section")
    parser.add_argument("--online-rooms", type=int, default=40, help="rooms at once in the flat-out load")
    parser.add_argument("--online-paced-rooms", type=int, default=200, help="rooms at once in the paced load")
    parser.add_argument("--online-seconds", type=float, default=15.0, help="seconds each load runs")
    parser.add_argument("--online-soak-rooms", type=int, default=200, help="paced rooms at once in the soak")
    parser.add_argument("--online-soak-seconds", type=float, default=60.0, help="seconds each soak runs")
    parser.add_argument("--online-deployment-rooms", type=int, default=100,
                        help="paced rooms at once through HAProxy onto 1, then 3 processes (for --online-seconds)")
    parser.add_argument("--peer", action="store_true",
                        help="only the peer match: an AI level against OpenSpiel's ISMCTSBot (installs open_spiel "
                             "into build/peer-venv), updating its section")
    parser.add_argument("--peer-level", default="hard", help="the AI level the peer match measures")
    parser.add_argument("--peer-deals", type=int, default=1, help="more deals per game, each from every seating")
    parser.add_argument("--peer-simulations", type=int, default=1000, help="the peer's simulations a decision")
    args = parser.parse_args(argv)
    if args.online:
        return online_only(args)
    if args.peer:
        return peer_only(args)
    games = [g for g in args.games.split(",") if g]
    started = time.time()
    lines = ["# Benchmarks", "", f"Machine: {platform.machine()}, Python {platform.python_version()}, "
             f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}. Figures, not tests: compare ratios within "
             "one run.", ""]

    print("engine and AI speed, native…", flush=True)
    native = measure(games, args.positions)
    web = None
    if not args.no_pyodide:
        print("engine and AI speed in pyodide…", flush=True)
        try:
            web = run_pyodide_bench(games, args.positions)
        except RuntimeError as error:
            print(f"pyodide figures unavailable: {error}")
    lines += ["## Engine and AI speed", "",
              "AI time is wall time per decision, stepping in 5 ms slices as the table does, over "
              f"{args.positions} positions sampled from seeded random games.", "", *speed_table(native, web), ""]
    if web and native:
        ratios = [native["games"][g]["engine"]["moves_per_s"] / web["games"][g]["engine"]["moves_per_s"]
                  for g in games if g in web["games"]]
        lines += [f"pyodide runs the engine {min(ratios):.1f}–{max(ratios):.1f}× slower than native here.", ""]

    print("table frame times…", flush=True)
    frames = table_frames("thirteen")
    lines += ["## Frame times", "",
              f"13's table, headless, four hard AI players, {frames['frames']} frames at 60 Hz "
              f"({frames['frames_with_ai_thinking']} with an AI thinking): p50 {frames['p50_ms']} ms, "
              f"p95 {frames['p95_ms']} ms, max {frames['max_ms']} ms, {frames['over_16ms']} frames over 16 ms. "
              f"Without the display flip (update, AI step and drawing only): p50 {frames['work_p50_ms']} ms, "
              f"p95 {frames['work_p95_ms']} ms.", "", *expert_frame_lines(games)]
    redraws = redraw_times()
    lines += ["A whole table redrawn (nothing reused from the last frame; CPU ms, best of 5 batches), by window "
              "size: the canvas draws at the window's real resolution.", "",
              "| game | " + " | ".join(f"{w}×{h}" for w, h in WINDOWS) + " |",
              "|---|" + "---|" * len(WINDOWS),
              *[f"| {g} | " + " | ".join(str(redraws[(g, size)]) for size in WINDOWS) + " |"
                for g in sorted({g for g, _ in redraws})], ""]

    if args.no_browser:
        print("at rest, natively…", flush=True)
        lines += idle_lines(args.idle_seconds)
    else:
        print("in the browser (Chromium, pygbag's pygame-ce wasm), and at rest…", flush=True)
        lines += browser_section(games, args.browser_positions, args.browser_seconds, args.idle_seconds)

    if args.soak_minutes:
        print("memory soak…", flush=True)
        lines += memory_soak_lines(args.soak_minutes)
    print("statistics after many games…", flush=True)
    lines += stats_lines()

    earlier = RESULTS.read_text(encoding="utf-8") if RESULTS.exists() else ""
    if args.no_strength:
        lines += kept_section(earlier, LADDER_HEADING)
    else:
        print("AI strength ladder…", flush=True)
        counts = [int(n) for n in args.players.split(",") if n]
        plan = [(g, n, hero, opponent) for g in games for n in (counts or ladder_counts(GAMES[g]))
                if GAMES[g].min_players <= n <= GAMES[g].max_players
                for hero, opponent in ladder_lineups(args.lineups)]
        strength = run_ladder(plan, args.matches, args.lineup_seconds, args.jobs, greedy_games=args.greedy_matches)
        lines += [LADDER_HEADING, "",
                  "Win share of one player of the level (a partnership in the Victorian game) against the others, "
                  "every seat rotated, ties shared, with its 95 % Wilson interval. `greedy` is the game's own "
                  "heuristic policy without search. The aim: at least 0.65 where the fair share is 0.5, 0.50 where "
                  "it is 1/3 and 0.40 where it is 0.25. The ladder before the AI's search was strengthened is in "
                  "bench/BEFORE.md.", "",
                  *ladder_table(strength), "",
                  "Time per decision of each level in those games, natively (wall time, the agent stepping in "
                  "1 s slices):", "", *decision_times(strength), ""]

    print("web package…", flush=True)
    try:
        lines += ["## Web package", "", package_size(), ""]
    except Exception as error:
        lines += ["## Web package", "", f"not built: {error}", ""]
    lines += kept_section(earlier, ONLINE_HEADING)
    lines += kept_section(earlier, PEER_HEADING)
    lines += [f"Whole run: {time.time() - started:.0f} s.", ""]
    text = "\n".join(lines)
    RESULTS.write_text(text, encoding="utf-8")
    print(text)
    return 0


def online_only(args) -> int:
    """Run the online load test and put its section into bench/RESULTS.md, the rest unchanged."""
    results = run_online(args.online_rooms, args.online_paced_rooms, args.online_seconds)
    lines = online_section(results, args.online_rooms, args.online_paced_rooms, args.online_seconds)
    soak = run_soak(args.online_soak_rooms, args.online_soak_seconds)
    lines += soak_lines(soak, args.online_soak_rooms, args.online_soak_seconds)
    deployment = run_deployment(args.online_deployment_rooms, args.online_seconds)
    lines += deployment_lines(deployment, args.online_deployment_rooms, args.online_seconds)
    RESULTS.write_text(replace_section(RESULTS.read_text(encoding="utf-8") if RESULTS.exists() else "",
                                       ONLINE_HEADING, lines),
                       encoding="utf-8")
    print("\n".join(lines))
    return 0


def peer_only(args) -> int:
    """Play more of the peer match and put its section (every game played so far) into bench/RESULTS.md."""
    play_peer([g for g in args.games.split(",") if g], args.peer_level, args.peer_deals, args.peer_simulations)
    lines = peer_section(played_games())
    RESULTS.write_text(replace_section(RESULTS.read_text(encoding="utf-8") if RESULTS.exists() else "",
                                       PEER_HEADING, lines), encoding="utf-8")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
