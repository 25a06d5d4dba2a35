// The parlour on phones and tablets in Chromium (tests/web/harness.mjs), emulating touch screens:
//   a phone held upright is asked to turn, over the loading screen (in French) and over the game (in English);
//   turned to landscape the notice is gone at once and the game is there with the keys;
//   in landscape the page's fullscreen button stands in the bar beside the 16:9 frame, a finger tap on it
//   goes fullscreen and hides it, leaving fullscreen brings it back; the address bar hiding and showing
//   leaves the game whole; a tablet upright plays letterboxed, without the notice; a desktop browser (wide or
//   tall window) shows neither.
// Usage: node tests/web/device.mjs SETUP.json   (prints one line of JSON on stdout; screenshots in setup.shots)
import { join } from "node:path";
import { frames, launch, look, newTab, openReady, pageUntil, probe, serve, setupFromArgv, tracebacks } from "./harness.mjs";
import { followed } from "./visitor.mjs";

const setup = setupFromArgv();
const PHONE = { deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const PORTRAIT = { width: 390, height: 844, isLandscape: false, ...PHONE };
const LANDSCAPE = { width: 844, height: 390, isLandscape: true, ...PHONE };
const ADDRESS_BAR = { ...LANDSCAPE, height: 340 };
const TABLET = { width: 768, height: 1024, isLandscape: false, ...PHONE, deviceScaleFactor: 2 };
const SETTINGS = { animation: "off", ai_speed: "instant" };

// what the page shows around the game, read without user activation
const SEEN = `(() => {
    const box = (element) => {
        if (!element) return null;
        const rect = element.getBoundingClientRect();
        return { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
    };
    const shown = (element) => Boolean(element) && getComputedStyle(element).display !== "none"
                                && getComputedStyle(element).visibility !== "hidden";
    const notice = document.getElementById("parlour-turn");
    const button = document.getElementById("parlour-fullscreen");
    const loading = document.getElementById("parlour-loading");
    const centre = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
    return {
        viewport: { width: innerWidth, height: innerHeight },
        state: typeof parlour_state === "undefined" ? "loading" : parlour_state,
        loading: shown(loading) && getComputedStyle(loading).opacity !== "0",
        notice: { shown: shown(notice), on_top: Boolean(notice && centre && notice.contains(centre)),
                  title: notice && document.getElementById("parlour-turn-title").textContent,
                  text: notice && document.getElementById("parlour-turn-text").textContent },
        button: { shown: shown(button), box: shown(button) ? box(button) : null, where: button && button.dataset.where,
                  label: button && button.getAttribute("aria-label") },
        canvas: box(document.getElementById("canvas")),
        at_centre: centre ? centre.id || centre.tagName : null,
        focus: document.activeElement ? document.activeElement.id || document.activeElement.tagName : null,
        fullscreen: Boolean(document.fullscreenElement),
        can_fullscreen: typeof parlour_can_fullscreen === "function" && parlour_can_fullscreen(),
    };
})()`;

const seen = (page) => look(page, SEEN);

// a screenshot at the phone's own pixels (three to a CSS pixel), compressed for speed rather than size
async function shot(page, name) {
    await page.screenshot({ path: join(setup.shots, `${name}.png`), optimizeForSpeed: true });
    return `${name}.png`;
}

// the game's buttons on the title, as page rectangles: their centres mapped through the canvas's 16:9 letterbox
async function gameButtons(page) {
    const found = await probe(page, "buttons");
    const canvas = await look(page, `(() => { const r = document.getElementById("canvas").getBoundingClientRect();
        return { left: r.left, top: r.top, width: r.width, height: r.height }; })()`);
    const scale = Math.min(canvas.width / 1280, canvas.height / 720);
    const left = canvas.left + (canvas.width - 1280 * scale) / 2, top = canvas.top + (canvas.height - 720 * scale) / 2;
    return found.map((button) => ({ text: button.text, x: left + button.centre[0] * scale, y: top + button.centre[1] * scale }));
}

async function turnTo(page, viewport) {
    await page.setViewport(viewport);
    // "at once": the next frame after the turn, before pygbag's own resize has run
    await look(page, "new Promise((done) => requestAnimationFrame(() => done(true)))");
    return seen(page);
}

// a French phone held upright while the page loads: the notice, in French, over the loading screen; then the same
// page as a desktop browser (a fine pointer, no touch), its window wide and then taller than wide: neither the
// notice nor the button (the emulation changes under the page, as a tablet's keyboard and trackpad would)
async function whileLoading(browser, url) {
    const page = await newTab(browser, { viewport: PORTRAIT, language: "fr-FR", settings: SETTINGS });
    // only the page itself comes: the runtime is held back, so the loading screen stays (and its thread is free)
    await page.setRequestInterception(true);
    page.on("request", (request) => {
        if (request.url() === url) request.continue();
    });
    await page.goto(url, { waitUntil: "domcontentloaded" });
    const french = { portrait: await seen(page) };
    french.picture = await shot(page, "device-portrait-loading-fr");
    const desktop = {};
    await page.cdp.send("Emulation.setTouchEmulationEnabled", { enabled: false });
    for (const [name, width, height] of [["wide", 1280, 720], ["tall", 700, 1000]]) {
        await page.cdp.send("Emulation.setDeviceMetricsOverride", { width, height, deviceScaleFactor: 1, mobile: false });
        await look(page, "new Promise((done) => requestAnimationFrame(() => done(true)))");
        desktop[name] = await seen(page);
    }
    await page.close();
    return { french, desktop };
}

async function phone(browser, url) {
    const page = await newTab(browser, { viewport: PORTRAIT, settings: SETTINGS });
    const started = Date.now();
    await openReady(page, url);
    const ready_s = (Date.now() - started) / 1000;
    await followed(page);
    const result = { ready_s, portrait: await seen(page) };
    result.portrait.picture = await shot(page, "device-portrait");

    // turned: the notice goes the same frame, the game is there and keeps the keys
    result.landscape = await turnTo(page, LANDSCAPE);
    await followed(page);
    await frames(page, 3);
    result.landscape_settled = await seen(page);
    result.landscape_settled.scene = (await probe(page, "screen")).scene;
    result.landscape_settled.game_buttons = await gameButtons(page);
    result.landscape_settled.picture = await shot(page, "device-landscape");

    // a finger tap on the fullscreen button: the page goes fullscreen and the button steps aside
    const button = result.landscape_settled.button.box;
    if (button) {
        const before = await look(page, "navigator.userActivation.hasBeenActive");
        await page.touchscreen.tap(button.left + button.width / 2, button.top + button.height / 2);
        await pageUntil(page, "document.fullscreenElement");
        await frames(page, 3);
        result.tapped = { ...(await seen(page)), activation_before: before };
        result.tapped.picture = await shot(page, "device-fullscreen");
        await look(page, "document.exitFullscreen().then(() => true, () => false)");
        await pageUntil(page, "!document.fullscreenElement");
        await frames(page, 3);
        result.left_fullscreen = await seen(page);
    }

    // the address bar hides and shows: the page grows and shrinks in height, the game follows
    result.address_bar = [];
    for (const viewport of [ADDRESS_BAR, LANDSCAPE]) {
        await page.setViewport(viewport);
        await followed(page);
        result.address_bar.push(await seen(page));
        if (viewport === ADDRESS_BAR) await shot(page, "device-address-bar");
    }

    // a tablet held upright: a 16:9 frame 768 px wide plays as it is
    await turnTo(page, TABLET);
    await followed(page);
    result.tablet = await seen(page);
    result.tablet.picture = await shot(page, "device-tablet-portrait");

    // and back to the phone upright, then turned again: the same notice, gone again, the game unharmed
    result.again = [await turnTo(page, PORTRAIT), await turnTo(page, LANDSCAPE)];
    await followed(page);
    result.again.push({ ...(await seen(page)), scene: (await probe(page, "screen")).scene });
    result.tracebacks = tracebacks(page);
    await page.close();
    return result;
}

const server = await serve(setup);
const browser = await launch(setup);
try {
    const url = `${server.origin}/index.html`;
    const started = Date.now();
    const lap = () => (Date.now() - started) / 1000;
    const { french, desktop } = await whileLoading(browser, url);
    const laps = { loading: lap() };
    const touch = await phone(browser, url);
    laps.phone = lap();
    process.stdout.write(JSON.stringify({ french, desktop, phone: touch, seconds: lap(), laps }) + "\n");
} finally {
    await browser.close();
    server.close();
}
