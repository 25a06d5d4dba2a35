// Opens build/web/index.html in headless Chromium (Debian's, driven by puppeteer-core) as a visitor would,
// with every outside host made unreachable or hanging, and reports what the page showed and when.
// Usage: node tests/web/browser_page.mjs CHROMIUM WEB_DIR OUT_DIR   (prints one line of JSON on stdout)
// The page is served on 127.0.0.1 only; screenshots go to OUT_DIR.
import { createServer } from "node:http";
import { createServer as createTcpServer } from "node:net";
import { mkdtempSync, readFileSync, existsSync, readdirSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import puppeteer from "puppeteer-core";
import { LAUNCH_TIMEOUT_MS, PAGE_WAIT_MS } from "./harness.mjs";

const [chromium, webDir, outDir] = process.argv.slice(2);
const CDN_HOST = "pygame-web.github.io";
const TYPES = { ".html": "text/html; charset=utf-8", ".png": "image/png", ".apk": "application/octet-stream" };
const WORDS = JSON.stringify({ record_title_export: "Game record", record_copy: "Copy", record_copied: "Copied.",
    record_copy_failed: "Select the text and copy it.", record_download: "Download .txt", record_close: "Close",
    record_title_import: "Import a game record", record_import: "Import", record_cancel: "Cancel",
    record_choose: "Choose a file…", record_help_export: "Copy this text.", record_help_import: "Paste a record." });

// an itch.io-like host page: the game in a cross-origin iframe, once with allow="fullscreen" and once without
function hostPage(game) {
    return `<!doctype html><html><body style="margin:0;background:#222">
        <button id="host-button">host page</button>
        <iframe id="game" src="${game}" allow="fullscreen" width="1000" height="560"></iframe>
        <iframe id="plain" src="${game}" width="200" height="100"></iframe></body></html>`;
}

function serve(folder) {
    const server = createServer((request, response) => {
        const address = new URL(request.url, "http://127.0.0.1");
        if (address.pathname === "/host.html") {
            response.writeHead(200, { "Content-Type": TYPES[".html"] }).end(hostPage(address.searchParams.get("game")));
            return;
        }
        const name = decodeURIComponent(address.pathname).replace(/^\/+/, "") || "index.html";
        const path = join(folder, name);
        if (name.includes("..") || !existsSync(path)) {
            response.writeHead(404).end();
            return;
        }
        response.writeHead(200, { "Content-Type": TYPES[extname(path)] || "application/octet-stream" });
        response.end(readFileSync(path));
    });
    return new Promise((done) => server.listen(0, "127.0.0.1", () => done(server)));
}

// a host that accepts connections and never answers: the CDN "hanging"
function silentHost() {
    const sockets = [];
    const server = createTcpServer((socket) => sockets.push(socket));
    server.closeAll = () => sockets.forEach((socket) => socket.destroy());
    return new Promise((done) => server.listen(0, "127.0.0.1", () => done(server)));
}

async function browser(rules) {
    return puppeteer.launch({
        executablePath: chromium,
        headless: true,
        timeout: LAUNCH_TIMEOUT_MS,
        userDataDir: mkdtempSync(join(tmpdir(), "parlour-chromium-")),
        args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
               "--disable-component-update", "--disable-sync", `--host-resolver-rules=${rules}`,
               "--window-size=1280,720"],
        defaultViewport: { width: 1280, height: 720 },
    });
}


async function failurePanel(page) {
    return page.evaluate(() => ({
        name: document.querySelector(".parlour-title").textContent,
        title: document.getElementById("parlour-failure-title").textContent,
        text: document.getElementById("parlour-failure-text").textContent,
        detail: document.getElementById("parlour-failure-detail").textContent,
        retry: document.getElementById("parlour-retry").textContent,
        retry_visible: document.getElementById("parlour-retry").getBoundingClientRect().height > 0,
    }));
}

async function waitForFailure(page, started, limit) {
    await page.waitForFunction(() => {
        const panel = document.getElementById("parlour-failure");
        return panel && getComputedStyle(panel).display !== "none";
    }, { timeout: limit, polling: 100 });
    return Date.now() - started;
}

// with every outside host unreachable: the runtime cannot be fetched
async function unreachable(url) {
    const chrome = await browser("MAP * ~NOTFOUND, EXCLUDE 127.0.0.1");
    try {
        const page = await chrome.newPage();
        const started = Date.now();
        await page.goto(url, { waitUntil: "domcontentloaded" });
        const failed_after_ms = await waitForFailure(page, started, 90000);
        const panel = await failurePanel(page);
        await page.screenshot({ path: join(outDir, "web-unreachable.png") });
        const french = await chrome.newPage();
        await french.evaluateOnNewDocument(() => Object.defineProperty(navigator, "language", { get: () => "fr-FR" }));
        await french.goto(url, { waitUntil: "domcontentloaded" });
        await waitForFailure(french, Date.now(), 90000);
        const fr = await failurePanel(french);
        await french.screenshot({ path: join(outDir, "web-unreachable-fr.png") });
        return { failed_after_ms, ...panel, fr };
    } finally {
        await chrome.close();
    }
}

