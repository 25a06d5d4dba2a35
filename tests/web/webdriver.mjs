// WebKitGTK driven through W3C WebDriver (Debian's webkit2gtk-driver: WebKitWebDriver, which starts its
// MiniBrowser on an X display such as Xvfb's), dressed as the part of a puppeteer page the harness uses:
// goto, reload, screenshot, mouse, keyboard, touchscreen, setViewport, close, and look() for the page's
// JavaScript. A few HTTP calls; no client library.
import { spawn, spawnSync } from "node:child_process";
import { createServer } from "node:net";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CALL_TIMEOUT_MS, LAUNCH_TIMEOUT_MS, sleep } from "./harness.mjs";

const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
// WebDriver's code points for the keys the harness presses (W3C WebDriver, "Keyboard actions")
const KEYS = { Enter: "\uE007", Escape: "\uE00C", Tab: "\uE004", Backspace: "\uE003", ArrowLeft: "\uE012",
               ArrowUp: "\uE013", ArrowRight: "\uE014", ArrowDown: "\uE015", PageUp: "\uE00E",
               PageDown: "\uE00F", Home: "\uE011", End: "\uE010", F11: "\uE03B" };

function freePort() {
    return new Promise((done, failed) => {
        const probe = createServer().listen(0, "127.0.0.1", () => {
            const { port } = probe.address();
            probe.close(() => done(port));
        }).on("error", failed);
    });
}

// WebKitGTK's navigator.language is its process's locale, which must exist: compiled by glibc's localedef into
// localeDir (no root needed; LOCPATH points there) when missing; answers the environment that selects it
function localeEnv(language, localeDir) {
    const name = `${language.replace("-", "_")}.UTF-8`;
    if (!existsSync(join(localeDir, name))) {
        mkdirSync(localeDir, { recursive: true });
        const made = spawnSync("localedef", ["-i", language.replace("-", "_"), "-f", "UTF-8", join(localeDir, name)]);
        if (!existsSync(join(localeDir, name))) throw new Error(`localedef could not make the ${name} locale: ${made.stderr}`);
    }
    return { LC_ALL: name, LOCPATH: localeDir };
}

// one WebKitWebDriver with one MiniBrowser session on display (an X display such as Xvfb's), in language
export async function launchWebKit({ display, language, localeDir, viewport = { width: 1280, height: 720 } }) {
    const port = await freePort();
    const env = { ...process.env, DISPLAY: display, ...(language ? localeEnv(language, localeDir) : {}) };
    const driver = spawn("WebKitWebDriver", [`--port=${port}`], { env, stdio: ["ignore", "ignore", "pipe"] });
    const log = [];
    driver.stderr.on("data", (chunk) => log.push(String(chunk)));
    const client = new Client(`http://127.0.0.1:${port}`);
    const until = Date.now() + LAUNCH_TIMEOUT_MS;
    for (;;) {
        try {
            await client.call("GET", "/status");
            break;
        } catch (error) {
            if (Date.now() > until) {
                driver.kill();
                throw new Error(`WebKitWebDriver did not answer in ${LAUNCH_TIMEOUT_MS} ms: ${log.join("").slice(-2000)}`);
            }
            await sleep(100);
        }
    }
    const session = await client.call("POST", "/session", { capabilities: { alwaysMatch: {
        browserName: "MiniBrowser", unhandledPromptBehavior: "dismiss and notify",
        "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation", "--autoplay-policy=allow-without-sound"] } } } });
    const page = new WebKitPage(client, `/session/${session.sessionId}`, session.capabilities.browserVersion);
    await page.call("POST", "/timeouts", { script: CALL_TIMEOUT_MS });
    await page.setViewport(viewport);
    page.quit = async () => {
        await client.call("DELETE", page.path).catch(() => {});
        driver.kill();
    };
    return page;
}

class Client {
    constructor(base) {
        this.base = base;
    }

