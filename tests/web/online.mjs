// Playing online in the browser (tests/web/harness.mjs): the page is served with a game server's address baked in
// as `make web SERVER=…` bakes it (setup.game_server, a server on 127.0.0.1 started by the test); the visitor
// opens Play online, creates a room for 13 (two people and an easy AI) by clicks on the room's form, the room's
// code shown in the lobby is handed to the test (setup.code_file), whose native bot joins by it; Start, then the
// first round played by clicks through the page's own WebSocket; mid-game the page is reloaded, and Play online's
// "Back to room" rejoins the same seat (kept in localStorage) with the position back.
// Usage: node tests/web/online.mjs SETUP.json   (prints one line of JSON on stdout; screenshots in setup.shots)
import { writeFileSync } from "node:fs";

import { frames, launch, newTab, openReady, perform, performAll, probe, serve, setupFromArgv, shot,
         tracebacks } from "./harness.mjs";
import { nextStep, pressButton, screen, waitFor } from "./visitor.mjs";

const setup = setupFromArgv();
const SETTINGS = { animation: "off", ai_speed: "instant" };
const SEATS = ["human", "human", "easy"];
const RELOAD_AFTER = 3;

function withServer(html) {
    return html.replace('const PARLOUR_SERVER = "";', `const PARLOUR_SERVER = ${JSON.stringify(setup.game_server)};`);
}

async function sceneIs(page, name) {
    return waitFor(page, async () => (await screen(page)).scene === name, `the ${name} screen`);
}

async function createRoom(page) {
    await pressButton(page, "online.title");
    await sceneIs(page, "OnlineScene");
    await pressButton(page, "online.create");
    await sceneIs(page, "OnlineCreateScene");
    for (let count = 0; (await screen(page)).scene === "OnlineCreateScene"; count++) {
        if (count > 30) throw new Error("the room's form was not sent after 30 steps");
        const step = await probe(page, "online_form_step", "thirteen", SEATS);
        if (step.gestures.length && step.says.startsWith("click Create")) await shot(page, setup.shots, "online-create");
        await performAll(page, step.gestures);
    }
    return waitFor(page, () => probe(page, "online_room"), "the room's code in the lobby");
}

// one step of the human's (a move by clicks, or past a panel); answers whether a move was made
async function playStep(page) {
    const step = await nextStep(page);
    if (!step) return null;
    const before = await probe(page, "online_room");
    await performAll(page, step.gestures);
    if (!step.move) return false;
    await waitFor(page, async () => {
        const after = await probe(page, "online_room");
        return after && after.turn > before.turn;
    }, `the server's answer to ${step.says}`, 15000);
    return true;
}

async function rejoinAfterReload(page, url) {
    const before = await waitFor(page, () => probe(page, "online_room"), "the room before the reload");
    await page.reload({ waitUntil: "domcontentloaded" });
    await openReady(page, url);
    await pressButton(page, "online.title");
    await sceneIs(page, "OnlineScene");
    const back = await waitFor(page, () => probe(page, "online_return"), "the Back to room button");
    await shot(page, setup.shots, "online-back-to-room");
    await perform(page, { kind: "click", points: [back] });
    await waitFor(page, async () => (await screen(page)).table, "the table again after the reload", 20000);
    const after = await waitFor(page, async () => {
        const room = await probe(page, "online_room");
        return room && room.online && room.turn >= before.turn ? room : null;
    }, "the position back", 20000);
    await frames(page, 4);
    await shot(page, setup.shots, "online-rejoined");
    return { before: { code: before.code, seat: before.seat, turn: before.turn },
             after: { code: after.code, seat: after.seat, turn: after.turn }, same_view: after.turn === before.turn ?
                 JSON.stringify(after.view) === JSON.stringify(before.view) : null };
}

const result = { tracebacks: [] };
const browser = await launch(setup);
const server = await serve(setup, { page: withServer });
const started = Date.now();
try {
    const page = await newTab(browser, { settings: SETTINGS });
    const url = `${server.origin}/`;
    await openReady(page, url);
    result.title_offers = Boolean(await probe(page, "button", "online.title"));
    const room = await createRoom(page);
    result.room = room.code;
    writeFileSync(setup.code_file, room.code);
    await waitFor(page, () => probe(page, "button", "online.start"), "Start (every seat taken)", 20000);
    await frames(page, 3);
    await shot(page, setup.shots, "online-lobby");
    await pressButton(page, "online.start");
    await waitFor(page, async () => (await screen(page)).table, "the online table", 20000);
    await frames(page, 3);
    await shot(page, setup.shots, "online-table");
    let moves = 0;
    try {
        for (let count = 0; count < 400; count++) {
            const made = await playStep(page);
            if (made === null) break;
            if (made) moves += 1;
            if (made && moves === RELOAD_AFTER) result.reload = await rejoinAfterReload(page, url);
        }
    } catch (stuck) {
        await shot(page, setup.shots, "online-stuck");
        const seen = { screen: await screen(page), room: await probe(page, "online_room"), moves };
        delete seen.room?.view;
        throw new Error(`${stuck.message}; ${JSON.stringify(seen)}; console: ${page.seen.console.slice(-10).join(" | ")}`);
    }
    result.moves_by_clicks = moves;
    result.rounds_scored = await probe(page, "rounds_scored");
    await shot(page, setup.shots, "online-round-over");
    result.tracebacks = tracebacks(page);
    const at = page.seen.console.findIndex((line) => line.includes("Traceback"));
    if (at >= 0) result.traceback_text = page.seen.console.slice(at, at + 30);
    result.seconds = (Date.now() - started) / 1000;
} finally {
    await browser.close();
    server.close();
}
console.log(JSON.stringify(result));
