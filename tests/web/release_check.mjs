// make web-check in one engine (setup.engine): the page at setup.url, as built, on pygbag's real runtime from its
// CDN (pythons.js and its CPython): ready within 90 s, no dialog, no traceback, and one deal of 13 played through
// its first round by clicks and keys, the probes reaching pygbag's Python through PyRun_SimpleString.
// Usage: node tests/web/release_check.mjs SETUP.json   (prints one line of JSON on stdout)
import { openParlour, serve, setupFromArgv, shot, tracebacks } from "./harness.mjs";
import { openTab } from "./engines.mjs";
import { deal, playToEnd } from "./visitor.mjs";

const setup = setupFromArgv();
// without a url (its own test), the page on the stand-in, whose PyRun_SimpleString behaves as pygbag's
const server = setup.url ? null : await serve(setup);
const url = setup.url || `${server.origin}/index.html`;
const page = await openTab(setup, setup.engine);
page.runtime = "pygbag";
const result = { engine: setup.engine };
try {
    result.opened = await openParlour(page, url);
    if (result.opened.state === "ready") {
        await deal(page, "thirteen");
        const played = await playToEnd(page);
        result.played = { moves: played.moves, rounds_scored: played.rounds_scored };
    }
} catch (error) {
    result.error = String(error.stack || error);
} finally {
    result.picture = await shot(page, setup.shots, `release-check-${setup.engine}`).catch(() => null);
    result.dialogs = page.seen.dialogs;
    result.tracebacks = tracebacks(page);
    await page.quit();
    if (server) server.close();
}
process.stdout.write(JSON.stringify(result) + "\n");
