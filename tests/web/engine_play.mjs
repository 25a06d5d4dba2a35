// The parlour in one browser engine (setup.engine: chromium, firefox or webkit; tests/web/engines.mjs), one page
// boot for everything: the browser's own language (setup.language) chooses the parlour's; the first key reaches the
// game with no click before it; the games (setup.games) are dealt from the New game screen and played to their stop
// by real clicks, drags and keys (unless setup.to_end is false: then only dealt), the Victorian table first, where
// `?` shows the key help and a card is played by the arrows and Enter after a click on a text box and back on the
// felt; then (unless setup.reload is false) a reload mid-game offers the saved game and resumes it (with
// setup.phone, tapped: the reloaded page's first gesture starts its sound), a new deal differs, and with setup.phone
// Quartino is played by taps in a phone's landscape window. Screenshots: <engine>-*.png in setup.shots.
// Usage: node tests/web/engine_play.mjs SETUP.json   (prints one line of JSON on stdout)
import { look, openReady, perform, probe, serve, setupFromArgv, shot, tracebacks } from "./harness.mjs";
import { openTab, seedSettings, startTimings } from "./engines.mjs";
import { SOUND_STATE, deal, makeStep, nextStep, playToEnd, reloadMidGame, screen, waitFor } from "./visitor.mjs";

const setup = setupFromArgv();
const ENGINE = setup.engine;
const SETTINGS = { animation: "off", ai_speed: "instant", sound: true, volume: 0.75 };
const FELT_CORNER = [6, 6];  // bare felt on every screen (tests/drivers/player.py)
const log = (line) => process.stderr.write(`${ENGINE}: ${line}\n`);
const picture = (page, name) => shot(page, setup.shots, `${ENGINE}-${name}`);

// the first key, pressed before any click: Enter on the title's New game
async function firstKey(page) {
    const sound_before = await look(page, SOUND_STATE);
    await perform(page, { kind: "key", key: "Enter" }, false, 3);
    const after = await waitFor(page, async () => {
        const now = await screen(page);
        return now.scene !== "TitleScene" && now;
    }, "Enter to leave the title");
    return { scene: after.scene, sound_before, sound_after: await look(page, SOUND_STATE) };
}

// a click in a text box of the New game screen (the page's focus leaves the canvas), then on the felt again
async function clickAwayAndBack(page) {
    const fields = await probe(page, "text_fields");
    if (!fields.length) return { text_box: false };
    await perform(page, { kind: "click", points: [fields[0].centre] });
    const away = await look(page, "document.activeElement && document.activeElement.tagName");
    await perform(page, { kind: "click", points: [FELT_CORNER] });
    return { text_box: true, away, back: await look(page, "document.activeElement && document.activeElement.id") };
}

// at the table: `?` shows the key help and Escape closes it; then a card played by the arrows and Enter
async function keysAtTheTable(page) {
    await perform(page, { kind: "key", key: "?" }, false, 3);
    const help = await waitFor(page, async () => {
        const now = await screen(page);
        return now.scene !== now.table && now;
    }, "the key help").catch(() => null);
    const help_picture = await picture(page, "key-help");
    await perform(page, { kind: "key", key: "Escape" }, false, 3);
    // keys_step is asked only once the table waits on the human (nextStep waits for that): asked while the AI seats
    // still play, as a slow engine leaves them, it finds nothing and the human's card would go another way
    for (let tries = 0; tries < 40; tries++) {
        const other = await nextStep(page);
        if (!other) break;
        const step = await probe(page, "keys_step");
        if (step) {
            await makeStep(page, step);
            return { help: help && help.scene, played: step.move, says: step.says, help_picture };
        }
        await makeStep(page, other);
    }
    return { help: help && help.scene, played: null, help_picture };
}

// the window made a phone's in landscape (844×390 CSS pixels): Quartino dealt and played to its end by taps and
// drags alone (WebDriver's touch pointer; WebKitGTK hands it to the page as a mouse: it has no touch screen)
async function phone(page) {
    await page.setViewport({ width: 844, height: 390 });
    const dealt = await deal(page, "quartino", true);
    const played = await playToEnd(page, true);
    return { dealt_scene: dealt.scene, ...played, viewport: await look(page, "[innerWidth, innerHeight]"),
             picture: await picture(page, "phone-844x390-quartino-over") };
}

async function playOne(page, game) {
    const started = Date.now();
    const dealt = await deal(page, game);
    const result = { dealt_scene: dealt.scene, seed: dealt.seed, pictures: [await picture(page, `${game}-dealt`)] };
    if (game === "quinto_tricks") result.keys = await keysAtTheTable(page);
    if (setup.to_end !== false) {
        Object.assign(result, await playToEnd(page));
        result.pictures.push(await picture(page, `${game}-over`));
    }
    return { ...result, seconds: (Date.now() - started) / 1000 };
}

async function main() {
    const server = await serve(setup);
    const url = `${server.origin}/index.html`;
    const page = await openTab(setup, ENGINE, { language: setup.language });
    const result = { engine: ENGINE, games: {} };
    try {
        await seedSettings(page, server.origin, SETTINGS);
        result.opened = await openReady(page, url);
        result.timings = await startTimings(page);
        result.title = { labels: (await probe(page, "buttons")).map((b) => b.text), language: (await screen(page)).language,
                         picture: await picture(page, "title") };
        result.first_key = await firstKey(page);
        result.away_and_back = await clickAwayAndBack(page);
        for (const game of setup.games) {
            log(`playing ${game}`);
            result.games[game] = await playOne(page, game);
        }
        if (setup.reload !== false) {
            log("reload mid-game");
            result.reload = await reloadMidGame(page, url, (name) => picture(page, name), Boolean(setup.phone));
        }
        if (setup.phone) result.phone = await phone(page);
        result.console_errors = await look(page, "parlour_standin.console_errors");
        result.dialogs = page.seen.dialogs;
        result.tracebacks = tracebacks(page);
    } catch (error) {
        await picture(page, "failed").catch(() => {});
        throw error;
    } finally {
        await page.quit();
        server.close();
    }
    process.stdout.write(JSON.stringify(result) + "\n");
}

main().catch((error) => {
    process.stderr.write(`${ENGINE} play failed: ${error.stack || error}\n`);
    process.exit(1);
});
