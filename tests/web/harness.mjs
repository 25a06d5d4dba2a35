// The real-browser harness: Debian's Chromium (puppeteer-core) opens the built page served on 127.0.0.1,
// where pygbag's loader is stood in by tests/web/pygbag_standin/ and pyodide 0.27 runs the parlour with
// pygbag's own pygame-ce wasm wheel. Scenarios drive it with real mouse clicks, touches and keys on the
// canvas, and read what the page and the game show through tests/web/page_probe.py.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import puppeteer from "puppeteer-core";
import { serveStandin } from "./standin_server.mjs";

export const HERE = dirname(fileURLToPath(import.meta.url));
export const LOGICAL = { width: 1280, height: 720 };
const PROBE_FILES = ["page_probe.py"];
// the page reports ready, failed or stalled by itself (its 20 s stall watch); this only ends a hung run, never a
// slow machine's (WebKit opens several times slower on a loaded box)
export const READY_TIMEOUT_MS = 600000;
// a browser's start (puppeteer's launch, WebKitWebDriver's first answer) is waited for this long, only to end a
// hung start: a fresh Firefox profile took more than puppeteer's own 30 s on a busy CI machine
export const LAUNCH_TIMEOUT_MS = 300000;
// one call into a page may hold as long as the ready wait inside it (puppeteer's own bound is 180 s)
export const CALL_TIMEOUT_MS = READY_TIMEOUT_MS + 60000;

export function setupFromArgv() {
    return JSON.parse(readFileSync(process.argv[2], "utf8"));
}

