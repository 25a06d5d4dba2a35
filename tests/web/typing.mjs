// Typing on a phone (tests/web/harness.mjs): a landscape phone (844×390 CSS pixels, 3 device pixels each, touch)
// opens the New game screen by taps; a tap on a seat's name field lands on the page's input over it (the
// focused element, so a phone's keyboard opens) and "Ada" typed there is the seat's name, drawn by the canvas;
// a tap on the deal-code field and "12ab34" typed there leave "1234"; Enter closes the keyboard (the canvas has
// the focus again). Then the same inputs with a mouse and a keyboard, as on a desktop: a click focuses the
// name's input, Tab moves the game's focus and the page's follows it into the deal code. Deal: the match's
// seed is the deal code. Then a record is typed into the import panel from the Statistics screen and again
// from the Replay screen, the panel's text box taking the focus by a tap.
// Usage: node tests/web/typing.mjs SETUP.json   (prints one line of JSON on stdout; screenshots in setup.shots)
import { PAGE_WAIT_MS, frames, launch, look, newTab, openReady, pagePoint, perform, probe, serve, setupFromArgv, shot,
         tracebacks } from "./harness.mjs";

const setup = setupFromArgv();
const PHONE = { width: 844, height: 390, deviceScaleFactor: 3, isMobile: true, hasTouch: true, isLandscape: true };
const SETTINGS = { animation: "off", ai_speed: "instant" };
const TYPED_KEYS = 12;
const record = (seed) => setup.records[seed];  // a finished game's record, which opens as its replay

async function waitFor(page, check, what, limit_ms = PAGE_WAIT_MS) {
    const until = Date.now() + limit_ms;
    for (;;) {
        const answer = await check();
        if (answer) return answer;
        if (Date.now() > until) throw new Error(`waited ${limit_ms} ms for ${what}`);
        await frames(page, 2);
    }
}

async function tapButton(page, key) {
    const centre = await waitFor(page, () => probe(page, "button", key), `the ${key} button`);
    await perform(page, { kind: "tap", points: [centre] });
}

async function sceneIs(page, name) {
    return waitFor(page, async () => (await probe(page, "screen")).scene === name, `the ${name} screen`);
}

// what the page's focus is on: an input over a game field (its id), or an element's id or tag
const FOCUS = `(() => { const a = document.activeElement;
    return a ? (a.dataset && a.dataset.field) || a.id || a.tagName : null; })()`;

// the page's inputs over the game's fields: their boxes and values
const INPUTS = `[...document.querySelectorAll("#parlour-fields .parlour-field")].map((input) => {
    const box = input.getBoundingClientRect();
    return { id: input.dataset.field, value: input.value, inputmode: input.inputMode, maxlength: input.maxLength,
             box: [box.left, box.top, box.width, box.height], colour: getComputedStyle(input).color,
             at_centre: document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === input };
})`;

// where a field's rect should be on the page, from the canvas's box and the 16:9 letterbox (harness's pagePoint)
async function expectedBox(page, rect) {
    const [a, b] = await Promise.all([pagePoint(page, [rect[0], rect[1]]), pagePoint(page, [rect[0] + rect[2], rect[1] + rect[3]])]);
    const half = (b.x - a.x) / rect[2] / 2;
    return [a.x - half, a.y - half, b.x - a.x, b.y - a.y];
}

// how many of the canvas's pixels inside a logical rect (less a margin clear of its border) are the game's ink
// (theme.INK, 43/33/24: darker than the placeholder's soft ink and its antialiasing on paper)
async function inkIn(page, rect, margin = 8) {
    return look(page, `(() => {
        const canvas = document.getElementById("canvas");
        const scale = Math.min(canvas.width / 1280, canvas.height / 720);
        const left = (canvas.width - 1280 * scale) / 2, top = (canvas.height - 720 * scale) / 2;
        const [x, y, w, h] = ${JSON.stringify(rect)}.map((v) => v * scale);
        const m = ${margin} * scale;
        const pixels = canvas.getContext("2d").getImageData(Math.round(left + x + m), Math.round(top + y + m),
                                                             Math.round(w - 2 * m), Math.round(h - 2 * m)).data;
        let ink = 0;
        for (let i = 0; i < pixels.length; i += 4) if (pixels[i] < 70 && pixels[i + 1] < 70 && pixels[i + 2] < 70) ink++;
        return ink;
    })()`);
}

async function tapPoint(page, point) {
    const at = await pagePoint(page, point);
    await page.touchscreen.tap(at.x, at.y);
    await frames(page, 3);
}

async function field(page, inputmode) {
    return (await probe(page, "text_fields")).find((f) => f.inputmode === inputmode);
}

async function onThePhone(page, pictures) {
    const result = {};
    await tapButton(page, "new_game");
    await sceneIs(page, "NewGameScene");
    await frames(page, 3);
    const name = await field(page, "text");
    const seed = await field(page, "numeric");
    const inputs = await look(page, INPUTS);
    result.inputs = inputs;
    result.expected = { [name.id]: await expectedBox(page, name.rect), [seed.id]: await expectedBox(page, seed.rect) };
    result.fields = await probe(page, "text_fields");
    result.ink_before = await inkIn(page, name.rect);
    pictures.push(await shot(page, setup.shots, "typing-1-new-game"));

    // a finger on the name field: the tap lands on the input, which takes the focus (the phone's keyboard opens)
    await tapPoint(page, name.centre);
    result.name_tap_focus = await look(page, FOCUS);
    await page.keyboard.type("Ada");
    await frames(page, 3);
    result.name = (await probe(page, "text_fields")).find((f) => f.id === name.id);
    result.ink_after = await inkIn(page, name.rect);
    result.scroll_after_typing = await look(page, "[window.scrollX, window.scrollY]");
    pictures.push(await shot(page, setup.shots, "typing-2-name"));

    await tapPoint(page, seed.centre);
    result.seed_tap_focus = await look(page, FOCUS);
    await page.keyboard.type("12ab34");
    await frames(page, 3);
    result.seed = (await probe(page, "text_fields")).find((f) => f.id === seed.id);
    result.seed_input = (await look(page, INPUTS)).find((input) => input.id === seed.id).value;
    pictures.push(await shot(page, setup.shots, "typing-3-deal-code"));

    await page.keyboard.press("Enter");
    await frames(page, 3);
    result.after_enter = { focus: await look(page, FOCUS), scene: (await probe(page, "screen")).scene,
                           fields: await probe(page, "text_fields") };
    return { result, name, seed };
}