// with the CDN host accepting and never answering: the page paints at once, then reports the stall
async function hanging(url, port) {
    const chrome = await browser(`MAP ${CDN_HOST} 127.0.0.1:${port}, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1`);
    try {
        const page = await chrome.newPage();
        const started = Date.now();
        await page.goto(url, { waitUntil: "domcontentloaded", timeout: PAGE_WAIT_MS });
        const painted = await page.evaluate(() => new Promise((done) => {
            const report = (fcp_ms) => done({ fcp_ms, loading_title: document.querySelector(".parlour-title").textContent,
                status: document.getElementById("parlour-status").textContent,
                loading_display: getComputedStyle(document.getElementById("parlour-loading")).display,
                figures: getComputedStyle(document.getElementById("parlour-status")).fontVariantNumeric });
            new PerformanceObserver((list) => {
                const paint = list.getEntriesByName("first-contentful-paint")[0];
                if (paint) report(paint.startTime);
            }).observe({ type: "paint", buffered: true });
            // no paint before the 20 s stall watch would show its panel means the page waited for the runtime
            setTimeout(() => report(null), 19000);
        }));
        const painted_after_ms = Date.now() - started;
        await page.screenshot({ path: join(outDir, "web-hanging-loading.png") });
        const failed_after_ms = await waitForFailure(page, started, 90000);
        const panel = await failurePanel(page);
        await page.screenshot({ path: join(outDir, "web-hanging-stalled.png") });
        return { painted_after_ms, ...painted, failed_after_ms, ...panel };
    } finally {
        await chrome.close();
    }
}

// the template's hooks driven as the runtime and scenes/record_exchange.py drive them
async function hooks(url, port) {
    const chrome = await browser(`MAP ${CDN_HOST} 127.0.0.1:${port}, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1`);
    const downloads = mkdtempSync(join(tmpdir(), "parlour-downloads-"));
    try {
        const page = await chrome.newPage();
        const cdp = await page.createCDPSession();
        await cdp.send("Browser.setDownloadBehavior", { behavior: "allow", downloadPath: downloads });
        await page.goto(url, { waitUntil: "domcontentloaded", timeout: PAGE_WAIT_MS });
        const result = {};
        await page.evaluate(() => parlour_step("page_unpacking", 55));
        result.step = await page.evaluate(() => ({ status: document.getElementById("parlour-status").textContent,
                                                   bar: document.getElementById("parlour-bar").style.width }));
        await page.evaluate(() => parlour_step("page_dealing", 90));
        await page.evaluate(() => parlour_ready());
        await page.waitForFunction(() => getComputedStyle(document.getElementById("parlour-loading")).display === "none",
                                   { timeout: PAGE_WAIT_MS, polling: 100 });
        Object.assign(result, await page.evaluate(() => ({
            overlay_display: getComputedStyle(document.getElementById("parlour-loading")).display,
            focus_after_ready: document.activeElement && document.activeElement.id,
        })));
        await page.evaluate(() => document.activeElement.blur());
        await page.mouse.click(640, 360);
        result.focus_after_click = await page.evaluate(() => document.activeElement && document.activeElement.id);
        result.can_fullscreen = await page.evaluate(() => parlour_can_fullscreen());

        const record = '{\n "format": 1,\n "game": "thirteen",\n "moves": ["B7>1"]\n}';
        result.export_opened = await page.evaluate((text, words) => parlour_record_export(text, "parlour-thirteen-5.txt", words), record, WORDS);
        Object.assign(result, await page.evaluate(() => {
            const area = document.getElementById("parlour-record-text");
            return { export_text: area.value, export_selected: area.selectionEnd - area.selectionStart,
                     export_visible: getComputedStyle(document.getElementById("parlour-record")).display !== "none" };
        }));
        await page.screenshot({ path: join(outDir, "web-record-export.png") });
        await page.click("#parlour-record-download");
        for (let i = 0; i < 30 && !readdirSync(downloads).some((n) => n.endsWith(".txt")); i++) {
            await new Promise((done) => setTimeout(done, 100));
        }
        const saved = readdirSync(downloads).filter((n) => n.endsWith(".txt"));
        result.downloaded = saved.length ? { name: saved[0], text: readFileSync(join(downloads, saved[0]), "utf8") } : null;
        await page.click("#parlour-record-copy");
        result.copy_note = await page.evaluate(() => document.getElementById("parlour-record-note").textContent);
        await page.click("#parlour-record-close");
        result.after_close = await page.evaluate(() => ({
            open: getComputedStyle(document.getElementById("parlour-record")).display !== "none",
            answer: parlour_record_take() }));

        await page.evaluate((words) => parlour_record_import(words), WORDS);
        await page.keyboard.type("{\"friend\": tru");
        await page.keyboard.press("Backspace");
        await page.keyboard.type("ue}");
        await page.screenshot({ path: join(outDir, "web-record-import.png") });
        result.take_while_open = await page.evaluate(() => parlour_record_take());
        await page.click("#parlour-record-import");
        result.pasted = await page.evaluate(() => [parlour_record_take(), parlour_record_take()]);

        const file = join(downloads, "friend-record.txt");
        writeFileSync(file, record);
        await page.evaluate((words) => parlour_record_import(words), WORDS);
        const input = await page.$("#parlour-record-file");
        await input.uploadFile(file);
        await page.waitForFunction(() => !document.getElementById("parlour-record").classList.contains("parlour-open"),
                                   { timeout: PAGE_WAIT_MS });
        result.from_file = await page.evaluate(() => parlour_record_take());

        await page.evaluate((words) => parlour_record_import(words), WORDS);
        await page.keyboard.press("Escape");
        result.escaped = await page.evaluate(() => parlour_record_take());

        await page.evaluate(() => parlour_failed("crash", "ZeroDivisionError: division by zero"));
        Object.assign(result, { crash: await failurePanel(page) });
        result.crash_overlay_display = await page.evaluate(
            () => getComputedStyle(document.getElementById("parlour-loading")).display);
        await page.screenshot({ path: join(outDir, "web-crash.png") });
        return result;
    } finally {
        await chrome.close();
        rmSync(downloads, { recursive: true, force: true });
    }
}