    async call(method, path, body) {
        const response = await fetch(this.base + path, { method, headers: { "Content-Type": "application/json" },
                                                         body: body === undefined ? undefined : JSON.stringify(body) });
        const answer = await response.json();
        if (answer.value && answer.value.error) {
            const error = new Error(`WebDriver ${method} ${path}: ${answer.value.error}: ${answer.value.message}`);
            error.webdriver = answer.value;
            throw error;
        }
        return answer.value;
    }
}

class WebKitPage {
    constructor(client, path, version) {
        this.client = client;
        this.path = path;
        this.version = version;
        this.seen = { console: [], errors: [], dialogs: [] };
        this.mouse = {
            click: (x, y) => this.pointer("mouse", [move(x, y), { type: "pointerDown", button: 0 }, { type: "pointerUp", button: 0 }]),
            move: (x, y) => this.pointer("mouse", [move(x, y)]),
            down: () => this.pointer("mouse", [{ type: "pointerDown", button: 0 }]),
            up: () => this.pointer("mouse", [{ type: "pointerUp", button: 0 }]),
        };
        this.touchscreen = {
            tap: (x, y) => this.pointer("touch", [move(x, y), { type: "pointerDown", button: 0 }, { type: "pointerUp", button: 0 }]),
            touchStart: (x, y) => this.pointer("touch", [move(x, y), { type: "pointerDown", button: 0 }], false),
            touchMove: (x, y) => this.pointer("touch", [move(x, y)], false),
            touchEnd: () => this.pointer("touch", [{ type: "pointerUp", button: 0 }]),
        };
        this.keyboard = { press: (key) => this.key(key) };
    }

    // a command; an alert the page opened is written down (WebDriver dismissed it) and the command asked again
    async call(method, path, body) {
        try {
            return await this.client.call(method, this.path + path, body);
        } catch (error) {
            if (!error.webdriver || error.webdriver.error !== "unexpected alert open") throw error;
            this.seen.dialogs.push({ type: "alert", message: String(error.webdriver.message) });
            return this.client.call(method, this.path + path, body);
        }
    }

    // the page's JavaScript expression's value (a promise is awaited); the page's exception is thrown here
    async look(expression) {
        const script = `const done = arguments[arguments.length - 1];
            Promise.resolve().then(() => (${expression})).then((value) => done({ value }),
                (error) => done({ error: String(error && error.stack || error) }));`;
        const answer = await this.call("POST", "/execute/async", { script, args: [] });
        if (answer && answer.error) throw new Error(`in the page: ${answer.error}`);
        return answer ? answer.value : undefined;
    }

    async setViewport({ width, height }) {
        // the window's frame (MiniBrowser's toolbar) around the page: the window is grown by it
        const inner = await this.call("POST", "/execute/sync", { script: "return [innerWidth, innerHeight]", args: [] })
            .catch(() => null);
        const outer = await this.call("GET", "/window/rect");
        const [dw, dh] = inner && inner[0] ? [outer.width - inner[0], outer.height - inner[1]] : [0, 0];
        await this.call("POST", "/window/rect", { width: width + dw, height: height + dh });
    }

    async goto(url) {
        await this.call("POST", "/url", { url });
    }

    async reload() {
        await this.call("POST", "/refresh", {});
    }

    async screenshot({ path }) {
        writeFileSync(path, Buffer.from(await this.call("GET", "/screenshot"), "base64"));
    }

    async pointer(kind, actions, release = true) {
        const source = { type: "pointer", id: kind, parameters: { pointerType: kind }, actions };
        await this.call("POST", "/actions", { actions: [source] });
        if (release) await this.call("DELETE", "/actions");
    }

    async key(name) {
        const value = KEYS[name] || name;
        const actions = [{ type: "keyDown", value }, { type: "keyUp", value }];
        await this.call("POST", "/actions", { actions: [{ type: "key", id: "keyboard", actions }] });
        await this.call("DELETE", "/actions");
    }

    async close() {
        await this.quit();
    }
}

function move(x, y) {
    return { type: "pointerMove", x: Math.round(x), y: Math.round(y), origin: "viewport", duration: 0 };
}
