"""The parlour in each browser engine, Chromium, Firefox ESR and WebKitGTK, from one run (figures, never tests):
the page opened to ready, main.py's start to the first frame, the frames while hard AIs think and while cards fly
(where a frame's time goes: the loop's own work, the flip to the canvas, the rest the browser's), and hard's
decisions in WebAssembly (bench/engines_bench.mjs)."""
from __future__ import annotations

from .pyodide import percentile

GAME = "quinto_tricks"
FLIP_SIZES = [[1280, 720], [640, 360], [1280, 720, "cpu"]]


def run_engines(web_dir, positions=4, seconds=6.0) -> dict:
    """Each engine's figures (and its flips alone under "flip"), or {"unavailable": why}."""
    from tests.web.real_browser import ENGINES, HarnessUnavailable, engine_setup, run_scenario

    found = {}
    for engine in ENGINES:
        try:
            setup, prefix = engine_setup(web_dir, engine)
            found[engine] = run_scenario("bench/engines_bench.mjs", setup, prefix, game=GAME,
                                         positions=positions, seconds=seconds)
            found[engine]["flip"] = run_scenario("bench/canvas_flip.mjs", setup, prefix,
                                                 sizes=FLIP_SIZES)
        except (HarnessUnavailable, AssertionError) as reason:
            found[engine] = {"unavailable": str(reason).splitlines()[0]}
    return found


def flip_lines(found) -> list:
    """Markdown lines: SDL's flip alone in each engine, by canvas size and kind (bench/canvas_flip.mjs)."""
    names = ["×".join(str(n) for n in size[:2]) + (" in memory" if len(size) > 2 else "") for size in FLIP_SIZES]
    lines = ["SDL's flip alone (the whole frame copied, its alpha set, putImageData), one per animation frame with "
             "nothing else on the page: putImageData p50 / p95 and the interval p50 / p95 (ms). \"in memory\": the "
             "canvas asked for with willReadFrequently.", "",
             "| engine | " + " | ".join(names) + " |", "|---|" + "---|" * len(names)]
    for engine, seen in found.items():
        if "flip" not in seen:
            continue
        cells = [seen["flip"]["x".join(str(part) for part in size)] for size in FLIP_SIZES]
        lines.append(f"| {engine} | " + " | ".join(
            f"put {cell['put'][0]} / {cell['put'][1]} · interval {cell['intervals'][0]} / {cell['intervals'][1]}"
            for cell in cells) + " |")
    return [*lines, ""]


def frames_cell(seen) -> str:
    """frames/s, interval p95, and the loop's work and the flip at p95, in ms."""
    return (f"{seen['frames_per_s']} fps, interval p95 {seen['interval_p95_ms']} · work p95 {seen['work_p95_ms']} "
            f"· flip p95 {seen['flip_p95_ms']}")


def engines_lines(web_dir, positions=4, seconds=6.0) -> list:
    """Markdown lines: one row per engine."""
    found = run_engines(web_dir, positions, seconds)
    lines = ["## In each browser engine", "",
             f"One page per engine on the stand-in of pygbag's loader (Chromium headless, Firefox ESR headless over "
             f"WebDriver BiDi, WebKitGTK's MiniBrowser on Xvfb over WebDriver), the loop stepped once per animation "
             f"frame. Frames: an all-AI {GAME} table for {seconds:g} s, hard AIs thinking, then easy AIs at normal "
             "speed with animations on (cards flying most of the time); the interval between animation frames, the "
             "loop's own work per frame, and within it pygame's flip to the canvas (ms). Aim: 50 frames a second "
             "or more while cards fly.", "",
             "| engine | page → ready (s) | main.py → first frame (s) | while hard thinks | while cards fly "
             f"| hard's decision p50 / p95 (ms, {positions} positions) |", "|---|---|---|---|---|---|"]
    for engine, seen in found.items():
        if "unavailable" in seen:
            lines.append(f"| {engine} | not measured: {seen['unavailable']} | | | | |")
            continue
        timings, decisions = seen["timings"], seen["decisions"]
        first_frame = (timings["first_frame_ms"] - timings["main_started_ms"]) / 1000
        lines.append(f"| {engine} | {seen['opened']['wall_ms'] / 1000:.1f} | {first_frame:.1f} "
                     f"| {frames_cell(seen['hard_thinking'])} | {frames_cell(seen['cards_flying'])} "
                     f"| {percentile(decisions, 0.5):.0f} / {percentile(decisions, 0.95):.0f} |")
    return [*lines, "", *flip_lines(found)]
