// the parlour's loading screen: a status line, a progress line that only moves forward, a fade out;
// and when loading fails or stalls, or the game stops, a plain message and a Retry button instead
const PARLOUR_WORDS = /* page words: tools/build_web.py */ {};
const PARLOUR_STALL_MS = 20000;
const PARLOUR_WATCH_MS = 1000;
const PARLOUR_BUSY_MS = 1500;  // a watch tick this late found the page's own thread busy
let parlour_percent = 4;
let parlour_state = "loading";  // then "ready", or "failed"
let parlour_alive_at = Date.now();

function parlour_word(key) {
    const french = (navigator.language || "").toLowerCase().startsWith("fr");
    const table = PARLOUR_WORDS[french ? "fr" : "en"] || {};
    return table[key] || (PARLOUR_WORDS.en || {})[key] || key;
}

function parlour_sign_of_life() {
    parlour_alive_at = Date.now();
}

// while the page loads, every piece of a download that arrives is a sign of life: pygbag's runtime fetches
// pygame-ce's wheel (aio/pep0723.py through pythons.js's cross_file) and says nothing while it comes
(function parlour_watch_downloads() {
    const fetch_first = window.fetch.bind(window);
    window.fetch = async function (...request) {
        const response = await fetch_first(...request);
        if (parlour_state !== "loading" || !response.body) return response;
        const pieces = response.body.getReader();
        const watched = new ReadableStream({
            async pull(controller) {
                const { done, value } = await pieces.read();
                if (done) {
                    controller.close();
                } else {
                    parlour_sign_of_life();
                    controller.enqueue(value);
                }
            },
            cancel(reason) {
                return pieces.cancel(reason);
            },
        });
        return new Response(watched, { status: response.status, statusText: response.statusText, headers: response.headers });
    };
})();

function parlour_progress(percent) {
    parlour_sign_of_life();
    parlour_percent = Math.min(100, Math.max(parlour_percent, percent));
    const bar = document.getElementById("parlour-bar");
    if (bar) bar.style.width = parlour_percent + "%";
}

function parlour_status(text, percent) {
    parlour_sign_of_life();
    const line = document.getElementById("parlour-status");
    if (line) line.textContent = text;
    if (percent) parlour_progress(percent);
}

// a loading step named by its key in the page's words (scenes/i18n.py), in the visitor's language
function parlour_step(key, percent) {
    parlour_status(parlour_word(key), percent);
}

function parlour_focus_game() {
    const game = document.getElementById("canvas");
    if (game) game.focus({ preventScroll: true });
}

// called by main.py once the first frame is drawn: the loading screen fades and ends at display: none
function parlour_ready() {
    const screen = document.getElementById("parlour-loading");
    parlour_state = "ready";
    parlour_progress(100);
    parlour_focus_game();
    if (!screen) return;
    screen.classList.remove("parlour-failed");
    screen.classList.add("parlour-done");
    setTimeout(() => {
        if (parlour_state === "ready") screen.style.display = "none";
    }, 600);
}

// kind: runtime (pythons.js could not be fetched), stalled, package (the .apk), crash (the game stopped)
function parlour_failed(kind, detail) {
    const screen = document.getElementById("parlour-loading");
    if (!screen) {
        document.addEventListener("DOMContentLoaded", () => parlour_failed(kind, detail));
        return;
    }
    const stopped = parlour_state === "ready";
    parlour_state = "failed";
    document.getElementById("parlour-failure-title").textContent = parlour_word(stopped ? "page_stopped" : "page_failed");
    document.getElementById("parlour-failure-text").textContent = parlour_word("page_" + kind);
    document.getElementById("parlour-failure-detail").textContent = detail || "";
    document.getElementById("parlour-retry").textContent = parlour_word("page_retry");
    screen.classList.remove("parlour-done");
    screen.classList.add("parlour-failed");
    screen.style.display = "flex";
    document.getElementById("parlour-retry").focus();
}

// Try again reloads the page without pygbag's "Leave site?" question (the build passes --can_close 1, so
// pythons.js should not ask it; a handler left by any runtime is cleared all the same)
function parlour_retry() {
    window.onbeforeunload = null;
    location.reload();
}

// the runtime script's onerror may fire before this script has run: it leaves its kind behind
document.addEventListener("DOMContentLoaded", () => {
    if (window.parlour_failed_kind && parlour_state === "loading") parlour_failed(window.parlour_failed_kind);
});

// nothing new for PARLOUR_STALL_MS while the page is in view: the download has stalled. A tick that comes late
// found the page's own thread busy (the runtime starting, Python importing the parlour): that is work, however
// slow the device, never a stall
let parlour_watched_at = Date.now();
setInterval(() => {
    const now = Date.now(), busy = now - parlour_watched_at > PARLOUR_BUSY_MS;
    parlour_watched_at = now;
    if (document.visibilityState !== "visible" || busy) parlour_alive_at = now;
    else if (parlour_state === "loading" && now - parlour_alive_at > PARLOUR_STALL_MS) parlour_failed("stalled");
}, PARLOUR_WATCH_MS);

// the canvas fills the page and the game draws at its device pixels, up to as many as a 1080p screen has (every
// frame the game redraws costs in proportion, and WebAssembly draws several times slower than the desktop: a
// 2532×1170 phone at ratio 3 drew a table in over 100 ms); the game asks each frame and follows a resize or a
// new pixel ratio
const PARLOUR_MOST_CANVAS_PIXELS = 1920 * 1080;

function parlour_canvas_pixels() {
    const canvas = document.getElementById("canvas");
    if (!canvas) return "";
    const box = canvas.getBoundingClientRect();
    let ratio = window.devicePixelRatio || 1;
    const pixels = box.width * box.height * ratio * ratio;
    if (pixels > PARLOUR_MOST_CANVAS_PIXELS) ratio *= Math.sqrt(PARLOUR_MOST_CANVAS_PIXELS / pixels);
    return `${Math.round(box.width * ratio)},${Math.round(box.height * ratio)}`;
}

// the canvas's box in CSS pixels: the game grows its touch targets to a finger's size from it
function parlour_canvas_css() {
    const canvas = document.getElementById("canvas");
    if (!canvas) return "";
    const box = canvas.getBoundingClientRect();
    return `${box.width},${box.height}`;
}

// the page's Fullscreen API: SDL's own toggle cannot work in a browser
function parlour_can_fullscreen() {
    return Boolean(document.fullscreenEnabled || document.webkitFullscreenEnabled);
}

function parlour_fullscreen() {
    const page = document.documentElement;
    if (document.fullscreenElement || document.webkitFullscreenElement) {
        (document.exitFullscreen || document.webkitExitFullscreen).call(document);
        return true;
    }
    const enter = page.requestFullscreen || page.webkitRequestFullscreen;
    if (!enter || !parlour_can_fullscreen()) return false;
    const asked = enter.call(page);
    if (asked && asked.catch) asked.catch((error) => console.warn("fullscreen refused", error));
    return true;
}