export async function launch(setup, extra = {}) {
    const userDataDir = mkdtempSync(join(tmpdir(), "parlour-chromium-"));
    const browser = await puppeteer.launch({
        executablePath: setup.chromium,
        headless: true,
        timeout: LAUNCH_TIMEOUT_MS,
        protocolTimeout: CALL_TIMEOUT_MS,
        userDataDir,
        args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
               "--disable-component-update", "--disable-sync",
               // nothing but this machine, unless the scenario needs pygbag's CDN (make web-check)
               ...(setup.network ? [] : ["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]),
               "--autoplay-policy=document-user-activation-required", ...(extra.args || [])],
        defaultViewport: extra.viewport || { width: 1280, height: 720 },
    });
    const close = browser.close.bind(browser);
    browser.close = async () => {
        await close();
        rmSync(userDataDir, { recursive: true, force: true });
    };
    return browser;
}

export function serve(setup, options) {
    return serveStandin(setup, options);
}

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

// page.seen: the console lines, page errors and dialogs (dismissed) of a puppeteer page
export function recordSeen(page) {
    const seen = { console: [], errors: [], dialogs: [] };
    page.on("console", (message) => seen.console.push(`${message.type()}: ${message.text()}`));
    page.on("pageerror", (error) => seen.errors.push(String(error)));
    page.on("dialog", async (dialog) => {
        seen.dialogs.push({ type: dialog.type(), message: dialog.message() });
        await dialog.dismiss().catch(() => {});
    });
    page.seen = seen;
    return seen;
}

// a new tab that records its console, page errors and dialogs; options: language (navigator.language),
// storage ("works" or "throws": every localStorage call throws, as Safari's refusal does), settings (the
// parlour's stored settings, as a returning player has them), viewport
export async function newTab(browser, options = {}) {
    const page = await browser.newPage();
    if (options.viewport) await page.setViewport(options.viewport);
    const seen = recordSeen(page);
    await page.evaluateOnNewDocument((language, storage, settings) => {
        if (language) {
            Object.defineProperty(navigator, "language", { get: () => language });
            Object.defineProperty(navigator, "languages", { get: () => [language] });
        }
        if (settings) {
            try {
                if (!localStorage.getItem("parlour.settings")) localStorage.setItem("parlour.settings", settings);
            } catch (refused) { /* the page's storage throws: nothing to seed */ }
        }
        if (storage === "throws") {
            const refuse = () => { throw new DOMException("The operation is insecure.", "SecurityError"); };
            Object.defineProperty(window, "localStorage", { get: refuse });
        }
    }, options.language || null, options.storage || "works",
       options.settings ? JSON.stringify(options.settings) : null);
    page.cdp = await page.createCDPSession();
    return page;
}

// evaluate an expression in the page WITHOUT user activation (puppeteer's page.evaluate runs with
// userGesture true, which would hand the page the activation that sound, dialogs and fullscreen depend on)
export async function look(page, expression) {
    if (page.look) return page.look(expression);  // an engine without Chrome's DevTools protocol (tests/web/engines.mjs)
    const { result, exceptionDetails } = await page.cdp.send("Runtime.evaluate", {
        expression, awaitPromise: true, returnByValue: true, userGesture: false });
    if (exceptionDetails) {
        const detail = exceptionDetails.exception ? exceptionDetails.exception.description : exceptionDetails.text;
        throw new Error(`in the page: ${detail}`);
    }
    return result.value;
}

// load the page (unless navigate is false: it is loading already) and wait until the game reports ready (or
// failed); answers the page's state and timings
export async function openParlour(page, url, timeout = READY_TIMEOUT_MS, navigate = true) {
    const started = Date.now();
    if (navigate) await page.goto(url, { waitUntil: "domcontentloaded" }).catch(async (error) => {
        // a navigation Chromium aborts while several tabs start at once is asked for again, once
        if (!String(error).includes("ERR_ABORTED")) throw error;
        await page.goto(url, { waitUntil: "domcontentloaded" });
    });
    const state = await look(page, `new Promise((done) => {
        const given_up = Date.now() + ${timeout};
        const tick = () => {
            const state = typeof parlour_state === "undefined" ? "loading" : parlour_state;
            if (state !== "loading" || Date.now() > given_up) done(state);
            else setTimeout(tick, 50);
        };
        tick();
    })`);
    if (state === "ready") {
        await installProbe(page);
        // the loading screen fades out over 600 ms (a timer, later on a busy page), then the player sees the game alone
        await pageUntil(page, `!document.getElementById("parlour-loading")
                               || getComputedStyle(document.getElementById("parlour-loading")).display === "none"`);
    }
    return { state, wall_ms: Date.now() - started };
}

// openParlour for a scenario that goes on to play: anything but ready is an error that says what the page showed
export async function openReady(page, url, navigate = true) {
    const opened = await openParlour(page, url, READY_TIMEOUT_MS, navigate);
    if (opened.state !== "ready") {
        const shown = await look(page, `[document.getElementById("parlour-failure-detail").textContent,
            document.visibilityState, (window.parlour_standin && parlour_standin.frames.length)].join(" | ")`).catch(() => "");
        throw new Error(`the page is ${opened.state} after ${opened.wall_ms} ms (${shown}); last console lines:\n` +
                        page.seen.console.slice(-15).join("\n"));
    }
    return opened;
}

async function installProbe(page) {
    const files = Object.fromEntries(PROBE_FILES.map((name) => [name, readFileSync(join(HERE, name), "utf8")]));
    const drivers = join(HERE, "..", "drivers");
    for (const name of existsSync(drivers) ? readdirSync(drivers) : []) {
        if (name.endsWith(".py")) files[`drivers/${name}`] = readFileSync(join(drivers, name), "utf8");
    }
    await look(page, `((files) => {
        const fs = window.parlour_standin ? parlour_standin.pyodide.FS : window.python.FS;
        for (const [name, text] of Object.entries(files)) {
            const path = "/parlour_probe/" + name;
            fs.mkdirTree(path.slice(0, path.lastIndexOf("/")));
            fs.writeFile(path, text);
        }
        return true;
    })(${JSON.stringify(files)})`);
    await runPython(page, "import sys\nif '/parlour_probe' not in sys.path: sys.path.append('/parlour_probe')\n''");
}

// run Python inside the page and answer the text its last line evaluates to: through pyodide under the stand-in;
// under pygbag's own runtime (page.runtime "pygbag", make web-check) through python.PyRun_SimpleString, which
// runs the code later (pythons.js 490-497), so the answer comes back in a window variable
async function runPython(page, python) {
    if (page.runtime !== "pygbag") return look(page, `parlour_standin.pyodide.runPython(${JSON.stringify(python)})`);
    const lines = python.split("\n");
    const wrapped = ["import json, platform, traceback", "try:", ...lines.slice(0, -1).map((line) => "    " + line),
                     `    platform.window.parlour_check_answer = json.dumps([True, ${lines.at(-1)}])`,
                     "except Exception:", "    platform.window.parlour_check_answer = json.dumps([False, traceback.format_exc()])"];
    const [ok, answer] = JSON.parse(await look(page, `new Promise((done) => {
        window.parlour_check_answer = undefined;
        python.PyRun_SimpleString(${JSON.stringify(wrapped.join("\n"))});
        const tick = () => (window.parlour_check_answer === undefined ? setTimeout(tick, 20) : done(window.parlour_check_answer));
        tick();
    })`));
    if (!ok) throw new Error(`in the page's Python: ${answer}`);
    return answer;
}

// call page_probe.<name>(*args) inside the page; answers its JSON-able result
export async function probe(page, name, ...args) {
    const python = `import json, page_probe\njson.dumps(page_probe.${name}(*json.loads(${JSON.stringify(JSON.stringify(args))})))`;
    return JSON.parse(await runPython(page, python));
}

// where a logical point (in the 1280×720 frame) is on the page, computed from the canvas's box and the
// letterbox of a 16:9 frame inside it, independently of the game's own mapping
export async function pagePoint(page, point) {
    const box = await look(page, `(() => {
        const rect = document.getElementById("canvas").getBoundingClientRect();
        return { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
    })()`);
    const scale = Math.min(box.width / LOGICAL.width, box.height / LOGICAL.height);
    const left = box.left + (box.width - LOGICAL.width * scale) / 2;
    const top = box.top + (box.height - LOGICAL.height * scale) / 2;
    return { x: left + (point[0] + 0.5) * scale, y: top + (point[1] + 0.5) * scale };
}

// a wait for the page that ends only a hung run, never a slow machine's (no check may depend on its speed)
export const PAGE_WAIT_MS = 60000;

// whether expression (evaluated in the page) came true within limit_ms
export function pageUntil(page, expression, limit_ms = PAGE_WAIT_MS) {
    return look(page, `new Promise((done) => {
        const until = Date.now() + ${limit_ms};
        const tick = () => ((${expression}) || Date.now() > until ? done(Boolean(${expression})) : setTimeout(tick, 25));
        tick();
    })`);
}

// wait for n animation frames of the game
export async function frames(page, n = 2) {
    await look(page, `new Promise((done) => {
        const target = parlour_standin.frames.length + ${n};
        const check = () => (parlour_standin.frames.length >= target ? done(true) : requestAnimationFrame(check));
        requestAnimationFrame(check);
    })`);
}

// one gesture as page_probe describes it: {kind: click|drag|tap|key, points: [[x, y], ...], key}; then settle
// animation frames for the game to take it (0 when more gestures of the same step follow: SDL queues them in
// order and the game reads them in order)
export async function perform(page, gesture, touch = false, settle = 2) {
    if (gesture.kind === "key") {
        await page.keyboard.press(gesture.key);
    } else if (gesture.kind === "click" || gesture.kind === "tap") {
        const at = await pagePoint(page, gesture.points[0]);
        if (touch || gesture.kind === "tap") await page.touchscreen.tap(at.x, at.y);
        else await page.mouse.click(at.x, at.y);
    } else if (gesture.kind === "drag") {
        const [from, to] = await Promise.all(gesture.points.map((p) => pagePoint(page, p)));
        const along = (i) => [from.x + (to.x - from.x) * i / 4, from.y + (to.y - from.y) * i / 4];
        if (touch) {
            await page.touchscreen.touchStart(from.x, from.y);
            await frames(page, 1);
            for (let i = 1; i <= 4; i++) await page.touchscreen.touchMove(...along(i));
            await frames(page, 1);
            await page.touchscreen.touchEnd();
        } else {
            await page.mouse.move(from.x, from.y);
            await page.mouse.down();
            await frames(page, 1);
            for (let i = 1; i <= 4; i++) await page.mouse.move(...along(i));
            await frames(page, 1);
            await page.mouse.up();
        }
    } else {
        throw new Error(`unknown gesture ${JSON.stringify(gesture)}`);
    }
    if (settle) await frames(page, settle);
}

// every gesture of a step, then one frame for the game to take them all
export async function performAll(page, gestures, touch = false) {
    for (const [i, gesture] of gestures.entries()) await perform(page, gesture, touch, i === gestures.length - 1 ? 1 : 0);
}

// Python tracebacks and page errors the tab has seen
export function tracebacks(page) {
    return [...page.seen.errors, ...page.seen.console.filter((line) => line.includes("Traceback (most recent call last)")
                                                               || line.includes("the frame loop met an error"))];
}

export async function shot(page, folder, name) {
    await page.screenshot({ path: join(folder, `${name}.png`) });
    return `${name}.png`;
}
