// Playing online in the browser (tests/web/harness.mjs): the page is served with a game server's address baked in
// as `make web SERVER=…` bakes it (setup.game_server, a server on 127.0.0.1 started by the test). For each room of
// setup.rooms ({game, seats, code_file, reload_after}) a browser of its own opens Play online, creates the room by
// clicks on the room's form and hands the code shown in the lobby to the test (room.code_file), whose native bots
// join by it; Start, then the whole game played by clicks, drags and keys through the page's own WebSocket, every
// text frame the page received kept (Chrome's DevTools protocol) for the test to check against the seat's view.
// In a room with reload_after, the page is reloaded after that many moves and Play online's "Back to room"
// rejoins the same seat (kept in localStorage) with the position back. setup.lanes browsers play at once.
// Usage: node tests/web/online.mjs SETUP.json   (prints one line of JSON on stdout; screenshots in setup.shots)
import { writeFileSync } from "node:fs";

import { frames, launch, newTab, openReady, perform, performAll, probe, serve, setupFromArgv, shot,
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

// every text frame the page's WebSockets receive, in order, as the browser's network layer saw it
async function keepFrames(page) {
    const texts = [];
    page.cdp.on("Network.webSocketFrameReceived", ({ response }) => {
        if (response.opcode === 1) texts.push(response.payloadData);
    });
    await page.cdp.send("Network.enable");
    return texts;
}

async function createRoom(page, room) {
    await pressButton(page, "online.title");
    await sceneIs(page, "OnlineScene");
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
    const step = await nextStep(page, false, 60000, "game_finished");
    if (!step) return null;
    said.push(`${(await screen(page)).scene}: ${step.says}`);
    const before = await probe(page, "online_room");
    await performAll(page, step.gestures);
    if (!step.move) return false;
    await waitFor(page, async () => {
        const after = await probe(page, "online_room");
        return after && after.turn > before.turn;
    }, `the server's answer to ${step.says}`, 15000);
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
    await waitFor(page, async () => (await screen(page)).table, "the table again after the reload", 20000);
    const after = await waitFor(page, async () => {
        const room = await probe(page, "online_room");
        return room && room.online && room.turn >= before.turn ? room : null;
    }, "the position back", 20000);
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

// one room in a browser of its own: created by the page, joined by the test's bots, played to its end
async function playRoom(room, url) {
    const started = Date.now();
    const browser = await launch(setup);
    const page = await newTab(browser, { settings: SETTINGS });
    const result = { game: room.game, seats: room.seats, said: [] };
    try {
        result.texts = await keepFrames(page);
        await openReady(page, url);
        result.title_offers = Boolean(await probe(page, "button", "online.title"));
        const created = await createRoom(page, room);
        Object.assign(result, { room: created.code, seat: created.seat });
        writeFileSync(room.code_file, created.code);
        await waitFor(page, () => probe(page, "button", "online.start"), "Start (every seat taken)", 20000);
        await frames(page, 3);
        await shot(page, setup.shots, `online-${room.game}-lobby`);
        await pressButton(page, "online.start");
        await waitFor(page, async () => (await screen(page)).table, "the online table", 20000);
        result.moves_by_clicks = await playWholeGame(page, url, room, result);
        await frames(page, 3);
        await shot(page, setup.shots, `online-${room.game}-over`);
        const end = await screen(page);
        Object.assign(result, { over: end.over, end_scene: end.scene, finished: await probe(page, "game_finished"),
                                rounds_scored: await probe(page, "rounds_scored") });
        result.tracebacks = tracebacks(page);
        const at = page.seen.console.findIndex((line) => line.includes("Traceback"));
        if (at >= 0) result.traceback_text = page.seen.console.slice(at, at + 30);
        result.seconds = (Date.now() - started) / 1000;
        result.said = result.said.slice(-6);
        return result;
    } catch (stuck) {
        await shot(page, setup.shots, `online-${room.game}-stuck`).catch(() => {});
        const seen = { screen: await screen(page).catch(() => null), room: await probe(page, "online_room").catch(() => null) };
        if (seen.room) delete seen.room.view;
        throw new Error(`${room.game}: ${stuck.message}; ${JSON.stringify(seen)}; last steps: ${result.said.slice(-6).join(" | ")}; ` +
                        `console: ${page.seen.console.slice(-10).join(" | ")}`);
    } finally {
        await browser.close();
    }
}

// setup.lanes browsers at once, each taking the next room (longest first) until none is left
async function main() {
    const server = await serve(setup, { page: withServer });
    const url = `${server.origin}/`;
    const started = Date.now();
    const waiting = [...setup.rooms];
    const games = {};
    const lane = async () => {
        for (let room = waiting.shift(); room; room = waiting.shift()) games[room.game] = await playRoom(room, url);
    };
    try {
        const settled = await Promise.allSettled(Array.from({ length: setup.lanes }, lane));
        const failed = settled.find((outcome) => outcome.status === "rejected");
        if (failed) throw failed.reason;
    } finally {
        server.close();
    }
    process.stdout.write(JSON.stringify({ games, seconds: (Date.now() - started) / 1000 }) + "\n");
}

main().catch((error) => {
    process.stderr.write(`online failed: ${error.stack || error}\n`);
    process.exit(1);
});
