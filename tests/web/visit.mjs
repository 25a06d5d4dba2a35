// A visit to the built page in Chromium (tests/web/harness.mjs): what a player meets around the game itself.
//   on its own page, with Chrome's own autoplay rule (document-user-activation-required, as on phones): the page
//   reads as UTF-8 and reaches ready, the canvas fills the page at its device pixels, one finger tap on the canvas lets the game's
//   sound play, and "Try again" and leaving the page ask nothing;
//   inside an itch.io-like host (a tall, scrollable page, the game in a cross-origin iframe): Space, the
//   arrows and the page keys pressed on the game do not scroll the host, and the game is still typed a space.
// Usage: node tests/web/visit.mjs SETUP.json   (prints one line of JSON on stdout; screenshots in setup.shots)
import { createServer } from "node:http";
import { PAGE_WAIT_MS, READY_TIMEOUT_MS, launch, look, newTab, openParlour, pageUntil, serve, shot, sleep, tracebacks } from "./harness.mjs";
import { followed } from "./visitor.mjs";

const setup = JSON.parse((await import("node:fs")).readFileSync(process.argv[2], "utf8"));

// everything read in the page goes through the harness (look, pageUntil, openParlour): puppeteer's page.evaluate
// runs with userGesture true, which would hand the page the very user activation the sound check is about

// the game's audio context, once SDL has made it
const AUDIO = `(window.Module && Module.SDL2 && Module.SDL2.audioContext)`;
// what the game has been typed in the host page's frame, as JSON
const TYPED = `parlour_standin.pyodide.runPython("import json\\njson.dumps(_visit_typed)")`;

const LOOK = `(() => {
    const canvas = document.getElementById("canvas");
    const box = canvas.getBoundingClientRect();
    const context = ${AUDIO};
    return { state: parlour_state, charset: document.characterSet,
             box: { left: box.left, top: box.top, width: box.width, height: box.height },
             viewport: [window.innerWidth, window.innerHeight, window.devicePixelRatio],
             pixels: [canvas.width, canvas.height],
             sdl2: Boolean(window.Module && Module.SDL2), audio: context ? context.state : null,
             activated: navigator.userActivation.hasBeenActive };
})()`;

async function onItsOwnPage(browser, server) {
    const page = await newTab(browser);
    const read = (expression) => look(page, expression);
    const started = Date.now();
    const { state } = await openParlour(page, `${server.origin}/index.html`);
    if (state === "ready") await followed(page);
    const ready = { ...(await read(LOOK)), ready_ms: Date.now() - started };
    const result = { ready };
    if (state !== "ready") return { ...result, tracebacks: tracebacks(page) };

    // one finger tap in the frame's bottom-left corner, where the title screen has nothing to press
    const { box } = ready;
    const scale = Math.min(box.width / 1280, box.height / 720);
    const x = box.left + (box.width - 1280 * scale) / 2 + 12 * scale;
    const y = box.top + (box.height - 720 * scale) / 2 + 708 * scale;
    await page.touchscreen.tap(x, y);
    // until the audio context has resumed: resume() settles asynchronously, later on a busy machine
    await pageUntil(page, `!${AUDIO} || ${AUDIO}.state === "running"`);
    result.after_tap = await read(LOOK);
    result.shot = await shot(page, setup.shots, "visit-ready");

    // the game stops and the player presses Try again: the page reloads without a "Leave site?" dialog
    await read(`window.parlour_visit_mark = 1; parlour_failed("crash", "RuntimeError: the visit stops the game"), 1`);
    const dialogs_before = page.seen.dialogs.length;
    const reload = page.waitForNavigation({ waitUntil: "domcontentloaded", timeout: PAGE_WAIT_MS }).then(() => true, () => false);
    await page.click("#parlour-retry");
    result.retry = { reloaded: await reload, dialogs: page.seen.dialogs.slice(dialogs_before) };
    result.retry.mark_gone = result.retry.reloaded && (await read(`window.parlour_visit_mark === undefined`));

    // then the player leaves for another page, after touching this one (a dialog needs that): nothing asks
    await pageUntil(page, "window.parlour_standin");
    await page.mouse.click(5, 5);
    const dialogs_leaving = page.seen.dialogs.length;
    const left = await page.goto("about:blank", { timeout: PAGE_WAIT_MS }).then(() => true, () => false);
    result.leave = { left: left && page.url() === "about:blank", dialogs: page.seen.dialogs.slice(dialogs_leaving) };
    await page.close();
    return result;
}

// itch.io's page around the game: a long page that scrolls, the game near its top in a cross-origin iframe
function hostPage(game) {
    return `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#222">
        <p style="color:#ddd;margin:8px">the host page</p>
        <iframe id="game" src="${game}" width="960" height="540" scrolling="no" frameborder="0"
                allow="autoplay; fullscreen *" allowfullscreen></iframe>
        <div style="height:3000px"></div></body></html>`;
}

async function inTheHostPage(browser, server) {
    const host = createServer((request, response) => {
        response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(hostPage(`${server.origin}/index.html`));
    });
    await new Promise((done) => host.listen(0, "127.0.0.1", done));
    try {
        const page = await newTab(browser, { viewport: { width: 1100, height: 700 } });
        await page.goto(`http://127.0.0.1:${host.address().port}/`, { waitUntil: "domcontentloaded" });
        const frame = await (await page.$("#game")).contentFrame();
        await frame.waitForFunction(() => typeof parlour_state !== "undefined" && parlour_state !== "loading",
                                    { timeout: READY_TIMEOUT_MS, polling: 100 });
        const result = { state: await frame.evaluate(() => parlour_state), keys: {} };
        // what the game is typed (SDL makes text of the keypress that follows an unstopped keydown)
        await frame.evaluate(() => parlour_standin.pyodide.runPython(`
import gc as _visit_gc, pygame as _visit_pygame
from scenes.app import App as _VisitApp
_visit_app = [thing for thing in _visit_gc.get_objects() if isinstance(thing, _VisitApp)][-1]
_visit_typed, _visit_handle = [], _visit_app.handle
def _visit_recording(event):
    if event.type == _visit_pygame.TEXTINPUT:
        _visit_typed.append(event.text)
    return _visit_handle(event)
_visit_app.handle = _visit_recording
`));
        await sleep(300);
        for (const key of ["Space", "ArrowDown", "PageDown"]) {
            await page.keyboard.press(key);
            await sleep(250);
            result.keys[key] = await page.evaluate(() => window.scrollY);
        }
        // until the game has been typed something: its frames handle the keys later on a busy machine
        await frame.waitForFunction(`${TYPED} !== "[]"`, { timeout: PAGE_WAIT_MS }).catch(() => null);
        result.typed = JSON.parse(await frame.evaluate(TYPED));
        result.focus = await frame.evaluate(() => document.hasFocus() && document.activeElement.id);
        result.shot = await shot(page, setup.shots, "visit-in-host-page");
        await page.close();
        return result;
    } finally {
        host.close();
    }
}

const server = await serve(setup);
// Chrome's own autoplay rule on phones and desktops (the harness's user-gesture-required holds Web Audio back
// only in cross-origin iframes)
const browser = await launch(setup, { args: ["--autoplay-policy=document-user-activation-required"] });
try {
    const own = await onItsOwnPage(browser, server);
    const hosted = await inTheHostPage(browser, server);
    process.stdout.write(JSON.stringify({ own, hosted }) + "\n");
} finally {
    await browser.close();
    server.close();
}
