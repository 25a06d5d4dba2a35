// Playing online in the browser (tests/web/harness.mjs): the page is served with a game server's address baked in
// as `make web SERVER=…` bakes it (setup.game_server, a server on 127.0.0.1 started by the test). For each room of
// setup.rooms ({game, seats, code_file, reload_after}) the page opens Play online, creates the room by
// clicks on the room's form and hands the code shown in the lobby to the test (room.code_file), whose native bots
// join by it; Start, then the whole game played by clicks, drags and keys through the page's own WebSocket, every
// text frame the page received kept (Chrome's DevTools protocol) for the test to check against the seat's view.
// In a room with reload_after, the page is reloaded after that many moves and Play online's "Back to room"
// rejoins the same seat (kept in localStorage) with the position back. After each game the final panel's Title
// leads back to the title for the next room. setup.lanes browsers play at once, each a page taking rooms in turn.
// Usage: node tests/web/online.mjs SETUP.json   (prints one line of JSON on stdout; screenshots in setup.shots)
import { renameSync, writeFileSync } from "node:fs";

import { PAGE_WAIT_MS, frames, launch, newTab, openReady, perform, performAll, probe, serve, setupFromArgv, shot,
         tracebacks } from "./harness.mjs";
import { nextStep, pressButton, screen, waitFor } from "./visitor.mjs";

const setup = setupFromArgv();
const SETTINGS = { animation: "off", ai_speed: "instant" };
const STEP_LIMIT = 600;
const MID_GAME_SHOT = 8;

function withServer(html) {
    return html.replace('const PARLOUR_SERVER = "";', `const PARLOUR_SERVER = ${JSON.stringify(setup.game_server)};`);
}

async function sceneIs(page, name) {
    return waitFor(page, async () => (await screen(page)).scene === name, `the ${name} screen`);
}

// every text frame the page's WebSockets receive, in order, as the browser's network layer saw it, kept in the
// answer's texts (a room swaps in its own list)
async function keepFrames(page) {
    const heard = { texts: [] };
    page.cdp.on("Network.webSocketFrameReceived", ({ response }) => {
        if (response.opcode === 1) heard.texts.push(response.payloadData);
    });
    await page.cdp.send("Network.enable");
    return heard;
}

async function createRoom(page, room) {
    await pressButton(page, "online.title");
    await sceneIs(page, "OnlineScene");
    const [name] = await probe(page, "text_fields");
    if (!name.value) {
        // a room is created under the name typed on Play online (none: refused in words)
        await perform(page, { kind: "click", points: [name.centre] });
        await page.keyboard.type("Ann");
        await frames(page, 3);
    }
    await pressButton(page, "online.create");
    await sceneIs(page, "OnlineCreateScene");
    for (let count = 0; (await screen(page)).scene === "OnlineCreateScene"; count++) {
        if (count > 30) throw new Error("the room's form was not sent after 30 steps");
        const step = await probe(page, "online_form_step", room.game, room.seats);
        if (step.gestures.length && step.says.startsWith("click Create")) {
            await shot(page, setup.shots, `online-${room.game}-create`);
        }
        await performAll(page, step.gestures);
    }
    return waitFor(page, () => probe(page, "online_room"), "the room's code in the lobby");
}

// one step of the human's (a move by clicks, or past a panel); answers whether a move was made, null at the end
async function playStep(page, said) {
    const step = await nextStep(page, false, PAGE_WAIT_MS, "game_finished");
    if (!step) return null;
    said.push(`${(await screen(page)).scene}: ${step.says}`);
    const before = await probe(page, "online_room");
    await performAll(page, step.gestures);
    if (!step.move) return false;
    await waitFor(page, async () => {
        const after = await probe(page, "online_room");
        return after && after.turn > before.turn;
    }, `the server's answer to ${step.says}`);
    return true;
}

async function rejoinAfterReload(page, url, game) {
    const before = await waitFor(page, () => probe(page, "online_room"), "the room before the reload");
    await page.reload({ waitUntil: "domcontentloaded" });
    await openReady(page, url);
    await pressButton(page, "online.title");
    await sceneIs(page, "OnlineScene");
    const back = await waitFor(page, () => probe(page, "online_return"), "the Back to room button");
    await shot(page, setup.shots, `online-${game}-back-to-room`);
    await perform(page, { kind: "click", points: [back] });
    await waitFor(page, async () => (await screen(page)).table, "the table again after the reload");
    const after = await waitFor(page, async () => {
        const room = await probe(page, "online_room");
        return room && room.online && room.turn >= before.turn ? room : null;
    }, "the position back");
    await frames(page, 4);
    await shot(page, setup.shots, `online-${game}-rejoined`);
    return { before: { code: before.code, seat: before.seat, turn: before.turn },
             after: { code: after.code, seat: after.seat, turn: after.turn }, same_view: after.turn === before.turn ?
                 JSON.stringify(after.view) === JSON.stringify(before.view) : null };
}