// the same inputs with a mouse and a real keyboard
async function asOnADesktop(page, name, seed) {
    const result = {};
    const at = await pagePoint(page, name.centre);
    await page.mouse.click(at.x, at.y);
    await frames(page, 3);
    result.click_focus = await look(page, FOCUS);
    await page.keyboard.type("x");
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Tab");
    await frames(page, 3);
    result.after_tab = { focus: await look(page, FOCUS), name: (await field(page, "text")).value,
                         name_focused: (await field(page, "text")).focused };
    for (let presses = 0; presses < 30 && !(await field(page, "numeric")).focused; presses++) {
        await page.keyboard.press("Tab");
        await frames(page, 2);
    }
    result.tabbed_to_seed = { focus: await look(page, FOCUS), game: (await field(page, "numeric")).focused };
    await page.keyboard.type("5");
    await frames(page, 2);
    result.seed_with_5 = (await field(page, "numeric")).value;
    await page.keyboard.press("Backspace");
    await frames(page, 2);
    result.seed = (await field(page, "numeric")).value;
    result.seed_id = seed.id;
    return result;
}

// a record typed into the import panel, its text box focused by a finger
async function importByTyping(page, seed, pictures, picture) {
    await waitFor(page, () => look(page, `document.querySelector("#parlour-record.parlour-open") !== null`), "the record panel");
    await look(page, "document.activeElement && document.activeElement.blur(), true");
    const box = await look(page, `(() => { const r = document.getElementById("parlour-record-text").getBoundingClientRect();
        return [r.left + r.width / 2, r.top + r.height / 2]; })()`);
    await page.touchscreen.tap(box[0], box[1]);
    await frames(page, 2);
    const focus = await look(page, FOCUS);
    // its first characters key by key (each one waits on a frame of the game: the whole record would take
    // seconds), then the rest at once, as a keyboard's suggestion or a paste puts it
    const text = record(seed);
    await page.keyboard.type(text.slice(0, TYPED_KEYS));
    await page.keyboard.sendCharacter(text.slice(TYPED_KEYS));
    await frames(page, 2);
    const typed = await look(page, `document.getElementById("parlour-record-text").value`);
    const fields_empty = await look(page, `document.querySelectorAll("#parlour-fields .parlour-field").length === 0`);
    pictures.push(await shot(page, setup.shots, picture));
    const button = await look(page, `(() => { const r = document.getElementById("parlour-record-import").getBoundingClientRect();
        return [r.left + r.width / 2, r.top + r.height / 2]; })()`);
    await page.touchscreen.tap(button[0], button[1]);
    const replayed = await waitFor(page, async () => {
        const shown = await probe(page, "replayed");
        return shown && shown.seed === seed && shown;
    }, `the replay of the typed record (seed ${seed})`);
    return { focus, typed, fields_empty, replayed, panel_closed: await look(page, `!document.querySelector("#parlour-record.parlour-open")`) };
}

async function main() {
    const server = await serve(setup);
    const browser = await launch(setup, { viewport: PHONE });
    const result = { pictures: [], marks: {} };
    const started = Date.now();
    const mark = (name) => { result.marks[name] = (Date.now() - started) / 1000; };
    try {
        const page = await newTab(browser, { viewport: PHONE, settings: SETTINGS });
        result.opened = (await openReady(page, `${server.origin}/index.html`)).state;
        mark("opened");
        const phone = await onThePhone(page, result.pictures);
        result.phone = phone.result;
        mark("phone");
        result.desktop = await asOnADesktop(page, phone.name, phone.seed);
        mark("desktop");

        await tapButton(page, "start");
        const dealt = await waitFor(page, async () => {
            const now = await probe(page, "screen");
            return now.table && now;
        }, "the dealt table");
        result.dealt = { scene: dealt.scene, seed: dealt.seed, game: dealt.game,
                         inputs_left: await look(page, `document.querySelectorAll("#parlour-fields .parlour-field").length`),
                         focus: await look(page, FOCUS) };
        await frames(page, 4);
        result.pictures.push(await shot(page, setup.shots, "typing-4-dealt"));
        mark("dealt");

        await tapButton(page, "menu");
        await sceneIs(page, "TitleScene");
        await tapButton(page, "statistics");
        await sceneIs(page, "StatsScene");
        await tapButton(page, "import");
        result.from_stats = await importByTyping(page, 77, result.pictures, "typing-5-import-typed");
        mark("from_stats");
        await frames(page, 3);
        result.pictures.push(await shot(page, setup.shots, "typing-6-replay"));
        await tapButton(page, "import");
        result.from_replay = await importByTyping(page, 78, result.pictures, "typing-7-import-again");
        mark("from_replay");
        result.tracebacks = tracebacks(page);
        result.seconds = (Date.now() - started) / 1000;
    } finally {
        await browser.close();
        server.close();
    }
    process.stdout.write(JSON.stringify(result) + "\n");
}

main().catch((error) => {
    process.stderr.write(`typing failed: ${error.stack || error}\n`);
    process.exit(1);
});
