// pygbag's own page behaviours, as tests/web/pygbag_standin restates them (each citing pythons.js and
// cpythonrc.py), met by the parlour's page in Chromium:
//   focus: the player types in a name box, switches to another window and back, the pointer crosses the game:
//     pythons.js would hand the canvas the focus; what the player types next must still go to the box;
//   alert: the interpreter's main.data cannot be downloaded (pygbag's main.js throws): no native dialog, the
//     parlour's own panel;
//   import: main.py's top level fails while importing the parlour (setup.broken_dir): the "something went
//     wrong" panel, not a stall;
//   versioned: every runtime file pygbag asks its CDN for lies under the versioned folder.
// Usage: node tests/web/pygbag_page.mjs SETUP.json   (prints one line of JSON on stdout; screenshots in setup.shots)
import { frames, launch, look, newTab, openParlour, openReady, pagePoint, perform, probe, serve, setupFromArgv, shot,
         tracebacks } from "./harness.mjs";
import { pressButton, waitFor } from "./visitor.mjs";

const setup = setupFromArgv();
const FAILURE = `({ state: parlour_state, title: document.getElementById("parlour-failure-title").textContent,
                    text: document.getElementById("parlour-failure-text").textContent,
                    detail: document.getElementById("parlour-failure-detail").textContent,
                    expected: { runtime: parlour_word("page_runtime"), crash: parlour_word("page_crash"),
                                stalled: parlour_word("page_stalled") } })`;

// the player leaves the window for another (a second window of the browser comes to the front) and comes back
async function switchWindowsAndBack(browser, page) {
    const other = await browser.newPage();
    await other.bringToFront();
    await other.close();
    await page.bringToFront();
    // headless Chromium keeps every window focused: the window's own blur and focus, as a desktop sends them
    await look(page, `(window.dispatchEvent(new FocusEvent("blur")), window.dispatchEvent(new FocusEvent("focus")), true)`);
}

async function focusKept(browser, url) {
    const page = await newTab(browser);
    await openReady(page, url);
    const runtime_files = await look(page, "({ files: parlour_standin.runtime_files, cdn: config.cdn })");
    await pressButton(page, "new_game");
    const field = await waitFor(page, async () => (await probe(page, "text_fields"))[0], "a name box");
    await perform(page, { kind: "click", points: [field.centre] });
    await page.keyboard.type("Ada");
    await switchWindowsAndBack(browser, page);
    const after_switch = await look(page, "document.activeElement.tagName");
    // the pointer leaves the box for the felt and comes back over it
    const felt = await pagePoint(page, [640, 700]);
    const box = await pagePoint(page, field.centre);
    await page.mouse.move(felt.x, felt.y);
    await page.mouse.move(box.x, box.y);
    const after_pointer = await look(page, "document.activeElement.tagName");
    await page.keyboard.type(" Lovelace");
    await frames(page, 3);
    const typed = await look(page, `document.querySelector(".parlour-field").value`);
    const game_field = (await probe(page, "text_fields"))[0];
    const picture = await shot(page, setup.shots, "pygbag-focus-kept");
    // the record import's text box (the page's panel the Replay screen opens), the same way
    await look(page, `(parlour_record_open("import", "{}"), true)`);
    await page.click("#parlour-record-text");
    await page.keyboard.type("1. ");
    await switchWindowsAndBack(browser, page);
    const record_after_switch = await look(page, "document.activeElement.id");
    await page.keyboard.type("B5");
    const record_typed = await look(page, `document.getElementById("parlour-record-text").value`);
    await page.close();
    return { record_after_switch, record_typed, after_switch, after_pointer, typed, game_value: game_field.value, picture, runtime_files, tracebacks: tracebacks(page) };
}

async function failing(browser, url, name, options) {
    const server = await serve(options.web_dir ? { ...setup, web_dir: options.web_dir } : setup, options);
    try {
        const page = await newTab(browser);
        const opened = await openParlour(page, `${server.origin}/index.html`);
        const shown = await look(page, FAILURE);
        const picture = await shot(page, setup.shots, `pygbag-${name}`);
        await page.close();
        return { opened, ...shown, dialogs: page.seen.dialogs, picture };
    } finally {
        server.close();
    }
}

const server = await serve(setup);
const browser = await launch(setup);
try {
    const url = `${server.origin}/index.html`;
    const [focus, alert, broken] = await Promise.all([
        focusKept(browser, url),
        failing(browser, url, "main-data-missing", { missing: ["/cdn/main.data-files.txt"] }),
        failing(browser, url, "import-error", { web_dir: setup.broken_dir }),
    ]);
    process.stdout.write(JSON.stringify({ focus, alert, broken }) + "\n");
} finally {
    await browser.close();
    server.close();
}