async function playWholeGame(page, url, room, result) {
    let moves = 0;
    for (let count = 0; count < STEP_LIMIT; count++) {
        const made = await playStep(page, result.said);
        if (made === null) return moves;
        if (!made) continue;
        moves += 1;
        if (moves === room.reload_after) result.reload = await rejoinAfterReload(page, url, room.game);
        if (moves === MID_GAME_SHOT) await shot(page, setup.shots, `online-${room.game}-table`);
    }
    throw new Error(`the game did not end within ${STEP_LIMIT} steps (${moves} moves)`);
}

// one room: created by the page (on the title), joined by the test's bots, played to its end; heard.texts from here
// on are the room's
async function playRoom(page, url, room, heard) {
    const started = Date.now();
    const result = { game: room.game, seats: room.seats, said: [], texts: [] };
    heard.texts = result.texts;
    try {
        result.title_offers = Boolean(await probe(page, "button", "online.title"));
        const created = await createRoom(page, room);
        Object.assign(result, { room: created.code, seat: created.seat });
        // whole or not at all: the bots poll for the file and would read it half written
        writeFileSync(`${room.code_file}.part`, created.code);
        renameSync(`${room.code_file}.part`, room.code_file);
        await waitFor(page, () => probe(page, "button", "online.start"), "Start (every seat taken)");
        await frames(page, 3);
        await shot(page, setup.shots, `online-${room.game}-lobby`);
        await pressButton(page, "online.start");
        await waitFor(page, async () => (await screen(page)).table, "the online table");
        result.moves_by_clicks = await playWholeGame(page, url, room, result);
        await frames(page, 3);
        await shot(page, setup.shots, `online-${room.game}-over`);
        const end = await screen(page);
        Object.assign(result, { over: end.over, end_scene: end.scene, finished: await probe(page, "game_finished"),
                                rounds_scored: await probe(page, "rounds_scored") });
        result.seconds = (Date.now() - started) / 1000;
        await pressButton(page, "to_title");
        await sceneIs(page, "TitleScene");
        result.tracebacks = tracebacks(page);
        const at = page.seen.console.findIndex((line) => line.includes("Traceback"));
        if (at >= 0) result.traceback_text = page.seen.console.slice(at, at + 30);
        result.said = result.said.slice(-6);
        return result;
    } catch (stuck) {
        await shot(page, setup.shots, `online-${room.game}-stuck`).catch(() => {});
        const seen = { screen: await screen(page).catch(() => null), room: await probe(page, "online_room").catch(() => null) };
        if (seen.room) delete seen.room.view;
        throw new Error(`${room.game}: ${stuck.message}; ${JSON.stringify(seen)}; last steps: ${result.said.slice(-6).join(" | ")}; ` +
                        `console: ${page.seen.console.slice(-10).join(" | ")}`);
    }
}

// a browser whose page takes the next room (longest first) until none is left, back on the title by the final
// panel's Title after each; answers how long the page took to be ready
async function lane(url, waiting, games) {
    const browser = await launch(setup);
    try {
        const page = await newTab(browser, { settings: SETTINGS });
        const heard = await keepFrames(page);
        const ready = await openReady(page, url);
        for (let room = waiting.shift(); room; room = waiting.shift()) games[room.game] = await playRoom(page, url, room, heard);
        return ready.wall_ms / 1000;
    } finally {
        await browser.close();
    }
}

// setup.lanes browsers at once
async function main() {
    const server = await serve(setup, { page: withServer });
    const url = `${server.origin}/`;
    const started = Date.now();
    const waiting = [...setup.rooms];
    const games = {};
    let ready_seconds;
    try {
        const settled = await Promise.allSettled(Array.from({ length: setup.lanes }, () => lane(url, waiting, games)));
        const failed = settled.find((outcome) => outcome.status === "rejected");
        if (failed) throw failed.reason;
        ready_seconds = settled.map((outcome) => outcome.value);
    } finally {
        server.close();
    }
    process.stdout.write(JSON.stringify({ games, ready_seconds, seconds: (Date.now() - started) / 1000 }) + "\n");
}

main().catch((error) => {
    process.stderr.write(`online failed: ${error.stack || error}\n`);
    process.exit(1);
});
