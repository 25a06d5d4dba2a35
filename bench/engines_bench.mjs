// The parlour measured in one browser engine (setup.engine: chromium, firefox or webkit; tests/web/engines.mjs) on
// the stand-in of pygbag's loader: the page opened to ready, main.py's start to its first frame, the animation-frame
// intervals and each frame's own work (and the flip that hands it to the canvas) while hard AIs think and while
// cards fly (an all-easy table at normal speed), and hard's time per decision in WebAssembly.
// Usage: node bench/engines_bench.mjs SETUP.json   (prints one line of JSON on stdout)
import { look, openReady, serve, setupFromArgv, sleep } from "../tests/web/harness.mjs";
import { openTab, seedSettings, startTimings } from "../tests/web/engines.mjs";
import { aiDecisions, installBenchFiles, python } from "./page_files.mjs";

const setup = setupFromArgv();
const GAME = setup.game || "quinto_tricks";
const p = (values, share) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted.length ? Math.round(10 * sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]) / 10 : null;
};

// an all-AI table of level for setup.seconds: the intervals between animation frames, the loop's own work per
// frame (the stand-in's step) and the flips
async function table(page, level) {
    await python(page, `import page_bench; page_bench.seat_all_ai(${JSON.stringify(GAME)}, ${JSON.stringify(level)}); page_bench.time_flips()`);
    const first = await look(page, "parlour_standin.frames.length");
    await sleep((setup.seconds || 6) * 1000);
    const frames = await look(page, `parlour_standin.frames.slice(${first})`);
    const intervals = frames.slice(1).map(([at], i) => at - frames[i][0]);
    const spent = frames.map(([, ms]) => ms);
    const flips = JSON.parse(await python(page, "import json, page_bench; json.dumps(page_bench.flips_report())"));
    const wall_s = (frames.at(-1)[0] - frames[0][0]) / 1000;
    return { frames_per_s: Math.round(10 * (frames.length - 1) / wall_s) / 10, interval_p50_ms: p(intervals, 0.5),
             interval_p95_ms: p(intervals, 0.95), work_p50_ms: p(spent, 0.5), work_p95_ms: p(spent, 0.95),
             flip_p50_ms: flips.p50_ms, flip_p95_ms: flips.p95_ms };
}

async function main() {
    const server = await serve(setup);
    const page = await openTab(setup, setup.engine);
    const result = { engine: setup.engine, game: GAME };
    try {
        await seedSettings(page, server.origin, { animation: "normal", ai_speed: "normal" });
        result.opened = await openReady(page, `${server.origin}/index.html`);
        result.timings = await startTimings(page);
        await installBenchFiles(page, setup.root);
        result.hard_thinking = await table(page, "hard");
        result.cards_flying = await table(page, "easy");
        result.decisions = await aiDecisions(page, GAME, setup.positions || 4);
    } finally {
        await page.quit();
        server.close();
    }
    process.stdout.write(JSON.stringify(result) + "\n");
}

main().catch((error) => {
    process.stderr.write(`engines bench failed: ${error.stack || error}\n`);
    process.exit(1);
});