// the page inside a cross-origin iframe, as itch.io embeds it: the clipboard API is refused there
async function iframe(host, game, port) {
    const chrome = await browser(`MAP ${CDN_HOST} 127.0.0.1:${port}, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1`);
    try {
        const page = await chrome.newPage();
        await page.goto(`${host}/host.html?game=${encodeURIComponent(game)}`, { waitUntil: "domcontentloaded", timeout: PAGE_WAIT_MS });
        await page.waitForFunction(() => document.querySelectorAll("iframe").length === 2, { timeout: PAGE_WAIT_MS });
        const frameFor = async (id) => (await (await page.$(`#${id}`)).contentFrame());
        const frame = await frameFor("game");
        const plain = await frameFor("plain");
        await frame.waitForFunction(() => typeof parlour_ready === "function", { timeout: PAGE_WAIT_MS });
        await plain.waitForFunction(() => typeof parlour_can_fullscreen === "function", { timeout: PAGE_WAIT_MS });
        await page.focus("#host-button");
        await frame.evaluate(() => parlour_ready());
        await new Promise((done) => setTimeout(done, 300));
        const result = {
            host_focus_after_ready: await page.evaluate(() => document.activeElement.id),
            frame_focus_after_ready: await frame.evaluate(() => document.hasFocus() && document.activeElement.id),
            can_fullscreen_allowed: await frame.evaluate(() => parlour_can_fullscreen()),
            can_fullscreen_not_allowed: await plain.evaluate(() => parlour_can_fullscreen()),
            clipboard_api: await frame.evaluate(() => navigator.clipboard.writeText("x").then(() => "written", (e) => e.name)),
        };
        await frame.evaluate((words) => parlour_record_export("{\"format\": 1}", "record.txt", words), WORDS);
        await frame.click("#parlour-record-copy");
        result.copy_note = await frame.evaluate(() => document.getElementById("parlour-record-note").textContent);
        await page.screenshot({ path: join(outDir, "web-iframe-record.png") });
        return result;
    } finally {
        await chrome.close();
    }
}

async function main() {
    const server = await serve(webDir);
    const other = await serve(webDir);
    const silent = await silentHost();
    const url = `http://127.0.0.1:${server.address().port}/index.html`;
    const host = `http://127.0.0.1:${other.address().port}`;
    try {
        // the first paint is timed on a quiet machine; the other runs start while the stall is awaited
        const stalling = hanging(url, silent.address().port);
        stalling.catch(() => {});  // awaited below; this only keeps Node from failing before then
        await new Promise((done) => setTimeout(done, 3000));
        const [gone, driven] = await Promise.all([unreachable(url), hooks(url, silent.address().port)]);
        const embedded = await iframe(host, url, silent.address().port);
        const stalled = await stalling;
        process.stdout.write(JSON.stringify({ unreachable: gone, hanging: stalled, hooks: driven, iframe: embedded }) + "\n");
    } finally {
        silent.closeAll();
        silent.close();
        server.close();
        other.close();
    }
}

main().catch((error) => {
    process.stderr.write(`browser check failed: ${error.stack || error}\n`);
    process.exit(1);
});
