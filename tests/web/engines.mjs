// The three browser engines the parlour is played in, each opened as one tab the harness drives the same way
// (tests/web/harness.mjs): Chromium and Firefox ESR through puppeteer-core (Firefox over WebDriver BiDi),
// WebKitGTK through W3C WebDriver (tests/web/webdriver.mjs) on an X display. options.language is the
// browser's own language (Chromium's --accept-lang, Firefox's intl.accept_languages, WebKitGTK's locale).
import puppeteer from "puppeteer-core";
import { CALL_TIMEOUT_MS, LAUNCH_TIMEOUT_MS, launch, look, newTab, recordSeen } from "./harness.mjs";
import { launchWebKit } from "./webdriver.mjs";

const VIEWPORT = { width: 1280, height: 720 };

async function chromiumTab(setup, { language, viewport }) {
    const browser = await launch(setup, { viewport, args: language ? [`--accept-lang=${language}`] : [] });
    const page = await newTab(browser);
    page.quit = () => browser.close();
    return page;
}

async function firefoxTab(setup, { language, viewport }) {
    const browser = await puppeteer.launch({
        browser: "firefox", executablePath: setup.engines.firefox, headless: true, defaultViewport: viewport,
        timeout: LAUNCH_TIMEOUT_MS, protocolTimeout: CALL_TIMEOUT_MS,
        extraPrefsFirefox: language ? { "intl.accept_languages": language } : {},
    });
    const page = await browser.newPage();
    recordSeen(page);
    // no Chrome DevTools protocol here: the page's JavaScript is read through WebDriver BiDi
    page.look = (expression) => page.evaluate(expression);
    page.quit = () => browser.close();
    return page;
}

function webkitTab(setup, { language, viewport }) {
    return launchWebKit({ display: process.env.DISPLAY, language, viewport, localeDir: setup.locale_dir });
}

const OPENERS = { chromium: chromiumTab, firefox: firefoxTab, webkit: webkitTab };

// a tab of engine (chromium, firefox or webkit); close it with page.quit()
export function openTab(setup, engine, options = {}) {
    return OPENERS[engine](setup, { viewport: VIEWPORT, ...options });
}

// the parlour's stored settings put in place before the page opens, as a returning player has them (a page
// of the same origin first, whose storage the parlour's page then reads)
export async function seedSettings(page, origin, settings) {
    await page.goto(`${origin}/favicon.png`);
    await look(page, `(localStorage.setItem("parlour.settings", ${JSON.stringify(JSON.stringify(settings))}), true)`);
}

// when main.py began and when its first frame was drawn (parlour_ready), from the stand-in's trace, and what the
// browser says it is
export function startTimings(page) {
    return look(page, `(() => {
        const ran = parlour_standin.scripts.find((script) => script.path.endsWith("main.py"));
        const ready = (parlour_standin.hooks || []).find((hook) => hook.name === "parlour_ready");
        return { main_started_ms: ran ? ran.ms : null, first_frame_ms: ready ? ready.ms : null,
                 python_ready_ms: parlour_standin.python_ready_ms, language: navigator.language,
                 user_agent: navigator.userAgent };
    })()`);
}
