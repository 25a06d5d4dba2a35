// The parlour measured in Chromium on pygbag's own pygame-ce wasm build (tests/web/harness.mjs): the opening
// (main.py's start to the first frame, and to the first table through New game and Start by clicks), the
// frame work of all-AI tables (hard, then expert) on the page's own loop with the frames per second the page showed,
// hard's and expert's decisions in WebAssembly, and what the page costs while nothing moves (the idle title and a
// table waiting for the player). setup.frame_levels and setup.decision_levels choose the levels (both by default).
// Usage: node bench/browser_bench.mjs SETUP.json   (prints one line of JSON on stdout)
import { launch, look, newTab, openReady, perform, probe, serve, setupFromArgv, sleep } from "../tests/web/harness.mjs";
import { aiDecisions, installBenchFiles, python } from "./page_files.mjs";

const setup = setupFromArgv();
const GAMES = setup.games;
const OPENINGS = setup.openings ?? 3;
const FRAME_LEVELS = setup.frame_levels ?? ["hard", "expert"];
const DECISION_LEVELS = setup.decision_levels ?? ["hard", "expert"];
const SEATS = { thirteen: ["human", "hard", "hard"], quinto: ["human", "hard"], quinto_tricks: ["human", "hard", "hard", "hard"],
                quartino: ["human", "hard"] };

async function hooksAndScripts(page) {
    return look(page, "({ hooks: parlour_standin.hooks, scripts: parlour_standin.scripts, now: performance.now() })");
}

// a first visit: how long from main.py's start to the title, and to a dealt table by clicks
async function opening(browser, url) {
    const page = await newTab(browser);
    const opened = await openReady(page, url);
    const seen = await hooksAndScripts(page);
    const main = seen.scripts.find((script) => script.path.endsWith("/main.py")).ms;
    const ready = seen.hooks.find((hook) => hook.name === "parlour_ready").ms;
    let last_click = null;
    for (;;) {
        const step = await probe(page, "next_setup_step", "thirteen", SEATS.thirteen);
        if (!step) break;
        for (const gesture of step.gestures) {
            last_click = await look(page, "performance.now()");
            await perform(page, gesture);
        }
    }
    const at_table = await look(page, "performance.now()");
    await page.close();
    return { page_ms: opened.wall_ms, first_frame_ms: Math.round(ready - main), first_table_ms: Math.round(at_table - main),
             start_to_table_ms: Math.round(at_table - last_click) };
}

async function benchPage(browser, url) {
    const page = await newTab(browser, { settings: { animation: "normal", ai_speed: "normal" } });
    await openReady(page, url);
    await installBenchFiles(page, setup.root);
    return page;
}

const COUNT_FLIPS = `
import pygame
if not hasattr(pygame.display, "parlour_flips"):
    pygame.display.parlour_flips = [0]
    shown = pygame.display.flip
    def counted_flip(shown=shown, flips=pygame.display.parlour_flips):
        flips[0] += 1
        shown()
    pygame.display.flip = counted_flip
`;

async function busy(page) {
    const { metrics } = await page.cdp.send("Performance.getMetrics");
    const flips = await python(page, "__import__('pygame').display.parlour_flips[0]");
    return { task_s: metrics.find((m) => m.name === "TaskDuration").value, flips, at: performance.now() };
}

// the page at rest for setup.idle_seconds on the title or at a table waiting for the player: the share of one core
// its main thread's tasks take, and the frames put on the canvas per second
async function idle(browser, url, screen, width, height) {
    const page = await newTab(browser, { viewport: { width, height, deviceScaleFactor: 1 },
                                         settings: { animation: "normal", ai_speed: "normal" } });
    await openReady(page, url);
    await page.cdp.send("Performance.enable");
    await python(page, COUNT_FLIPS);
    for (let count = 0; screen === "table" && count < 40; count++) {
        const step = await probe(page, "next_setup_step", "thirteen", ["human", "easy", "easy"]);
        if (!step) break;
        for (const gesture of step.gestures) await perform(page, gesture);
    }
    await sleep(setup.warm_up_ms || 2000);
    const before = await busy(page);
    await sleep((setup.idle_seconds || 5) * 1000);
    const after = await busy(page);
    await page.close();
    const wall_s = (after.at - before.at) / 1000;
    return { core_share: (after.task_s - before.task_s) / wall_s, frames_per_s: (after.flips - before.flips) / wall_s };
}


async function tableFrames(page, game, seconds, level) {
    await python(page, `import page_bench; page_bench.seat_all_ai(${JSON.stringify(game)}, ${JSON.stringify(level)})`);
    const first = await look(page, "parlour_standin.frames.length");
    await sleep(seconds * 1000);
    const intervals = await look(page, `(() => {
        const f = parlour_standin.frames.slice(${first});
        return f.slice(1).map(([at], i) => at - f[i][0]);
    })()`);
    const report = JSON.parse(await python(page, "import json, page_bench; json.dumps(page_bench.frames_report())"));
    const sorted = [...intervals].sort((a, b) => a - b);
    const total_ms = intervals.reduce((sum, ms) => sum + ms, 0);
    return { ...report, interval_p95_ms: Math.round(sorted[Math.floor(sorted.length * 0.95)] || 0),
             intervals_over_20ms: intervals.filter((ms) => ms > 20).length,
             intervals_over_50ms: intervals.filter((ms) => ms > 50).length,
             fps: total_ms ? Math.round(1000 * intervals.length / total_ms) : 0 };
}

async function main() {
    const server = await serve(setup);
    const url = `${server.origin}/index.html`;
    const browser = await launch(setup);
    const result = { openings: [], frames: {}, decisions: {}, idle: {} };
    try {
        for (let i = 0; i < OPENINGS; i++) result.openings.push(await opening(browser, url));
        for (const [screen, width, height] of setup.idle_screens || []) {
            result.idle[`${screen} ${width}x${height}`] = await idle(browser, url, screen, width, height);
        }
        const page = await benchPage(browser, url);
        for (const level of FRAME_LEVELS) {
            result.frames[level] = {};
            for (const game of GAMES) result.frames[level][game] = await tableFrames(page, game, setup.frame_seconds || 8, level);
        }
        for (const level of DECISION_LEVELS) {
            result.decisions[level] = {};
            for (const game of GAMES) result.decisions[level][game] = await aiDecisions(page, game, setup.positions || 4, level);
        }
    } finally {
        await browser.close();
        server.close();
    }
    process.stdout.write(JSON.stringify(result) + "\n");
}

main().catch((error) => {
    process.stderr.write(`browser bench failed: ${error.stack || error}\n`);
    process.exit(1);
});
