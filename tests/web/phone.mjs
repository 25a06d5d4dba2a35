// Every game on a phone in landscape (844×390 and 740×360 CSS pixels at device pixel ratio 3, a touch
// screen, no mouse, no keyboard): dealt from the New game screen and played to its stop by finger taps and
// drags alone. Each phone is a browser of its own, so both play at once; setup.games_by_phone names the
// games each phone plays (every game, unless it says otherwise).
// Usage: node tests/web/phone.mjs SETUP.json   (prints one line of JSON on stdout; screenshots in setup.shots)
import { launch, newTab, openReady, probe, serve, setupFromArgv, shot, tracebacks } from "./harness.mjs";
import { SEATS, deal, playToEnd } from "./visitor.mjs";

const setup = setupFromArgv();
const PHONES = {
    "844x390": { width: 844, height: 390, deviceScaleFactor: 3, isMobile: true, hasTouch: true, isLandscape: true },
    "740x360": { width: 740, height: 360, deviceScaleFactor: 3, isMobile: true, hasTouch: true, isLandscape: true },
};
const SETTINGS = { animation: "off", ai_speed: "instant" };
// four at the table where the game allows it: the human has fewer turns of a whole game, and the run is shorter
const PHONE_SEATS = { ...SEATS, quinto: ["human", "easy", "easy", "easy"], quartino: ["human", "easy", "easy", "easy"] };
const log = (line) => process.stderr.write(line + "\n");

// the smallest touch target of each screen seen in touch mode (page_probe.touch_targets), by the screen's class
function targetsOn(targets) {
    return async (page) => {
        const found = await probe(page, "touch_targets");
        if (!found.touch || found.smallest === null) return;
        const kept = targets[found.scene];
        if (!kept || found.smallest_css < kept.smallest_css) targets[found.scene] = found;
    };
}

async function playOn(server, name, viewport) {
    const browser = await launch(setup, { viewport });
    try {
        const page = await newTab(browser, { viewport, settings: SETTINGS });
        await openReady(page, `${server.origin}/index.html`);
        const games = {}, targets = {}, measure = targetsOn(targets);
        for (const game of (setup.games_by_phone || {})[name] || Object.keys(SEATS)) {
            log(`${name}: playing ${game} by touch`);
            const started = Date.now();
            const dealt = await deal(page, game, true, PHONE_SEATS[game], measure);
            await measure(page);
            const dealt_picture = await shot(page, setup.shots, `phone-${name}-${game}-dealt`);
            // a card or pawn dragged by a finger early in every game, whatever the driver's choices in this deal
            const played = await playToEnd(page, true, null, "drag_step");
            await measure(page);
            games[game] = { ...played, dealt_scene: dealt.scene, seconds: (Date.now() - started) / 1000,
                            pictures: [dealt_picture, await shot(page, setup.shots, `phone-${name}-${game}-over`)] };
        }
        return { games, targets, tracebacks: tracebacks(page), mouse_free: true };
    } finally {
        await browser.close();
    }
}

const server = await serve(setup);
try {
    const named = Object.entries(PHONES);
    const settled = await Promise.allSettled(named.map(([name, viewport]) => playOn(server, name, viewport)));
    const failed = settled.find((outcome) => outcome.status === "rejected");
    if (failed) throw failed.reason;
    const result = Object.fromEntries(named.map(([name], i) => [name, settled[i].value]));
    process.stdout.write(JSON.stringify(result) + "\n");
} catch (error) {
    process.stderr.write(`phone play failed: ${error.stack || error}\n`);
    process.exitCode = 1;
} finally {
    server.close();
}
