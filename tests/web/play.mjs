// A visitor plays the parlour in Chromium: each game dealt against the AI from the New game screen and
// played to its end by real clicks, drags and keys on the canvas (hint, undo, the log and the rules opened
// on the way); the page reloaded mid-game and the game resumed; a browser that refuses storage; French; a game
// in progress carried by its record across a visit whose storage was cleared; the record panel; F11. Every step
// is photographed into setup.shots.
// Usage: node tests/web/play.mjs SETUP.json   (prints one line of JSON on stdout)
import { PAGE_WAIT_MS, frames, launch, look, newTab, openReady, pageUntil, perform, probe, serve, setupFromArgv, shot,
         tracebacks } from "./harness.mjs";
import { SEATS, deal, makeStep, nextStep, playToEnd, pressButton, reloadMidGame, screen, waitFor } from "./visitor.mjs";
import { carryGame } from "./carry.mjs";

const setup = setupFromArgv();
const GAMES = setup.games || Object.keys(SEATS);
const SETTINGS = { animation: "off", ai_speed: "instant", sound: true, volume: 0.75 };
const log = (line) => process.stderr.write(line + "\n");

// hint, undo, the larger log and the rules screen, each by its control on the canvas
async function detours(page, game, pictures) {
    const result = {};
    await pressButton(page, "hint");
    result.hint = await waitFor(page, () => probe(page, "hint_shown"), "the hint");
    pictures.push(await shot(page, setup.shots, `${game}-2-hint`));

    const step = await nextStep(page);
    const before = (await screen(page)).moves.length;
    await makeStep(page, step);
    const with_move = (await screen(page)).moves.length;
    await pressButton(page, "undo");
    const undone = await waitFor(page, async () => {
        const now = await screen(page);
        return now.moves.length <= before && now;
    }, "undo to take the move back");
    result.undo = { before, with_move, after: undone.moves.length };
    pictures.push(await shot(page, setup.shots, `${game}-3-undone`));

    const chip = await probe(page, "log_chip", "open");
    await perform(page, { kind: "click", points: [chip] });
    result.log = (await screen(page)).scene;
    pictures.push(await shot(page, setup.shots, `${game}-4-log`));
    await perform(page, { kind: "key", key: "Escape" });

    await pressButton(page, "rules");
    result.rules = (await screen(page)).scene;
    pictures.push(await shot(page, setup.shots, `${game}-5-rules`));
    await perform(page, { kind: "key", key: "Escape" });
    result.back_at_table = (await screen(page)).scene;
    return result;
}

async function playOne(page, game) {
    const started = Date.now();
    const pictures = [];
    const dealt = await deal(page, game);
    pictures.push(await shot(page, setup.shots, `${game}-1-dealt`));
    const detour = async (page, result) => Object.assign(result, await detours(page, game, pictures));
    const result = { game, dealt_scene: dealt.scene, seed: dealt.seed, ...(await playToEnd(page, false, detour)) };
    pictures.push(await shot(page, setup.shots, `${game}-6-over`));
    return { ...result, pictures, seconds: (Date.now() - started) / 1000 };
}

// the record of a finished game, shown by the page's panel from the Replay screen
async function recordPanel(page) {
    await pressButton(page, "replay");
    await pressButton(page, "export");
    await page.waitForSelector("#parlour-record.parlour-open", { timeout: PAGE_WAIT_MS });
    const shown = await look(page, `({
        text: document.getElementById("parlour-record-text").value,
        title: document.getElementById("parlour-record-title").textContent,
    })`);
    const picture = await shot(page, setup.shots, "record-export");
    await page.click("#parlour-record-close");
    await frames(page, 3);
    return { ...shown, closed: await look(page, `!document.getElementById("parlour-record").classList.contains("parlour-open")`),
             picture };
}

