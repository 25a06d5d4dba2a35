// The door opens: the built page started as pygbag starts it, once as built and once with a main.py that
// declares no PEP 723 block (pygbag's preload then installs nothing and pygame is the font-only folder).
// Usage: node tests/web/boot.mjs SETUP.json   (prints one line of JSON on stdout; screenshots in setup.shots)
import { launch, look, newTab, openParlour, serve, shot, tracebacks } from "./harness.mjs";

const setup = JSON.parse((await import("node:fs")).readFileSync(process.argv[2], "utf8"));

const WHEEL = `/cdn/cp312/${setup.wheel}`;

const HOLD = "/hold-the-thread";

// options go to the server (a trickled download); busy_ms holds the page's own thread that long, 2 s after it
// starts, as a slow device's runtime start does: a synchronous request the server answers busy_ms later blocks the
// thread as a busy loop would (no timer, no frame, no event runs), without spending a core on it
async function boot(browser, webDir, name, { busy_ms, ...options } = {}) {
    const hold = busy_ms ? { hold: { path: HOLD, ms: busy_ms } } : {};
    const server = await serve({ ...setup, web_dir: webDir }, { ...options, ...hold });
    try {
        const page = await newTab(browser);
        if (busy_ms) {
            await page.evaluateOnNewDocument((path) => setTimeout(() => {
                const request = new XMLHttpRequest();
                request.open("GET", path, false);
                request.send();
            }, 2000), HOLD);
        }
        const opened = await openParlour(page, `${server.origin}/index.html`);
        const trace = await look(page, `({
            wheels: parlour_standin.wheels,
            scripts: parlour_standin.scripts,
            hooks: parlour_standin.hooks,
            frame_times: parlour_standin.frames.slice(0, 600).map(([at]) => at),
            frame_spent: parlour_standin.frames.slice(0, 600).map(([, spent]) => spent),
            failure: document.getElementById("parlour-failure-detail").textContent,
            failure_title: document.getElementById("parlour-failure-title").textContent,
            loading_display: getComputedStyle(document.getElementById("parlour-loading")).display,
        })`);
        const picture = await shot(page, setup.shots, name);
        return { ...opened, ...trace, tracebacks: tracebacks(page), shot: picture,
                 requests: server.requests.filter((path) => path.startsWith("/cdn/")) };
    } finally {
        server.close();
    }
}

// pygame-ce's wheel arriving slowly, 24 s in 48 pieces, is no stall, nor a page whose thread is busy 25 s; one that
// stops half way is reported
async function slowDownloads() {
    const browser = await launch(setup);
    try {
        const slow = await boot(browser, setup.web_dir, "boot-slow-wheel", { trickle: { path: WHEEL, pieces: 48, every_ms: 500 } });
        slow.busy = await boot(browser, setup.web_dir, "boot-busy-thread", { busy_ms: 25000 });
        return slow;
    } finally {
        await browser.close();
    }
}

async function stoppedDownload() {
    const browser = await launch(setup);
    try {
        return await boot(browser, setup.web_dir, "boot-stopped-wheel",
                          { trickle: { path: WHEEL, pieces: 48, every_ms: 200, hang_after: 24 } });
    } finally {
        await browser.close();
    }
}

const browser = await launch(setup);
try {
    const [slow, stopped] = [slowDownloads(), stoppedDownload()];
    const built = await boot(browser, setup.web_dir, "boot-title");
    const without = await boot(browser, setup.no_pep723_dir, "boot-without-pep723");
    process.stdout.write(JSON.stringify({ built, without, slow: await slow, stopped: await stopped }) + "\n");
} finally {
    await browser.close();
}