// F11 on the canvas asks the page for fullscreen, and F11 again leaves it
async function fullscreen(page) {
    await perform(page, { kind: "key", key: "F11" });
    const entered = await pageUntil(page, "document.fullscreenElement");
    await frames(page, 3);
    const picture = await shot(page, setup.shots, "fullscreen");
    await perform(page, { kind: "key", key: "F11" });
    const left = await pageUntil(page, "!document.fullscreenElement");
    return { entered, left, picture };
}

async function refusedStorage(browser, url) {
    const page = await newTab(browser, { storage: "throws", settings: null });
    const opened = await openReady(page, url);
    await deal(page, "quartino");
    let told = false;
    for (let moves = 0; moves < 2;) {
        const step = await nextStep(page);
        await makeStep(page, step);
        told = told || await probe(page, "storage_lost_told");
        if (step.move) moves += 1;
    }
    const picture = await shot(page, setup.shots, "storage-refused");
    const still = await screen(page);
    await page.close();
    return { state: opened.state, told, playing_on: still.moves.length, tracebacks: tracebacks(page), picture };
}

async function inFrench(browser, url) {
    const page = await newTab(browser, { language: "fr-FR" });
    const opened = await openReady(page, url);
    const title = await screen(page);
    const labels = (await probe(page, "buttons")).map((b) => b.text);
    const picture = await shot(page, setup.shots, "french-title");
    await pressButton(page, "new_game");
    const newGamePicture = await shot(page, setup.shots, "french-new-game");
    await page.close();
    return { state: opened.state, language: title.language, labels, pictures: [picture, newGamePicture],
             tracebacks: tracebacks(page) };
}

// two browsers share the games while a third meets refused storage, French and the carried game (a tab in the
// background of one browser gets no animation frames, and pygbag's loop runs on them), so the run stays short on
// two cores
async function main() {
    const server = await serve(setup);
    const url = `${server.origin}/index.html`;
    const browsers = await Promise.all([launch(setup), launch(setup), launch(setup)]);
    const result = { games: {} };
    try {
        const [first, second] = await Promise.all(browsers.slice(0, 2).map((browser) => newTab(browser, { settings: SETTINGS })));
        const halves = [GAMES.slice(0, Math.ceil(GAMES.length / 2)), GAMES.slice(Math.ceil(GAMES.length / 2))];
        const playHalf = async (page, games) => {
            const opened = await openReady(page, url);
            if (page === first) await shot(page, setup.shots, "title");
            for (const game of games) {
                log(`playing ${game}`);
                result.games[game] = await playOne(page, game);
            }
            return opened;
        };
        const elsewhere = async () => ({ storage: await refusedStorage(browsers[2], url), french: await inFrench(browsers[2], url),
                                         carry: await carryGame(browsers[2], url, setup.shots, SETTINGS) });
        const named = (name, flow) => flow.catch((error) => { throw new Error(`${name}: ${error.stack || error}`); });
        const settled = await Promise.allSettled([named("first half", playHalf(first, halves[0])),
            named("second half", playHalf(second, halves[1])), named("storage and French", elsewhere())]);
        const failed = settled.find((outcome) => outcome.status === "rejected");
        if (failed) throw failed.reason;
        const [opened, , { storage, french, carry }] = settled.map((outcome) => outcome.value);
        Object.assign(result, { opened, storage, french, carry });
        result.record = await recordPanel(second);
        await pressButton(second, "back");
        result.fullscreen = await fullscreen(second);
        result.reload = await reloadMidGame(first, url, (name) => shot(first, setup.shots, name));
        result.dialogs = [...first.seen.dialogs, ...second.seen.dialogs];
        result.tracebacks = [...tracebacks(first), ...tracebacks(second)];
    } finally {
        await Promise.all(browsers.map((browser) => browser.close()));
        server.close();
    }
    process.stdout.write(JSON.stringify(result) + "\n");
}

main().catch((error) => {
    process.stderr.write(`play failed: ${error.stack || error}\n`);
    process.exit(1);
});
